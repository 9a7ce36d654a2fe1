/**
 * What a visitor typed into the server's quote form before the page hydrated. Pages hydrate late
 * on purpose (docs/decisions/001), so on a slow phone somebody may fill half of /quote first. The
 * hydrating render must match the server's HTML, and React's commit then writes the form's
 * starting values over every field: read here, in that render, before the commit, and handed to
 * the form once it is mounted (use-quote-draft.ts). Client-safe.
 */
import { fieldId, readQuoteFormValues, type QuoteFormValues } from './quote-form-values.ts';

/**
 * The server-rendered form's fields as a plain post would send them; null on the server, once the
 * page has hydrated (the dialog, rendered on the client only, has no server form to read) and on a
 * page without the form.
 */
export function readTypedBeforeHydration(): QuoteFormValues | null {
  if (typeof document === 'undefined') return null;
  if ('hydrated' in document.documentElement.dataset) return null;
  const field = document.getElementById(fieldId('pickupLocation'));
  const form = field instanceof HTMLInputElement ? field.form : null;
  if (!form) return null;
  return readQuoteFormValues(Object.fromEntries(new FormData(form))).values;
}
