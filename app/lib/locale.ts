/**
 * The site's two languages. English pages live at their plain paths, Welsh twins under `/cy`
 * (`/cy` is the Welsh home, `/cy/book-online` the Welsh booking page). Everything that must know
 * the language of a page derives it from the path with these helpers, so the rule is written once.
 */
export const LOCALES = ['en', 'cy'] as const;
export type Locale = (typeof LOCALES)[number];

/** Path prefix of the Welsh pages. */
export const WELSH_PREFIX = '/cy';

/** `<html lang>` and hreflang values. */
export const HTML_LANG: Record<Locale, string> = { en: 'en-GB', cy: 'cy' };

/** Locale for Intl date, time and number formatting. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', cy: 'cy-GB' };

/** A text record with one entry per language; `satisfies Translations<T>` makes a gap a type error. */
export type Translations<T> = Record<Locale, T>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of a path: Welsh for `/cy` and anything under `/cy/`, English otherwise. */
export function localeFromPath(pathname: string): Locale {
  return pathname === WELSH_PREFIX || pathname.startsWith(`${WELSH_PREFIX}/`) ? 'cy' : 'en';
}

/** The English path of any page: `/cy/book-online` → `/book-online`, `/cy` → `/`. */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(WELSH_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/**
 * The path of a page in a language: `localisePath('/book-online', 'cy')` → `/cy/book-online`,
 * `localisePath('/', 'cy')` → `/cy`. A path already in either language is converted, so the
 * language switch can call it with the current path.
 */
export function localisePath(pathname: string, locale: Locale): string {
  const english = stripLocale(pathname);
  if (locale === 'en') return english;
  return english === '/' ? WELSH_PREFIX : `${WELSH_PREFIX}${english}`;
}
