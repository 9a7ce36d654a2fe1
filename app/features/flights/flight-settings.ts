/**
 * The operator's flight settings as /admin/settings holds them: the meet time (from a flight's
 * arrival at the gate to meeting the driver, what a moved pickup adds to the new arrival) and the
 * daily budget of calls to the flight data provider. Each input's message is in both languages
 * (decision 014); the admin shows the English. Client-safe.
 */
import { z } from 'zod';
import type { Locale, Translations } from '#app/lib/locale.ts';
import { wholeNumberField } from '#app/lib/whole-number-field.ts';
import { MEET_MINUTES_DEFAULT } from './pickup-follows.ts';

/** Provider calls allowed per London day unless the operator sets another budget. */
export const DAILY_CALL_BUDGET_DEFAULT = 200;
/** A meet time the operator may set: none at all up to three hours. */
export const MEET_MINUTES_MIN = 0;
export const MEET_MINUTES_MAX = 180;
/** A budget the operator may set: 0 (no calls: tracking paused) up to this. */
export const DAILY_CALL_BUDGET_MAX = 10_000;

export const FlightSettingsSchema = z.object({
  meetMinutes: z.number().int().min(MEET_MINUTES_MIN).max(MEET_MINUTES_MAX),
  dailyCallBudget: z.number().int().min(0).max(DAILY_CALL_BUDGET_MAX),
});
export type FlightSettings = z.infer<typeof FlightSettingsSchema>;

export const DEFAULT_FLIGHT_SETTINGS: FlightSettings = {
  meetMinutes: MEET_MINUTES_DEFAULT,
  dailyCallBudget: DAILY_CALL_BUDGET_DEFAULT,
};

export const SAVE_FLIGHT_SETTINGS_INTENT = 'save-flight-settings';
/** The hidden input naming the version the form was filled from. */
export const FLIGHT_SETTINGS_VERSION_FIELD = 'flightSettingsVersion';

export const FLIGHT_SETTINGS_FIELDS = {
  meetMinutes: 'meetMinutes',
  dailyCallBudget: 'dailyCallBudget',
} as const;

type Field = keyof typeof FLIGHT_SETTINGS_FIELDS;

export const FLIGHT_SETTINGS_MESSAGES: Translations<Record<Field | 'changed', string>> = {
  en: {
    meetMinutes: `Enter a whole number of minutes from ${MEET_MINUTES_MIN} to ${MEET_MINUTES_MAX}`,
    dailyCallBudget: `Enter a whole number of calls a day from 0 to ${DAILY_CALL_BUDGET_MAX}`,
    changed:
      'These settings were saved by someone else while you were editing. Check them against the settings now in force, then save again.',
  },
  cy: {
    meetMinutes: `Rhowch nifer cyfan o funudau o ${MEET_MINUTES_MIN} i ${MEET_MINUTES_MAX}`,
    dailyCallBudget: `Rhowch nifer cyfan o alwadau’r dydd o 0 i ${DAILY_CALL_BUDGET_MAX}`,
    changed:
      'Cafodd y gosodiadau hyn eu cadw gan rywun arall tra oeddech chi’n golygu. Gwiriwch nhw yn erbyn y gosodiadau sydd mewn grym nawr, yna cadwch eto.',
  },
};

export interface FlightSettingsFormValues {
  meetMinutes: string;
  dailyCallBudget: string;
}

export function flightSettingsFormValues(settings: FlightSettings): FlightSettingsFormValues {
  return {
    meetMinutes: String(settings.meetMinutes),
    dailyCallBudget: String(settings.dailyCallBudget),
  };
}

/**
 * What the form posts, read into settings through Conform (`parseWithZod`, on the server and in the
 * hydrated page), each input with its own message in `locale`.
 */
export function flightSettingsFormSchema(locale: Locale = 'en') {
  const messages = FLIGHT_SETTINGS_MESSAGES[locale];
  return z
    .object({
      [FLIGHT_SETTINGS_FIELDS.meetMinutes]: wholeNumberField(
        MEET_MINUTES_MIN,
        MEET_MINUTES_MAX,
        messages.meetMinutes,
      ),
      [FLIGHT_SETTINGS_FIELDS.dailyCallBudget]: wholeNumberField(
        0,
        DAILY_CALL_BUDGET_MAX,
        messages.dailyCallBudget,
      ),
    })
    .pipe(FlightSettingsSchema);
}
