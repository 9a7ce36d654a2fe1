/** The booking register on the server: the outbox's confirmations, reminders and cancellations. */
import type { Deliver } from '#app/lib/outbox/quote-jobs.server.ts';
import { BOOKING_QUEUES } from '#app/lib/outbox/quote-jobs.server.ts';
import type { FeatureMount } from '#app/lib/feature-mount.server.ts';
import { bookingSenders, type BookingSenderDeps } from './booking-senders.server.ts';

export function mountBookings(
  deps: BookingSenderDeps & {
    /**
     * Wraps the confirmation's delivery: every confirmed booking is sent one, however it was
     * confirmed, so what must follow every booking (its review request) is composed in here.
     */
    onConfirmation: (deliverConfirmation: Deliver) => Deliver;
  },
): FeatureMount {
  const senders = bookingSenders(deps);
  const confirmation = senders[BOOKING_QUEUES.bookingConfirmation];
  return {
    senders: {
      ...senders,
      ...(confirmation && {
        [BOOKING_QUEUES.bookingConfirmation]: deps.onConfirmation(confirmation),
      }),
    },
  };
}
