/**
 * One tracking pass: the flight legs whose poll is due are claimed (a claim moves their next poll
 * a lease ahead in one UPDATE, so two instances never ask about the same flight in one pass), each
 * is asked of the provider within the day's call budget, and what it says is recorded: the status,
 * the estimated arrival, and a status event whenever either changed. Landed, cancelled or diverted
 * ends the tracking. A provider error or timeout records nothing and asks again after a backoff.
 * Moving the pickup is the caller's: its `follow` runs inside the transaction that records each
 * change, so a change is recorded and acted on together or not at all (a crash between the two
 * would otherwise leave a recorded estimate the next pass sees as no change).
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import { londonToday } from '#app/lib/london-dates.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { answerableFrom, checkFlight, lookUpWindow, type FlightLeg } from './flight-check.ts';
import type { FlightApiClient, ProviderFlight } from './flight-api.server.ts';
import { flightApiCalls, flightLegs, flightStatusEvents } from './flights-schema.server.ts';
import { DAILY_CALL_BUDGET_DEFAULT } from './flight-settings.ts';
import { nextPollAt, type TrackingState } from './polling-schedule.ts';

/** How far a claim moves a leg's next poll, so no other instance takes it meanwhile. */
export const CLAIM_LEASE_MINUTES = 5;
/** After a provider error the next poll waits this long (the schedule's own time if sooner). */
export const ERROR_RETRY_MINUTES = 10;
/** Legs claimed in one pass. */
export const LEGS_PER_PASS = 20;

const MINUTE = 60_000;

type LegRow = typeof flightLegs.$inferSelect;

export interface FlightChange {
  quoteId: string;
  leg: FlightLeg;
  /** As stored: `BA1234`. */
  designator: string;
  status: string;
  tracking: TrackingState;
  estimatedArrival: Date | null;
  /** What the booking held before this pass. */
  previousArrival: Date | null;
  /** The status event this change recorded: names the change (once per change, never twice). */
  eventId: number;
}

/** Acts on one change inside the transaction that records it (server/flight-follow.server.ts). */
export type FollowChange = (tx: AppDb, change: FlightChange) => Promise<void>;

/** Claims the due legs: one UPDATE, so a leg is claimed by one instance only. */
export async function claimDueLegs(db: AppDb, now: Date): Promise<LegRow[]> {
  const due = await db
    .select({ quoteId: flightLegs.quoteId, leg: flightLegs.leg })
    .from(flightLegs)
    .where(and(eq(flightLegs.tracking, 'tracking'), lte(flightLegs.nextPollAt, now)))
    .orderBy(flightLegs.nextPollAt)
    .limit(LEGS_PER_PASS);
  const claimed: LegRow[] = [];
  for (const { quoteId, leg } of due) {
    // Re-checked under the row lock: a leg another instance claimed meanwhile is no longer due.
    const [row] = await db
      .update(flightLegs)
      .set({ nextPollAt: new Date(now.getTime() + CLAIM_LEASE_MINUTES * MINUTE) })
      .where(
        and(
          eq(flightLegs.quoteId, quoteId),
          eq(flightLegs.leg, leg),
          eq(flightLegs.tracking, 'tracking'),
          lte(flightLegs.nextPollAt, now),
        ),
      )
      .returning();
    if (row) claimed.push(row);
  }
  return claimed;
}

/** Counts one call against the day's budget; false when the budget is spent (nothing counted). */
export async function spendCall(db: AppDb, now: Date, budget: number): Promise<boolean> {
  if (budget < 1) return false;
  const rows = await db
    .insert(flightApiCalls)
    .values({ day: londonToday(now), calls: 1 })
    .onConflictDoUpdate({
      target: flightApiCalls.day,
      set: { calls: sql`${flightApiCalls.calls} + 1` },
      setWhere: sql`${flightApiCalls.calls} < ${budget}`,
    })
    .returning({ calls: flightApiCalls.calls });
  return rows.length > 0;
}

function trackingOf(leg: FlightLeg, flight: ProviderFlight): TrackingState {
  if (flight.cancelled) return 'cancelled';
  if (flight.diverted) return 'diverted';
  if (leg === 'return' && flight.actualArrival) return 'landed';
  return 'tracking';
}

