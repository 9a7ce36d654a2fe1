/**
 * Bank holidays of England and Wales (one list in law for both), from the maintained
 * `date-holidays` package rather than a hand-kept list, so substitute days are right every year.
 */
import Holidays from 'date-holidays';

const holidays = new Holidays('GB', 'WLS');
const byYear = new Map<number, Map<string, string>>();

/** The bank holiday on a `YYYY-MM-DD` date, by name, or null. */
export function bankHolidayOn(isoDate: string): string | null {
  const year = Number(isoDate.slice(0, 4));
  let days = byYear.get(year);
  if (!days) {
    days = new Map(
      holidays
        .getHolidays(year)
        .filter((h) => h.type === 'public' || h.type === 'bank')
        .map((h) => [h.date.slice(0, 10), h.name]),
    );
    byYear.set(year, days);
  }
  return days.get(isoDate) ?? null;
}
