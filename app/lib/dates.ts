import { INTL_LOCALE, type Locale } from './locale.ts';

const LONG_DATE = {
  en: new Intl.DateTimeFormat(INTL_LOCALE.en, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }),
  cy: new Intl.DateTimeFormat(INTL_LOCALE.cy, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }),
};

/** Dates as a British reader expects them: 21 November 2026 (21 Tachwedd 2026 in Welsh). */
export function formatLongDate(isoDate: string, locale: Locale = 'en'): string {
  return LONG_DATE[locale].format(new Date(`${isoDate}T12:00:00Z`));
}

const LONDON_DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
};
const LONDON_DATE_TIME = {
  en: new Intl.DateTimeFormat(INTL_LOCALE.en, LONDON_DATE_TIME_OPTIONS),
  cy: new Intl.DateTimeFormat(INTL_LOCALE.cy, LONDON_DATE_TIME_OPTIONS),
};

/** An instant as the operator in Cardiff reads it: 21 Nov 2026, 07:51 (21 Tach 2026, 07:51). */
export function formatLondonDateTime(iso: string | Date, locale: Locale = 'en'): string {
  return LONDON_DATE_TIME[locale].format(typeof iso === 'string' ? new Date(iso) : iso);
}
