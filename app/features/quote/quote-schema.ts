/**
 * The quote schemas, written once and used by the form in the browser and by POST /api/quotes on
 * the server: the same rules, the same messages, the same types. Client-safe.
 *
 * Spec §5 gives one message per field: an empty e-mail reads 'Invalid email' and an empty phone
 * 'Too short', as in the original form. Date minimums depend on "today" in London, so the schemas
 * are made by functions taking a clock; the exported constants read the real clock at each parse.
 *
 * Written with `zod/mini`: the same validation core as full zod (the same checks, messages and
 * results), in functions instead of chained methods, so the browser's quote dialog carries a
 * fraction of the code (issue 19). `.trim().min(1, m)` reads `.check(z.trim(), z.minLength(1, m))`.
 */
import * as z from 'zod/mini';
import { SERVICE_TYPES } from '#app/content/types.ts';
import { parseDecimalInteger } from '#app/lib/decimal-integer.ts';
import { TRAFFIC_SOURCES, classifyTrafficSource, type Attribution } from './attribution.ts';
import {
  BOOKING_MAX_YEARS_AHEAD,
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
import {
  bookingDateMax,
  isIsoDate,
  isTime,
  pickupDateMin,
  returnDateMin,
} from '#app/lib/london-dates.ts';

export {
  bookingDateMax,
  londonToday,
  pickupDateMin,
  returnDateMin,
} from '#app/lib/london-dates.ts';

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

// Further messages, for values the form's own controls cannot produce.
export const MESSAGE_SINGLE_LINE = 'Must be a single line without control characters';
export const MESSAGE_TOO_LONG = 'Too long';
export const MESSAGE_INVALID_DATE = 'Invalid date';
export const MESSAGE_INVALID_TIME = 'Invalid time';
export const MESSAGE_INVALID_COUNTRY_CODE = 'Invalid country code';
export const MESSAGE_PICKUP_DATE_TOO_EARLY = 'Pickup date is too far in the past';
export const MESSAGE_DATE_TOO_FAR = `We take bookings up to ${BOOKING_MAX_YEARS_AHEAD} years ahead`;
export const MESSAGE_RETURN_BEFORE_PICKUP = 'Return date cannot be before the pickup date';
export const MESSAGE_PASSENGERS_RANGE = `Passengers must be between ${PASSENGERS_MIN} and ${PASSENGERS_MAX}`;
export const MESSAGE_SPECIAL_REQUIREMENTS_MAX = `Maximum ${SPECIAL_REQUIREMENTS_MAX} characters`;

// CR and LF in a single-line field could split an e-mail header or a CSV row; other C0 controls
// and DEL have no business in typed text either. Multi-line text keeps tab, CR and LF.
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Full zod's `z.preprocess`, which zod/mini leaves out: at run time a transform piped into the
 * schema, exactly as full zod builds it. Full zod's type takes the optionality of its input from
 * the schema (a field may be left out when the schema allows it); this type says the same.
 */
type Preprocessed<T extends z.ZodMiniType> = z.ZodMiniPipe<z.ZodMiniTransform, T> & {
  _zod: { optin: T['_zod']['optin'] };
};
const preprocess = <T extends z.ZodMiniType>(fn: (value: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(fn), schema) as Preprocessed<T>;

const singleLine = (max: number, requiredMessage = MESSAGE_REQUIRED) =>
  z.string({ error: requiredMessage }).check(
    z.trim(),
    z.minLength(1, requiredMessage),
    z.maxLength(max, MESSAGE_TOO_LONG),
    z.refine((v) => !SINGLE_LINE_FORBIDDEN.test(v), MESSAGE_SINGLE_LINE),
  );

const emailField = z.pipe(
  z
    .string({ error: MESSAGE_INVALID_EMAIL })
    .check(z.trim(), z.maxLength(TEXT_LIMITS.email, MESSAGE_INVALID_EMAIL)),
  z.email({ error: MESSAGE_INVALID_EMAIL }),
);

const phoneField = singleLine(TEXT_LIMITS.phone, MESSAGE_TOO_SHORT).check(
  z.refine((v) => v.length >= PHONE_MIN_LENGTH, MESSAGE_TOO_SHORT),
);

const dateField = singleLine(10).check(z.refine(isIsoDate, MESSAGE_INVALID_DATE));
const timeField = singleLine(5).check(z.refine(isTime, MESSAGE_INVALID_TIME));

/** Return fields are checked together with the direction, below; alone they only need a shape. */
const optionalText = (max: number, tooLongMessage = MESSAGE_TOO_LONG) =>
  preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.optional(z.string().check(z.trim(), z.maxLength(max, tooLongMessage))),
  );

const serviceTypeField = preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.optional(z.enum(SERVICE_TYPES)),
);

