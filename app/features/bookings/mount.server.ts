/** The booking register on the server: the outbox's confirmations, reminders and cancellations. */
import type { Deliver } from '#app/lib/jobs/job-handlers.server.ts';
import type { FeatureMount } from '#app/lib/feature-mount.server.ts';
import { bookingSenders, type BookingSenderDeps } from './booking-senders.server.ts';
import { bookingConfirmationJob } from './jobs.server.ts';

export function mountBookings(
  deps: BookingSenderDeps & {
    /**
     * Wraps the confirmation's delivery: every confirmed booking is sent one, however it was
     * confirmed, so what must follow every booking (its review request) is composed in here.
     */
    onConfirmation: (deliverConfirmation: Deliver) => Deliver;
  },
): FeatureMount {
  return {
    jobs: bookingSenders(deps).map((entry) =>
      entry.job === bookingConfirmationJob
        ? { ...entry, deliver: deps.onConfirmation(entry.deliver) }
        : entry,
    ),
  };
}
