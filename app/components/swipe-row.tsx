import type { ReactNode } from 'react';
import { cn } from '#app/lib/cn.ts';

/**
 * A list that is one swipeable row on a phone (CSS scroll-snap, no script, so it works before
 * hydration) and the caller's grid from `sm` up. The next item peeks in at the edge so the row
 * reads as one to swipe. The row is a labelled, focusable region: a keyboard scrolls it with the
 * arrow keys, as WCAG asks of a scrolling area without links of its own. It is `relative` so that
 * absolutely placed text inside (the screen-reader-only "(opens in a new tab)") is clipped with
 * the row instead of widening the page.
 */
export function SwipeRow({
  label,
  className,
  children,
}: {
  /** Names the region, e.g. "Our fleet". */
  label: string;
  /** The gap and the grid from `sm` up, e.g. "gap-4 sm:grid-cols-2 lg:grid-cols-4". */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      data-swipe-row=""
      className="focus-visible:outline-navy-600 relative -mx-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto overscroll-x-contain px-4 pb-2 focus-visible:outline-2 sm:mx-0 sm:overflow-visible sm:px-0 sm:pb-0"
    >
      <ul className={cn('flex sm:grid', className)}>{children}</ul>
    </div>
  );
}

/** The class an item of a SwipeRow takes: most of a phone's width, snapping to its start. */
export const swipeItem = 'w-[82%] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none';
