import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { ShownEstimate } from '#app/lib/journey-schema.ts';
import { BUSINESS } from '#app/content/business.ts';
import type { QuotePreset } from '#app/content/types.ts';
import { localisePath } from '#app/lib/locale.ts';
import { dismissErrors, notify } from '#app/lib/notify.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { readAttribution } from './attribution.ts';
import { ErrorSummary } from './error-summary.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { QUOTE_FORM_KEY_FIELD } from './quote-form-key.ts';
import { QUOTE_PAGE_PATH } from './quote-constants.ts';
import { localiseFieldErrors } from './quote-messages.ts';
import { QUOTE_TEXT } from './quote-text.ts';
import { DetailsFields } from './quote-fields-details.tsx';
import { JourneyFields } from './quote-fields-journey.tsx';
import { TripFields } from './quote-fields-trip.tsx';
import {
  requestPayload,
  validateQuoteForm,
  type FieldErrors,
  type FieldGroupProps,
  type QuoteFormState,
} from './quote-form-values.ts';
import type { QuotePayload } from './quote-payloads.ts';
import type { SentAnswer } from './use-quote-sent.ts';
import type { QuoteFormSlots } from './quote-form-slots.ts';
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
 * One opening's form: editing, submitting, then success (handed to `onSent`) or failure
 * (the form stays as typed). Mounted afresh for each opening, so each has its own idempotency key.
 */
export function QuoteForm({
  preset,
  slots,
  onSent,
  refused,
  scrolls = true,
  formKey,
  onBookableChange,
}: {
  preset: QuotePreset;
  /** The place field and the instant price, lent by pricing through the composing route. */
  slots: QuoteFormSlots;
  onSent: (payload: QuotePayload, answer: SentAnswer) => void;
  /** The server's answer to a plain form post it could not store: shown as the form's own. */
  refused?: QuoteFormState;
  /** In the dialog the fields scroll between a fixed header and submit bar; on a page they flow. */
  scrolls?: boolean;
  /** The /quote page's one-time key, sent with a plain form post (quote-form-key.ts). */
  formKey?: string;
  /** Told whenever the instant price says the journey can (or no longer can) be booked now. */
  onBookableChange?: (bookable: boolean) => void;
}) {
  const locale = useLocale();
  const t = QUOTE_TEXT[locale];
  const [values, updateValues] = useQuoteDraft(preset, refused?.values);
  const [errors, setErrors] = useState<FieldErrors>(refused?.errors ?? {});
  // A refused post comes back with its summary focused (autoFocus on the server's page).
  const [summaryFocus, setSummaryFocus] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(refused?.message ?? null);
  const [bookable, setBookable] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);
  // One key per opening, made when it opens (see nextIdempotency for when it changes).
  const [openingKey] = useState(newIdempotencyKey);
  const idempotency = useRef<IdempotencyState>({ key: openingKey, sentBody: null });
  // "Today" for the date minimums, fixed for the opening.
  const [now] = useState(() => new Date());
  // The price the instant price shows, kept by it as it changes; it goes with the request.
  const shownEstimate = useRef<ShownEstimate | undefined>(undefined);

  const setField = useCallback<FieldGroupProps['setField']>(
    (field, value) => {
      updateValues((previous) => ({ ...previous, [field]: value }));
      // Editing a field clears its error; one-way also drops the hidden return fields'.
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
    const validation = validateQuoteForm(values, locale);
    if (!validation.ok) {
      showErrors(validation.errors);
      void notify({
        variant: 'error',
        title: t.toastValidationTitle,
        description: t.toastValidationText,
      });
      return;
    }
    setErrors({});
    setFailure(null);
    // An error toast from an earlier try is out of date now: gone before /thanks paints.
    void dismissErrors();
    const payload = requestPayload(validation.form, window.location.pathname);
    const body: QuoteRequestBody = {
      ...payload,
      attribution: readAttribution(),
      website: honeypot.current?.value ?? '',
      estimate: shownEstimate.current,
    };
    // The estimate may arrive between two tries of the same request: it is not part of what the
    // key vouches for, so a retry keeps its key (and the server never stores the request twice).
    const { estimate: _shown, ...request } = body;
    idempotency.current = nextIdempotency(idempotency.current, JSON.stringify(request));
    inFlight.current = true;
    setSubmitting(true);
    const outcome = await submitQuote(body, idempotency.current.key);
    if (outcome.status === 'sent') {
      // The button keeps saying "Sending" until the dialog has gone: no flash back to idle.
      onSent(payload, { offer: outcome.offer, byHand: outcome.byHand });
      return;
    }
    inFlight.current = false;
    setSubmitting(false);
    const text = outcome.message ?? t.submitFailedFallback(BUSINESS.phone.display);
    // The server answers a Welsh request in Welsh; this catches any English that slips through.
    if (outcome.status === 'invalid') showErrors(localiseFieldErrors(outcome.fieldErrors, locale));
    setFailure(text);
    void notify({ variant: 'error', title: t.toastSubmitFailedTitle, description: text });
  }

  const groupProps: FieldGroupProps = { values, errors, setField };
  const fields = (
    <>
      <ErrorSummary
        errors={errors}
        values={values}
        focusKey={summaryFocus}
        autoFocus={Boolean(refused)}
      />
      <JourneyFields {...groupProps} now={now} slots={slots} />
      <DetailsFields {...groupProps} />
      <TripFields {...groupProps} />
      <HoneypotField inputRef={honeypot} />
      {formKey ? <input type="hidden" name={QUOTE_FORM_KEY_FIELD} value={formKey} /> : null}
    </>
  );
  return (
    // Without JavaScript the browser posts this form to /quote itself (docs/http-api.md);
    // with it, handleSubmit sends the same fields to the API without leaving the page.
    <form
      method="post"
      action={localisePath(QUOTE_PAGE_PATH, locale)}
      noValidate
      aria-busy={submitting || undefined}
      aria-label={t.formLabel}
      className={scrolls ? 'flex min-h-0 flex-1 flex-col' : 'flex flex-col'}
      onSubmit={(event) => void handleSubmit(event)}
    >
      {scrolls ? (
        <QuoteScrollArea>{fields}</QuoteScrollArea>
      ) : (
        <div className="grid gap-9 px-5 py-6 sm:px-7 sm:py-7">{fields}</div>
      )}
      <SubmitBar
        submitting={submitting}
        failure={failure}
        bookNow={bookable}
        aside={
          <slots.Estimate
            journey={values}
            shownRef={shownEstimate}
            onBookableChange={(next) => {
              setBookable(next);
              onBookableChange?.(next);
            }}
          />
        }
      />
    </form>
  );
}