/**
 * The API's passenger count: a JSON integer and nothing else. Coercion would read `true`, "0x10",
 * [16] and " 16 " as numbers; a JSON client has no reason to send any of them.
 */
const passengerCountField = z
  .number({ error: MESSAGE_PASSENGERS_RANGE })
  .check(
    z.int(MESSAGE_PASSENGERS_RANGE),
    z.gte(PASSENGERS_MIN, MESSAGE_PASSENGERS_RANGE),
    z.lte(PASSENGERS_MAX, MESSAGE_PASSENGERS_RANGE),
  );

/**
 * The form's passenger count: the dialog holds a number, a submitted HTML form a decimal string,
 * read strictly (parseDecimalInteger); anything else fails as the API's field does.
 */
export const PassengersFormField = preprocess(
  (v) => (typeof v === 'string' ? (parseDecimalInteger(v) ?? v) : v),
  passengerCountField,
);

const specialRequirementsField = optionalText(
  SPECIAL_REQUIREMENTS_MAX,
  MESSAGE_SPECIAL_REQUIREMENTS_MAX,
).check(z.refine((v) => v === undefined || !MULTI_LINE_FORBIDDEN.test(v), MESSAGE_SINGLE_LINE));

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
function checkTrip(trip: TripFields, ctx: z.core.$RefinementCtx, now: Date) {
  const pickupDate = typeof trip.pickupDate === 'string' ? trip.pickupDate : undefined;
  const latest = bookingDateMax(now);
  if (pickupDate && isIsoDate(pickupDate) && pickupDate < pickupDateMin(now)) {
    ctx.addIssue({ code: 'custom', path: ['pickupDate'], message: MESSAGE_PICKUP_DATE_TOO_EARLY });
  } else if (pickupDate && isIsoDate(pickupDate) && pickupDate > latest) {
    ctx.addIssue({ code: 'custom', path: ['pickupDate'], message: MESSAGE_DATE_TOO_FAR });
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
  } else if (returnDate > latest) {
    ctx.addIssue({ code: 'custom', path: ['returnDate'], message: MESSAGE_DATE_TOO_FAR });
  }
  if (!returnTime) {
    ctx.addIssue({ code: 'custom', path: ['returnTime'], message: MESSAGE_REQUIRED_FOR_RETURN });
  } else if (!isTime(returnTime)) {
    ctx.addIssue({ code: 'custom', path: ['returnTime'], message: MESSAGE_INVALID_TIME });
  }
}

/** The quote form, as the dialog holds it. */
export function makeQuoteFormSchema(clock: () => Date = () => new Date()) {
  return z
    .object({
      serviceType: serviceTypeField,
      journeyDirection: z._default(z.enum(JOURNEY_DIRECTIONS), 'one-way'),
      firstName: singleLine(TEXT_LIMITS.personName),
      lastName: singleLine(TEXT_LIMITS.personName),
      email: emailField,
      countryCode: z._default(
        z.string().check(z.trim(), z.regex(/^\+\d{1,4}$/, MESSAGE_INVALID_COUNTRY_CODE)),
        DEFAULT_COUNTRY_CODE,
      ),
      phone: phoneField,
      pickupLocation: singleLine(TEXT_LIMITS.place),
      destination: singleLine(TEXT_LIMITS.place),
      pickupDate: dateField,
      pickupTime: timeField,
      returnDate: optionalText(10),
      returnTime: optionalText(5),
      passengers: z._default(PassengersFormField, PASSENGERS_DEFAULT),
      specialRequirements: specialRequirementsField,
    })
    .check(z.superRefine((form, ctx) => checkTrip(form, ctx, clock())));
}

export const QuoteFormSchema = makeQuoteFormSchema();
export type QuoteForm = z.output<typeof QuoteFormSchema>;
export type QuoteFormInput = z.input<typeof QuoteFormSchema>;

