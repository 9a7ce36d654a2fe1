import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#app/lib/locale.ts';
import { DEFAULT_FLIGHT_SETTINGS, flightSettingsFormSchema } from './flight-settings.ts';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

/** The form read as the server reads a submission (Conform), in `locale`. */
function flightSettingsFromForm(data: FormData, locale: Locale = 'en') {
  const submission = parseWithZod(data, { schema: flightSettingsFormSchema(locale) });
  return submission.status === 'success'
    ? { ok: true, settings: submission.value }
    : { ok: false, fieldErrors: submission.error, values: submission.payload };
}

describe('the flight settings form', () => {
  it('defaults to a 30-minute meet time and 200 calls a day', () => {
    expect(DEFAULT_FLIGHT_SETTINGS).toEqual({ meetMinutes: 30, dailyCallBudget: 200 });
  });

  it('reads whole numbers within range', () => {
    expect(flightSettingsFromForm(form({ meetMinutes: ' 45 ', dailyCallBudget: '0' }))).toEqual({
      ok: true,
      settings: { meetMinutes: 45, dailyCallBudget: 0 },
    });
  });

  it('refuses each wrong field with its message, keeping what was typed', () => {
    const read = flightSettingsFromForm(form({ meetMinutes: '181', dailyCallBudget: 'lots' }));
    expect(read).toEqual({
      ok: false,
      fieldErrors: {
        meetMinutes: ['Enter a whole number of minutes from 0 to 180'],
        dailyCallBudget: ['Enter a whole number of calls a day from 0 to 10000'],
      },
      values: { meetMinutes: '181', dailyCallBudget: 'lots' },
    });
  });

  it('says the same in Welsh', () => {
    const read = flightSettingsFromForm(form({ meetMinutes: '-5', dailyCallBudget: '1.5' }), 'cy');
    expect(read.ok ? {} : read.fieldErrors).toEqual({
      meetMinutes: ['Rhowch nifer cyfan o funudau o 0 i 180'],
      dailyCallBudget: ['Rhowch nifer cyfan o alwadau’r dydd o 0 i 10000'],
    });
  });
});
