/**
 * Puts one job in the outbox inside the caller's Drizzle transaction, so the change that causes an
 * e-mail and the e-mail's job commit together or not at all (what app/lib/jobs/define-job.server.ts's
 * sendJob does for every feature's job). The queue must be one the outbox was started with:
 * ensureQueues warms pg-boss's cache for those, which is what keeps send() from deadlocking on
 * PGlite inside a transaction.
 */
import { sql } from 'drizzle-orm';
import { fromDrizzle, type PgBoss, type SendOptions } from 'pg-boss';

/** What the adapter needs from a Drizzle transaction (PGlite's and node-postgres's both fit). */
export interface SqlExecutor {
  execute(query: ReturnType<typeof sql>): Promise<unknown>;
}

/** The subset of pg-boss used to enqueue, so a test can hand in a boss that fails. */
export type Enqueuer = Pick<PgBoss, 'send'>;

/** The caller's Drizzle transaction as pg-boss's `db` option, for any call that takes one. */
export function transactionDb(tx: SqlExecutor) {
  return fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql);
}

export async function sendInTransaction(
  tx: SqlExecutor,
  boss: Enqueuer,
  name: string,
  data: object,
  options: Omit<SendOptions, 'db'> = {},
): Promise<string> {
  const id = await boss.send(name, data, { ...options, db: transactionDb(tx) });
  if (!id) throw new Error(`outbox: ${name} did not accept the job ${JSON.stringify(data)}`);
  return id;
}
