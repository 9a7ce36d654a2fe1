/**
 * The outbox's queues, by the feature that sends through them, and the data every job carries.
 * The platform (server/platform/outbox) knows no queue by name: the composition passes these to
 * it when it starts the outbox.
 */
import type { SendOptions } from 'pg-boss';
import { eq } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { SendResult } from '#server/platform/email/transport.server.ts';
import {
  sendInTransaction,
  type Enqueuer,
  type SqlExecutor,
} from '#server/platform/outbox/send-in-transaction.server.ts';
import type { JobHandlers } from '#server/platform/outbox/workers.server.ts';
import type { OperatorAlertEvent } from '../operator-alerts.ts';
import { quoteRequests, type QuoteRequestRow } from '../db/quote-schema.server.ts';

/** The new quote's deliveries; their senders live in app/features/quote. */
export const QUEUES = {
  operatorEmail: 'quote.operator-email',
  customerEmail: 'quote.customer-email',
  partnerForward: 'quote.partner-forward',
} as const;
/**
 * The booking loop's deliveries . Every job still names its quote, so the admin request
 * page shows their states too; their senders live in app/features/customer-quote and bookings.
 */
export const BOOKING_QUEUES = {
  priceEmail: 'quote.price-email',
  answerNotice: 'quote.answer-notice',
  bookingConfirmation: 'booking.confirmation',
  bookingReminder: 'booking.reminder',
  bookingCancellation: 'booking.cancellation',
  /** At the end of an unpaid acceptance's hold: release the booking and tell the customer. */
  bookingHoldExpiry: 'booking.hold-expiry',
} as const;
/** Online payment's deliveries; their senders live in app/features/payments. */
export const PAYMENT_QUEUES = {
  /** On the day the balance falls due: what is left, with the link to pay it. */
  balanceRequest: 'payment.balance-request',
  /** Two days later, if it is still unpaid. */
  balanceReminder: 'payment.balance-reminder',
  /** A payment's receipt or VAT invoice, or a refund's credit note, as a PDF attachment. */
  document: 'payment.document',
  /** A word to the operator about a booking's money (see app/features/payments/operator-alerts). */
  operatorAlert: 'payment.operator-alert',
} as const;
/**
 * The follow-ups that wait for a time: an unanswered price chased and then expired (senders in
 * app/features/price-chasing), and the review asked for after a trip (app/features/review-request).
 */
export const FOLLOW_UP_QUEUES = {
  /** A while after the price was sent, if it is still unanswered. */
  priceChaseAfterSent: 'quote.price-chase-after-sent',
  /** The day before the price runs out, if it is still unanswered. */
  priceChaseBeforeExpiry: 'quote.price-chase-before-expiry',
  /** When the price runs out: recorded on the request for the operator. */
  priceExpiry: 'quote.price-expiry',
  /** The day after the trip: thanks, and a link to leave a review. */
  reviewRequest: 'booking.review-request',
} as const;
/** Alerts to the operator (operator-alerts.server.ts); their senders live in app/features/alerts. */
export const ALERT_QUEUES = {
  /** One Web Push message to one device about one event. */
  push: 'alert.push',
  /** The same event by e-mail to QUOTE_NOTIFY_EMAIL, when no device is subscribed. */
  email: 'alert.operator-email',
  /** Half an hour on: is the request still new? Then alert once more. */
  stillNew: 'alert.still-new',
} as const;
export type QueueName =
  | (typeof QUEUES)[keyof typeof QUEUES]
  | (typeof BOOKING_QUEUES)[keyof typeof BOOKING_QUEUES]
  | (typeof PAYMENT_QUEUES)[keyof typeof PAYMENT_QUEUES]
  | (typeof FOLLOW_UP_QUEUES)[keyof typeof FOLLOW_UP_QUEUES]
  | (typeof ALERT_QUEUES)[keyof typeof ALERT_QUEUES];
export const QUEUE_NAMES: readonly QueueName[] = [
  ...Object.values(QUEUES),
  ...Object.values(BOOKING_QUEUES),
  ...Object.values(PAYMENT_QUEUES),
  ...Object.values(FOLLOW_UP_QUEUES),
  ...Object.values(ALERT_QUEUES),
];

/**
 * Every job carries the quote's id; the worker reads the stored quote when it runs.
 *
 * The exception is `customerToken`: the plain token of the customer's /your-quote link. Only its
 * hash is stored with the quote, so the e-mail that carries the link can only get it from its job.
 * That makes the job row (pgboss.job, kept deleteAfterSeconds after completion) a copy of a live
 * credential: anyone who can read the outbox can open that customer's page. The page shows only
 * what the same reader sees in quote_requests anyway, and a price can be answered from it; the
 * exposure ends when the finished job is deleted. Only the jobs that print the link carry it.
 */
export interface QuoteJobData {
  quoteId: string;
  customerToken?: string;
  /** The price revision a price e-mail or an answer notice is about. */
  revision?: number;
  /** The payment document a document e-mail carries. */
  documentNumber?: number;
  /** Which payment alert a payment.operator-alert job is (OPERATOR_ALERTS in payments). */
  paymentAlert?: string;
  /** An instant offer made with the request: the acknowledgement carries its price. */
  offer?: { total: number; validUntil: string };
  /** An operator alert's event, and the device a push alert goes to. */
  alert?: OperatorAlertEvent;
  deviceId?: number;
  /** An alert about another delivery: the queue that failed for good. */
  failedQueue?: string;
  /** A second alert for a request still new after a while. */
  reminder?: boolean;
  /**
   * A document lapsing before this booked job: what lapses and when, in words, and a key naming
   * the document, date and threshold (one kept e-mail each).
   */
  lapse?: { title: string; body: string; key: string };
}

/** Delivers one job of a queue: the stored quote it names, and the job's own data. */
export type Deliver = (quote: QuoteRequestRow, data: QuoteJobData) => Promise<SendResult>;
/**
 * Each feature's senders for the queues it owns (the quote's in app/features/quote, the booking
 * loop's in customer-quote and bookings), put together by server/features.server.ts.
 */
export type Senders = Partial<Record<QueueName, Deliver>>;

/** Every job names a quote: each sender is handed the stored quote the job names. */
export function quoteJobHandlers(db: AppDb, senders: Senders): JobHandlers {
  const handlers: JobHandlers = {};
  for (const [queue, deliver] of Object.entries(senders) as [QueueName, Deliver][]) {
    handlers[queue] = async (jobData) => {
      // Only this module's callers put jobs in these queues, always with a QuoteJobData.
      const data = jobData as QuoteJobData;
      const [quote] = await db
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.id, data.quoteId))
        .limit(1);
      // Deleted by an admin before delivery: nothing left to send, and retrying will not help.
      if (!quote) return { ok: false, error: 'quote no longer exists', retryable: false };
      return deliver(quote, data);
    };
  }
  return handlers;
}

/** Puts one of these queues' jobs in the outbox inside the caller's transaction, typed. */
export function sendQuoteJob(
  tx: SqlExecutor,
  boss: Enqueuer,
  name: QueueName,
  data: QuoteJobData,
  options: Omit<SendOptions, 'db'> = {},
): Promise<string> {
  return sendInTransaction(tx, boss, name, data, options);
}
