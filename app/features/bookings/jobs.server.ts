/** The booking register's deliveries. Every job still names its request, as the admin shows. */
import { defineJob } from '#app/lib/jobs/define-job.server.ts';
import { aboutQuote, customerLink } from '#app/lib/jobs/payload-parts.server.ts';

export const bookingConfirmationJob = defineJob({
  name: 'booking.confirmation',
  version: 1,
  label: 'Booking confirmation',
  schema: aboutQuote.extend({ customerLink }),
  bookingOnly: true,
});

export const bookingReminderJob = defineJob({
  name: 'booking.reminder',
  version: 1,
  label: 'Pickup reminder',
  schema: aboutQuote,
  bookingOnly: true,
});

export const bookingCancellationJob = defineJob({
  name: 'booking.cancellation',
  version: 1,
  label: 'Cancellation e-mail',
  schema: aboutQuote,
});

/** At the end of an unpaid acceptance's hold: release the booking and tell the customer. */
export const bookingHoldExpiryJob = defineJob({
  name: 'booking.hold-expiry',
  version: 1,
  label: 'End of the payment hold',
  schema: aboutQuote,
});
