/**
 * One driver's day. A minibus with more than 8 passenger seats on private hire falls under the
 * retained EU drivers' hours rules (Regulation (EC) No 561/2006 as kept in UK law): no more than
 * 9 hours of driving in a day. The estimate counts a job's longest day at the tariff's average
 * speed, empty running to and from the depot included (job-span.ts).
 *
 * A journey longer than that is priced by hand rather than with a second driver's line: the
 * operator then chooses how to crew it (a second driver, an overnight stop, a split with a
 * relief driver on the way), and a second driver is only a price once one is free that day. An
 * automatic line would promise a crew nobody has checked.
 */
import { jobSpan, type JobDistances, type JobJourney } from '#app/lib/job-span.ts';
import { vehicleSeats, type VehicleId } from './tariff.ts';

/** Passenger seats above which a minibus on private hire is under the EU drivers' hours rules. */
export const EU_RULES_ABOVE_PASSENGER_SEATS = 8;
/** The most driving one driver may do in a day under those rules. */
export const MAX_DAILY_DRIVING_HOURS = 9;

/** Whether any vehicle of the job would need more driving in a day than one driver may do. */
export function exceedsOneDriversDay(
  vehicles: readonly VehicleId[],
  journey: JobJourney,
  distances: JobDistances,
  averageSpeedMph: number,
): boolean {
  const underEuRules = vehicles.some((id) => vehicleSeats(id) > EU_RULES_ABOVE_PASSENGER_SEATS);
  if (!underEuRules) return false;
  const { longestDayDrivingHours } = jobSpan(journey, distances, averageSpeedMph);
  return longestDayDrivingHours > MAX_DAILY_DRIVING_HOURS;
}
