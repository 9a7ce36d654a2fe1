/**
 * The quote schemas, written once and used by the form in the browser and by POST /api/quotes on
 * the server: the same rules, the same messages, the same types. Client-safe.
 *
 * One message per field, the original form's: an empty e-mail reads 'Invalid email' and an empty phone
 * 'Too short', as in the original form. A rule raises the key of its message (`quote-messages.ts`),
 * and whoever shows it picks the language. Date minimums depend on "today" in London, so the schemas
 * are made by functions taking a clock; the exported constants read the real clock at each parse.
 *
 * Written with `zod/mini`: the same validation core as full zod (the same checks, messages and
 * results), in functions instead of chained methods, so the browser's quote dialog carries a
 * fraction of the code. `.trim().min(1, m)` reads `.check(z.trim(), z.minLength(1, m))`.
 */
import * as z from 'zod/mini';
import { parseDecimalInteger } from '#app/lib/decimal-integer.ts';
import {
  MULTI_LINE_FORBIDDEN,
  SINGLE_LINE_FORBIDDEN,
  TEXT_LIMITS,
  JOURNEY_DIRECTIONS,
  ShownEstimateSchema,
  checkTrip,
  journeyShape,
  optionalText,
  passengerCountField,
  preprocess,
  serviceTypeField,
  singleLine,
  journeyPlacesAndTimes,
} from '#app/lib/journey-schema.ts';
import {
  ATTRIBUTION_PAGE_FIELDS,
  ATTRIBUTION_PARAM_FIELDS,
  mapFields,
} from '#app/lib/attribution-fields.ts';
import type { Attribution } from '#app/lib/attribution.ts';
import { TRAFFIC_SOURCES } from '#app/lib/traffic-sources.ts';
import { classifyTrafficSource } from './attribution.ts';
import {
  DEFAULT_COUNTRY_CODE,
  FORM_VERSION,
  PASSENGERS_DEFAULT,
  PHONE_MIN_LENGTH,
  SPECIAL_REQUIREMENTS_MAX,
} from './quote-constants.ts';
import { QUOTE_MESSAGE as M } from './quote-messages.ts';

// The journey's parts are shared with pricing (app/lib/journey-schema.ts); the quote reads them
// from here too.
export {
  JOURNEY_DIRECTIONS,
  fieldErrorsOf,
  type JourneyDirection,
} from '#app/lib/journey-schema.ts';

const emailField = z.pipe(
  z
    .string({ error: M.invalidEmail })
    .check(z.trim(), z.maxLength(TEXT_LIMITS.email, M.invalidEmail)),
  z.email({ error: M.invalidEmail }),
);

const phoneField = singleLine(TEXT_LIMITS.phone, M.tooShort).check(
  z.refine((v) => v.length >= PHONE_MIN_LENGTH, M.tooShort),
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
  M.specialRequirementsMax,
).check(z.refine((v) => v === undefined || !MULTI_LINE_FORBIDDEN.test(v), M.singleLine));

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
        z.string().check(z.trim(), z.regex(/^\+\d{1,4}$/, M.invalidCountryCode)),
        DEFAULT_COUNTRY_CODE,
      ),
      phone: phoneField,
      ...journeyPlacesAndTimes,
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

/** The browser's record, read leniently: each field cleaned and capped, or null. */
const AttributionFromRequest = z.pipe(
  z.object({
    ...mapFields(ATTRIBUTION_PARAM_FIELDS, () => lenientText(TEXT_LIMITS.attributionShort)),
    ...mapFields(ATTRIBUTION_PAGE_FIELDS, () => lenientText(TEXT_LIMITS.attributionUrl)),
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
          z.catch(z.nullish(AttributionFromRequest), null),
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
