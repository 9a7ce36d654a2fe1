/**
 * What the /quote page's loader and action read from the server, beside the shared context: the
 * page's one-time key (quote-form-key.ts) and, after a POST the quote router could not store, its
 * refusal with the form again. The quote feature's own context, set where the feature renders its
 * page (quote-page-route.server.ts), so its state is typed end to end.
 */
import { createContext } from 'react-router';
import type { QuoteFormState } from './quote-form-values.ts';

/** What POST /quote leaves for the page when it could not store the request. */
export interface QuoteFormOutcome {
  state: QuoteFormState;
  status: 400 | 429 | 500 | 503;
  /** The page's one-time key, posted back: the form shown again keeps it (quote-form-key.ts). */
  formKey?: string;
}

export interface QuotePageState {
  formKey: string;
  refused?: QuoteFormOutcome;
}

/** Null while prerendering, and for a page the quote feature did not render. */
export const quotePageContext = createContext<QuotePageState | null>(null);
