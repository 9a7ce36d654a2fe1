/**
 * How long a sent price stands, and when a request can be priced at all. A price is a promise for
 * one journey, so it never stands beyond that journey's pickup date, and a journey whose pickup
 * has gone by is not priced until the operator agrees a new date with the customer. Pure functions
 * of `now`, so tests fix the clock. Client-safe: the admin's price form shows the same bounds.
 */
import { addDays, isIsoDate, londonToday } from '#app/lib/london-dates.ts';
import { PRICE_VALID_DAYS_DEFAULT } from './customer-quote-constants.ts';

export const MESSAGE_VALID_UNTIL_MISSING = 'Choose the last day the price stands.';
export const MESSAGE_VALID_UNTIL_IMPOSSIBLE =
  'That date does not exist on the calendar: choose another.';
export const MESSAGE_VALID_UNTIL_PAST = 'The price must stand until today at least.';
export const MESSAGE_VALID_UNTIL_AFTER_PICKUP =
  'The price cannot stand beyond the pickup date: choose the pickup day or earlier.';
export const MESSAGE_PICKUP_PASSED =
  'The pickup time of this request has passed: move the date first (agree a new one with the customer), then send a price.';

/**
 * The journey fields these rules read, as a stored request holds them. Whether the pickup has
 * passed is pickupHasPassed in app/lib/london-dates.ts, shared with the customer's answer.
 */
export interface PricedJourney {
  pickupDate: string;
  pickupTime: string;
}

/**
 * The form's starting "valid until": PRICE_VALID_DAYS_DEFAULT days from today, or the day before
 * pickup when that comes sooner (the customer then has the pickup day itself to call us), and
 * never before today, so a journey today or tomorrow still gets a date that can be sent.
 */
export function defaultValidUntil(journey: PricedJourney, now: Date): string {
  const today = londonToday(now);
  const byDays = addDays(today, PRICE_VALID_DAYS_DEFAULT);
  const dayBeforePickup = addDays(journey.pickupDate, -1);
  const earlier = dayBeforePickup < byDays ? dayBeforePickup : byDays;
  return earlier < today ? today : earlier;
}

/**
 * Why a typed "valid until" is not a date at all, or null. Checked with the form's other fields, so
 * '2026-13-01' is a field message beside them rather than a database error.
 */
export function validUntilDateProblem(validUntil: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil)) return MESSAGE_VALID_UNTIL_MISSING;
  if (!isIsoDate(validUntil)) return MESSAGE_VALID_UNTIL_IMPOSSIBLE;
  return null;
}

/** Why a typed "valid until" cannot be stored for this journey at `now`, or null when it can. */
export function validUntilProblem(
  validUntil: string,
  journey: PricedJourney,
  now: Date,
): string | null {
  const dateProblem = validUntilDateProblem(validUntil);
  if (dateProblem) return dateProblem;
  if (validUntil < londonToday(now)) return MESSAGE_VALID_UNTIL_PAST;
  if (validUntil > journey.pickupDate) return MESSAGE_VALID_UNTIL_AFTER_PICKUP;
  return null;
}
