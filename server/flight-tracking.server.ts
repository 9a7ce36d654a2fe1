/**
 * The flight tracking pass on a timer: every minute, the flight legs whose poll is due are asked
 * of FlightAware (app/features/flights/track-flights.server.ts) within the day's call budget, and
 * each change is followed through to its booking (flight-follow.server.ts) in the transaction that
 * records it. Only with FLIGHT_API_KEY set. A plain interval rather than a pg-boss schedule, as the
 * fitness pass does: each leg is claimed in one UPDATE, so two instances running the pass ask
 * about a flight once, and the schedule of each flight lives in its own row (next_poll_at).
 */
import {
  flightApiClientFor,
  type FlightApiClient,
} from '#app/features/flights/flight-api.server.ts';
import { currentFlightSettings } from '#app/features/flights/flight-settings-store.server.ts';
import { trackDueFlights, type FlightChange } from '#app/features/flights/track-flights.server.ts';
import type { AppDb } from './platform/db/app-db.server.ts';
import type { Env } from './platform/env.server.ts';
import type { Enqueuer } from './platform/outbox/send-in-transaction.server.ts';
import { followFlightChanges } from './flight-follow.server.ts';

/** How often the pass looks for due flights (the closest poll is every 10 minutes). */
export const FLIGHT_PASS_INTERVAL_MS = 60_000;

type PassEnv = Pick<Env, 'FLIGHT_API_KEY' | 'FLIGHT_API_URL' | 'PARTNER_QUOTE_URL'>;

/**
 * One pass: the due flights asked about within the operator's daily budget, each change followed
 * to its booking with the operator's meet time (both from the admin's flight settings, read as
 * the pass starts, so a saved change applies from the next pass).
 */
export async function flightPass(
  db: AppDb,
  boss: Enqueuer,
  client: FlightApiClient,
  env: Pick<Env, 'PARTNER_QUOTE_URL'>,
  now: Date,
): Promise<FlightChange[]> {
  const { settings } = await currentFlightSettings(db);
  const follow = followFlightChanges({
    boss,
    partnerForwarding: Boolean(env.PARTNER_QUOTE_URL),
    meetMinutes: settings.meetMinutes,
  });
  return trackDueFlights(db, client, now, settings.dailyCallBudget, follow);
}

export function startFlightTracking(
  db: AppDb,
  boss: Enqueuer,
  env: PassEnv,
  now: () => Date = () => new Date(),
): { stop(): void } {
  const client = flightApiClientFor(env);
  if (!client) return { stop: () => undefined };
  let running = false;
  const run = async () => {
    // A slow provider never stacks passes on one instance.
    if (running) return;
    running = true;
    try {
      await flightPass(db, boss, client, env, now());
    } catch (error) {
      console.error('flight pass failed:', error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), FLIGHT_PASS_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
