/** Dates as the quote form's date inputs hold them, for tests that fill or post the form. */

/** A date `days` from today in London, as `YYYY-MM-DD`. */
export function londonDate(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
