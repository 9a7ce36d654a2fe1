/**
 * Puts a new request's deliveries in the outbox inside the caller's Drizzle transaction: pg-boss
 * writes each job through that transaction, so the quote and its jobs commit together or not at
 * all. Also what the admin's "Not spam" runs (the route hands it in).
 */
import type { Enqueuer, SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import { sendJob } from '#app/lib/jobs/define-job.server.ts';
import { customerEmailJob, operatorEmailJob, partnerForwardJob } from './jobs.server.ts';

export async function enqueueQuoteJobs(
  tx: SqlExecutor,
  boss: Enqueuer,
  quoteId: string,
  options: {
    partnerForwarding: boolean;
    /** The acknowledgement prints the customer's link (issued when it is sent). */
    customerLink?: boolean;
    offer?: { total: number; validUntil: string };
  },
): Promise<void> {
  // One after another: a transaction's statements share its one connection anyway.
  await sendJob(tx, boss, operatorEmailJob, { quoteId });
  // Only the acknowledgement prints the customer's link, issued when it is sent (job-handlers).
  await sendJob(
    tx,
    boss,
    customerEmailJob,
    options.customerLink
      ? { quoteId, customerLink: true, ...(options.offer ? { offer: options.offer } : {}) }
      : { quoteId },
  );
  if (options.partnerForwarding) await sendJob(tx, boss, partnerForwardJob, { quoteId });
}
