import { useEffect, useRef } from 'react';
import { useLocale } from '#app/lib/use-locale.ts';
import {
  fieldId,
  fieldLabel,
  orderedErrors,
  type FieldErrors,
  type QuoteFormValues,
} from './quote-form-values.ts';
import { QUOTE_TEXT } from './quote-text.ts';

/**
 * The GOV.UK error summary: at the top of the form, focused after a failed submit so screen
 * readers read it at once, with a link to each field in error. Links move focus to the field
 * itself (not the URL hash, which a dialog must leave alone).
 */
export function ErrorSummary({
  errors,
  values,
  focusKey,
  autoFocus = false,
}: {
  errors: FieldErrors;
  values: Pick<QuoteFormValues, 'serviceType'>;
  /** Changes on each failed submit: the summary takes focus again. */
  focusKey: number;
  /** Focused as the page loads: the server's answer to a refused post, read first. */
  autoFocus?: boolean;
}) {
  const locale = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  const entries = orderedErrors(errors);
  const shown = entries.length > 0;

  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);

  if (!shown) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      // In the server's HTML as `autofocus`, so it works before (or without) any script.
      autoFocus={autoFocus}
      aria-labelledby="quote-error-summary-title"
      data-error-summary=""
      className="border-dragon-600 focus-visible:outline-amber-brand rounded-lg border-4 bg-white p-4 sm:p-5"
    >
      <h2 id="quote-error-summary-title" className="text-lg font-bold">
        {QUOTE_TEXT[locale].errorSummaryTitle}
      </h2>
      <ul className="mt-2 grid gap-1.5">
        {entries.map(([field, message]) => (
          <li key={field}>
            <a
              href={`#${fieldId(field)}`}
              className="text-dragon-700 hover:text-dragon-800 font-semibold underline decoration-2 underline-offset-2"
              onClick={(event) => {
                event.preventDefault();
                focusField(fieldId(field));
              }}
            >
              {fieldLabel(field, values, locale)}: {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Focuses a control and brings its label into view with it, as GOV.UK does. */
function focusField(id: string): void {
  const control = document.getElementById(id);
  if (!control) return;
  control.focus({ preventScroll: true });
  const label =
    control.closest('fieldset')?.querySelector(`label[for="${id}"]`) ??
    document.querySelector(`label[for="${id}"]`) ??
    control;
  label.scrollIntoView({ block: 'start', behavior: 'auto' });
}
