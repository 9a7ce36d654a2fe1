/**
 * Dates for pages, e-mails and documents, worded by welsh-in-sentence.ts rather than by Intl, so a
 * page hydrates into the words its server wrote: browsers ship without Welsh date data (Chromium
 * formats cy-GB as American English), and "26 Rhagfyr" must not become "December 26" on the screen.
 */
import type { Locale } from './locale.ts';
import { londonDateAndTime } from './london-dates.ts';
import { calendarDate } from './calendar-date.ts';

export { formatLongDate } from './calendar-date.ts';

/** An instant as the operator in Cardiff reads it: 21 Nov 2026, 07:51 (21 Tach 2026, 07:51). */
export function formatLondonDateTime(iso: string | Date, locale: Locale = 'en'): string {
  const { date, time } = londonDateAndTime(typeof iso === 'string' ? new Date(iso) : iso);
  return `${calendarDate(date, locale, 'short')}, ${time}`;
}
