/**
 * The quote schemas, written once and used by the form in the browser and by POST /api/quotes on
 * the server: the same rules, the same messages (spec §5), the same types. Client-safe.
 *
 * Spec §5 gives one message per field: an empty e-mail reads 'Invalid email' and an empty phone
 * 'Too short', as in the original form. Date minimums depend on "today" in London, so the schemas
 * are made by functions taking a clock; the exported constants read the real clock at each parse.
 */
import { z } from 'zod';
import { SERVICE_TYPES } from '#app/content/types.ts';
import { TRAFFIC_SOURCES, classifyTrafficSource, type Attribution } from './attribution.ts';
import {
  DEFAULT_COUNTRY_CODE,
  FORM_VERSION,
  MESSAGE_INVALID_EMAIL,
  MESSAGE_REQUIRED,
  MESSAGE_REQUIRED_FOR_RETURN,
  MESSAGE_TOO_SHORT,
  PASSENGERS_DEFAULT,
  PASSENGERS_MAX,
  PASSENGERS_MIN,
  PHONE_MIN_LENGTH,
  SPECIAL_REQUIREMENTS_MAX,
} from './quote-constants.ts';
import { isIsoDate, isTime, pickupDateMin, returnDateMin } from './quote-dates.ts';

export { londonToday, pickupDateMin, returnDateMin } from './quote-dates.ts';

/** Length caps for free text: generous for people, small enough that nothing is abused. */
export const TEXT_LIMITS = {
  personName: 100,
  fullName: 201,
  email: 254,
  phone: 30,
  place: 200,
  page: 2000,
  attributionShort: 500,
  attributionUrl: 2000,
  honeypot: 500,
} as const;

export const JOURNEY_DIRECTIONS = ['one-way', 'return'] as const;
export type JourneyDirection = (typeof JOURNEY_DIRECTIONS)[number];

// Messages beyond spec §5, for values the form's own controls cannot produce.
export const MESSAGE_SINGLE_LINE = 'Must be a single line without control characters';
export const MESSAGE_TOO_LONG = 'Too long';
export const MESSAGE_INVALID_DATE = 'Invalid date';
export const MESSAGE_INVALID_TIME = 'Invalid time';
export const MESSAGE_INVALID_COUNTRY_CODE = 'Invalid country code';
export const MESSAGE_PICKUP_DATE_TOO_EARLY = 'Pickup date is too far in the past';
export const MESSAGE_RETURN_BEFORE_PICKUP = 'Return date cannot be before the pickup date';
export const MESSAGE_PASSENGERS_RANGE = `Passengers must be between ${PASSENGERS_MIN} and ${PASSENGERS_MAX}`;
export const MESSAGE_SPECIAL_REQUIREMENTS_MAX = `Maximum ${SPECIAL_REQUIREMENTS_MAX} characters`;

// CR and LF in a single-line field could split an e-mail header or a CSV row; other C0 controls
// and DEL have no business in typed text either. Multi-line text keeps tab, CR and LF.
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const singleLine = (max: number, requiredMessage = MESSAGE_REQUIRED) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, MESSAGE_TOO_LONG)
    .refine((v) => !SINGLE_LINE_FORBIDDEN.test(v), MESSAGE_SINGLE_LINE);

const emailField = z
  .string({ error: MESSAGE_INVALID_EMAIL })
  .trim()
  .max(TEXT_LIMITS.email, MESSAGE_INVALID_EMAIL)
  .pipe(z.email({ error: MESSAGE_INVALID_EMAIL }));

const phoneField = singleLine(TEXT_LIMITS.phone, MESSAGE_TOO_SHORT).refine(
  (v) => v.length >= PHONE_MIN_LENGTH,
  MESSAGE_TOO_SHORT,
);

const dateField = singleLine(10).refine(isIsoDate, MESSAGE_INVALID_DATE);
const timeField = singleLine(5).refine(isTime, MESSAGE_INVALID_TIME);

