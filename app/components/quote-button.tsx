import { FileText } from 'lucide-react';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import type { QuotePreset } from '#app/content/types.ts';
import { openQuote, prefetchQuoteDialog } from '#app/lib/quote-dialog-store.ts';
import { QUOTE_PAGE_PATH } from '#app/lib/quote-facts.ts';
import { cn } from '#app/lib/cn.ts';
import { localisePath } from '#app/lib/locale.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { REPLAY_ATTRIBUTE } from '#app/lib/tap-replay.ts';
import { ACTIONS_TEXT } from './actions-text.ts';
import { buttonVariants, type ButtonProps } from './ui/button.tsx';

/** The quote page for a preset: `/quote`, or `/quote?service=…` when a service is preset. */
export function quoteHref(preset: QuotePreset = {}): string {
  return preset.serviceType
    ? `${QUOTE_PAGE_PATH}?service=${encodeURIComponent(preset.serviceType)}`
    : QUOTE_PAGE_PATH;
}

/** A click the browser should handle itself: a new tab or window, a download. */
function isModified(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Every "Get a quote" button on the site: a link to the quote page, which opens the quote dialog
 * instead once the page's code runs. A tap before then is replayed when it does (tap-replay.ts);
 * with no JavaScript at all the link leads to the form as a page.
 */
export function QuoteButton({
  preset,
  children,
  icon = true,
  onBeforeOpen,
  opener,
  className,
  variant,
  size,
  wrap,
  ...props
}: Omit<ComponentProps<'a'>, 'href' | 'onClick'> &
  Pick<ButtonProps, 'variant' | 'size' | 'wrap'> & {
    preset?: QuotePreset;
    children?: ReactNode;
    icon?: boolean;
    /** Runs first, e.g. to close the mobile menu the button sits in. */
    onBeforeOpen?: () => void;
    /** Where focus returns when the dialog closes, when not this link (one in a closed menu). */
    opener?: () => HTMLElement | null;
  }) {
  const locale = useLocale();
  return (
    <a
      // The quote page of the page's language (/cy/quote on Welsh pages).
      href={localisePath(quoteHref(preset), locale)}
      data-quote-button=""
      {...{ [REPLAY_ATTRIBUTE]: '' }}
      className={cn(buttonVariants({ variant, size, wrap }), className)}
      onClick={(event) => {
        if (isModified(event)) return;
        event.preventDefault();
        onBeforeOpen?.();
        openQuote(preset, opener?.() ?? event.currentTarget);
      }}
      // Intent loads the dialog's code, so it is there at the tap and never with the page: a
      // pointer over it, focus, or a finger landing on it (before the click that follows).
      onPointerEnter={prefetchQuoteDialog}
      onFocus={prefetchQuoteDialog}
      onTouchStart={prefetchQuoteDialog}
      {...props}
    >
      {icon ? <FileText aria-hidden /> : null}
      {children ?? ACTIONS_TEXT[locale].getFreeQuote}
    </a>
  );
}
