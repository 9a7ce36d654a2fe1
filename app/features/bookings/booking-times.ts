/**
 * When a booked job holds its vehicle, for flagging two jobs on one vehicle at once. A request
 * carries pickup times but no journey durations, so a job is taken to hold the vehicle from its
 * first pickup until JOB_LEG_HOURS after its last (the return pickup, when there is one). A flag is
 * a prompt for the operator to check, never a refusal. Client-safe.
 */
import { londonInstant } from '#app/lib/london-dates.ts';

export const JOB_LEG_HOURS = 3;
/** The customer's reminder goes this long before pickup. */
export const REMINDER_HOURS_BEFORE = 24;

const HOUR_MS = 3_600_000;

export function jobWindow(journey: {
  pickupDate: string;
  pickupTime: string;
  returnDate: string | null;
  returnTime: string | null;
}): { pickupAt: Date; returnAt: Date | null; endsAt: Date } {
  const pickupAt = londonInstant(journey.pickupDate, journey.pickupTime);
  const returnAt =
    journey.returnDate && journey.returnTime
      ? londonInstant(journey.returnDate, journey.returnTime)
      : null;
  const last = returnAt && returnAt > pickupAt ? returnAt : pickupAt;
  return { pickupAt, returnAt, endsAt: new Date(last.getTime() + JOB_LEG_HOURS * HOUR_MS) };
}

export function reminderTime(pickupAt: Date): Date {
  return new Date(pickupAt.getTime() - REMINDER_HOURS_BEFORE * HOUR_MS);
}

export const REMINDER_TOO_LATE = 'the pickup time had passed when the reminder came due';

/**
 * Why a reminder due at `now` must not go out, or null when it should. A reminder job can run late
 * (an outage, retries with backoff, a restart): once the pickup has gone by, "your journey
 * tomorrow" is wrong, so it is dropped instead.
 */
export function reminderRefusal(pickupAt: Date, now: Date): string | null {
  return pickupAt.getTime() <= now.getTime() ? REMINDER_TOO_LATE : null;
}

/** Two jobs overlap when each starts before the other ends. */
export function overlaps(a: { pickupAt: Date; endsAt: Date }, b: { pickupAt: Date; endsAt: Date }) {
  return a.pickupAt < b.endsAt && b.pickupAt < a.endsAt;
}
