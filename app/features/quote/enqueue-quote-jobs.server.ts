/**
 * A new request's deliveries. The request's own transaction writes one job, the follow-ups
 * (queueFollowUps): pg-boss writes it through that transaction, so the quote and what it sets off
 * commit together or not at all. When that job runs, it queues the operator e-mail, the customer's
 * acknowledgement, the partner forward and the operator's alerts in one transaction of its own
 * (queueQuoteDeliveries), each at most once per request, so a follow-ups job run twice (a crash
 * between its commit and its completion) queues nothing twice. Writing one job rather than four or
 * more, and reading no alert devices, keeps the request's transaction short: on PGlite every
 * statement waits its turn on one connection (docs/decisions/019).
 */
import type { Enqueuer, SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import { sendJob, sendJobOnce } from '#app/lib/jobs/define-job.server.ts';
import { queueOperatorAlert, type AlertTx } from '#app/lib/outbox/operator-alerts.server.ts';
import {
  customerEmailJob,
  followUpsJob,
  operatorEmailJob,
  partnerForwardJob,
} from './jobs.server.ts';

export interface FollowUps {
  partnerForwarding: boolean;
  /** The acknowledgement prints the customer's link (issued when it is sent). */
  customerLink?: boolean;
  offer?: { total: number; validUntil: string };
  /** Alert the operator again this many minutes after the request if it is still new. */
  stillNewAfterMinutes?: number;
}

/** Inside the request's transaction: the one job that queues the rest when it runs. */
export async function queueFollowUps(
  tx: SqlExecutor,
  boss: Enqueuer,
  quoteId: string,
  followUps: FollowUps,
): Promise<void> {
  await sendJob(tx, boss, followUpsJob, {
    quoteId,
    partnerForwarding: followUps.partnerForwarding,
    acknowledgementLink: followUps.customerLink === true,
    ...(followUps.offer ? { offer: followUps.offer } : {}),
    ...(followUps.stillNewAfterMinutes !== undefined
      ? { stillNewAfterMinutes: followUps.stillNewAfterMinutes }
      : {}),
  });
}

/**
 * What the follow-ups job queues when it runs: the deliveries and the operator's new-request
 * alert, each keyed by the request so a second run adds nothing.
 */
export async function queueNewRequestFollowUps(
  tx: AlertTx,
  boss: Enqueuer,
  quoteId: string,
  followUps: FollowUps,
): Promise<void> {
  await queueQuoteDeliveries(tx, boss, quoteId, followUps);
  await queueOperatorAlert(tx, boss, {
    event: 'new-request',
    quoteId,
    stillNewAfterMinutes: followUps.stillNewAfterMinutes,
    onceKey: `new-request:${quoteId}`,
  });
}

/**
 * The deliveries themselves, each keyed by the request: the two e-mails and the partner forward.
 * Also what the admin's "Not spam" runs (the route hands it in), where nothing was queued before
 * and the operator, who pressed it, needs no alert.
 */
export async function queueQuoteDeliveries(
  tx: SqlExecutor,
  boss: Enqueuer,
  quoteId: string,
  followUps: FollowUps,
): Promise<void> {
  const once = (queue: string) => `${queue}:${quoteId}`;
  // One after another: a transaction's statements share its one connection anyway.
  await sendJobOnce(tx, boss, operatorEmailJob, { quoteId }, once(operatorEmailJob.name));
  // Only the acknowledgement prints the customer's link, issued when it is sent (job-handlers).
  await sendJobOnce(
    tx,
    boss,
    customerEmailJob,
    followUps.customerLink
      ? { quoteId, customerLink: true, ...(followUps.offer ? { offer: followUps.offer } : {}) }
      : { quoteId },
    once(customerEmailJob.name),
  );
  if (followUps.partnerForwarding) {
    await sendJobOnce(tx, boss, partnerForwardJob, { quoteId }, once(partnerForwardJob.name));
  }
}