/** An attribution text field: never a reason to refuse a quote, so bad values become null. */
const lenientText = (max: number) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((v): string | null => {
      if (typeof v !== 'string') return null;
      const cleaned = v.replace(new RegExp(SINGLE_LINE_FORBIDDEN, 'g'), '').trim();
      return cleaned ? cleaned.slice(0, max) : null;
    }),
  );

const AttributionSchema = z.pipe(
  z.object({
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
    traffic_source: z.optional(z.unknown()),
  }),
  z.transform((a): Attribution => ({
    ...a,
    landing_page: a.landing_page ?? '',
    current_page: a.current_page ?? '',
    // Keep the browser's first-touch classification when it is one we know; else redo it.
    traffic_source: (TRAFFIC_SOURCES as readonly unknown[]).includes(a.traffic_source)
      ? (a.traffic_source as Attribution['traffic_source'])
      : classifyTrafficSource({ ...a, referrer: a.initial_referrer ?? a.referrer }),
  })),
);

/** The journey fields of POST /api/quotes; POST /api/estimate takes them alone (docs/http-api.md). */
const journeyShape = {
  pickupLocation: singleLine(TEXT_LIMITS.place),
  destination: singleLine(TEXT_LIMITS.place),
  pickupDate: dateField,
  pickupTime: timeField,
  returnDate: optionalText(10),
  returnTime: optionalText(5),
  passengerCount: passengerCountField,
  journeyType: serviceTypeField,
  journeyDirection: z._default(z.enum(JOURNEY_DIRECTIONS), 'one-way'),
};

/** A journey alone, checked exactly as in a quote request: the estimate's request body. */
export function makeQuoteJourneySchema(clock: () => Date = () => new Date()) {
  return z.pipe(
    z.object(journeyShape).check(z.superRefine((journey, ctx) => checkTrip(journey, ctx, clock()))),
    z.transform((journey) => ({
      ...journey,
      returnDate: journey.journeyDirection === 'return' ? journey.returnDate : undefined,
      returnTime: journey.journeyDirection === 'return' ? journey.returnTime : undefined,
    })),
  );
}

export const QuoteJourneySchema = makeQuoteJourneySchema();
export type QuoteJourney = z.output<typeof QuoteJourneySchema>;

/** The indicative estimate the form showed with the request; the server works it out again. */
const ShownEstimateSchema = z.object({
  total: z.number().check(z.int(), z.gte(0), z.lte(100_000_000)),
  tariffVersion: z.string().check(z.maxLength(20)),
});

/** The body of POST /api/quotes: the e-mail function payload, plus attribution and honeypot. */
export function makeQuoteRequestSchema(clock: () => Date = () => new Date()) {
  return z.pipe(
    z
      .object({
        name: singleLine(TEXT_LIMITS.fullName),
        email: emailField,
        phone: phoneField,
        ...journeyShape,
        specialRequirements: specialRequirementsField,
        formVersion: z.literal(FORM_VERSION),
        current_page: singleLine(TEXT_LIMITS.page),
        // Optional, and never a reason to refuse a request: a bad value is dropped.
        estimate: z.pipe(
          z.catch(z.nullish(ShownEstimateSchema), null),
          z.transform((e) => e ?? null),
        ),
        attribution: z.pipe(
          z.catch(z.nullish(AttributionSchema), null),
          z.transform((a) => a ?? null),
        ),
        // The honeypot: people never see it, so anything in it marks the request as spam.
        website: z.pipe(
          z.optional(z.unknown()),
          z.transform((v) =>
            typeof v === 'string' ? v.trim().slice(0, TEXT_LIMITS.honeypot) : v == null ? '' : '?',
          ),
        ),
      })
      .check(z.superRefine((request, ctx) => checkTrip(request, ctx, clock()))),
    z.transform((request) => {
      // A one-way trip carries no return details, whatever the client sent.
      const isReturn = request.journeyDirection === 'return';
      return {
        ...request,
        returnDate: isReturn ? request.returnDate : undefined,
        returnTime: isReturn ? request.returnTime : undefined,
      };
    }),
  );
}

export const QuoteRequestSchema = makeQuoteRequestSchema();
export type QuoteRequest = z.output<typeof QuoteRequestSchema>;
export type QuoteRequestInput = z.input<typeof QuoteRequestSchema>;

/** The first message for each field, keyed by its path: the API's 400 `fieldErrors`. */
export function fieldErrorsOf(error: z.core.$ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}
