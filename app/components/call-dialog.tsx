import { Phone, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { BUSINESS } from '#app/content/business.ts';
import { cn } from '#app/lib/cn.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { ACTIONS_TEXT } from './actions-text.ts';
import { buttonVariants } from './ui/button.tsx';

/** The number, shown large, for desktop visitors who pressed Call. Loaded on first use. */
export function CallDialog({
  open,
  onOpenChange,
  onClosed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Radix's close auto-focus: the caller returns focus to its button. */
  onClosed: (event: Event) => void;
}) {
  const text = ACTIONS_TEXT[useLocale()];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="bg-navy-950/60 fixed inset-0 z-50 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={onClosed}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] bg-white p-8 text-center shadow-[var(--shadow-lift)]"
        >
          <Dialog.Close
            className="absolute top-3 right-3 rounded-full p-2 text-slate-500 hover:bg-slate-100"
            aria-label={text.close}
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
          <span className="bg-navy-50 text-navy-900 mx-auto flex size-14 items-center justify-center rounded-full">
            <Phone aria-hidden className="size-6" />
          </span>
          <Dialog.Title className="text-navy-900 mt-4 text-xl font-bold">
            {text.callDialogTitle}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">
            {text.callDialogLead}
          </Dialog.Description>
          <p className="text-navy-900 mt-5 text-3xl font-extrabold tracking-tight tabular-nums">
            {BUSINESS.phone.display}
          </p>
          <a
            href={`tel:${BUSINESS.phone.e164}`}
            className={cn(buttonVariants({ variant: 'primary', size: 'lg' }), 'mt-6 w-full')}
          >
            <Phone aria-hidden /> {text.callNow}
          </a>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
