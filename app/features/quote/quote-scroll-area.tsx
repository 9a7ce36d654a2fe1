import { ChevronsDown } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useLocale } from '#app/lib/use-locale.ts';
import { QUOTE_TEXT } from './quote-text.ts';
import { useScrollProgress } from './use-scroll-progress.ts';

/**
 * The dialog's scrolling middle: a progress bar along its top edge, and a hint to
 * scroll on below it that goes once the visitor has scrolled 50 px (or when everything already fits).
 */
export function QuoteScrollArea({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { progress, showHint } = useScrollProgress(ref);
  const locale = useLocale();
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div aria-hidden className="bg-navy-100 h-1 shrink-0">
        <div
          data-scroll-progress={progress.toFixed(2)}
          className="from-navy-700 to-dragon-600 h-full origin-left bg-gradient-to-r motion-safe:transition-transform motion-safe:duration-100"
          style={{ transform: `scaleX(${progress})` }}
        />
      </div>
      <div
        ref={ref}
        data-quote-scroll=""
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
      >
        <div className="grid gap-9 px-5 py-6 sm:px-7 sm:py-7">{children}</div>
      </div>
      {showHint ? (
        // A cue for the eye only: screen readers and keyboards move through the fields anyway.
        // It sits in the flow below the fields, never over them, so it cannot hide a control at
        // any width; the fields get its room back once it goes.
        <div
          aria-hidden
          data-typing-hide
          className="flex shrink-0 justify-center border-t border-slate-100 px-4 py-1.5"
        >
          <p
            data-scroll-hint=""
            className="text-navy-800 flex items-center gap-2 text-center text-[0.8rem] font-semibold sm:text-sm"
          >
            <ChevronsDown aria-hidden className="size-4 shrink-0 motion-safe:animate-bounce" />
            {QUOTE_TEXT[locale].scrollHint}
          </p>
        </div>
      ) : null}
    </div>
  );
}
