/**
 * The booking rules as /admin/settings holds them: one named input per rule (blackout dates one
 * per line), and the schema that reads a submission back into checked rules with a message for
 * each input that is wrong, so a refused save changes nothing and keeps what was typed (Conform,
 * docs/decisions/022). Client-safe.
 */
import { z } from 'zod';
import { isIsoDate } from '#app/lib/london-dates.ts';
import { SERVICE_TYPES, type ServiceType } from '#app/lib/service-types.ts';
import { PASSENGERS_MAX } from '#app/lib/quote-facts.ts';
import { wholeNumberField } from '#app/lib/whole-number-field.ts';
import {
  BLACKOUT_DATES_MAX,
  BookingRulesSchema,
  MAX_DRIVING_HOURS,
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
  passengers: `Enter a whole number of passengers from 1 to ${PASSENGERS_MAX}`,
  driving: `Enter a whole number of hours from 1 to ${MAX_DRIVING_HOURS}`,
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

/**
 * What the form posts, checked field by field with the message that field shows, and turned into
 * rules: the schema Conform parses a submission with (`parseWithZod`) on the server, and in the
 * browser once the page has hydrated, so a wrong figure is marked before a round trip.
 */
export const BookingRulesFormSchema = z
  .object({
    [RULES_FIELDS.instantBooking]: z.boolean().optional(),
    // Anything but a known service is dropped, as no checkbox posts it.
    [RULES_FIELDS.service]: z
      .array(z.string())
      .optional()
      .transform((posted) => (posted ?? []).filter(isServiceType)),
    [RULES_FIELDS.minNoticeHours]: wholeNumberField(0, MAX_NOTICE_HOURS, RULES_MESSAGES.notice),
    [RULES_FIELDS.maxPassengers]: wholeNumberField(1, PASSENGERS_MAX, RULES_MESSAGES.passengers),
    [RULES_FIELDS.maxDrivingHours]: wholeNumberField(1, MAX_DRIVING_HOURS, RULES_MESSAGES.driving),
    [RULES_FIELDS.blackoutDates]: z
      .string()
      .optional()
      .transform((text, context) => {
        const dates = (text ?? '').split(/[\s,]+/).filter(Boolean);
        if (dates.some((date) => !isIsoDate(date)) || dates.length > BLACKOUT_DATES_MAX) {
          context.addIssue({ code: 'custom', message: RULES_MESSAGES.blackout });
          return z.NEVER;
        }
        return [...new Set(dates)].sort();
      }),
  })
  .transform((form): BookingRules => ({
    instantBooking: form.instantBooking ?? false,
    services: form.instantService,
    minNoticeHours: form.minNoticeHours,
    maxPassengers: form.maxPassengers,
    maxDrivingHours: form.maxDrivingHours,
    blackoutDates: form.blackoutDates,
  }))
  .pipe(BookingRulesSchema);

/** What the form's inputs hold, by their names. */
export type BookingRulesFormInput = z.input<typeof BookingRulesFormSchema>;

/** The inputs' values for rules as loaded (`rulesFormValues`), under the inputs' names. */
export function rulesFormInput({ services, ...figures }: RulesFormValues): BookingRulesFormInput {
  return { ...figures, [RULES_FIELDS.service]: services };
}

const isServiceType = (value: string): value is ServiceType =>
  (SERVICE_TYPES as readonly string[]).includes(value);
