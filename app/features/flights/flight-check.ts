/**
 * Whether the flight a customer or the operator typed is the one the journey meets: the provider
 * knows it on that date, and it leaves from (outbound) or lands at (return) the journey's airport.
 * Pure: the provider's flights come in, a verdict goes out; flight-number-text.ts says it.
 */
import { addDays, londonDateAndTime, londonInstant } from '#app/lib/london-dates.ts';

export const FLIGHT_LEGS = ['outbound', 'return'] as const;
export type FlightLeg = (typeof FLIGHT_LEGS)[number];

/** What the check needs of a provider's flight (flight-api.server.ts ProviderFlight). */
export interface FlightToCheck {
  origin: { code: string | null; name: string | null };
  destination: { code: string | null; name: string | null };
  scheduledDeparture: Date | null;
  scheduledArrival: Date | null;
}

/**
 * How far ahead AeroAPI's `GET /flights/{ident}` answers: its documented `start` and `end` may be
 * no further than 2 days in the future (and 10 in the past). A flight further ahead cannot be
 * checked yet: asked anyway, AeroAPI refuses the window (or, read loosely, finds no flight), which
 * must not refuse the customer's number or spend the day's calls.
 */
export const PROVIDER_LOOK_AHEAD_DAYS = 2;

/** The first moment the provider can answer for a leg's window (its end within the look-ahead). */
export function answerableFrom(flightDate: string): Date {
  return new Date(lookUpWindow(flightDate).end.getTime() - PROVIDER_LOOK_AHEAD_DAYS * 86_400_000);
}

/**
 * The window the provider is asked about for a leg on a London date: an arrival may have left the
 * day before (a night flight), so from the start of the day before to the end of the day.
 */
export function lookUpWindow(flightDate: string): { start: Date; end: Date } {
  return {
    start: londonInstant(addDays(flightDate, -1), '00:00'),
    end: londonInstant(addDays(flightDate, 1), '00:00'),
  };
}

export type FlightVerdict<F> =
  | { ok: true; flight: F }
  | { ok: false; problem: 'not-on-date' }
  | { ok: false; problem: 'wrong-airport'; providerAirport: string };

/** The flight of that leg on that date, at that airport; else why not. */
export function checkFlight<F extends FlightToCheck>(
  flights: readonly F[],
  leg: FlightLeg,
  /** The journey's airport by its IATA code (LHR). */
  airportCode: string,
  flightDate: string,
): FlightVerdict<F> {
  const onDate = flights.filter((flight) => {
    const when = leg === 'outbound' ? flight.scheduledDeparture : flight.scheduledArrival;
    return when !== null && londonDateAndTime(when).date === flightDate;
  });
  if (onDate.length === 0) return { ok: false, problem: 'not-on-date' };
  const end = (flight: F) => (leg === 'outbound' ? flight.origin : flight.destination);
  const atAirport = onDate.find((flight) => end(flight).code === airportCode);
  if (atAirport) return { ok: true, flight: atAirport };
  const other = end(onDate[0]!);
  return {
    ok: false,
    problem: 'wrong-airport',
    providerAirport: other.name ?? other.code ?? '',
  };
}
