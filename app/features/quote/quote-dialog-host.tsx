import { lazy, Suspense, useSyncExternalStore } from 'react';
import { ToasterHost } from '#app/components/ui/toaster-host.tsx';
import { getQuoteDialogState, subscribeQuoteDialog } from './open-quote.ts';

const QuoteDialog = lazy(() =>
  import('./quote-dialog.tsx').then((m) => ({ default: m.QuoteDialog })),
);

const CLOSED = getQuoteDialogState();

/**
 * Mounts the quote dialog only once somebody asks for it, so its code stays out of page loads.
 * It also hosts the toasts, which must outlive the dialog (and the move to /thanks): the host sits
 * in the root layout and never unmounts.
 */
export function QuoteDialogHost() {
  const state = useSyncExternalStore(subscribeQuoteDialog, getQuoteDialogState, () => CLOSED);
  return (
    <>
      {state.session === 0 ? null : (
        <Suspense fallback={null}>
          <QuoteDialog state={state} />
        </Suspense>
      )}
      <ToasterHost />
    </>
  );
}
