/**
 * A quote's outbox jobs as the admin sees them, read through pg-boss's own API: sent, queued,
 * sending, retrying (with the next attempt's time), or failed (with the error, and a Retry).
 */
import {
  ALERT_QUEUES,
  BOOKING_QUEUES,
  FOLLOW_UP_QUEUES,
  PAYMENT_QUEUES,
  QUEUE_NAMES,
  QUEUES,
  type QueueName,
} from '#app/lib/outbox/quote-jobs.server.ts';
import type { AdminOutbox } from '#app/lib/server-context.server.ts';

export const DELIVERY_LABELS: Record<QueueName, string> = {
  [QUEUES.operatorEmail]: 'Operator e-mail',
  [QUEUES.customerEmail]: 'Customer e-mail',
  [QUEUES.partnerForward]: 'Partner forwarding',
  [BOOKING_QUEUES.priceEmail]: 'Price e-mail',
  [BOOKING_QUEUES.answerNotice]: 'Answer notice',
  [BOOKING_QUEUES.bookingConfirmation]: 'Booking confirmation',
  [BOOKING_QUEUES.bookingReminder]: 'Pickup reminder',
  [BOOKING_QUEUES.bookingCancellation]: 'Cancellation e-mail',
  [BOOKING_QUEUES.bookingHoldExpiry]: 'End of the payment hold',
  [PAYMENT_QUEUES.balanceRequest]: 'Balance request',
  [PAYMENT_QUEUES.balanceReminder]: 'Balance reminder',
  [PAYMENT_QUEUES.document]: 'Receipt, invoice or credit note',
  [PAYMENT_QUEUES.operatorAlert]: 'Payment alert to the operator',
  [PAYMENT_QUEUES.refund]: 'Refund to the card',
  [PAYMENT_QUEUES.checkoutExpiry]: 'Closing an unpaid card payment page',
  [PAYMENT_QUEUES.paymentReturned]: 'Money going back, told to the customer',
  [FOLLOW_UP_QUEUES.priceChaseAfterSent]: 'Price reminder (after sending)',
  [FOLLOW_UP_QUEUES.priceChaseBeforeExpiry]: 'Price reminder (before it expires)',
  [FOLLOW_UP_QUEUES.priceExpiry]: 'End of the price',
  [FOLLOW_UP_QUEUES.reviewRequest]: 'Review request',
  [ALERT_QUEUES.push]: 'Alert to a device',
  [ALERT_QUEUES.email]: 'Alert e-mail to the operator',
  [ALERT_QUEUES.stillNew]: 'Still-new check',
};

export type DeliveryState =
  'sent' | 'queued' | 'sending' | 'retrying' | 'failed' | 'cancelled' | 'not-sending';

/**
 * The jobs that stand down, sending nothing, once the booking is cancelled (their senders look at
 * the booking when they run): queued for a cancelled booking, they are shown as not to be sent.
 */
export const BOOKING_ONLY_QUEUES: readonly QueueName[] = [
  BOOKING_QUEUES.bookingConfirmation,
  BOOKING_QUEUES.bookingReminder,
  PAYMENT_QUEUES.balanceRequest,
  PAYMENT_QUEUES.balanceReminder,
  FOLLOW_UP_QUEUES.reviewRequest,
];
export const NOT_SENDING_BOOKING_CANCELLED = 'Won’t be sent: the booking is cancelled.';

export interface DeliveryView {
  jobId: string;
  queue: QueueName;
  label: string;
  state: DeliveryState;
  retries: number;
  nextAttemptAt: string | null;
  completedAt: string | null;
  error: string | null;
  /** Why a queued job will send nothing, when it will not. */
  reason: string | null;
}

const STATE_OF = {
  created: 'queued',
  retry: 'retrying',
  active: 'sending',
  completed: 'sent',
  cancelled: 'cancelled',
  failed: 'failed',
} as const satisfies Record<string, DeliveryState>;

function errorOf(output: unknown): string | null {
  if (output && typeof output === 'object' && 'error' in output) {
    const error = (output as { error: unknown }).error;
    if (typeof error === 'string') return error;
    if (error && typeof error === 'object' && 'message' in error) {
      return String((error as { message: unknown }).message);
    }
  }
  return null;
}

export async function loadDeliveries(
  outbox: AdminOutbox,
  quoteId: string,
  booking: { cancelled: boolean } = { cancelled: false },
) {
  const views: DeliveryView[] = [];
  for (const queue of QUEUE_NAMES) {
    const jobs = await outbox.findJobs<{ quoteId: string }>(queue, { data: { quoteId } });
    for (const job of jobs) {
      const waiting = STATE_OF[job.state] === 'queued' || STATE_OF[job.state] === 'retrying';
      const standsDown = booking.cancelled && waiting && BOOKING_ONLY_QUEUES.includes(queue);
      const state = standsDown ? 'not-sending' : STATE_OF[job.state];
      views.push({
        jobId: job.id,
        queue,
        label: DELIVERY_LABELS[queue],
        state,
        retries: job.retryCount,
        nextAttemptAt: state === 'retrying' ? new Date(job.startAfter).toISOString() : null,
        completedAt: job.completedOn ? new Date(job.completedOn).toISOString() : null,
        error: state === 'failed' || state === 'retrying' ? errorOf(job.output) : null,
        reason: standsDown ? NOT_SENDING_BOOKING_CANCELLED : null,
      });
    }
  }
  return views;
}

/** Puts a failed job of this quote back in line; false when it is not (or no longer) failed. */
export async function retryDelivery(
  outbox: AdminOutbox,
  quoteId: string,
  queue: string,
  jobId: string,
): Promise<boolean> {
  const name = QUEUE_NAMES.find((q) => q === queue);
  if (!name) return false;
  const [job] = await outbox.findJobs<{ quoteId: string }>(name, { id: jobId });
  if (!job || job.data.quoteId !== quoteId || job.state !== 'failed') return false;
  const result = await outbox.retry(name, jobId);
  // pg-boss 12.35 fills `affected` at run time, but its typings declare CommandResponse empty.
  return ((result as { affected?: number }).affected ?? 0) > 0;
}