/** Return fields are checked together with the direction, below; alone they only need a shape. */
const optionalText = (max: number, tooLongMessage = MESSAGE_TOO_LONG) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max, tooLongMessage).optional(),
  );

const serviceTypeField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.enum(SERVICE_TYPES).optional(),
);

const passengersField = z.coerce
  .number({ error: MESSAGE_PASSENGERS_RANGE })
  .int(MESSAGE_PASSENGERS_RANGE)
  .min(PASSENGERS_MIN, MESSAGE_PASSENGERS_RANGE)
  .max(PASSENGERS_MAX, MESSAGE_PASSENGERS_RANGE);

const specialRequirementsField = optionalText(
  SPECIAL_REQUIREMENTS_MAX,
  MESSAGE_SPECIAL_REQUIREMENTS_MAX,
).refine((v) => v === undefined || !MULTI_LINE_FORBIDDEN.test(v), MESSAGE_SINGLE_LINE);

interface TripFields {
  journeyDirection: JourneyDirection;
  pickupDate?: unknown;
  returnDate?: unknown;
  returnTime?: unknown;
}

/**
 * The rules that span fields: the date minimums and the return journey. They run even when other
 * fields already failed, so the form shows every error at once; hence the defensive typeof checks.
 */
function checkTrip(trip: TripFields, ctx: z.RefinementCtx, now: Date) {
  const pickupDate = typeof trip.pickupDate === 'string' ? trip.pickupDate : undefined;
  if (pickupDate && isIsoDate(pickupDate) && pickupDate < pickupDateMin(now)) {
    ctx.addIssue({ code: 'custom', path: ['pickupDate'], message: MESSAGE_PICKUP_DATE_TOO_EARLY });
  }
  if (trip.journeyDirection !== 'return') return;
  const returnDate = typeof trip.returnDate === 'string' ? trip.returnDate : undefined;
  const returnTime = typeof trip.returnTime === 'string' ? trip.returnTime : undefined;
  if (!returnDate) {
    ctx.addIssue({ code: 'custom', path: ['returnDate'], message: MESSAGE_REQUIRED_FOR_RETURN });
  } else if (!isIsoDate(returnDate)) {
    ctx.addIssue({ code: 'custom', path: ['returnDate'], message: MESSAGE_INVALID_DATE });
  } else if (returnDate < returnDateMin(pickupDate, now)) {
    ctx.addIssue({ code: 'custom', path: ['returnDate'], message: MESSAGE_RETURN_BEFORE_PICKUP });
  }
  if (!returnTime) {
    ctx.addIssue({ code: 'custom', path: ['returnTime'], message: MESSAGE_REQUIRED_FOR_RETURN });
  } else if (!isTime(returnTime)) {
    ctx.addIssue({ code: 'custom', path: ['returnTime'], message: MESSAGE_INVALID_TIME });
  }
}

/** The quote form of spec §3, as the dialog holds it. */
export function makeQuoteFormSchema(clock: () => Date = () => new Date()) {
  return z
    .object({
      serviceType: serviceTypeField,
      journeyDirection: z.enum(JOURNEY_DIRECTIONS).default('one-way'),
      firstName: singleLine(TEXT_LIMITS.personName),
      lastName: singleLine(TEXT_LIMITS.personName),
      email: emailField,
      countryCode: z
        .string()
        .trim()
        .regex(/^\+\d{1,4}$/, MESSAGE_INVALID_COUNTRY_CODE)
        .default(DEFAULT_COUNTRY_CODE),
      phone: phoneField,
      pickupLocation: singleLine(TEXT_LIMITS.place),
      destination: singleLine(TEXT_LIMITS.place),
      pickupDate: dateField,
      pickupTime: timeField,
      returnDate: optionalText(10),
      returnTime: optionalText(5),
      passengers: passengersField.default(PASSENGERS_DEFAULT),
      specialRequirements: specialRequirementsField,
    })
    .superRefine((form, ctx) => checkTrip(form, ctx, clock()));
}

