import { cn } from '#app/lib/cn.ts';
import {
  STATUS_BADGE_CLASSES,
  STATUS_LABELS,
  type PipelineStatus,
} from '../quotes/quote-status.ts';

export function StatusBadge({ status }: { status: PipelineStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        STATUS_BADGE_CLASSES[status],
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

export function UrgentBadge() {
  return (
    <span className="bg-dragon-50 text-dragon-800 ring-dragon-100 inline-flex items-center rounded-full px-2 py-0.5 text-xs font-bold ring-1 ring-inset">
      Urgent
    </span>
  );
}

/** A request the site priced and booked by itself: the customer accepted an instant offer. */
export function InstantBadge() {
  return (
    <span
      className="bg-navy-50 text-navy-900 ring-navy-100 inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset"
      data-instant=""
    >
      Instant booking
    </span>
  );
}
