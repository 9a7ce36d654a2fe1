/**
 * The register's week view: Monday to Sunday in London, named by its Monday, chosen by
 * `?week=YYYY-MM-DD` (any day of the week; a missing or impossible date, or one more than ten
 * years from today, means this week).
 * Client-safe and pure: dates are London calendar dates written YYYY-MM-DD.
 */
import { isIsoDate, londonToday } from '#app/lib/london-dates.ts';

export const WEEK_PARAM = 'week';
export const DAYS_IN_WEEK = 7;

/** 'YYYY-MM-DD' `days` calendar days after `date` (noon UTC, so no clock change can shift it). */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday on or before `date`. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return shiftDate(date, -((weekday + 6) % 7));
}

export interface BookingWeek {
  monday: string;
  /** Monday to Sunday. */
  days: string[];
  today: string;
  previous: string;
  next: string;
}

/** Weeks further than this from today are no register's business: the page shows this week. */
export const WEEK_RANGE_YEARS = 10;

function withinRange(date: string, today: string): boolean {
  const year = Number(date.slice(0, 4));
  const thisYear = Number(today.slice(0, 4));
  return Math.abs(year - thisYear) <= WEEK_RANGE_YEARS;
}

export function bookingWeek(requested: string | null, now: Date): BookingWeek {
  const today = londonToday(now);
  const usable = requested && isIsoDate(requested) && withinRange(requested, today);
  const monday = mondayOf(usable ? requested : today);
  return {
    monday,
    days: Array.from({ length: DAYS_IN_WEEK }, (_, i) => shiftDate(monday, i)),
    today,
    previous: shiftDate(monday, -DAYS_IN_WEEK),
    next: shiftDate(monday, DAYS_IN_WEEK),
  };
}

export function weekHref(monday: string): string {
  return `/admin/bookings?${WEEK_PARAM}=${monday}`;
}
