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
