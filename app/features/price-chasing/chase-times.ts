/**
 * When an unanswered price is chased and when it runs out, as pure functions of the price and the
 * journey, so tests fix every instant. A price is "valid until" a London date: it runs out at the
 * midnight that ends that day. No reminder is due at or after the pickup, nor after the price ran
 * out; the first is dropped when it would not come before the last (a price valid for a day or two
 * gets one reminder, not two within hours).
 */
import { londonInstant } from '#app/lib/london-dates.ts';
import { priceEndsAt } from '#app/lib/price-end.ts';
import { CHASE_AFTER_SENT_HOURS, CHASE_BEFORE_EXPIRY_HOURS } from './price-chasing-constants.ts';

const HOUR_MS = 3_600_000;

export interface ChasedPrice {
  sentAt: Date;
  /** The last London day on which the price can be accepted, `YYYY-MM-DD`. */
  validUntil: string;
  /** An instant offer's own end, within that day; else the price runs to the day's end. */
  expiresAt?: Date | null;
  pickupDate: string;
  pickupTime: string;
}

export interface ChaseTimes {
  afterSent: Date | null;
  beforeExpiry: Date | null;
  expiresAt: Date;
}

export function chaseTimes(price: ChasedPrice): ChaseTimes {
  const expiresAt = priceEndsAt(price);
  const pickupAt = londonInstant(price.pickupDate, price.pickupTime);
  const sent = price.sentAt.getTime();
  const usable = (at: Date) => at.getTime() > sent && at < pickupAt && at < expiresAt;
  const before = new Date(expiresAt.getTime() - CHASE_BEFORE_EXPIRY_HOURS * HOUR_MS);
  const beforeExpiry = usable(before) ? before : null;
  const after = new Date(sent + CHASE_AFTER_SENT_HOURS * HOUR_MS);
  const afterSent = usable(after) && (!beforeExpiry || after < beforeExpiry) ? after : null;
  return { afterSent, beforeExpiry, expiresAt };
}
