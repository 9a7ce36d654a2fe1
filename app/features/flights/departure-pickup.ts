/**
 * The pickup suggested for a departure: the flight's scheduled departure, less the time the
 * passengers should be at the airport before it, less the drive there. Only a suggestion on the
 * customer's page: a departure leg's pickup never moves by itself, since a delayed flight still
 * closes check-in on time and the airline may win the time back.
 *
 * The advice is the operator's working figure per airport, written down here rather than asked of
 * anyone: airlines generally ask for 2 hours before a short-haul flight and 3 before a long-haul
 * one, and Heathrow's and Gatwick's queues are the longest we serve. The drive is the tariff's:
 * the road miles the estimate measures at the tariff's average speed. Pure and client-safe.
 */

/** Minutes before the scheduled departure to be at each airport we serve, by IATA code. */
export const CHECK_IN_ADVICE_MINUTES: Readonly<Record<string, number>> = {
  LHR: 180,
  LGW: 150,
  MAN: 150,
  BHX: 120,
  BRS: 120,
  CWL: 120,
};
/** For an airport not in the table. */
export const CHECK_IN_ADVICE_DEFAULT_MINUTES = 120;
/** The drive is rounded up, and the suggested pickup down, to this many minutes. */
export const SUGGESTION_STEP_MINUTES = 5;

const MINUTE = 60_000;
const STEP = SUGGESTION_STEP_MINUTES * MINUTE;

export interface DeparturePickup {
  pickup: Date;
  checkInMinutes: number;
  driveMinutes: number;
}

export function departurePickup(
  scheduledDeparture: Date,
  airportCode: string,
  driveMinutesExact: number,
): DeparturePickup {
  const checkInMinutes = CHECK_IN_ADVICE_MINUTES[airportCode] ?? CHECK_IN_ADVICE_DEFAULT_MINUTES;
  const driveMinutes =
    Math.ceil(Math.max(0, driveMinutesExact) / SUGGESTION_STEP_MINUTES) * SUGGESTION_STEP_MINUTES;
  const latest = scheduledDeparture.getTime() - (checkInMinutes + driveMinutes) * MINUTE;
  return { pickup: new Date(Math.floor(latest / STEP) * STEP), checkInMinutes, driveMinutes };
}
