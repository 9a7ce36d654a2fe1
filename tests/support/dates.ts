/**
 * The one way tests pick dates, so that no test depends on the day it runs.
 *
 * Two kinds of date:
 * - `londonDate(days)`: London's date `days` from today, for where only the distance from today
 *   matters (a form's min and max, the past or the future);
 * - `plainDayAhead(days)` and `plainDayAfter(date, days)`: the first *plain* day on or after that
 *   date, for where the day itself changes a price or a rule. A plain day is one the product's own
 *   calendar finds no bank holiday on and whose clocks do not change (the last Sundays of March
 *   and October), so no surcharge or skipped hour applies. Pickup times in tests stay out of the
 *   tariff's night hours by choice of time, not date.
 */
import { bankHolidayOn } from '#app/features/pricing/bank-holidays.ts';
import { addDays, londonToday } from '#app/lib/london-dates.ts';

/** London's date `days` from today (or from `now`), as `YYYY-MM-DD`. */
export function londonDate(days = 0, now: Date = new Date()): string {
  return addDays(londonToday(now), days);
}

/** True on a date whose clocks go forward or back in London: the last Sunday of March or October. */
export function isClockChangeDay(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const sunday = new Date(Date.UTC(y, m - 1, d)).getUTCDay() === 0;
  return (m === 3 || m === 10) && sunday && d + 7 > 31;
}

/** True on a day with no bank holiday (by the product's own calendar) and no clock change. */
export function isPlainDay(date: string): boolean {
  return bankHolidayOn(date) === null && !isClockChangeDay(date);
}

/** The first plain day at least `days` after `date`. */
export function plainDayAfter(date: string, days: number): string {
  let day = addDays(date, days);
  while (!isPlainDay(day)) day = addDays(day, 1);
  return day;
}

/** The first plain day at least `days` from today in London (or from `now`). */
export function plainDayAhead(days: number, now: Date = new Date()): string {
  return plainDayAfter(londonToday(now), days);
}
