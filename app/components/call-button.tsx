import { Phone } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BUSINESS } from '#app/content/business.ts';
import { trackPhoneConversion } from '#app/lib/analytics.ts';
import { CALL_DIALOG_MIN_WIDTH_PX } from '#app/lib/constants.ts';
import { cn } from '#app/lib/cn.ts';
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
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <a
        href={`tel:${BUSINESS.phone.e164}`}
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
            <Phone aria-hidden /> Call
          </>
        )}
      </a>
      {used ? (
        <Suspense fallback={null}>
          <CallDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
