/** The day after the trip: thanks, and a link to leave a review. */
import { defineJob } from '#app/lib/jobs/define-job.server.ts';
import { aboutQuote } from '#app/lib/jobs/payload-parts.server.ts';

export const reviewRequestJob = defineJob({
  name: 'booking.review-request',
  version: 1,
  label: 'Review request',
  schema: aboutQuote,
  bookingOnly: true,
});