function sameTime(a: Date | null, b: Date | null): boolean {
  return (a?.getTime() ?? null) === (b?.getTime() ?? null);
}

/** Asks about one claimed leg and records the answer; a change comes back, else null. */
async function pollLeg(
  db: AppDb,
  client: FlightApiClient,
  row: LegRow,
  now: Date,
  follow?: FollowChange,
): Promise<FlightChange | null> {
  const leg = row.leg as FlightLeg;
  const answer = await client.flights(row.ident, lookUpWindow(row.flightDate));
  const flight =
    answer.kind === 'found'
      ? (answer.flights.find((candidate) => candidate.faFlightId === row.faFlightId) ??
        (() => {
          const verdict = checkFlight(answer.flights, leg, row.airportCode, row.flightDate);
          return verdict.ok ? verdict.flight : null;
        })())
      : null;
  const keyTime = (found: ProviderFlight | null) =>
    leg === 'return'
      ? (found?.estimatedArrival ??
        found?.scheduledArrival ??
        row.estimatedArrival ??
        row.scheduledArrival)
      : (found?.estimatedDeparture ?? found?.scheduledDeparture ?? row.scheduledDeparture);
  if (!flight) {
    // Unavailable, or no such flight (yet): nothing recorded, asked again after a while.
    const scheduled = keyTime(null);
    // Never sooner than the provider can answer for the flight's day (AeroAPI's look-ahead).
    const retry = new Date(
      Math.max(
        now.getTime() + ERROR_RETRY_MINUTES * MINUTE,
        answerableFrom(row.flightDate).getTime(),
      ),
    );
    const next = scheduled ? nextPollAt(scheduled, 'tracking', now) : retry;
    await db
      .update(flightLegs)
      .set({ nextPollAt: next && next < retry ? next : retry, updatedAt: now })
      .where(and(eq(flightLegs.quoteId, row.quoteId), eq(flightLegs.leg, row.leg)));
    return null;
  }
  const tracking = trackingOf(leg, flight);
  const time = keyTime(flight);
  const changed =
    flight.status !== row.status ||
    tracking !== row.tracking ||
    !sameTime(flight.estimatedArrival, row.estimatedArrival);
  return db.transaction(async (tx) => {
    await tx
      .update(flightLegs)
      .set({
        faFlightId: flight.faFlightId,
        scheduledDeparture: flight.scheduledDeparture,
        scheduledArrival: flight.scheduledArrival,
        estimatedArrival: flight.estimatedArrival,
        status: flight.status,
        tracking,
        nextPollAt: time ? nextPollAt(time, tracking, now) : null,
        updatedAt: now,
      })
      .where(and(eq(flightLegs.quoteId, row.quoteId), eq(flightLegs.leg, row.leg)));
    if (!changed) return null;
    const [event] = await tx
      .insert(flightStatusEvents)
      .values({
        quoteId: row.quoteId,
        leg: row.leg,
        seenAt: now,
        status: flight.status,
        estimatedArrival: flight.estimatedArrival,
      })
      .returning({ id: flightStatusEvents.id });
    const change: FlightChange = {
      quoteId: row.quoteId,
      leg,
      designator: row.designator,
      status: flight.status,
      tracking,
      estimatedArrival: flight.estimatedArrival,
      previousArrival: row.estimatedArrival,
      eventId: event!.id,
    };
    await follow?.(tx, change);
    return change;
  });
}

/** One pass over the due legs; the changes seen, for the pickup to follow. */
export async function trackDueFlights(
  db: AppDb,
  client: FlightApiClient,
  now: Date,
  budget = DAILY_CALL_BUDGET_DEFAULT,
  follow?: FollowChange,
): Promise<FlightChange[]> {
  const changes: FlightChange[] = [];
  for (const row of await claimDueLegs(db, now)) {
    if (!(await spendCall(db, now, budget))) {
      // Budget spent: nothing is asked; the leg comes due again each lease until the day turns.
      continue;
    }
    const change = await pollLeg(db, client, row, now, follow);
    if (change) changes.push(change);
  }
  return changes;
}
