/**
 * Every number and message of the quote journey, written once. The form,
 * the shared schema, the API and the e-mails all read them from here. Client-safe.
 */
// Facts other features share live in app/lib; re-exported so the quote reads them from here too.
export {
  PASSENGERS_MAX,
  PASSENGERS_MIN,
  PICKUP_DATE_MAX_DAYS_PAST,
  QUOTE_PAGE_PATH,
  QUOTE_REPLY_HOURS,
  TOAST_VALIDATION_TEXT,
  URGENT_TRIP_DAYS,
  WELSH_QUOTE_PAGE_PATH,
} from '#app/lib/quote-facts.ts';
export { SERVICE_TYPE_LABELS } from '#app/lib/service-types.ts';

// Limits
export const PASSENGERS_DEFAULT = 16;
export const SPECIAL_REQUIREMENTS_MAX = 2000;
export const PHONE_MIN_LENGTH = 10;
export const DEFAULT_COUNTRY_CODE = '+44';

// Payloads
export const FORM_VERSION = 'pq1';
/** Used in the partner payload's pickup_datetime when the visitor gave no time. */
export const PARTNER_DEFAULT_TIME = '12:00';

// Timings
export const REDIRECT_TO_THANKS_MS = 100;
export const SCROLL_HINT_HIDE_PX = 50;
