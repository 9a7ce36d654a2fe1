/**
 * How a feature declares an outbox job: its queue's name, the version of its payload, a label for
 * the admin's delivery list and a zod schema of the payload (Documenso's job definitions are the
 * model). The feature declares its jobs beside its code (app/features/<name>/jobs.server.ts),
 * enqueues them with sendJob/sendJobOnce (typed by the definition) and hands each job's handler to
 * the server through its mount entry (`jobs: [handle(job, deliver)]`, see job-handlers.server.ts).
 *
 * Names are the pg-boss queue names the jobs have always had ('quote.operator-email', …): a job
 * already queued in a database before the definitions existed is delivered by the definition of
 * the same name. A payload carries no version field; every payload today is version 1. A change
 * of shape a queued job cannot meet bumps `version` and parses the old shape too (a union in the
 * schema), so jobs already queued still run.
 */
import type { SendOptions } from 'pg-boss';
import type { z } from 'zod';
import {
  sendInTransaction,
  transactionDb,
  type Enqueuer,
  type SqlExecutor,
} from '#server/platform/outbox/send-in-transaction.server.ts';

/** Every job today is about one request: its sender is handed the stored request it names. */
export interface QuoteJobPayload {
  quoteId: string;
}

export interface JobDefinition<
  Schema extends z.ZodType<QuoteJobPayload> = z.ZodType<QuoteJobPayload>,
> {
  /** The pg-boss queue: stable, since queued jobs are found by it. */
  readonly name: string;
  /** The payload's version (see above). */
  readonly version: number;
  /** What the admin's request page calls the job in its delivery list. */
  readonly label: string;
  /** The payload as stored; the worker parses a job's data with it before running the job. */
  readonly schema: Schema;
  /** A job that sends nothing once the request's booking is cancelled (its sender checks). */
  readonly bookingOnly?: boolean;
}

export type PayloadOf<Job extends JobDefinition> = z.output<Job['schema']>;

export function defineJob<Schema extends z.ZodType<QuoteJobPayload>>(
  definition: JobDefinition<Schema>,
): JobDefinition<Schema> {
  return definition;
}

/**
 * Puts a job in the outbox inside the caller's transaction, so it commits with the change that
 * caused it. The payload is parsed with the job's schema first: a key the schema does not name is
 * dropped (so no plain customer link reaches a job's row, decision 008), and a wrong payload
 * throws here, at the caller, rather than in a worker later.
 */
export function sendJob<Schema extends z.ZodType<QuoteJobPayload>>(
  tx: SqlExecutor,
  boss: Enqueuer,
  job: JobDefinition<Schema>,
  payload: z.input<Schema>,
  options: Omit<SendOptions, 'db'> = {},
): Promise<string> {
  return sendInTransaction(tx, boss, job.name, job.schema.parse(payload), options);
}

/** pg-boss stores singletonSeconds as a PostgreSQL integer: this is the largest it takes. */
export const SINGLETON_SLOT_SECONDS = 2_147_483_647;

/**
 * Queues a job at most once for its key, however often the code that schedules it runs: pg-boss
 * keeps one job per queue, key and "singleton slot" among jobs not cancelled (its job_i4 index),
 * and a slot as long as pg-boss allows (every instant before 2038 falls in the same slot) makes
 * that one job per key. Within `tx` when given. Answers the new job's id, or null when the key
 * already had its job (a second send stores nothing, which here is success).
 */
export function sendJobOnce<Schema extends z.ZodType<QuoteJobPayload>>(
  tx: SqlExecutor | null,
  boss: Enqueuer,
  job: JobDefinition<Schema>,
  payload: z.input<Schema>,
  key: string,
  options: Pick<SendOptions, 'startAfter'> = {},
): Promise<string | null> {
  return boss.send(job.name, job.schema.parse(payload), {
    ...options,
    singletonKey: key,
    singletonSeconds: SINGLETON_SLOT_SECONDS,
    ...(tx ? { db: transactionDb(tx) } : {}),
  });
}
