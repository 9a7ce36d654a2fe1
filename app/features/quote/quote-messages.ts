/**
 * The quote schema's validation messages in Welsh. The schema itself speaks the spec's
 * English (the spec's messages) everywhere, so the rules stay written once; a Welsh page, and the server
 * answering a Welsh request, put each English message through `localiseMessage` on its way out.
 * Client-safe.
 */
import type { Locale, Translations } from '#app/lib/locale.ts';
import { yearsCount } from '#app/lib/welsh-in-sentence.ts';
import {
  BOOKING_MAX_YEARS_AHEAD,
  MESSAGE_INVALID_EMAIL,
  MESSAGE_REQUIRED,
  MESSAGE_REQUIRED_FOR_RETURN,
  MESSAGE_TOO_SHORT,
  PASSENGERS_MAX,
  PASSENGERS_MIN,
  SPECIAL_REQUIREMENTS_MAX,
} from './quote-constants.ts';
import {
  MESSAGE_DATE_TOO_FAR,
  MESSAGE_INVALID_COUNTRY_CODE,
  MESSAGE_INVALID_DATE,
  MESSAGE_INVALID_TIME,
  MESSAGE_PASSENGERS_RANGE,
  MESSAGE_PICKUP_DATE_TOO_EARLY,
  MESSAGE_RETURN_BEFORE_PICKUP,
  MESSAGE_RETURN_TIME_NOT_AFTER_PICKUP,
  MESSAGE_SINGLE_LINE,
  MESSAGE_SPECIAL_REQUIREMENTS_MAX,
  MESSAGE_TOO_LONG,
} from './quote-schema.ts';

type MessageKey =
  | 'required'
  | 'invalidEmail'
  | 'tooShort'
  | 'requiredForReturn'
  | 'singleLine'
  | 'tooLong'
  | 'invalidDate'
  | 'invalidTime'
  | 'invalidCountryCode'
  | 'pickupDateTooEarly'
  | 'dateTooFar'
  | 'returnBeforePickup'
  | 'returnTimeNotAfterPickup'
  | 'passengersRange'
  | 'specialRequirementsMax';

export const QUOTE_MESSAGES = {
  en: {
    required: MESSAGE_REQUIRED,
    invalidEmail: MESSAGE_INVALID_EMAIL,
    tooShort: MESSAGE_TOO_SHORT,
    requiredForReturn: MESSAGE_REQUIRED_FOR_RETURN,
    singleLine: MESSAGE_SINGLE_LINE,
    tooLong: MESSAGE_TOO_LONG,
    invalidDate: MESSAGE_INVALID_DATE,
    invalidTime: MESSAGE_INVALID_TIME,
    invalidCountryCode: MESSAGE_INVALID_COUNTRY_CODE,
    pickupDateTooEarly: MESSAGE_PICKUP_DATE_TOO_EARLY,
    dateTooFar: MESSAGE_DATE_TOO_FAR,
    returnBeforePickup: MESSAGE_RETURN_BEFORE_PICKUP,
    returnTimeNotAfterPickup: MESSAGE_RETURN_TIME_NOT_AFTER_PICKUP,
    passengersRange: MESSAGE_PASSENGERS_RANGE,
    specialRequirementsMax: MESSAGE_SPECIAL_REQUIREMENTS_MAX,
  },
  cy: {
    required: "Mae angen llenwi'r maes hwn",
    invalidEmail: 'Rhowch gyfeiriad e-bost dilys, fel enw@enghraifft.com',
    tooShort: "Mae'r rhif ffôn yn rhy fyr: rhowch y rhif llawn",
    requiredForReturn: 'Mae angen hwn ar gyfer taith yno ac yn ôl',
    singleLine: 'Rhowch hwn ar un llinell, heb nodau rheoli',
    tooLong: 'Mae hwn yn rhy hir',
    invalidDate: 'Rhowch ddyddiad dilys',
    invalidTime: 'Rhowch amser dilys',
    invalidCountryCode: 'Dewiswch god gwlad dilys',
    pickupDateTooEarly: "Mae'r dyddiad casglu yn rhy bell yn y gorffennol",
    dateTooFar: `Rydym yn derbyn archebion hyd at ${yearsCount(BOOKING_MAX_YEARS_AHEAD, 'cy', true)} ymlaen llaw`,
    returnBeforePickup: 'Ni all y dyddiad dychwelyd fod cyn y dyddiad casglu',
    returnTimeNotAfterPickup:
      "Ar yr un diwrnod, rhaid i'r amser dychwelyd fod ar ôl yr amser casglu",
    passengersRange: `Rhaid i nifer y teithwyr fod rhwng ${PASSENGERS_MIN} a ${PASSENGERS_MAX}`,
    specialRequirementsMax: `Dim mwy na ${SPECIAL_REQUIREMENTS_MAX} nod`,
  },
} satisfies Translations<Record<MessageKey, string>>;

/**
 * "Required" says more in Welsh when it names what is missing, as the glossary asks ("Rhowch eich
 * enw cyntaf"). Keys are the form's fields and the API's request keys.
 */
export const REQUIRED_BY_FIELD_CY: Readonly<Record<string, string>> = {
  firstName: 'Rhowch eich enw cyntaf',
  lastName: 'Rhowch eich cyfenw',
  name: 'Rhowch eich enw',
  pickupLocation: 'Rhowch y man casglu',
  destination: 'Rhowch eich cyrchfan',
  pickupDate: 'Dewiswch y dyddiad casglu',
  pickupTime: 'Dewiswch yr amser casglu',
  returnDate: 'Dewiswch y dyddiad dychwelyd',
  returnTime: 'Dewiswch yr amser dychwelyd',
};

const KEY_BY_ENGLISH = new Map<string, MessageKey>(
  (Object.entries(QUOTE_MESSAGES.en) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/**
 * One field's message in a language. English (and any text this module does not know, such as a
 * message already in Welsh) passes through unchanged.
 */
export function localiseMessage(message: string, locale: Locale, field?: string): string {
  if (locale === 'en') return message;
  const key = KEY_BY_ENGLISH.get(message);
  if (!key) return message;
  if (key === 'required' && field && REQUIRED_BY_FIELD_CY[field])
    return REQUIRED_BY_FIELD_CY[field];
  return QUOTE_MESSAGES[locale][key];
}

/** Every message of a field → message record, in a language. */
export function localiseFieldErrors<T extends Partial<Record<string, string>>>(
  errors: T,
  locale: Locale,
): T {
  if (locale === 'en') return errors;
  const out: Partial<Record<string, string>> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (typeof message === 'string') out[field] = localiseMessage(message, locale, field);
  }
  return out as T;
}
