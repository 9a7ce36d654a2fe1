/**
 * POST /quote (docs/http-api.md): the quote form sent as a plain form, for visitors whose
 * JavaScript is off or broken. The form's own field names come in; the same shared schemas as the
 * dialog and POST /api/quotes decide, so the page shows exactly the dialog's messages. What comes
 * out is either the API's request body (stored by the same code) or the form again with its errors.
 */
import { localisePath, type Locale } from '#app/lib/locale.ts';
import type { Attribution } from '#app/lib/attribution.ts';
import { QUOTE_PAGE_PATH } from './quote-constants.ts';
import { QUOTE_MESSAGES, localiseFieldErrors } from './quote-messages.ts';
import { QUOTE_TEXT } from './quote-text.ts';
import { QuoteRequestSchema, fieldErrorsOf, type QuoteRequest } from './quote-schema.ts';
import {
  postedText,
  readQuoteFormValues,
  requestPayload,
  validateQuoteForm,
  type FieldErrors,
  type QuoteFormState,
  type QuoteFormValues,
} from './quote-form-values.ts';
import { formFieldErrors } from './submit-quote.ts';

export type { QuoteFormState } from './quote-form-values.ts';

export type QuoteFormPost =
  | { ok: true; request: QuoteRequest; values: QuoteFormValues }
  | { ok: false; state: QuoteFormState };

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
  // The form's messages come back as text in the page's language.
  const errors: FieldErrors = validation.ok ? {} : { ...validation.errors };
  if (!passengersValid) errors.passengers = QUOTE_MESSAGES[locale].passengersRange;
  if (!validation.ok || !passengersValid) return { ok: false, state: { values, errors } };

  const page = localisePath(QUOTE_PAGE_PATH, locale);
  const payload = requestPayload(validation.form, page);
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
    website: postedText(body, 'website'),
  });
  if (!parsed.success) {
    const mapped = localiseFieldErrors(formFieldErrors(fieldErrorsOf(parsed.error)), locale);
    // A rule with no field of its own on the form still gets said, never a silent refusal.
    const message = Object.keys(mapped).length ? undefined : QUOTE_TEXT[locale].toastValidationText;
    return { ok: false, state: { values, errors: mapped, message } };
  }
  return { ok: true, request: parsed.data, values };
}
