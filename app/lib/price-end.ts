/**
 * When a sent price runs out, the one rule every reader of a price uses: the customer's page and
 * its answer, the admin's price panel, and the reminders that chase it. A price stands to the end
 * of its last London day ("valid until"), or to its own instant when it has one (an instant
 * offer's 24 hours). Client-safe.
 */
import { addDays, londonInstant } from './london-dates.ts';

export interface PriceEnd {
  /** The last London day on which the price can be accepted, `YYYY-MM-DD`. */
  validUntil: string;
  /** Its own end within that day, or null to stand to the day's end. */
  expiresAt?: Date | null;
}

/** The instant a price valid until `validUntil` (London) runs out: the midnight after that day. */
export function priceExpiresAt(validUntil: string): Date {
  return londonInstant(addDays(validUntil, 1), '00:00');
}

/** The instant a price runs out: its own end if it has one, else the midnight after its day. */
export function priceEndsAt(price: PriceEnd): Date {
  return price.expiresAt ?? priceExpiresAt(price.validUntil);
}

/** Whether the price has run out at `now`. */
export function priceHasEnded(price: PriceEnd, now: Date): boolean {
  return priceEndsAt(price).getTime() <= now.getTime();
}
