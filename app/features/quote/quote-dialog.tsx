import { Clock, ShieldCheck, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { BUSINESS, OPENING_HOURS_SUMMARY } from '#app/content/business.ts';
import { prefetchNotify } from '#app/lib/notify.ts';
import { returnFocus } from '#app/lib/return-focus.ts';
import { closeQuote, type QuoteDialogState } from '#app/lib/quote-dialog-store.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { QUOTE_REPLY_HOURS } from './quote-constants.ts';
import { QuoteForm } from './quote-form.tsx';
import { fieldId } from './quote-form-values.ts';
import type { QuoteFormSlots } from './quote-form-slots.ts';
import { QUOTE_TEXT } from './quote-text.ts';
import { useQuoteSent } from './use-quote-sent.ts';

// The dialog's chunk is loaded only when somebody wants a quote; sonner can follow it at once.
prefetchNotify();

/** Clicks and focus on a toast are not "outside" in a way that should close the dialog. */
function onToast(event: Event): boolean {
  return event.target instanceof Element && event.target.closest('[data-sonner-toaster]') !== null;
}

/**
 * Escape in a place field with its suggestions open closes the suggestions, not the dialog (the
 * WAI-ARIA combobox pattern). Radix hears Escape first, on the document, so it is told here.
 */
function onOpenList(event: KeyboardEvent): boolean {
  const target = event.target;
  return (
    target instanceof Element &&
    target.getAttribute('role') === 'combobox' &&
    target.getAttribute('aria-expanded') === 'true'
  );
}

/**
 * The quote dialog, loaded on demand by QuoteDialogHost (through app/quote-dialog.tsx, which
 * passes in the form's slots): a full-height sheet on phones, a centred card from 768 px. It stays
 * mounted once loaded, so a success can still move on to /thanks after the dialog has closed.
 */
export function QuoteDialog({ state, slots }: { state: QuoteDialogState; slots: QuoteFormSlots }) {
  const onSent = useQuoteSent();
  const locale = useLocale();
  const t = QUOTE_TEXT[locale];
  // The heading speaks booking once the instant price says this journey can be booked now; held
  // by opening, so a new opening starts from the quote's own words.
  const [bookableIn, setBookableIn] = useState<QuoteDialogState['session'] | null>(null);
  const bookable = bookableIn === state.session;

  return (
    <Dialog.Root open={state.open} onOpenChange={(open) => (open ? undefined : closeQuote())}>
      <Dialog.Portal>
        <Dialog.Overlay className="bg-navy-950/65 fixed inset-0 z-50 backdrop-blur-[2px] motion-safe:transition-opacity motion-safe:duration-200 motion-safe:starting:opacity-0" />
        {/* overflow-clip, not hidden: a hidden overflow still scrolls when the browser brings a
            focused field into view, which pushed the header off the top on a phone. */}
        <Dialog.Content
          data-quote-dialog=""
          onOpenAutoFocus={(event) => {
            // Straight to the first question; the dialog's title and promise are read on the way.
            event.preventDefault();
            document.getElementById(fieldId('serviceType'))?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Back to the button that opened it, however it closed; Radix alone lands on <body>
            // when the dialog was opened from code rather than from a Dialog.Trigger.
            if (returnFocus(state.opener)) event.preventDefault();
          }}
          onEscapeKeyDown={(event) => onOpenList(event) && event.preventDefault()}
          onPointerDownOutside={(event) => onToast(event) && event.preventDefault()}
          onFocusOutside={(event) => onToast(event) && event.preventDefault()}
          className="fixed inset-0 z-50 flex h-dvh flex-col overflow-clip bg-white outline-none motion-safe:transition-[translate,opacity] motion-safe:duration-300 motion-safe:ease-out motion-safe:starting:translate-y-6 motion-safe:starting:opacity-0 md:inset-auto md:top-1/2 md:left-1/2 md:h-auto md:max-h-[min(92dvh,60rem)] md:w-[calc(100%-3rem)] md:max-w-2xl md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-[var(--radius-card)] md:shadow-[var(--shadow-lift)] md:motion-safe:starting:-translate-y-[47%]"
        >
          <header className="bg-navy-900 relative shrink-0 px-5 pt-5 pb-5 text-white sm:px-7 sm:pt-6">
            <Dialog.Title className="pr-12 text-2xl font-extrabold tracking-tight text-white sm:text-[1.7rem]">
              {bookable ? t.titleBookNow : t.title}
            </Dialog.Title>
            <Dialog.Description
              data-typing-hide
              className="text-navy-100 mt-1.5 max-w-prose leading-snug text-pretty"
            >
              {bookable ? t.leadBookNow : t.lead(QUOTE_REPLY_HOURS)}
            </Dialog.Description>
            <ul className="text-navy-100 mt-3 hidden flex-wrap gap-x-5 gap-y-1 text-sm sm:flex">
              <li className="flex items-center gap-1.5">
                <ShieldCheck aria-hidden className="text-amber-brand size-4" />
                {t.dbsChecked}
              </li>
              <li className="flex items-center gap-1.5">
                <Clock aria-hidden className="text-amber-brand size-4" />
                {t.localSince(OPENING_HOURS_SUMMARY[locale], BUSINESS.localSince)}
              </li>
            </ul>
            <Dialog.Close
              aria-label={t.close}
              className="absolute top-3 right-3 grid size-11 place-items-center rounded-full text-white/90 transition-colors hover:bg-white/10 hover:text-white"
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </header>
          <QuoteForm
            key={state.session}
            preset={state.preset}
            slots={slots}
            onSent={onSent}
            onBookableChange={(next) => setBookableIn(next ? state.session : null)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
