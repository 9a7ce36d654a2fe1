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
  /** Asks Stripe for the refunds of a request still on their way, until each is made or settled. */
  refund: 'payment.refund',
  /** Closes at Stripe the Checkout Sessions of a request no longer to be paid, until Stripe has. */
  checkoutExpiry: 'payment.checkout-expiry',
  /** Tells the customer why (part of) a payment goes back to their card. */
  paymentReturned: 'payment.payment-returned',
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
 * No job carries the customer's /your-quote link. Only a link's hash is stored with the quote, and
 * a job row (pgboss.job, kept for days after completion, and balance requests queued weeks ahead)
 * is at rest in the database like any other row: a plain link there would open the customer's
 * page, where a price is answered, a paid booking cancelled and invoices read. So a job that
 * prints the link says only `customerLink: true`, and the worker issues a fresh link for the
 * request as it renders the e-mail (see quoteJobHandlers); the plain token lives only in memory
 * and in the e-mail sent. Each e-mail (and each retry) so carries its own link to the same page.
 */
export interface QuoteJobData {
  quoteId: string;
  /** The e-mail prints the customer's link: the worker issues one when it renders it. */
  customerLink?: true;
  /** The price revision a price e-mail or an answer notice is about. */
  revision?: number;
  /** The payment document a document e-mail carries. */
  documentNumber?: number;
  /** Which payment alert a payment.operator-alert job is (OPERATOR_ALERTS in payments). */
  paymentAlert?: string;
  /** A payment the booking could not take: why, and how much of it goes back. */
  notTaken?: { paymentId: number; reason: string; amountPence: number };
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
   * the document, date and threshold (one kept e-mail each). A job a change made unfit says the
   * same way what changed and why the job is unfit, with a key naming the change.
   */
  lapse?: { title: string; body: string; key: string };
  /** A payment alert: what was paid, in pence (the operator sees the amount at a glance). */
  amountPence?: number;
}

/** A job's data as its sender gets it: with the fresh link's plain token when it prints one. */
export type DeliveredJobData = QuoteJobData & { customerToken?: string };

/** Delivers one job of a queue: the stored quote it names, and the job's own data. */
export type Deliver = (quote: QuoteRequestRow, data: DeliveredJobData) => Promise<SendResult>;

/** Makes a new customer link for a request (its hash stored) and returns the plain token. */
export type IssueCustomerLink = (quoteId: string) => Promise<string>;
/**
 * Each feature's senders for the queues it owns (the quote's in app/features/quote, the booking
 * loop's in customer-quote and bookings), put together by server/features.server.ts.
 */
export type Senders = Partial<Record<QueueName, Deliver>>;

/**
 * Every job names a quote: each sender is handed the stored quote the job names, and a job that
 * prints the customer's link gets a fresh one issued now (never read from the job's row).
 */
export function quoteJobHandlers(
  db: AppDb,
  senders: Senders,
  issueCustomerLink: IssueCustomerLink,
): JobHandlers {
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
      if (!data.customerLink) return deliver(quote, data);
      return deliver(quote, { ...data, customerToken: await issueCustomerLink(quote.id) });
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
  // No job row holds a plain customer link (decision 008): a caller handing in an object that
  // still carries one (TypeScript lets a variable's extra keys through) has it dropped here.
  const { customerToken: _dropped, ...stored } = data as QuoteJobData & { customerToken?: unknown };
  return sendInTransaction(tx, boss, name, stored, options);
}
