import { useCallback, useRef, useState, type FormEvent } from 'react';
import { BUSINESS } from '#app/content/business.ts';
import type { QuotePreset } from '#app/content/types.ts';
import { notify } from '#app/lib/notify.ts';
import { readAttribution } from './attribution.ts';
import { ErrorSummary } from './error-summary.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import {
  TOAST_SUBMIT_FAILED_TITLE,
  TOAST_VALIDATION_TEXT,
  TOAST_VALIDATION_TITLE,
  submitFailedFallbackText,
} from './quote-constants.ts';
import { DetailsFields } from './quote-fields-details.tsx';
import { JourneyFields } from './quote-fields-journey.tsx';
import { TripFields } from './quote-fields-trip.tsx';
import { validateQuoteForm, type FieldErrors, type FieldGroupProps } from './quote-form-values.ts';
import { normalisePhone } from './phone-number.ts';
import { buildQuotePayload, type QuotePayload } from './quote-payloads.ts';
import { QuoteScrollArea } from './quote-scroll-area.tsx';
import { SubmitBar } from './submit-bar.tsx';
import {
  newIdempotencyKey,
  nextIdempotency,
  submitQuote,
  type IdempotencyState,
  type QuoteRequestBody,
} from './submit-quote.ts';
import { useQuoteDraft } from './use-quote-draft.ts';

/**
 * One opening's form (spec §4): editing, submitting, then success (handed to `onSent`) or failure
 * (the form stays as typed). Mounted afresh for each opening, so each has its own idempotency key.
 */
export function QuoteForm({
  preset,
  onSent,
}: {
  preset: QuotePreset;
  onSent: (payload: QuotePayload) => void;
}) {
  const [values, updateValues] = useQuoteDraft(preset);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summaryFocus, setSummaryFocus] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);
  // One key per opening, made when it opens (see nextIdempotency for when it changes).
  const [openingKey] = useState(newIdempotencyKey);
  const idempotency = useRef<IdempotencyState>({ key: openingKey, sentBody: null });
  // "Today" for the date minimums, fixed for the opening.
  const [now] = useState(() => new Date());

  const setField = useCallback<FieldGroupProps['setField']>(
    (field, value) => {
      updateValues((previous) => ({ ...previous, [field]: value }));
      // Spec §4: editing a field clears its error; one-way also drops the hidden return fields'.
      setErrors((previous) => {
        const hidden = field === 'journeyDirection' && value === 'one-way';
        if (!(field in previous) && !hidden) return previous;
        const next = { ...previous };
        delete next[field];
        if (hidden) {
          delete next.returnDate;
          delete next.returnTime;
        }
        return next;
      });
    },
    [updateValues],
  );

  const showErrors = (fieldErrors: FieldErrors) => {
    setErrors(fieldErrors);
    setSummaryFocus((n) => n + 1);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const validation = validateQuoteForm(values);
    if (!validation.ok) {
      showErrors(validation.errors);
      void notify({
        variant: 'error',
        title: TOAST_VALIDATION_TITLE,
        description: TOAST_VALIDATION_TEXT,
      });
      return;
    }
    setErrors({});
    setFailure(null);
    const form = validation.form;
    const phone = normalisePhone(form.countryCode, form.phone);
    const payload = buildQuotePayload({ ...form, ...phone }, window.location.pathname);
    const body: QuoteRequestBody = {
      ...payload,
      attribution: readAttribution(),
      website: honeypot.current?.value ?? '',
    };
    idempotency.current = nextIdempotency(idempotency.current, JSON.stringify(body));
    inFlight.current = true;
    setSubmitting(true);
    const outcome = await submitQuote(body, idempotency.current.key);
    if (outcome.status === 'sent') {
      // The button keeps saying "Sending" until the dialog has gone: no flash back to idle.
      onSent(payload);
      return;
    }
    inFlight.current = false;
    setSubmitting(false);
    const text = outcome.message ?? submitFailedFallbackText(BUSINESS.phone.display);
    if (outcome.status === 'invalid') showErrors(outcome.fieldErrors);
    setFailure(text);
    void notify({ variant: 'error', title: TOAST_SUBMIT_FAILED_TITLE, description: text });
  }

  const groupProps: FieldGroupProps = { values, errors, setField };
  return (
    <form
      noValidate
      aria-busy={submitting || undefined}
      aria-label="Quote request"
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <QuoteScrollArea>
        <ErrorSummary errors={errors} values={values} focusKey={summaryFocus} />
        <JourneyFields {...groupProps} now={now} />
        <DetailsFields {...groupProps} />
        <TripFields {...groupProps} />
        <HoneypotField inputRef={honeypot} />
      </QuoteScrollArea>
      <SubmitBar submitting={submitting} failure={failure} />
    </form>
  );
}
