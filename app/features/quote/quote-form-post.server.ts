/**
 * POST /quote (docs/http-api.md): the quote form sent as a plain form, for visitors whose
 * JavaScript is off or broken. The form's own field names come in; the same shared schemas as the
 * dialog and POST /api/quotes decide, so the page shows exactly the dialog's messages. What comes
 * out is either the API's request body (stored by the same code) or the form again with its errors.
 */
import { SERVICE_TYPES, type ServiceType } from '#app/content/types.ts';
import { localisePath, type Locale } from '#app/lib/locale.ts';
import type { Attribution } from '#app/lib/attribution.ts';
import { normalisePhone } from './phone-number.ts';
import { QUOTE_PAGE_PATH } from './quote-constants.ts';
import { localiseFieldErrors } from './quote-messages.ts';
import { QUOTE_TEXT } from './quote-text.ts';
import {
  JOURNEY_DIRECTIONS,
  MESSAGE_PASSENGERS_RANGE,
  QuoteRequestSchema,
} from './quote-schema.ts';
import type { QuoteRequest } from './quote-schema.ts';
import {
  emptyQuoteForm,
  validateQuoteForm,
  type FieldErrors,
  type QuoteFormState,
  type QuoteFormValues,
} from './quote-form-values.ts';

export type { QuoteFormState } from './quote-form-values.ts';
import { buildQuotePayload } from './quote-payloads.ts';
import { formFieldErrors } from './submit-quote.ts';

export type QuoteFormPost =
  | { ok: true; request: QuoteRequest; values: QuoteFormValues }
  | { ok: false; state: QuoteFormState };

const TEXT_FIELDS = [
  'pickupLocation',
  'destination',
  'pickupDate',
  'pickupTime',
  'returnDate',
  'returnTime',
  'firstName',
  'lastName',
  'email',
  'countryCode',
  'phone',
  'specialRequirements',
] as const;

/** A form field as one string: a repeated name or a missing one reads as empty. */
function text(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}

/**
 * The posted fields as the form holds them. Passengers must be plain digits: "1e1", " 12" or
 * "12.0" are refused here rather than coerced, whatever the JSON API accepts.
 */
export function readQuoteFormValues(body: Record<string, unknown>): {
  values: QuoteFormValues;
  passengersValid: boolean;
} {
  const values = emptyQuoteForm();
  for (const field of TEXT_FIELDS) {
    const posted = text(body, field);
    // A select left alone still posts its value; an absent country code keeps the default.
    if (field === 'countryCode' && posted === '') continue;
    values[field] = posted;
  }
  const service = text(body, 'serviceType');
  values.serviceType = (SERVICE_TYPES as readonly string[]).includes(service)
    ? (service as ServiceType)
    : '';
  const direction = text(body, 'journeyDirection');
  values.journeyDirection = JOURNEY_DIRECTIONS.find((d) => d === direction) ?? 'one-way';
  const passengers = text(body, 'passengers');
  const passengersValid = /^\d{1,3}$/.test(passengers);
  if (passengersValid) values.passengers = Number(passengers);
  return { values, passengersValid };
}

/**
 * Checks a posted form with the dialog's schema, then builds and checks the API's request body
 * with the API's schema, so a form-sent request is stored exactly as one from the dialog.
 */
export function parseQuoteFormPost(
  body: Record<string, unknown>,
  origin: { referrer?: string },
  /** The language of the page posted from: /cy/quote answers in Welsh and is stored as Welsh. */
  locale: Locale = 'en',
): QuoteFormPost {
  const { values, passengersValid } = readQuoteFormValues(body);
  const validation = validateQuoteForm(values, locale);
  const errors: FieldErrors = validation.ok ? {} : { ...validation.errors };
  if (!passengersValid) errors.passengers = MESSAGE_PASSENGERS_RANGE;
  if (!validation.ok || !passengersValid) {
    return { ok: false, state: { values, errors: localiseFieldErrors(errors, locale) } };
  }

  const form = validation.form;
  const page = localisePath(QUOTE_PAGE_PATH, locale);
  const payload = buildQuotePayload(
    { ...form, ...normalisePhone(form.countryCode, form.phone) },
    page,
  );
  // No script ran, so no session attribution: the page itself and the referrer are all we know.
  const attribution: Partial<Attribution> = {
    landing_page: page,
    current_page: page,
    referrer: origin.referrer ?? null,
    initial_referrer: origin.referrer ?? null,
  };
  const parsed = QuoteRequestSchema.safeParse({
    ...payload,
    attribution,
    website: text(body, 'website'),
  });
  if (!parsed.success) {
    const apiErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) apiErrors[String(issue.path[0])] ??= issue.message;
    const mapped = localiseFieldErrors(formFieldErrors(apiErrors), locale);
    // A rule with no field of its own on the form still gets said, never a silent refusal.
    const message = Object.keys(mapped).length ? undefined : QUOTE_TEXT[locale].toastValidationText;
    return { ok: false, state: { values, errors: mapped, message } };
  }
  return { ok: true, request: parsed.data, values };
}
