/**
 * Puts a quote's deliveries in the outbox inside the caller's Drizzle transaction: pg-boss writes
 * each job through that transaction (its own `fromDrizzle` adapter), so the quote and its jobs
 * commit together or not at all.
 */
import { sql } from 'drizzle-orm';
import { fromDrizzle } from 'pg-boss';
import type { Enqueuer, SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import { QUEUES, type QueueName, type QuoteJobData } from './quote-jobs.server.ts';

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
  // The adapter's structural type wants `execute(query: unknown)`; Drizzle's takes its SQL type.
  const db = fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql);
  const queues: QueueName[] = [QUEUES.operatorEmail, QUEUES.customerEmail];
  if (options.partnerForwarding) queues.push(QUEUES.partnerForward);
  for (const name of queues) {
    // Only the acknowledgement prints the customer's link, issued when it is sent (QuoteJobData).
    const data: QuoteJobData =
      name === QUEUES.customerEmail && options.customerLink
        ? {
            quoteId,
            customerLink: true,
            ...(options.offer ? { offer: options.offer } : {}),
          }
        : { quoteId };
    // One after another: a transaction's statements share its one connection anyway.
    const id = await boss.send(name, data, { db });
    // send() answers null when it stored nothing (e.g. an unknown queue): that is a failure here.
    if (!id) throw new Error(`outbox: ${name} did not accept the job for ${quoteId}`);
  }
}
