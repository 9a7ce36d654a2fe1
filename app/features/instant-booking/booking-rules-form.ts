/**
 * The booking rules as /admin/settings holds them: one named input per rule (blackout dates one
 * per line), and the way back to checked rules with a message for each input that is wrong, so a
 * refused save changes nothing and keeps what was typed. Client-safe.
 */
import { parseDecimalInteger } from '#app/lib/decimal-integer.ts';
import { isIsoDate } from '#app/lib/london-dates.ts';
import { SERVICE_TYPES, type ServiceType } from '#app/lib/service-types.ts';
import {
  BLACKOUT_DATES_MAX,
  BookingRulesSchema,
  MAX_NOTICE_HOURS,
  type BookingRules,
} from './booking-rules.ts';

export const RULES_FIELDS = {
  instantBooking: 'instantBooking',
  service: 'instantService',
  minNoticeHours: 'minNoticeHours',
  maxPassengers: 'maxPassengers',
  maxDrivingHours: 'maxDrivingHours',
  blackoutDates: 'blackoutDates',
} as const;

export const RULES_MESSAGES = {
  notice: `Enter a whole number of hours from 0 to ${MAX_NOTICE_HOURS}`,
  passengers: 'Enter a whole number of passengers from 1 to 100',
  driving: 'Enter a whole number of hours from 1 to 24',
  blackout: `Enter dates as YYYY-MM-DD, one a line, up to ${BLACKOUT_DATES_MAX}`,
} as const;

/** The hidden input naming the version the form was filled from. */
export const RULES_VERSION_FIELD = 'rulesVersion';
export const SAVE_RULES_INTENT = 'save-booking-rules';

export interface RulesFormValues {
  instantBooking: boolean;
  services: ServiceType[];
  minNoticeHours: string;
  maxPassengers: string;
  maxDrivingHours: string;
  blackoutDates: string;
}

export function rulesFormValues(rules: BookingRules): RulesFormValues {
  return {
    instantBooking: rules.instantBooking,
    services: rules.services,
    minNoticeHours: String(rules.minNoticeHours),
    maxPassengers: String(rules.maxPassengers),
    maxDrivingHours: String(rules.maxDrivingHours),
    blackoutDates: rules.blackoutDates.join('\n'),
  };
}

export type RulesFromForm =
  | { ok: true; rules: BookingRules }
  | { ok: false; fieldErrors: Record<string, string>; values: RulesFormValues };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

export function rulesFromForm(form: FormData): RulesFromForm {
  const values: RulesFormValues = {
    instantBooking: form.get(RULES_FIELDS.instantBooking) === 'on',
    services: form
      .getAll(RULES_FIELDS.service)
      .filter((s): s is ServiceType => (SERVICE_TYPES as readonly unknown[]).includes(s)),
    minNoticeHours: text(form, RULES_FIELDS.minNoticeHours),
    maxPassengers: text(form, RULES_FIELDS.maxPassengers),
    maxDrivingHours: text(form, RULES_FIELDS.maxDrivingHours),
    blackoutDates: text(form, RULES_FIELDS.blackoutDates),
  };
  const fieldErrors: Record<string, string> = {};
  const whole = (name: keyof RulesFormValues, raw: string, message: string) => {
    const n = parseDecimalInteger(raw);
    if (n === undefined) fieldErrors[name] = message;
    return n ?? 0;
  };
  const dates = values.blackoutDates
    .split(/[\s,]+/)
    .map((d) => d.trim())
    .filter(Boolean);
  if (dates.some((d) => !isIsoDate(d)) || dates.length > BLACKOUT_DATES_MAX) {
    fieldErrors.blackoutDates = RULES_MESSAGES.blackout;
  }
  const candidate = {
    instantBooking: values.instantBooking,
    services: values.services,
    minNoticeHours: whole('minNoticeHours', values.minNoticeHours, RULES_MESSAGES.notice),
    maxPassengers: whole('maxPassengers', values.maxPassengers, RULES_MESSAGES.passengers),
    maxDrivingHours: whole('maxDrivingHours', values.maxDrivingHours, RULES_MESSAGES.driving),
    blackoutDates: [...new Set(dates)].sort(),
  };
  const parsed = BookingRulesSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      const message = RULES_MESSAGES[fieldMessage(name)];
      if (message) fieldErrors[name] ??= message;
    }
  }
  if (Object.keys(fieldErrors).length > 0 || !parsed.success) {
    return { ok: false, fieldErrors, values };
  }
  return { ok: true, rules: parsed.data };
}

function fieldMessage(name: string): keyof typeof RULES_MESSAGES {
  switch (name) {
    case 'minNoticeHours':
      return 'notice';
    case 'maxPassengers':
      return 'passengers';
    case 'maxDrivingHours':
      return 'driving';
    default:
      return 'blackout';
  }
}
