/**
 * The three outbox queues and their retry policy (docs/http-api.md): retried with
 * exponential backoff from OUTBOX_RETRY_DELAY_SECONDS, capped at one hour, failing for good after
 * OUTBOX_RETRY_LIMIT retries (an admin can retry it then).
 */
import type { PgBoss, Queue } from 'pg-boss';
import type { OperatorAlertEvent } from '#app/lib/operator-alerts.ts';
import type { Env } from '../env.server.ts';

export const QUEUES = {
  operatorEmail: 'quote.operator-email',
  customerEmail: 'quote.customer-email',
  partnerForward: 'quote.partner-forward',
} as const;
/**
 * The booking loop's deliveries (issue 12). Every job still names its quote, so the admin request
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
  | (typeof ALERT_QUEUES)[keyof typeof ALERT_QUEUES];
export const QUEUE_NAMES: readonly QueueName[] = [
  ...Object.values(QUEUES),
  ...Object.values(BOOKING_QUEUES),
  ...Object.values(PAYMENT_QUEUES),
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
  /** An operator alert's event, and the device a push alert goes to. */
  alert?: OperatorAlertEvent;
  deviceId?: number;
  /** An alert about another delivery: the queue that failed for good. */
  failedQueue?: string;
  /** A second alert for a request still new after a while. */
  reminder?: boolean;
}

export const RETRY_DELAY_MAX_SECONDS = 3600;
/**
 * A job whose process died mid-delivery must come back within a minute, not after pg-boss's
 * default 15-minute expiry: the worker refreshes a heartbeat every 10 s, the supervisor (every
 * 15 s, see boss.server.ts) fails a job silent for 20 s, so it is retried after at most ~35 s.
 */
export const HEARTBEAT_SECONDS = 20;
/** Hard cap on one attempt; a delivery is bounded well below it (partner 10 s, SMTP 30 s). */
export const EXPIRE_IN_SECONDS = 120;

export function queuePolicy(env: Pick<Env, 'OUTBOX_RETRY_LIMIT' | 'OUTBOX_RETRY_DELAY_SECONDS'>) {
  return {
    retryLimit: env.OUTBOX_RETRY_LIMIT,
    // pg-boss wants whole seconds, and at least 1 for backoff to grow from.
    retryDelay: Math.max(1, Math.round(env.OUTBOX_RETRY_DELAY_SECONDS)),
    retryBackoff: true,
    retryDelayMax: RETRY_DELAY_MAX_SECONDS,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    expireInSeconds: EXPIRE_IN_SECONDS,
    // Keep finished jobs for the admin area's delivery states.
    deleteAfterSeconds: 30 * 24 * 3600,
  } satisfies Omit<Queue, 'name'>;
}

/** Creates the queues, or brings an existing one's policy in line with the environment. */
export async function ensureQueues(boss: PgBoss, env: Parameters<typeof queuePolicy>[0]) {
  const policy = queuePolicy(env);
  for (const name of QUEUE_NAMES) {
    if (await boss.getQueue(name)) await boss.updateQueue(name, policy);
    else await boss.createQueue(name, policy);
  }
  await warmQueueCache(boss);
}

const NO_SUCH_JOB = '00000000-0000-0000-0000-000000000000';

/**
 * The PGlite deadlock trap. send() looks its queue up in pg-boss's in-memory cache and, on a miss,
 * reads it through pg-boss's own connection, not the `db` it was given. On PGlite that connection
 * is the one our open transaction holds exclusively, so a miss inside the quote's transaction waits
 * for itself forever. createQueue/updateQueue leave the cache without the queue (pg-boss refills it
 * only every minute), so fill it now: findJobs() goes through the same cache lookup, and an id
 * that cannot exist keeps the query itself trivial.
 */
async function warmQueueCache(boss: PgBoss) {
  for (const name of QUEUE_NAMES) await boss.findJobs(name, { id: NO_SUCH_JOB });
}
