import { Phone } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { BUSINESS } from '#app/content/business.ts';
import { trackPhoneConversion } from '#app/lib/analytics.ts';
import { CALL_DIALOG_MIN_WIDTH_PX } from '#app/lib/constants.ts';
import { cn } from '#app/lib/cn.ts';
import { returnFocus } from '#app/lib/return-focus.ts';
import { REPLAY_ATTRIBUTE, REPLAY_MIN_WIDTH_ATTRIBUTE } from '#app/lib/tap-replay.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { ACTIONS_TEXT } from './actions-text.ts';
import { buttonVariants, type ButtonProps } from './ui/button.tsx';

const CallDialog = lazy(() => import('./call-dialog.tsx').then((m) => ({ default: m.CallDialog })));

/**
 * A tel: link that, on screens 1024 px wide or more (where nobody dials from the browser), opens
 * a dialog showing the number instead. Every click counts as a phone conversion. The dialog's
 * code loads on the first such click, not with the page.
 */
export function CallButton({
  className,
  variant = 'outline',
  size,
  children,
}: {
  className?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  children?: ReactNode;
}) {
  const text = ACTIONS_TEXT[useLocale()];
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLAnchorElement>(null);
  const prefetch = () => {
    if (window.innerWidth >= CALL_DIALOG_MIN_WIDTH_PX) void import('./call-dialog.tsx');
  };
  return (
    <>
      <a
        ref={opener}
        href={`tel:${BUSINESS.phone.e164}`}
        // A tap before hydration opens the dialog once the page is live (tap-replay.ts); on a
        // narrower screen it is simply the tel: link it looks like.
        {...{
          [REPLAY_ATTRIBUTE]: '',
          [REPLAY_MIN_WIDTH_ATTRIBUTE]: String(CALL_DIALOG_MIN_WIDTH_PX),
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className={cn(buttonVariants({ variant, size }), className)}
        onClick={(event) => {
          trackPhoneConversion();
          if (window.innerWidth >= CALL_DIALOG_MIN_WIDTH_PX) {
            event.preventDefault();
            setUsed(true);
            setOpen(true);
          }
        }}
      >
        {children ?? (
          <>
            <Phone aria-hidden /> {text.call}
          </>
        )}
      </a>
      {used ? (
        <Suspense fallback={null}>
          <CallDialog
            open={open}
            onOpenChange={setOpen}
            onClosed={(event) => {
              if (returnFocus(opener.current)) event.preventDefault();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
