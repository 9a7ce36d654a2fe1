/**
 * Facts about a quote request that several features share (the quote form, the thanks page, the
 * admin, pricing, the e-mails): written once here, below every feature. The quote's own numbers
 * and messages stay in app/features/quote/quote-constants.ts.
 */

/** The quote form's own page (docs/http-api.md): every quote button links to it. */
export const QUOTE_PAGE_PATH = '/quote';
/** Its Welsh twin: same module, same POST handling, then /cy/thanks. */
export const WELSH_QUOTE_PAGE_PATH = '/cy/quote';

/** The reply the visitor is promised, in hours. */
export const QUOTE_REPLY_HOURS = 24;
/** A trip less than this many days away is flagged URGENT in the operator e-mail. */
export const URGENT_TRIP_DAYS = 5;

/** Dates and times the visitor types are wall-clock times in Cardiff. */
export const QUOTE_TIME_ZONE = 'Europe/London';

/** The pickup date may be up to this many days before today (London time). */
export const PICKUP_DATE_MAX_DAYS_PAST = 3;
/**
 * The far bound for pickup and return dates, in calendar years from today (London). Not in the
 * spec: an operator prices a hire against this year's tariff and fleet, so a request further out
 * than the next two seasons cannot be promised honestly, while weddings and school contracts are
 * booked a year or more ahead. Without a bound, 9999-12-31 was stored.
 */
export const BOOKING_MAX_YEARS_AHEAD = 2;

/** A request is for 1 to 100 passengers. */
export const PASSENGERS_MIN = 1;
export const PASSENGERS_MAX = 100;

/** The one message of a refused form, the quote's and the instant price's alike. */
export const TOAST_VALIDATION_TEXT = 'Please fill in all required fields correctly.';
