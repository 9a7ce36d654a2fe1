/**
 * Calendar dates as the visitor means them: wall-clock dates in Cardiff (Europe/London), written
 * YYYY-MM-DD. Pure functions of `now` so tests can fix the clock. Client-safe.
 */
import {
  BOOKING_MAX_YEARS_AHEAD,
  PICKUP_DATE_MAX_DAYS_PAST,
  QUOTE_TIME_ZONE,
} from './quote-facts.ts';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

// One formatter, reused: constructing Intl formatters is slow.
const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: QUOTE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsInLondon(instant: Date): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of londonParts.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// London's date can only change on a whole minute (its offsets are whole hours), and a quote asks
// for it three times (its id and both date bounds): the last minute's answer is kept.
let lastToday = { minute: NaN, date: '' };

/** Today's date in London at the instant `now`, as YYYY-MM-DD. */
export function londonToday(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute === lastToday.minute) return lastToday.date;
  const p = partsInLondon(now);
  const date = `${pad(p.year!, 4)}-${pad(p.month!)}-${pad(p.day!)}`;
  lastToday = { minute, date };
  return date;
}

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** True for a 24-hour time written HH:MM. */
export function isTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** Adds whole days to a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** The earliest pickup date is 3 days before today. */
export function pickupDateMin(now: Date): string {
  return addDays(londonToday(now), -PICKUP_DATE_MAX_DAYS_PAST);
}

/**
 * The latest pickup or return date: today in London, BOOKING_MAX_YEARS_AHEAD calendar years on
 * (29 February then falls on 1 March).
 */
export function bookingDateMax(now: Date): string {
  const [y, m, d] = londonToday(now).split('-').map(Number) as [number, number, number];
  return addDays(`${pad(y + BOOKING_MAX_YEARS_AHEAD, 4)}-${pad(m)}-01`, d - 1);
}

/** The earliest return date is the pickup date, or today when there is none yet. */
export function returnDateMin(pickupDate: string | undefined, now: Date): string {
  return pickupDate && isIsoDate(pickupDate) ? pickupDate : londonToday(now);
}

/**
 * The London UTC offset in force at a London wall-clock date and time, as "+01:00" or "+00:00".
 * Found by asking what London's clock reads at the naive UTC instant and correcting once, which is
 * exact except inside the hour the clocks skip or repeat (then either offset is a fair answer).
 */
export function londonOffset(date: string, time: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  const offsetAt = (instant: number) => {
    const p = partsInLondon(new Date(instant));
    return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - instant;
  };
  const offsetMs = offsetAt(naive - offsetAt(naive));
  const minutes = Math.round(offsetMs / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Whole London calendar days from today to `date` (negative when in the past). */
export function daysUntil(date: string, now: Date): number {
  const [y1, m1, d1] = londonToday(now).split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = date.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/** The instant of a London wall-clock date and 'HH:MM', right on either side of a clock change. */
export function londonInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${londonOffset(date, time)}`);
}

/**
 * True once a journey's pickup (its London date and time) is no longer ahead at `now`. From that
 * moment nothing about it is priced, accepted or reminded: the job is over or under way.
 */
export function pickupHasPassed(
  journey: { pickupDate: string; pickupTime: string },
  now: Date,
): boolean {
  return londonInstant(journey.pickupDate, journey.pickupTime).getTime() <= now.getTime();
}

/** An instant as London's calendar and clock read it: { date: 'YYYY-MM-DD', time: 'HH:MM' }. */
export function londonDateAndTime(instant: Date): { date: string; time: string } {
  const p = partsInLondon(instant);
  return {
    date: `${pad(p.year!, 4)}-${pad(p.month!)}-${pad(p.day!)}`,
    time: `${pad(p.hour!)}:${pad(p.minute!)}`,
  };
}
