import { lazy, Suspense, useSyncExternalStore } from 'react';
import { ToasterHost } from '#app/components/ui/toaster-host.tsx';
import {
  getQuoteDialogState,
  registerQuoteDialogLoader,
  subscribeQuoteDialog,
} from '#app/lib/quote-dialog-store.ts';

// The dialog with its form's slots filled (quote-dialog.tsx): the quote feature's dialog and
// pricing's parts, one chunk loaded on intent. Quote buttons prefetch it through the shared store,
// which cannot import a feature.
const loadQuoteDialog = () => import('./quote-dialog.tsx');
registerQuoteDialogLoader(loadQuoteDialog);

const QuoteDialog = lazy(() => loadQuoteDialog().then((m) => ({ default: m.PricedQuoteDialog })));

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
