/**
 * The quote's field messages in both languages: the journey's (`journey-messages.ts`) and the
 * quote's own. The quote schemas raise a key of this record, never text; the dialog, the form
 * page and POST /api/quotes look it up in the language they answer in. Client-safe.
 */
import { JOURNEY_MESSAGES, fieldMessages, keysOf, messageText } from '#app/lib/journey-messages.ts';
import type { Locale, Translations } from '#app/lib/locale.ts';
import { SPECIAL_REQUIREMENTS_MAX } from './quote-constants.ts';

const en = {
  ...JOURNEY_MESSAGES.en,
  invalidEmail: 'Invalid email',
  tooShort: 'Too short',
  invalidCountryCode: 'Invalid country code',
  specialRequirementsMax: `Maximum ${SPECIAL_REQUIREMENTS_MAX} characters`,
};

type QuoteMessageKey = keyof typeof en;

export const QUOTE_MESSAGES = {
  en,
  cy: {
    ...JOURNEY_MESSAGES.cy,
    invalidEmail: 'Rhowch gyfeiriad e-bost dilys, fel enw@enghraifft.com',
    tooShort: "Mae'r rhif ffôn yn rhy fyr: rhowch y rhif llawn",
    invalidCountryCode: 'Dewiswch god gwlad dilys',
    specialRequirementsMax: `Dim mwy na ${SPECIAL_REQUIREMENTS_MAX} nod`,
  },
} satisfies Translations<Record<QuoteMessageKey, string>>;

/** Each key as itself, for the schemas to raise. */
export const QUOTE_MESSAGE = keysOf(en);

/** One raised message as text in a language (`messageText`). */
export function localiseMessage(raised: string, locale: Locale, field?: string): string {
  return messageText(QUOTE_MESSAGES, raised, locale, field);
}

/** Every raised message of a field → message record, as text in a language. */
export function localiseFieldErrors<T extends Partial<Record<string, string>>>(
  errors: T,
  locale: Locale,
): T {
  return fieldMessages(QUOTE_MESSAGES, errors, locale);
}
