import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import type { QuotePreset } from '#app/content/types.ts';
import { openQuote, prefetchQuoteDialog } from '#app/features/quote/open-quote.ts';
import { Button, type ButtonProps } from './ui/button.tsx';

/** Every "Get a quote" button on the site: opens the quote dialog, with a preset if given. */
export function QuoteButton({
  preset,
  children,
  icon = true,
  onBeforeOpen,
  ...props
}: Omit<ButtonProps, 'onClick' | 'type'> & {
  preset?: QuotePreset;
  children?: ReactNode;
  icon?: boolean;
  /** Runs first, e.g. to close the mobile menu the button sits in. */
  onBeforeOpen?: () => void;
}) {
  return (
    <Button
      type="button"
      data-quote-button=""
      onClick={() => {
        onBeforeOpen?.();
        openQuote(preset);
      }}
      onPointerEnter={prefetchQuoteDialog}
      onFocus={prefetchQuoteDialog}
      {...props}
    >
      {icon ? <FileText aria-hidden /> : null}
      {children ?? 'Get a free quote'}
    </Button>
  );
}
