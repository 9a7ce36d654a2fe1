/**
 * The outbox workers: each queue's jobs are fetched a few at a time (DELIVERY_BATCH_SIZE) and
 * delivered side by side, polled every OUTBOX_POLL_SECONDS. A sender's result decides the job's fate: ok completes it, a retryable
 * failure leaves it to pg-boss's backoff, a non-retryable one fails it for good at once (pg-boss's
 * 'deadletter' disposition), where an admin can retry it.
 *
 * Retry-After from the partner is logged but not honoured: pg-boss 12.35 computes every retry's
 * delay from the queue's backoff and has no per-attempt delay; with a 5 s base the backoff passes
 * a typical Retry-After within a few attempts anyway.
 */
import { eq } from 'drizzle-orm';
import type { JobResult, PgBoss } from 'pg-boss';
import type { AppDb } from '../db/app-db.server.ts';
import { quoteRequests, type QuoteRequestRow } from '../db/schema.server.ts';
import type { SendResult } from '../email/transport.server.ts';
import { errorClass } from '../error-class.server.ts';
import type { Env } from '../env.server.ts';
import type { QueueName, QuoteJobData } from './queues.server.ts';

export interface WorkerDeps {
  boss: PgBoss;
  db: AppDb;
  env: Pick<Env, 'OUTBOX_POLL_SECONDS'>;
  /**
   * Told of a delivery that failed for good (its last retry, or a failure retrying cannot mend),
   * after the failure is decided; the pipeline alerts the operator with it.
   */
  onFailedForGood?: (queue: QueueName, data: QuoteJobData) => Promise<void>;
  /**
   * Fetch loops per queue (default 1). A loop fetches again only once its whole batch is settled,
   * so a queue whose peer may hang (a phone's push service) runs several, and the next jobs are
   * taken while one batch waits.
   */
  loops?: Partial<Record<QueueName, number>>;
}

/** Delivers one job of a queue: the stored quote it names, and the job's own data. */
export type Deliver = (quote: QuoteRequestRow, data: QuoteJobData) => Promise<SendResult>;
/**
 * Each feature's senders for the queues it owns (the quote's in app/features/quote, the booking
 * loop's in customer-quote and bookings), put together by server/quote-pipeline.server.ts.
 */
export type Senders = Partial<Record<QueueName, Deliver>>;

/**
 * Jobs fetched at once per queue, delivered side by side. One job per poll drained a backlog at two
 * jobs a second per queue (a 300-request burst took 2.5 minutes to leave); ten per poll drain it at
 * twenty. Deliberately not pg-boss's burst mode (fetch again at once while batches come back full):
 * rendering e-mails runs on the same thread as the API, and a backlog worked off flat out halved
 * the quote API's throughput in the load bench. Each job still succeeds or fails on its own.
 */
export const DELIVERY_BATCH_SIZE = 10;

/** A job still being delivered when the shutdown deadline passed. */
export interface UnfinishedJob {
  queue: QueueName;
  id: string;
}

export interface Workers {
  /** Stops fetching jobs at once; deliveries already fetched go on. */
  stopFetching(): Promise<void>;
  /** Waits for the deliveries in flight until `deadline` (epoch ms); answers those unfinished. */
  drain(deadline: number): Promise<UnfinishedJob[]>;
  /** Stops fetching and waits for every delivery in flight, however long it takes. */
  stop(): Promise<void>;
}

export async function startWorkers(deps: WorkerDeps, deliverers: Senders): Promise<Workers> {
  const started: [QueueName, string][] = [];
  const inFlight = new Map<string, { queue: QueueName; settled: Promise<unknown> }>();
  for (const [name, deliver] of Object.entries(deliverers) as [QueueName, Deliver][]) {
    const options = {
      pollingIntervalSeconds: Math.max(0.5, deps.env.OUTBOX_POLL_SECONDS),
      batchSize: DELIVERY_BATCH_SIZE,
      perJobResults: true,
      // retryCount and retryLimit tell a job's last attempt.
      includeMetadata: true,
      localConcurrency: deps.loops?.[name] ?? 1,
    } as const;
    const id = await deps.boss.work<QuoteJobData, JobResult[], typeof options>(
      name,
      options,
      async (jobs) =>
        Promise.all(
          jobs.map((job) => {
            const settled = runJob(deps, name, job, deliver);
            inFlight.set(job.id, { queue: name, settled });
            return settled.finally(() => inFlight.delete(job.id));
          }),
        ),
    );
    started.push([name, id]);
  }
  const stopFetching = async () => {
    for (const [name, id] of started) await deps.boss.offWork(name, { id, wait: false });
  };
  return {
    stopFetching,
    async drain(deadline) {
      const all = Promise.allSettled([...inFlight.values()].map((job) => job.settled));
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
      });
      await Promise.race([all, timeout]);
      clearTimeout(timer);
      return [...inFlight].map(([id, job]) => ({ queue: job.queue, id }));
    },
    async stop() {
      for (const [name, id] of started) await deps.boss.offWork(name, { id, wait: true });
    },
  };
}

async function runJob(
  deps: Pick<WorkerDeps, 'db' | 'boss' | 'onFailedForGood'>,
  queue: QueueName,
  job: { id: string; data: QuoteJobData; retryCount: number; retryLimit: number },
  deliver: Deliver,
): Promise<JobResult> {
  const [quote] = await deps.db
    .select()
    .from(quoteRequests)
    .where(eq(quoteRequests.id, job.data.quoteId))
    .limit(1);
  if (!quote) {
    // Deleted by an admin before delivery: nothing left to send, and retrying will not help.
    return { id: job.id, status: 'deadletter', output: { error: 'quote no longer exists' } };
  }
  let result: SendResult;
  try {
    result = await deliver(quote, job.data);
  } catch (error) {
    // A sender should not throw; if one does (a template bug), let the backoff retry it.
    result = {
      ok: false,
      error: error instanceof Error ? error.message : String(error),
      retryable: true,
    };
  }
  if (result.ok) {
    const output = result.skipped ? { ok: true, skipped: result.skipped } : { ok: true };
    if (result.skipped)
      console.info(`outbox: ${queue} for ${quote.id} sent nothing: ${result.skipped}`);
    // Recorded the moment the peer accepted it, not when the whole batch is done: a shutdown
    // or a crash while other jobs of the batch are still sending must not forget this one, or a
    // restart sends it again. The batch result repeats it; pg-boss ignores a completed job.
    await deps.boss.complete(queue, job.id, output).catch((error: unknown) => {
      console.warn(
        `outbox: could not record ${queue} for ${quote.id} at once: ${errorClass(error)}`,
      );
    });
    return { id: job.id, status: 'completed', output };
  }
  console.warn(`outbox: ${queue} for ${quote.id} failed: ${result.error}`);
  if (!result.retryable || job.retryCount >= job.retryLimit) {
    await deps.onFailedForGood?.(queue, job.data).catch((error: unknown) => {
      console.warn(`outbox: could not report ${queue} for ${quote.id}: ${errorClass(error)}`);
    });
  }
  return {
    id: job.id,
    status: result.retryable ? 'failed' : 'deadletter',
    output: { error: result.error, retryable: result.retryable },
  };
}
