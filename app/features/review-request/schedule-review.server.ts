/**
 * Queues the review request of a booking for the day after its pickup: a pg-boss job with
 * `startAfter` and one key per request and pickup date, so however often this runs (each time the
 * confirmation goes out, a retry, a second instance) one job waits; a pickup moved to another day
 * gets its own. The job looks again when it runs (review-senders.server.ts).
 */
import { addDays, londonInstant } from '#app/lib/london-dates.ts';
import type { Enqueuer, SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import type { Deliver } from '#app/lib/jobs/job-handlers.server.ts';
import { sendJobOnce } from '#app/lib/jobs/define-job.server.ts';
import { REVIEW_AFTER_DAYS, REVIEW_EMAIL_TIME } from './review-request-constants.ts';
import { reviewRequestJob } from './jobs.server.ts';

/** When a trip on `pickupDate` (London) gets its review request. */
export function reviewDueAt(pickupDate: string): Date {
  return londonInstant(addDays(pickupDate, REVIEW_AFTER_DAYS), REVIEW_EMAIL_TIME);
}

export async function scheduleReviewRequest(
  tx: SqlExecutor | null,
  boss: Enqueuer,
  booking: { quoteId: string; pickupDate: string },
): Promise<void> {
  await sendJobOnce(
    tx,
    boss,
    reviewRequestJob,
    { quoteId: booking.quoteId },
    `${booking.quoteId}:${booking.pickupDate}`,
    { startAfter: reviewDueAt(booking.pickupDate) },
  );
}

/**
 * Wraps the booking confirmation's delivery: every confirmed booking is sent one, however it was
 * confirmed (at acceptance, on payment), so queuing the review beside it reaches them all. Queued
 * before the e-mail goes, so a failure to queue retries the job before anyone was e-mailed.
 */
export function withReviewRequest(boss: Enqueuer, deliverConfirmation: Deliver): Deliver {
  return async (quote, data) => {
    await scheduleReviewRequest(null, boss, { quoteId: quote.id, pickupDate: quote.pickupDate });
    return deliverConfirmation(quote, data);
  };
}