export const QuoteFormSchema = makeQuoteFormSchema();
export type QuoteForm = z.output<typeof QuoteFormSchema>;
export type QuoteFormInput = z.input<typeof QuoteFormSchema>;

/** An attribution text field: never a reason to refuse a quote, so bad values become null. */
const lenientText = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((v): string | null => {
      if (typeof v !== 'string') return null;
      const cleaned = v.replace(new RegExp(SINGLE_LINE_FORBIDDEN, 'g'), '').trim();
      return cleaned ? cleaned.slice(0, max) : null;
    });

const AttributionSchema = z
  .object({
    utm_source: lenientText(TEXT_LIMITS.attributionShort),
    utm_medium: lenientText(TEXT_LIMITS.attributionShort),
    utm_campaign: lenientText(TEXT_LIMITS.attributionShort),
    utm_term: lenientText(TEXT_LIMITS.attributionShort),
    utm_content: lenientText(TEXT_LIMITS.attributionShort),
    gclid: lenientText(TEXT_LIMITS.attributionShort),
    fbclid: lenientText(TEXT_LIMITS.attributionShort),
    landing_page: lenientText(TEXT_LIMITS.attributionUrl),
    current_page: lenientText(TEXT_LIMITS.attributionUrl),
    referrer: lenientText(TEXT_LIMITS.attributionUrl),
    initial_referrer: lenientText(TEXT_LIMITS.attributionUrl),
    traffic_source: z.unknown().optional(),
  })
  .transform((a): Attribution => ({
    ...a,
    landing_page: a.landing_page ?? '',
    current_page: a.current_page ?? '',
    // Keep the browser's first-touch classification when it is one we know; else redo it.
    traffic_source: (TRAFFIC_SOURCES as readonly unknown[]).includes(a.traffic_source)
      ? (a.traffic_source as Attribution['traffic_source'])
      : classifyTrafficSource({ ...a, referrer: a.initial_referrer ?? a.referrer }),
  }));

/** The body of POST /api/quotes: the e-mail function payload of spec §3, plus attribution and honeypot. */
export function makeQuoteRequestSchema(clock: () => Date = () => new Date()) {
  return z
    .object({
      name: singleLine(TEXT_LIMITS.fullName),
      email: emailField,
      phone: phoneField,
      pickupLocation: singleLine(TEXT_LIMITS.place),
      destination: singleLine(TEXT_LIMITS.place),
      pickupDate: dateField,
      pickupTime: timeField,
      returnDate: optionalText(10),
      returnTime: optionalText(5),
      passengerCount: passengersField,
      journeyType: serviceTypeField,
      journeyDirection: z.enum(JOURNEY_DIRECTIONS).default('one-way'),
      specialRequirements: specialRequirementsField,
      formVersion: z.literal(FORM_VERSION),
      current_page: singleLine(TEXT_LIMITS.page),
      attribution: AttributionSchema.nullish()
        .catch(null)
        .transform((a) => a ?? null),
      // The honeypot: people never see it, so anything in it marks the request as spam.
      website: z
        .unknown()
        .optional()
        .transform((v) =>
          typeof v === 'string' ? v.trim().slice(0, TEXT_LIMITS.honeypot) : v == null ? '' : '?',
        ),
    })
    .superRefine((request, ctx) => checkTrip(request, ctx, clock()))
    .transform((request) => {
      // A one-way trip carries no return details, whatever the client sent.
      const isReturn = request.journeyDirection === 'return';
      return {
        ...request,
        returnDate: isReturn ? request.returnDate : undefined,
        returnTime: isReturn ? request.returnTime : undefined,
      };
    });
}

export const QuoteRequestSchema = makeQuoteRequestSchema();
export type QuoteRequest = z.output<typeof QuoteRequestSchema>;
export type QuoteRequestInput = z.input<typeof QuoteRequestSchema>;

/** The first message for each field, keyed by its path: the API's 400 `fieldErrors`. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}
