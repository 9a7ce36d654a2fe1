import { ChevronsDown } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { SCROLL_HINT_TEXT } from './quote-constants.ts';
import { useScrollProgress } from './use-scroll-progress.ts';

/**
 * The dialog's scrolling middle (spec §2): a progress bar along its top edge, and a hint to
 * scroll on that goes once the visitor has scrolled 50 px (or when everything already fits).
 */
export function QuoteScrollArea({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { progress, showHint } = useScrollProgress(ref);
  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
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
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 bottom-3 flex justify-center px-4"
        >
          <p
            data-scroll-hint=""
            className="bg-navy-900/95 flex items-center gap-2 rounded-full px-3.5 py-1.5 text-center text-[0.8rem] font-semibold text-white shadow-[var(--shadow-lift)] sm:px-4 sm:py-2 sm:text-sm"
          >
            <ChevronsDown aria-hidden className="size-4 shrink-0 motion-safe:animate-bounce" />
            {SCROLL_HINT_TEXT}
          </p>
        </div>
      ) : null}
    </div>
  );
}
