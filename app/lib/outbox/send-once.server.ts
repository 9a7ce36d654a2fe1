/**
 * Queues a job at most once for its key, however often the code that schedules it runs: pg-boss
 * keeps one job per queue, key and "singleton slot" among jobs not cancelled (its job_i4 index),
 * and a slot as long as pg-boss allows (the largest 32-bit number of seconds, so every instant
 * before 2038 falls in the same slot) makes that one job per key. A second send stores nothing and
 * answers null, which here is success: the job is already there.
 */
import type { SendOptions } from 'pg-boss';
import {
  transactionDb,
  type Enqueuer,
  type SqlExecutor,
} from '#server/platform/outbox/send-in-transaction.server.ts';
import type { QueueName, QuoteJobData } from './quote-jobs.server.ts';

/** pg-boss stores singletonSeconds as a PostgreSQL integer: this is the largest it takes. */
export const SINGLETON_SLOT_SECONDS = 2_147_483_647;

/**
 * Sends `data` to `name` once per `key` (within `tx` when given, so it commits with the change
 * that caused it). Answers the new job's id, or null when the key already had its job.
 */
export async function sendOnce(
  tx: SqlExecutor | null,
  boss: Enqueuer,
  name: QueueName,
  data: QuoteJobData,
  key: string,
  options: Pick<SendOptions, 'startAfter'> = {},
): Promise<string | null> {
  return boss.send(name, data, {
    ...options,
    singletonKey: key,
    singletonSeconds: SINGLETON_SLOT_SECONDS,
    ...(tx ? { db: transactionDb(tx) } : {}),
  });
}
