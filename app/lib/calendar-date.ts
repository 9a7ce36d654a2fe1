/**
 * Calendar dates in words, in both languages: "14 July 2026", "14 Gorffennaf 2026". Apart from the
 * sentence rules of welsh-in-sentence.ts so that a page showing only a date (the reviews on every
 * page) loads these few names and nothing else.
 *
 * The names are written out rather than asked of Intl: cy-GB puts a comma after the weekday and
 * abbreviates months in its short form, Chromium formats cy-GB in American English, and the words
 * must not change with the ICU a browser or Node ships. Client-safe.
 */
import type { Locale } from './locale.ts';

export const WEEKDAYS = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  cy: ['Sul', 'Llun', 'Mawrth', 'Mercher', 'Iau', 'Gwener', 'Sadwrn'],
} as const;

export const MONTHS = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  cy: [
    'Ionawr',
    'Chwefror',
    'Mawrth',
    'Ebrill',
    'Mai',
    'Mehefin',
    'Gorffennaf',
    'Awst',
    'Medi',
    'Hydref',
    'Tachwedd',
    'Rhagfyr',
  ],
} as const;

/** Months as the short forms of dates with a time read them (CLDR's, which Node's Intl gives). */
const SHORT_MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  cy: ['Ion', 'Chwef', 'Maw', 'Ebr', 'Mai', 'Meh', 'Gorff', 'Awst', 'Medi', 'Hyd', 'Tach', 'Rhag'],
} as const;

export function partsOf(isoDate: string) {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  // A calendar date, not an instant: read at UTC noon it can never shift a day.
  const weekday = new Date(Date.UTC(y, m - 1, d, 12)).getUTCDay();
  return { year: y, month: m - 1, day: d, weekday };
}

/**
 * A date without its weekday: "14 July 2026", "14 Gorffennaf 2026"; with `short` months, as a
 * date beside a time reads ("21 Nov 2026", "21 Tach 2026"). The same words on the server and in
 * every browser: Chromium has no Welsh date data and formats cy-GB in American English.
 */
export function calendarDate(
  isoDate: string,
  locale: Locale,
  months: 'long' | 'short' = 'long',
): string {
  const p = partsOf(isoDate);
  const names = months === 'long' ? MONTHS[locale] : SHORT_MONTHS[locale];
  return `${p.day} ${names[p.month]!} ${p.year}`;
}

/** Dates as a British reader expects them: 21 November 2026 (21 Tachwedd 2026 in Welsh). */
export function formatLongDate(isoDate: string, locale: Locale = 'en'): string {
  return calendarDate(isoDate, locale);
}
