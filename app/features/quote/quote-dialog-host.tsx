import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getQuoteDialogState, subscribeQuoteDialog } from './open-quote.ts';

const QuoteDialog = lazy(() =>
  import('./quote-dialog.tsx').then((m) => ({ default: m.QuoteDialog })),
);

const CLOSED = getQuoteDialogState();

/** Mounts the quote dialog only once somebody asks for it, so its code stays out of page loads. */
export function QuoteDialogHost() {
  const state = useSyncExternalStore(subscribeQuoteDialog, getQuoteDialogState, () => CLOSED);
  if (state.session === 0) return null;
  return (
    <Suspense fallback={null}>
      <QuoteDialog state={state} />
    </Suspense>
  );
}
