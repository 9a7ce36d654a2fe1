import { ArrowRight, LoaderCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { BUSINESS } from '#app/content/business.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { QUOTE_TEXT } from './quote-text.ts';

/**
 * The dialog's footer, always in view: the submit button, the phone for those who would rather
 * talk, and why the last attempt failed (a toast fades; this stays until the next try).
 */
export function SubmitBar({
  submitting,
  failure,
  aside,
  bookNow = false,
}: {
  submitting: boolean;
  failure: string | null;
  /** The price on show can be booked this minute: the button says "book", not "quote". */
  bookNow?: boolean;
  /** Shown above the button: the instant price. */
  aside?: ReactNode;
}) {
  const t = QUOTE_TEXT[useLocale()];
  return (
    <div className="border-t border-slate-200 bg-white px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-10px_30px_-20px_rgb(11_37_69/0.45)] sm:px-7 sm:py-4">
      {failure ? (
        <p role="alert" className="text-dragon-700 mb-3 text-sm font-semibold">
          {t.notSent} {failure}
        </p>
      ) : null}
      {aside}
      <div className="flex flex-col-reverse items-stretch gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <p className="text-center text-sm text-slate-600 sm:text-left">
          {t.ratherTalk}{' '}
          <a
            href={`tel:${BUSINESS.phone.e164}`}
            className="text-navy-800 inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-2 hover:underline sm:min-h-0"
          >
            <Phone aria-hidden className="size-4" />
            {BUSINESS.phone.display}
          </a>
        </p>
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus to the page. */}
        <Button
          type="submit"
          size="lg"
          aria-disabled={submitting || undefined}
          aria-busy={submitting || undefined}
          className="aria-disabled:bg-dragon-700 w-full aria-disabled:cursor-progress aria-disabled:opacity-80 sm:w-auto"
        >
          {submitting ? (
            <>
              <LoaderCircle aria-hidden className="motion-safe:animate-spin" />
              {t.submitting}
            </>
          ) : (
            <>
              {bookNow ? t.submitBookNow : t.submit}
              <ArrowRight aria-hidden />
            </>
          )}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {submitting ? t.submitting : ''}
      </p>
    </div>
  );
}
