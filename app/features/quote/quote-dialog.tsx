import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { BUSINESS } from '#app/content/business.ts';
import { closeQuote, type QuoteDialogState } from './open-quote.ts';

/** The quote dialog, loaded on demand by QuoteDialogHost. */
export function QuoteDialog({ state }: { state: QuoteDialogState }) {
  return (
    <Dialog.Root open={state.open} onOpenChange={(open) => (open ? undefined : closeQuote())}>
      <Dialog.Portal>
        <Dialog.Overlay className="bg-navy-950/60 fixed inset-0 z-50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(94vw,40rem)] -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] bg-white p-6">
          <Dialog.Title className="text-2xl font-bold">Get your free quote</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">
            Call us on {BUSINESS.phone.display} or e-mail {BUSINESS.email}.
          </Dialog.Description>
          <Dialog.Close aria-label="Close" className="absolute top-3 right-3 p-2">
            <X aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
