import { cn } from '#app/lib/cn.ts';
import {
  CANCELLED_BOOKING_BADGE_CLASSES,
  CANCELLED_BOOKING_LABEL,
  STATUS_BADGE_CLASSES,
  STATUS_LABELS,
  type PipelineStatus,
} from '../quotes/quote-status.ts';

/** `bookingCancelled`: a won request whose booking is cancelled reads as cancelled, not won. */
export function StatusBadge({
  status,
  bookingCancelled = false,
}: {
  status: PipelineStatus;
  bookingCancelled?: boolean;
}) {
  const cancelled = bookingCancelled && status === 'won';
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        cancelled ? CANCELLED_BOOKING_BADGE_CLASSES : STATUS_BADGE_CLASSES[status],
      )}
      data-status={cancelled ? 'booking-cancelled' : status}
    >
      {cancelled ? CANCELLED_BOOKING_LABEL : STATUS_LABELS[status]}
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
