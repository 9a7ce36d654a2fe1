/**
 * How long a job keeps its vehicle and its driver, worked out from the estimate's own road
 * distances and the tariff's average speed: from leaving the depot for the pickup to being back at
 * the depot, with a turnaround buffer after. Shared by the register's clash check and instant
 * booking, so both count a job the same way. Pure, client-safe.
 */
import type { DayDriving } from './fitness-rules.ts';
import { londonInstant } from './london-dates.ts';

/** Time after a job to refuel, clean and hand the vehicle over before its next job. */
export const TURNAROUND_BUFFER_MINUTES = 30;

const MINUTE_MS = 60_000;

export interface JobJourney {
  pickupDate: string;
  pickupTime: string;
  returnDate: string | null;
  returnTime: string | null;
}

/** Road miles, as the estimate measured them (pricing's JourneyDistances). */
export interface JobDistances {
  outboundMiles: number;
  fromDepotMiles: number;
  toDepotMiles: number;
  pickupToDepotMiles: number;
}

export interface JobSpan {
  /** The vehicle leaves the depot. */
  startsAt: Date;
  pickupAt: Date;
  returnAt: Date | null;
  /** The vehicle is back at the depot and turned round, ready for another job. */
  endsAt: Date;
  /** The most driving on any one day of the job, in hours. */
  longestDayDrivingHours: number;
  /**
   * The job's driving per London day in whole minutes (rounded up), for the driver's hours: on the
   * pickup's day, and on the return's when it is another day. A day parked between is no driving.
   */
  driving: DayDriving[];
}

export function jobSpan(
  journey: JobJourney,
  distances: JobDistances,
  averageSpeedMph: number,
): JobSpan {
  const minutes = (miles: number) => (miles / averageSpeedMph) * 60;
  const onDay = (day: string, miles: number): DayDriving => ({
    day,
    // Rounded up: a driver's limit is never passed by a rounding.
    minutes: Math.ceil(minutes(miles) - 1e-9),
  });
  const at = (instant: Date, plus: number) => new Date(instant.getTime() + plus * MINUTE_MS);
  const pickupAt = londonInstant(journey.pickupDate, journey.pickupTime);
  const returnAt =
    journey.returnDate && journey.returnTime
      ? londonInstant(journey.returnDate, journey.returnTime)
      : null;
  const startsAt = at(pickupAt, -minutes(distances.fromDepotMiles));
  const outbound = distances.fromDepotMiles + distances.outboundMiles;
  if (!returnAt || returnAt <= pickupAt) {
    const drive = outbound + distances.toDepotMiles;
    return {
      startsAt,
      pickupAt,
      returnAt: null,
      endsAt: at(
        pickupAt,
        minutes(distances.outboundMiles + distances.toDepotMiles) + TURNAROUND_BUFFER_MINUTES,
      ),
      longestDayDrivingHours: drive / averageSpeedMph,
      driving: [onDay(journey.pickupDate, drive)],
    };
  }
  // The vehicle is kept from the outbound to the return (waiting, or parked between the days):
  // holding it throughout can never book it twice.
  const back = distances.outboundMiles + distances.pickupToDepotMiles;
  const endsAt = at(returnAt, minutes(back) + TURNAROUND_BUFFER_MINUTES);
  const sameDay = journey.returnDate === journey.pickupDate;
  const dayOne = sameDay ? outbound + back : outbound + distances.toDepotMiles;
  const dayTwo = distances.toDepotMiles + back;
  return {
    startsAt,
    pickupAt,
    returnAt,
    endsAt,
    longestDayDrivingHours: (sameDay ? dayOne : Math.max(dayOne, dayTwo)) / averageSpeedMph,
    driving: sameDay
      ? [onDay(journey.pickupDate, dayOne)]
      : [onDay(journey.pickupDate, dayOne), onDay(journey.returnDate!, dayTwo)],
  };
}
