/** Dates as a British reader expects them: 21 November 2026. */
export function formatLongDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

const LONDON_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** An instant as the operator in Cardiff reads it: 21 Nov 2026, 07:51. */
export function formatLondonDateTime(iso: string | Date): string {
  return LONDON_DATE_TIME.format(typeof iso === 'string' ? new Date(iso) : iso);
}
