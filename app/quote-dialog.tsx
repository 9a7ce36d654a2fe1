/**
 * The quote dialog as the site opens it: the quote feature's dialog with pricing's place field and
 * instant price in its form's slots. Composed here, above the features, since neither may import
 * the other; loaded on demand by quote-dialog-host.tsx, as one chunk.
 */
import type { QuoteDialogState } from '#app/lib/quote-dialog-store.ts';
import { QUOTE_FORM_PRICING } from './features/pricing/quote-form-pricing.ts';
import { QuoteDialog } from './features/quote/quote-dialog.tsx';

export function PricedQuoteDialog({ state }: { state: QuoteDialogState }) {
  return <QuoteDialog state={state} slots={QUOTE_FORM_PRICING} />;
}
