/**
 * Every number and message of the quote journey, written once. The form,
 * the shared schema, the API and the e-mails all read them from here. Client-safe.
 */
import { QUOTE_TEXT } from './quote-text.ts';
// Facts other features share live in app/lib; re-exported so the quote reads them from here too.
export {
  BOOKING_MAX_YEARS_AHEAD,
  PASSENGERS_MAX,
  PASSENGERS_MIN,
  PICKUP_DATE_MAX_DAYS_PAST,
  QUOTE_PAGE_PATH,
  QUOTE_REPLY_HOURS,
  QUOTE_TIME_ZONE,
  TOAST_VALIDATION_TEXT,
  URGENT_TRIP_DAYS,
  WELSH_QUOTE_PAGE_PATH,
} from '#app/lib/quote-facts.ts';
export { SERVICE_TYPE_LABELS } from '#app/lib/service-types.ts';
export { MESSAGE_REQUIRED, MESSAGE_REQUIRED_FOR_RETURN } from '#app/lib/journey-schema.ts';

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

// Field messages
export const MESSAGE_INVALID_EMAIL = 'Invalid email';
export const MESSAGE_TOO_SHORT = 'Too short';

// Toasts and form copy: the English of QUOTE_TEXT, under their old names.
export const TOAST_VALIDATION_TITLE = QUOTE_TEXT.en.toastValidationTitle;
export const TOAST_SUBMIT_FAILED_TITLE = QUOTE_TEXT.en.toastSubmitFailedTitle;
export const TOAST_SUCCESS_TITLE = QUOTE_TEXT.en.toastSuccessTitle;
export const TOAST_SUCCESS_TEXT = QUOTE_TEXT.en.toastSuccessText;
export const SUBMITTING_LABEL = QUOTE_TEXT.en.submitting;
export const SCROLL_HINT_TEXT = QUOTE_TEXT.en.scrollHint;
export const RETURN_FLIGHT_TIME_LABEL = QUOTE_TEXT.en.returnFlightTimeLabel;
/** The note in an airport transfer's return section. */
export const RETURN_FLIGHT_NOTE = QUOTE_TEXT.en.returnFlightNote;

/** The submit-failure text when the error is not a standard one. */
export const submitFailedFallbackText: (phoneDisplay: string) => string =
  QUOTE_TEXT.en.submitFailedFallback;
