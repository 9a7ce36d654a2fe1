/**
 * Which month the monthly run invoices, in London: at INVOICE_RUN_TIME on the first day of a month
 * the month before it is due; until then (and at a start after a server was down at that moment)
 * the latest month whose run time has passed. Pure functions of `now`. Client-safe.
 */
import { MONTHS } from '#app/lib/calendar-date.ts';
import type { Locale } from '#app/lib/locale.ts';
import { addDays, londonInstant, londonToday } from '#app/lib/london-dates.ts';

/** The run's London time on the first of each month. */
export const INVOICE_RUN_TIME = '06:00';

/** YYYY-MM of a YYYY-MM-DD date. */
const monthOf = (date: string) => date.slice(0, 7);
const firstOf = (month: string) => `${month}-01`;

/** The month before `month` (YYYY-MM). */
export function monthBefore(month: string): string {
  return monthOf(addDays(firstOf(month), -1));
}

/** The month after `month` (YYYY-MM). */
export function monthAfter(month: string): string {
  return monthOf(addDays(firstOf(month), 32));
}

/** The calendar month before today's, in London: what "Invoice now" invoices. */
export function previousMonth(now: Date): string {
  return monthBefore(monthOf(londonToday(now)));
}

/** The month the scheduled run should have invoiced by `now`. */
export function dueInvoiceMonth(now: Date): string {
  const thisMonth = monthOf(londonToday(now));
  const runAt = londonInstant(firstOf(thisMonth), INVOICE_RUN_TIME);
  return now.getTime() >= runAt.getTime()
    ? monthBefore(thisMonth)
    : monthBefore(monthBefore(thisMonth));
}

/** The month's London bounds: from its first midnight to the next month's. */
export function monthBounds(month: string): {
  from: Date;
  until: Date;
  firstDay: string;
  lastDay: string;
} {
  const next = monthAfter(month);
  return {
    from: londonInstant(firstOf(month), '00:00'),
    until: londonInstant(firstOf(next), '00:00'),
    firstDay: firstOf(month),
    lastDay: addDays(firstOf(next), -1),
  };
}

/** "November 2026", "Tachwedd 2026". */
export function monthName(month: string, locale: Locale): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${MONTHS[locale][number - 1]} ${year}`;
}

/** The next moment the run is due after `now`: INVOICE_RUN_TIME on the next first of a month. */
export function nextRunAt(now: Date): Date {
  const thisMonth = monthOf(londonToday(now));
  const thisRun = londonInstant(firstOf(thisMonth), INVOICE_RUN_TIME);
  return thisRun.getTime() > now.getTime()
    ? thisRun
    : londonInstant(firstOf(monthAfter(thisMonth)), INVOICE_RUN_TIME);
}
