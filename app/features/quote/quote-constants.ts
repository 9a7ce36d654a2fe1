/**
 * Every number and message of the quote journey (spec §3, §4, §5, §8, §9), written once. The form,
 * the shared schema, the API and the e-mails all read them from here. Client-safe.
 */
import type { ServiceType } from '#app/content/types.ts';

// Limits (spec §5, §9)
export const PASSENGERS_MIN = 1;
export const PASSENGERS_MAX = 100;
export const PASSENGERS_DEFAULT = 16;
export const SPECIAL_REQUIREMENTS_MAX = 2000;
export const PHONE_MIN_LENGTH = 10;
export const DEFAULT_COUNTRY_CODE = '+44';
/** The pickup date may be up to this many days before today (London time). */
export const PICKUP_DATE_MAX_DAYS_PAST = 3;

// Payloads (spec §3, §9)
export const FORM_VERSION = 'pq1';
/** Used in the partner payload's pickup_datetime when the visitor gave no time. */
export const PARTNER_DEFAULT_TIME = '12:00';
/** Dates and times the visitor types are wall-clock times in Cardiff. */
export const QUOTE_TIME_ZONE = 'Europe/London';

// Timings (spec §4, §9)
export const REDIRECT_TO_THANKS_MS = 100;
export const SCROLL_HINT_HIDE_PX = 50;
export const QUOTE_REPLY_HOURS = 24;
/** A trip less than this many days away is flagged URGENT in the operator e-mail. */
export const URGENT_TRIP_DAYS = 5;

// Field messages (spec §5)
export const MESSAGE_REQUIRED = 'Required';
export const MESSAGE_INVALID_EMAIL = 'Invalid email';
export const MESSAGE_TOO_SHORT = 'Too short';
export const MESSAGE_REQUIRED_FOR_RETURN = 'Required for return journey';

// Toasts (spec §4, §8)
export const TOAST_VALIDATION_TITLE = 'Validation Error';
export const TOAST_VALIDATION_TEXT = 'Please fill in all required fields correctly.';
export const TOAST_SUBMIT_FAILED_TITLE = 'Submission Failed';
export const TOAST_SUCCESS_TITLE = 'Quote Request Sent! ✅';
export const TOAST_SUCCESS_TEXT = "We'll contact you within 24 hours with your quote.";

// Form copy (spec §2, §4)
export const SUBMITTING_LABEL = 'Sending Your Request...';
export const SCROLL_HINT_TEXT = 'Please scroll down to complete all required fields';
export const RETURN_FLIGHT_TIME_LABEL = 'Return Flight Arrival Time *';
/** Spec §4: the note in an airport transfer's return section. */
export const RETURN_FLIGHT_NOTE =
  "We track your flight using the flight number we'll ask for when we confirm your booking, so your driver is there when you land, even if you're delayed.";

/** Spec §8: the submit-failure text when the error is not a standard one. */
export function submitFailedFallbackText(phoneDisplay: string): string {
  return `Please call us: ${phoneDisplay}`;
}

/** How each service type reads to people: the form's select, the e-mails, the partner notes. */
export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  'airport-transfer': 'Airport Transfer',
  corporate: 'Corporate Transport',
  'school-transport': 'School Transport',
  wedding: 'Wedding',
  'stag-hen': 'Stag & Hen Party',
  'sporting-event': 'Sporting Event',
  other: 'Other',
};
