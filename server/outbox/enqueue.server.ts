/**
 * Puts a quote's deliveries in the outbox with the quote itself: in the caller's Drizzle
 * transaction (`fromDrizzle`), or, for a new quote, in one statement with the quote's own insert
 * (`leading`), so the quote and its jobs commit together or not at all. The jobs are sent together
 * through a JobBatch, which writes them all in one statement: on the busiest path of the site, one
 * round trip instead of one per job.
 */
import { sql } from 'drizzle-orm';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import { driverOf } from './driver-statements.server.ts';
import { JobBatch, type HeldStatement } from './job-batch.server.ts';
import { QUEUES, type QueueName, type QuoteJobData } from './queues.server.ts';

/** What the adapter needs from a Drizzle transaction (PGlite's and node-postgres's both fit). */
export interface SqlExecutor {
  execute(query: ReturnType<typeof sql>): Promise<unknown>;
}

/** The subset of pg-boss used to enqueue, so a test can hand in a boss that fails. */
export type Enqueuer = Pick<PgBoss, 'send'>;

export async function enqueueQuoteJobs(
  tx: SqlExecutor,
  boss: Enqueuer,
  quoteId: string,
  options: {
    partnerForwarding: boolean;
    customerToken?: string;
    /** What causes the jobs, written in the same statement before them (job-batch.server.ts). */
    leading?: HeldStatement[];
  },
): Promise<void> {
  // The adapter's structural type wants `execute(query: unknown)`; Drizzle's takes its SQL type.
  const db =
    (options.leading?.length ? driverOf(tx) : undefined) ??
    fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql);
  const data: QuoteJobData = { quoteId };
  const queues: QueueName[] = [QUEUES.operatorEmail, QUEUES.customerEmail];
  if (options.partnerForwarding) queues.push(QUEUES.partnerForward);
  const batch = new JobBatch(db, queues.length, options.leading);
  const ids = await Promise.all(
    queues.map((name) =>
      // Only the acknowledgement prints the customer's link; see QuoteJobData for what that costs.
      boss.send(
        name,
        name === QUEUES.customerEmail && options.customerToken
          ? { ...data, customerToken: options.customerToken }
          : data,
        { db: batch },
      ),
    ),
  );
  // send() answers null when it stored nothing (e.g. an unknown queue): that is a failure here.
  queues.forEach((name, i) => {
    if (!ids[i]) throw new Error(`outbox: ${name} did not accept the job for ${quoteId}`);
  });
}
