/**
 * Puts one job in the outbox inside the caller's Drizzle transaction, so the change that causes an
 * e-mail and the e-mail's job commit together or not at all (as enqueue.server.ts does for a new
 * quote). The queue must be one of QUEUE_NAMES: ensureQueues warms pg-boss's cache for those, which
 * is what keeps send() from deadlocking on PGlite inside a transaction.
 */
import { sql } from 'drizzle-orm';
import { fromDrizzle, type SendOptions } from 'pg-boss';
import type { Enqueuer, SqlExecutor } from './enqueue.server.ts';
import type { QueueName, QuoteJobData } from './queues.server.ts';

/** The caller's Drizzle transaction as pg-boss's `db` option, for any call that takes one. */
export function transactionDb(tx: SqlExecutor) {
  return fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql);
}

export async function sendInTransaction(
  tx: SqlExecutor,
  boss: Enqueuer,
  name: QueueName,
  data: QuoteJobData,
  options: Omit<SendOptions, 'db'> = {},
): Promise<string> {
  const id = await boss.send(name, data, { ...options, db: transactionDb(tx) });
  if (!id) throw new Error(`outbox: ${name} did not accept the job for ${data.quoteId}`);
  return id;
}
