/**
 * A journey as a quote request and the instant price both take it: the field rules, the keys of
 * their messages (`journey-messages.ts`) and the cross-field trip rules, written once (zod/mini, so the browser's quote dialog
 * carries little code). The quote feature builds its form and request schemas from these parts;
 * pricing validates POST /api/estimate and the admin calculator with `makeQuoteJourneySchema`.
 * Client-safe.
 */
import * as z from 'zod/mini';
import { SERVICE_TYPES } from '#app/content/types.ts';
import {
  bookingDateMax,
  isIsoDate,
  isTime,
  pickupDateMin,
  returnDateMin,
} from '#app/lib/london-dates.ts';
import { PASSENGERS_MAX, PASSENGERS_MIN } from '#app/lib/quote-facts.ts';
import { stripControlCharacters } from './free-text.ts';
import { JOURNEY_MESSAGE as M } from './journey-messages.ts';

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

// CR and LF in a single-line field could split an e-mail header or a CSV row; other C0 controls
// and DEL have no business in typed text either. Multi-line text keeps tab, CR and LF.
// eslint-disable-next-line no-control-regex
export const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
export const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Full zod's `z.preprocess`, which zod/mini leaves out: at run time a transform piped into the
 * schema, exactly as full zod builds it. Full zod's type takes the optionality of its input from
 * the schema (a field may be left out when the schema allows it); this type says the same.
 */
type Preprocessed<T extends z.ZodMiniType> = z.ZodMiniPipe<z.ZodMiniTransform, T> & {
  _zod: { optin: T['_zod']['optin'] };
};
export const preprocess = <T extends z.ZodMiniType>(fn: (value: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(fn), schema) as Preprocessed<T>;

/** A one-line text field; its messages are keys of a message record (`journey-messages.ts`). */
export const singleLine = (max: number, requiredMessage: string = M.required) =>
  z.string({ error: requiredMessage }).check(
    z.overwrite(stripControlCharacters),
    z.trim(),
    z.minLength(1, requiredMessage),
    z.maxLength(max, M.tooLong),
    z.refine((v) => !SINGLE_LINE_FORBIDDEN.test(v), M.singleLine),
  );

export const dateField = singleLine(10).check(z.refine(isIsoDate, M.invalidDate));
export const timeField = singleLine(5).check(z.refine(isTime, M.invalidTime));

/** Return fields are checked together with the direction, below; alone they only need a shape. */
export const optionalText = (max: number, tooLongMessage: string = M.tooLong) =>
  preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.optional(
      z
        .string()
        .check(z.overwrite(stripControlCharacters), z.trim(), z.maxLength(max, tooLongMessage)),
    ),
  );

export const serviceTypeField = preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.optional(z.enum(SERVICE_TYPES)),
);

/**
 * The API's passenger count: a JSON integer and nothing else. Coercion would read `true`, "0x10",
 * [16] and " 16 " as numbers; a JSON client has no reason to send any of them.
 */
export const passengerCountField = z
  .number({ error: M.passengersRange })
  .check(
    z.int(M.passengersRange),
    z.gte(PASSENGERS_MIN, M.passengersRange),
    z.lte(PASSENGERS_MAX, M.passengersRange),
  );

interface TripFields {
  journeyDirection: JourneyDirection;
  pickupDate?: unknown;
  pickupTime?: unknown;
  returnDate?: unknown;
  returnTime?: unknown;
}

/**
 * The rules that span fields: the date minimums and the return journey (a same-day return leaves
 * after the pickup). They run even when other fields already failed, so the form shows every
 * error at once; hence the defensive typeof checks.
 */
export function checkTrip(trip: TripFields, ctx: z.core.$RefinementCtx, now: Date) {
  const pickupDate = typeof trip.pickupDate === 'string' ? trip.pickupDate : undefined;
  const latest = bookingDateMax(now);
  if (pickupDate && isIsoDate(pickupDate) && pickupDate < pickupDateMin(now)) {
    ctx.addIssue({ code: 'custom', path: ['pickupDate'], message: M.pickupDateTooEarly });
  } else if (pickupDate && isIsoDate(pickupDate) && pickupDate > latest) {
    ctx.addIssue({ code: 'custom', path: ['pickupDate'], message: M.dateTooFar });
  }
  if (trip.journeyDirection !== 'return') return;
  const returnDate = typeof trip.returnDate === 'string' ? trip.returnDate : undefined;
  const returnTime = typeof trip.returnTime === 'string' ? trip.returnTime : undefined;
  if (!returnDate) {
    ctx.addIssue({ code: 'custom', path: ['returnDate'], message: M.requiredForReturn });
  } else if (!isIsoDate(returnDate)) {
    ctx.addIssue({ code: 'custom', path: ['returnDate'], message: M.invalidDate });
  } else if (returnDate < returnDateMin(pickupDate, now)) {
    ctx.addIssue({ code: 'custom', path: ['returnDate'], message: M.returnBeforePickup });
  } else if (returnDate > latest) {
    ctx.addIssue({ code: 'custom', path: ['returnDate'], message: M.dateTooFar });
  }
  const pickupTime = typeof trip.pickupTime === 'string' ? trip.pickupTime : undefined;
  if (!returnTime) {
    ctx.addIssue({ code: 'custom', path: ['returnTime'], message: M.requiredForReturn });
  } else if (!isTime(returnTime)) {
    ctx.addIssue({ code: 'custom', path: ['returnTime'], message: M.invalidTime });
  } else if (
    returnDate === pickupDate &&
    pickupTime &&
    isTime(pickupTime) &&
    // 'HH:MM' strings order as the times do.
    returnTime <= pickupTime
  ) {
    // A return that leaves before (or as) the outbound pickup is a typo, most often am for pm.
    ctx.addIssue({
      code: 'custom',
      path: ['returnTime'],
      message: M.returnTimeNotAfterPickup,
    });
  }
}

/** Where and when: the journey's fields that the quote form and the API name and check alike. */
export const journeyPlacesAndTimes = {
  pickupLocation: singleLine(TEXT_LIMITS.place),
  destination: singleLine(TEXT_LIMITS.place),
  pickupDate: dateField,
  pickupTime: timeField,
  returnDate: optionalText(10),
  returnTime: optionalText(5),
};

/** The journey fields of POST /api/quotes; POST /api/estimate takes them alone (docs/http-api.md). */
export const journeyShape = {
  ...journeyPlacesAndTimes,
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

/** The indicative estimate the form showed with a request; the server works it out again. */
export const ShownEstimateSchema = z.object({
  total: z.number().check(z.int(), z.gte(0), z.lte(100_000_000)),
  tariffVersion: z.string().check(z.maxLength(20)),
});
export type ShownEstimate = z.output<typeof ShownEstimateSchema>;

/**
 * The first message raised for each field, keyed by its path: a message key, which
 * `fieldMessages` (`journey-messages.ts`) turns into the API's 400 `fieldErrors` text.
 */
export function fieldErrorsOf(error: z.core.$ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}
