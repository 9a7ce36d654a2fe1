/** The customer's quote page and the price they answer, defined once. Client-safe. */

export const CUSTOMER_QUOTE_PATH_PREFIX = '/your-quote/';

/** A price can be accepted for 14 days unless the operator chooses another date. */
export const PRICE_VALID_DAYS_DEFAULT = 14;

/** Page lookups allowed per client address per hour: plenty for a customer, useless for guessing. */
export const CUSTOMER_QUOTE_LOOKUPS_PER_HOUR = 60;

export const DECLINE_REASON_MAX = 1000;
/** The longest invoice address a customer may give when accepting: a few lines of a letter. */
export const INVOICE_ADDRESS_MAX = 300;
/**
 * The most bytes read of an answer form (accept or decline): the reason and the invoice address at
 * their longest, every character percent-encoded as four UTF-8 bytes (12 bytes each), plus the
 * other fields. Past it 413, the rest unread (server/platform/form-body.server.ts).
 */
export const CUSTOMER_ANSWER_BODY_MAX_BYTES = 20 * 1024;
export const PRICE_TEXT_MAX = 2000;

/** Where a sent price stands; the database's check constraint holds the same four. */
export const PRICE_STATES = ['sent', 'accepted', 'declined', 'withdrawn'] as const;
export type PriceState = (typeof PRICE_STATES)[number];

/** What the customer's page says about their request. */
/** Who ended a cancelled booking: each cause has its own words on the customer's page. */
export type CancelCause = 'customer' | 'operator' | 'hold-expired';

export type CustomerQuoteStatus =
  | 'preparing'
  | 'priced'
  | 'accepted'
  /** Accepted with online payment on: held until the first payment lands. */
  | 'awaiting-payment'
  | 'declined'
  | 'expired'
  | 'withdrawn'
  /** Accepted, then the booking was cancelled, by anyone (until a new price is sent). */
  | 'cancelled'
  /** Not answered (or not priced) before the pickup time went by: nothing to book online. */
  | 'pickup-passed';
