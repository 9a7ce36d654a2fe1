/**
 * Saving the flight number of one leg of a request, typed by the customer on their page or by
 * the operator in the admin. What is not a designator is refused with a field message; with flight
 * data on, a flight the provider does not know on that date, or not at the journey's airport, is
 * refused in words that say what the provider knows. A provider that is down or slow refuses
 * nothing: the number is kept and checked again when tracking asks.
 *
 * AeroAPI answers only for flights up to 2 days ahead (flight-check.ts PROVIDER_LOOK_AHEAD_DAYS),
 * and most airport transfers are booked weeks ahead. So a flight beyond that is not asked about
 * now: the designator is accepted as typed and checked when tracking starts (its first poll is no
 * sooner than the provider can answer). Inside the window a flight the provider does not know on
 * the date is refused as before.
 */
import { asc, eq } from 'drizzle-orm';
import { calendarDate } from '#app/lib/calendar-date.ts';
import type { Locale } from '#app/lib/locale.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { answerableFrom, checkFlight, lookUpWindow, type FlightLeg } from './flight-check.ts';
import type { FlightApiClient, ProviderFlight } from './flight-api.server.ts';
import { readFlightDesignator, spacedDesignator } from './flight-designator.ts';
import { FLIGHT_NUMBER_PROBLEMS, FLIGHT_REFUSALS } from './flight-number-text.ts';
import { flightLegs, flightStatusEvents } from './flights-schema.server.ts';
import type { JourneyFlightLeg } from './journey-flight-legs.ts';
import { nextPollAt } from './polling-schedule.ts';

export interface SaveFlightInput {
  quoteId: string;
  leg: FlightLeg;
  typed: string;
  enteredBy: 'customer' | 'operator';
  /** The journey's flight legs (journey-flight-legs.ts); a leg it has not is refused. */
  journeyLegs: readonly JourneyFlightLeg[];
  locale: Locale;
  now: Date;
}

export type SaveFlightResult = { ok: true; designator: string } | { ok: false; message: string };

/** The time tracking follows: the arrival for an arrival, the departure for a departure. */
function flightTime(leg: FlightLeg, flight: ProviderFlight): Date | null {
  return leg === 'return'
    ? (flight.estimatedArrival ?? flight.scheduledArrival)
    : (flight.estimatedDeparture ?? flight.scheduledDeparture);
}

export async function saveFlightNumber(
  db: AppDb,
  client: FlightApiClient | undefined,
  input: SaveFlightInput,
): Promise<SaveFlightResult> {
  const { quoteId, leg, locale, now } = input;
  const reading = readFlightDesignator(input.typed);
  if (!reading.ok) return { ok: false, message: FLIGHT_NUMBER_PROBLEMS[locale][reading.problem] };
  const journeyLeg = input.journeyLegs.find((candidate) => candidate.leg === leg);
  if (!journeyLeg) return { ok: false, message: FLIGHT_NUMBER_PROBLEMS[locale]['no-such-leg'] };
  const { designator, ident } = reading.flight;

  let found: ProviderFlight | null = null;
  const answerable = answerableFrom(journeyLeg.flightDate);
  if (client && now >= answerable) {
    const answer = await client.flights(ident, lookUpWindow(journeyLeg.flightDate));
    if (answer.kind === 'found') {
      const verdict = checkFlight(
        answer.flights,
        leg,
        journeyLeg.airport.code,
        journeyLeg.flightDate,
      );
      const shown = spacedDesignator(designator);
      const day = calendarDate(journeyLeg.flightDate, locale, 'short');
      if (!verdict.ok) {
        const t = FLIGHT_REFUSALS[locale];
        return {
          ok: false,
          message:
            verdict.problem === 'not-on-date'
              ? t.notOnDate(shown, day)
              : t.wrongAirport(leg, shown, day, verdict.providerAirport, journeyLeg.airport.name),
        };
      }
      found = verdict.flight;
    }
  }

  const tracking = client ? 'tracking' : 'off';
  const time = found ? flightTime(leg, found) : null;
  const facts = {
    designator,
    ident,
    airportCode: journeyLeg.airport.code,
    airportName: journeyLeg.airport.name,
    flightDate: journeyLeg.flightDate,
    enteredBy: input.enteredBy,
    faFlightId: found?.faFlightId ?? null,
    scheduledDeparture: found?.scheduledDeparture ?? null,
    scheduledArrival: found?.scheduledArrival ?? null,
    estimatedArrival: found?.estimatedArrival ?? null,
    status: found?.status ?? null,
    tracking,
    // Unchecked (too far ahead, or the provider was unavailable): asked again once it can answer.
    nextPollAt: client
      ? time
        ? nextPollAt(time, tracking, now)
        : new Date(Math.max(now.getTime(), answerable.getTime()))
      : null,
    updatedAt: now,
  } as const;
  await db
    .insert(flightLegs)
    .values({ quoteId, leg, ...facts })
    .onConflictDoUpdate({ target: [flightLegs.quoteId, flightLegs.leg], set: facts });
  return { ok: true, designator };
}

/** The flight legs saved for a request, outbound first. */
export async function savedFlightLegs(db: AppDb, quoteId: string) {
  const rows = await db.select().from(flightLegs).where(eq(flightLegs.quoteId, quoteId));
  return rows.sort((a, b) => a.leg.localeCompare(b.leg));
}

/** Every status the provider gave a request's flights, oldest first. */
export async function flightStatusHistory(db: AppDb, quoteId: string) {
  return db
    .select({
      leg: flightStatusEvents.leg,
      seenAt: flightStatusEvents.seenAt,
      status: flightStatusEvents.status,
    })
    .from(flightStatusEvents)
    .where(eq(flightStatusEvents.quoteId, quoteId))
    .orderBy(asc(flightStatusEvents.seenAt), asc(flightStatusEvents.id));
}

/** Records on its status event the pickup a change moved the booking to. */
export async function markPickupMoved(db: AppDb, eventId: number, to: Date): Promise<void> {
  await db
    .update(flightStatusEvents)
    .set({ pickupMovedTo: to })
    .where(eq(flightStatusEvents.id, eventId));
}
