/**
 * What the quote form holds while the visitor types (with its defaults), the order and
 * names of its fields, reading them from a plain form post, its validation through the shared
 * schema and the request payload it makes. The dialog and POST /quote both use these, so each
 * job is done in one place. Pure, client-safe.
 */
import { SERVICE_TYPES, type QuotePreset, type ServiceType } from '#app/content/types.ts';
import type { Locale } from '#app/lib/locale.ts';
import {
  DEFAULT_COUNTRY_CODE,
  PASSENGERS_DEFAULT,
  PASSENGERS_MAX,
  PASSENGERS_MIN,
} from './quote-constants.ts';
import { normalisePhone } from './phone-number.ts';
import { buildQuotePayload, type QuotePayload } from './quote-payloads.ts';
import { localiseFieldErrors } from './quote-messages.ts';
import { QUOTE_TEXT } from './quote-text.ts';
import {
  fieldErrorsOf,
  JOURNEY_DIRECTIONS,
  QuoteFormSchema,
  type QuoteForm,
} from './quote-schema.ts';
import type { QuoteField, QuoteFormValues } from './quote-form-fields.ts';

// The form's fields live in quote-form-fields.ts; the form's users read them from here too.
export type { QuoteField, QuoteFormValues } from './quote-form-fields.ts';
export type FieldErrors = Partial<Record<QuoteField, string>>;

/** What the quote page shows again after the server refused a plain form post. */
export interface QuoteFormState {
  values: QuoteFormValues;
  errors: FieldErrors;
  /** Why it could not be stored when the fields were fine (rate limit, database away). */
  message?: string;
}

export function emptyQuoteForm(): QuoteFormValues {
  return {
    serviceType: '',
    journeyDirection: 'one-way',
    pickupLocation: '',
    destination: '',
    pickupDate: '',
    pickupTime: '',
    returnDate: '',
    returnTime: '',
    firstName: '',
    lastName: '',
    email: '',
    countryCode: DEFAULT_COUNTRY_CODE,
    phone: '',
    passengers: PASSENGERS_DEFAULT,
    specialRequirements: '',
  };
}

/** The fields in the order the form shows them: the error summary lists errors in this order. */
export const QUOTE_FIELD_ORDER: readonly QuoteField[] = [
  'serviceType',
  'journeyDirection',
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
  'passengers',
  'specialRequirements',
];

/** A field's label without the required star; the return time reads as a flight time for airports. */
export function fieldLabel(
  field: QuoteField,
  values: Pick<QuoteFormValues, 'serviceType'>,
  locale: Locale = 'en',
): string {
  const text = QUOTE_TEXT[locale];
  if (field === 'returnTime' && values.serviceType === 'airport-transfer') {
    return text.returnFlightTimeLabel.replace(/\s*\*$/, '');
  }
  return text.labels[field];
}

/** The id of a field's control, for labels, aria and the error summary's links. */
export function fieldId(field: QuoteField): string {
  return `quote-${field}`;
}

/** Passengers stay within 1 to 100 whichever control sets them. */
export function clampPassengers(value: number): number {
  if (!Number.isFinite(value)) return PASSENGERS_DEFAULT;
  return Math.min(PASSENGERS_MAX, Math.max(PASSENGERS_MIN, Math.round(value)));
}

export type Validation = { ok: true; form: QuoteForm } | { ok: false; errors: FieldErrors };

/** The shared schema's verdict, as one message per field of this form, in the page's language. */
export function validateQuoteForm(values: QuoteFormValues, locale: Locale = 'en'): Validation {
  const result = QuoteFormSchema.safeParse(values);
  if (result.success) return { ok: true, form: result.data };
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(fieldErrorsOf(result.error))) {
    if (isQuoteField(key)) errors[key] = message;
  }
  return { ok: false, errors: localiseFieldErrors(errors, locale) };
}

/** The request payload of a valid form, sent from `page`: the phone joined to its country code. */
export function requestPayload(form: QuoteForm, page: string): QuotePayload {
  return buildQuotePayload({ ...form, ...normalisePhone(form.countryCode, form.phone) }, page);
}

/** A form field as one string: a repeated name or a missing one reads as empty. */
export function postedText(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}

/**
 * The fields of a plain form post (POST /quote) as the form holds them. Passengers must be plain
 * digits: "1e1", " 12" or "12.0" are refused here rather than coerced, whatever the JSON API
 * accepts.
 */
export function readQuoteFormValues(body: Record<string, unknown>): {
  values: QuoteFormValues;
  passengersValid: boolean;
} {
  const values = emptyQuoteForm();
  let passengersValid = false;
  for (const field of QUOTE_FIELD_ORDER) {
    const posted = postedText(body, field);
    switch (field) {
      case 'serviceType':
        values.serviceType = (SERVICE_TYPES as readonly string[]).includes(posted)
          ? (posted as ServiceType)
          : '';
        break;
      case 'journeyDirection':
        values.journeyDirection = JOURNEY_DIRECTIONS.find((d) => d === posted) ?? 'one-way';
        break;
      case 'passengers':
        passengersValid = /^\d{1,3}$/.test(posted);
        if (passengersValid) values.passengers = Number(posted);
        break;
      case 'countryCode':
        // A select left alone still posts its value; an absent country code keeps the default.
        if (posted !== '') values.countryCode = posted;
        break;
      default:
        values[field] = posted;
    }
  }
  return { values, passengersValid };
}

export function isQuoteField(key: string): key is QuoteField {
  return (QUOTE_FIELD_ORDER as readonly string[]).includes(key);
}

/** The errors in the order of the form, for the error summary. */
export function orderedErrors(errors: FieldErrors): [QuoteField, string][] {
  return QUOTE_FIELD_ORDER.flatMap((field) => {
    const message = errors[field];
    return message ? [[field, message] as [QuoteField, string]] : [];
  });
}

const PRESET_FIELDS = ['serviceType', 'pickupLocation', 'destination'] as const;

/**
 * The values a new opening starts from: what the visitor typed last time (when it was not sent),
 * with the button's preset filling the fields they left empty or that the last preset had filled.
 * What a person typed always wins over a preset.
 */
export function startingValues(
  preset: QuotePreset,
  draft: { values: QuoteFormValues; preset: QuotePreset } | null,
): QuoteFormValues {
  const values = { ...(draft?.values ?? emptyQuoteForm()) };
  const previous = draft?.preset ?? {};
  for (const field of PRESET_FIELDS) {
    const next = preset[field];
    if (next === undefined) continue;
    const current = values[field];
    if (current === '' || current === (previous[field] ?? '')) {
      if (field === 'serviceType') values.serviceType = next as ServiceType;
      else values[field] = next;
    }
  }
  return values;
}

/** What each group of fields receives from the form. */
export interface FieldGroupProps {
  values: QuoteFormValues;
  errors: FieldErrors;
  setField: <K extends QuoteField>(field: K, value: QuoteFormValues[K]) => void;
}
