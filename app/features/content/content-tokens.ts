/**
 * The business facts Markdown copy names as `{{token}}` instead of writing them out, so each fact
 * lives once, in app/content/business.ts, and a change there reaches every page and post.
 */
import { BUSINESS, BUSINESS_ADDRESS_LINES } from '#app/content/business.ts';
import type { Locale, Translations } from '#app/lib/locale.ts';

/** Facts only the operator can supply are never invented: until set, the copy says so. */
const NOT_YET_SET: Translations<string> = { en: 'provided on request', cy: 'ar gael ar gais' };

function tokensIn(locale: Locale) {
  return {
    operatorLicence: BUSINESS.licence.operatorLicence,
    phone: BUSINESS.phone.display,
    email: BUSINESS.email,
    address: BUSINESS_ADDRESS_LINES[locale],
    building: BUSINESS.address.building,
    street: BUSINESS.address.street,
    companyNumber: BUSINESS.companyNumber ?? NOT_YET_SET[locale],
    vatNumber: BUSINESS.vatNumber ?? NOT_YET_SET[locale],
  } as const satisfies Record<string, string>;
}

export const CONTENT_TOKENS = tokensIn('en');
const CONTENT_TOKENS_BY_LOCALE: Translations<typeof CONTENT_TOKENS> = {
  en: CONTENT_TOKENS,
  cy: tokensIn('cy'),
};

export type ContentToken = keyof typeof CONTENT_TOKENS;

const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;

function isContentToken(name: string): name is ContentToken {
  return Object.hasOwn(CONTENT_TOKENS, name);
}

/**
 * Fills every `{{token}}` in a piece of copy. An unknown token (a typo, or a fact business.ts does
 * not hold) throws, which fails the build: a page must never go out with braces in it.
 */
export function fillContentTokens(text: string, where: string, locale: Locale = 'en'): string {
  return text.replace(TOKEN, (_whole, name: string) => {
    if (!isContentToken(name)) {
      const known = Object.keys(CONTENT_TOKENS)
        .map((token) => `{{${token}}}`)
        .join(', ');
      throw new Error(`Unknown token {{${name}}} in ${where}. Known tokens: ${known}.`);
    }
    return CONTENT_TOKENS_BY_LOCALE[locale][name];
  });
}

/** The same, through every string of parsed front matter (titles, descriptions, FAQs, alt text). */
export function fillContentTokensDeep(
  value: unknown,
  where: string,
  locale: Locale = 'en',
): unknown {
  if (typeof value === 'string') return fillContentTokens(value, where, locale);
  if (Array.isArray(value)) return value.map((item) => fillContentTokensDeep(item, where, locale));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillContentTokensDeep(item, where, locale)]),
    );
  }
  return value;
}
