/**
 * The journey fields' messages, in both languages. The schemas in `journey-schema.ts` raise a key
 * of this record, never text; whoever shows the message (the dialog, the form page, the API's 400)
 * looks the key up in the language it answers in. Client-safe.
 */
import { BOOKING_MAX_YEARS_AHEAD, PASSENGERS_MAX, PASSENGERS_MIN } from './quote-facts.ts';
import type { Locale, Translations } from './locale.ts';
import { yearsCount } from './welsh-in-sentence.ts';

/** `{ a: 'a', b: 'b' }` for a record's keys. */
export function keysOf<K extends string>(record: Record<K, string>): { readonly [P in K]: P } {
  return Object.fromEntries(Object.keys(record).map((key) => [key, key])) as { [P in K]: P };
}

const en = {
  required: 'Required',
  requiredForReturn: 'Required for return journey',
  // For values the form's own controls cannot produce.
  singleLine: 'Must be a single line without control characters',
  tooLong: 'Too long',
  invalidDate: 'Invalid date',
  invalidTime: 'Invalid time',
  pickupDateTooEarly: 'Pickup date is too far in the past',
  dateTooFar: `We take bookings up to ${BOOKING_MAX_YEARS_AHEAD} years ahead`,
  returnBeforePickup: 'Return date cannot be before the pickup date',
  returnTimeNotAfterPickup: 'On the same day, the return time must be after the pickup time',
  passengersRange: `Passengers must be between ${PASSENGERS_MIN} and ${PASSENGERS_MAX}`,
};

export type JourneyMessageKey = keyof typeof en;

export const JOURNEY_MESSAGES = {
  en,
  cy: {
    required: "Mae angen llenwi'r maes hwn",
    requiredForReturn: 'Mae angen hwn ar gyfer taith yno ac yn ôl',
    singleLine: 'Rhowch hwn ar un llinell, heb nodau rheoli',
    tooLong: 'Mae hwn yn rhy hir',
    invalidDate: 'Rhowch ddyddiad dilys',
    invalidTime: 'Rhowch amser dilys',
    pickupDateTooEarly: "Mae'r dyddiad casglu yn rhy bell yn y gorffennol",
    dateTooFar: `Rydym yn derbyn archebion hyd at ${yearsCount(BOOKING_MAX_YEARS_AHEAD, 'cy', true)} ymlaen llaw`,
    returnBeforePickup: 'Ni all y dyddiad dychwelyd fod cyn y dyddiad casglu',
    returnTimeNotAfterPickup:
      "Ar yr un diwrnod, rhaid i'r amser dychwelyd fod ar ôl yr amser casglu",
    passengersRange: `Rhaid i nifer y teithwyr fod rhwng ${PASSENGERS_MIN} a ${PASSENGERS_MAX}`,
  },
} satisfies Translations<Record<JourneyMessageKey, string>>;

/** Each key as itself: what a schema raises, so a misspelt key is a type error. */
export const JOURNEY_MESSAGE = keysOf(en);

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

type MessageTable = Translations<Record<string, string>>;

/**
 * The text of one raised message in a language. A schema raises a key of `messages`; anything
 * else is zod's own wording for a body of the wrong shape (an object where text belongs), which
 * only an API client can send, and passes through as zod wrote it.
 */
export function messageText(
  messages: MessageTable,
  raised: string,
  locale: Locale,
  field?: string,
): string {
  if (!Object.hasOwn(messages[locale], raised)) return raised;
  if (locale === 'cy' && raised === 'required' && field && REQUIRED_BY_FIELD_CY[field])
    return REQUIRED_BY_FIELD_CY[field];
  return messages[locale][raised]!;
}

/** Every raised message of a field → message record, as text in a language. */
export function fieldMessages<T extends Partial<Record<string, string>>>(
  messages: MessageTable,
  errors: T,
  locale: Locale,
): T {
  const out: Partial<Record<string, string>> = {};
  for (const [field, raised] of Object.entries(errors)) {
    if (typeof raised === 'string') out[field] = messageText(messages, raised, locale, field);
  }
  return out as T;
}
