import { lazy, Suspense, useSyncExternalStore } from 'react';
import { ToasterHost } from '#app/components/ui/toaster-host.tsx';
import {
  getQuoteDialogState,
  registerQuoteDialogLoader,
  subscribeQuoteDialog,
} from '#app/lib/quote-dialog-store.ts';

const loadQuoteDialog = () => import('./quote-dialog.tsx');
// Quote buttons prefetch the dialog through the shared store, which cannot import this feature.
registerQuoteDialogLoader(loadQuoteDialog);

const QuoteDialog = lazy(() => loadQuoteDialog().then((m) => ({ default: m.QuoteDialog })));

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
