/**
 * The days a contract runs: every day from its first to its last that is one of its weekdays, a
 * term day of its calendar (when it names one), not a bank holiday in England and Wales (unless
 * the contract runs on them) and not a day the form skipped. Then each day's pickup and return as
 * instants, read on London's clock, so a run at 08:15 stays at 08:15 across a clock change.
 * Pure and client-safe; the bank holidays come in as a function.
 */
import { addDays, londonInstant } from '#app/lib/london-dates.ts';
import type { TermRangeKind } from './contracts-schema.server.ts';

/** ISO weekday numbers, Monday first, with the form's labels. */
export const WEEKDAYS = [
  { day: 1, label: 'Monday' },
  { day: 2, label: 'Tuesday' },
  { day: 3, label: 'Wednesday' },
  { day: 4, label: 'Thursday' },
  { day: 5, label: 'Friday' },
  { day: 6, label: 'Saturday' },
  { day: 7, label: 'Sunday' },
] as const;

export interface TermRange {
  kind: TermRangeKind;
  /** Both days included. */
  firstDay: string;
  lastDay: string;
}

export interface ContractDays {
  firstDay: string;
  lastDay: string;
  /** ISO weekdays, 1 Monday to 7 Sunday. */
  weekdays: readonly number[];
  /** The term calendar's ranges; null when the contract names none. */
  calendar: readonly TermRange[] | null;
  runsOnBankHolidays: boolean;
  skippedDays: readonly string[];
}

/** The ISO weekday (1 Monday to 7 Sunday) of a `YYYY-MM-DD` date. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}

const within = (date: string, range: TermRange) => range.firstDay <= date && date <= range.lastDay;

/**
 * A term day of the calendar: inside a term when it lists terms (a calendar of holidays alone has
 * every other day as term), and inside no holiday.
 */
export function isTermDay(date: string, calendar: readonly TermRange[]): boolean {
  const terms = calendar.filter((r) => r.kind === 'term');
  if (terms.length > 0 && !terms.some((r) => within(date, r))) return false;
  return !calendar.some((r) => r.kind === 'holiday' && within(date, r));
}

/** The contract's journey dates, in order. */
export function journeyDates(
  contract: ContractDays,
  isBankHoliday: (date: string) => boolean,
): string[] {
  const dates: string[] = [];
  const skipped = new Set(contract.skippedDays);
  for (let date = contract.firstDay; date <= contract.lastDay; date = addDays(date, 1)) {
    if (!contract.weekdays.includes(isoWeekday(date))) continue;
    if (contract.calendar && !isTermDay(date, contract.calendar)) continue;
    if (!contract.runsOnBankHolidays && isBankHoliday(date)) continue;
    if (skipped.has(date)) continue;
    dates.push(date);
  }
  return dates;
}

/** One day's journey: the pickup, and the return pickup when the contract has one. */
export function journeyTimes(
  date: string,
  times: { pickupTime: string; returnTime: string | null },
): { pickupAt: Date; returnAt: Date | null } {
  return {
    pickupAt: londonInstant(date, times.pickupTime),
    returnAt: times.returnTime ? londonInstant(date, times.returnTime) : null,
  };
}
