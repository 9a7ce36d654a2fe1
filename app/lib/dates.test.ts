import { describe, expect, it } from 'vitest';
import { formatLongDate, formatLondonDateTime } from './dates.ts';
import { standaloneDate } from './welsh-in-sentence.ts';

/** Every day of two years, both clock changes of each included. */
function* days(): Generator<string> {
  for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
    yield new Date(t).toISOString().slice(0, 10);
  }
}

// Node ships full ICU data: what it says is CLDR's wording, which the pages must keep to the
// letter while not asking the browser's Intl for it (Chromium has no Welsh date data).
const node = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, options);

describe('dates worded without the browser', () => {
  it('writes every date as CLDR does, in English and Welsh', () => {
    const long = {
      en: node('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
      cy: node('cy-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    };
    const withWeekday = {
      en: node('en-GB', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
      cy: node('cy-GB', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    };
    for (const day of days()) {
      const noon = new Date(`${day}T12:00:00Z`);
      for (const locale of ['en', 'cy'] as const) {
        expect(formatLongDate(day, locale)).toBe(long[locale].format(noon));
        expect(standaloneDate(day, locale)).toBe(withWeekday[locale].format(noon).replace(',', ''));
      }
    }
  });

  it('writes an instant in London as CLDR does, across both clock changes', () => {
    const options: Intl.DateTimeFormatOptions = {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/London',
    };
    const en = node('en-GB', options);
    const cy = node('cy-GB', options);
    for (const day of days()) {
      for (const hour of ['00:30', '07:51', '23:59']) {
        const instant = new Date(`${day}T${hour}:00Z`);
        expect(formatLondonDateTime(instant)).toBe(en.format(instant));
        expect(formatLondonDateTime(instant, 'cy')).toBe(cy.format(instant));
      }
    }
  });

  it('says the spec examples', () => {
    expect(formatLongDate('2026-12-26', 'cy')).toBe('26 Rhagfyr 2026');
    expect(formatLondonDateTime('2026-11-21T07:51:00Z', 'cy')).toBe('21 Tach 2026, 07:51');
    expect(formatLondonDateTime('2026-11-21T07:51:00Z')).toBe('21 Nov 2026, 07:51');
  });
});
