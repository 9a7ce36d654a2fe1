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
import type { JobResult, PgBoss } from 'pg-boss';
import type { SendResult } from '../email/transport.server.ts';
import { errorClass } from '../error-class.server.ts';
import { metered } from '../cost-meter.server.ts';
import type { Env } from '../env.server.ts';

export interface WorkerDeps {
  boss: PgBoss;
  env: Pick<Env, 'OUTBOX_POLL_SECONDS'>;
  /**
   * Told of a delivery that failed for good (its last retry, or a failure retrying cannot mend),
   * after the failure is decided; the pipeline alerts the operator with it.
   */
  onFailedForGood?: (queue: string, data: unknown) => Promise<void>;
  /**
   * Fetch loops per queue (default 1). A loop fetches again only once its whole batch is settled,
   * so a queue whose peer may hang (a phone's push service) runs several, and the next jobs are
   * taken while one batch waits.
   */
  loops?: Record<string, number>;
  /**
   * What a job is about, for the log (the pipeline answers the quote id): a failure names it, so
   * the operator can find the request from the log without the log holding any personal data.
   */
  describeJob?: (data: unknown) => string | undefined;
}

/**
 * Delivers one job from its data. The platform knows no queue by name: the composition hands in a
 * handler per queue (app/lib/jobs/job-handlers.server.ts makes them from the features' jobs).
 */
export type JobHandler = (data: unknown) => Promise<SendResult>;
export type JobHandlers = Record<string, JobHandler>;

/**
 * Jobs fetched at once per queue, delivered side by side, each succeeding or failing on its own.
 * Deliberately not pg-boss's burst mode: rendering e-mails runs on the same thread as the API.
 * The figures behind both choices are in docs/decisions/004-quote-api-under-load-and-faults.md.
 */
export const DELIVERY_BATCH_SIZE = 10;

/** A job still being delivered when the shutdown deadline passed. */
export interface UnfinishedJob {
  queue: string;
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

export async function startWorkers(deps: WorkerDeps, handlers: JobHandlers): Promise<Workers> {
  const started: [string, string][] = [];
  const inFlight = new Map<string, { queue: string; settled: Promise<unknown> }>();
  for (const [name, deliver] of Object.entries(handlers)) {
    const options = {
      pollingIntervalSeconds: Math.max(0.5, deps.env.OUTBOX_POLL_SECONDS),
      batchSize: DELIVERY_BATCH_SIZE,
      perJobResults: true,
      // retryCount and retryLimit tell a job's last attempt.
      includeMetadata: true,
      localConcurrency: deps.loops?.[name] ?? 1,
    } as const;
    const id = await deps.boss.work<unknown, JobResult[], typeof options>(
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
  deps: Pick<WorkerDeps, 'boss' | 'onFailedForGood' | 'describeJob'>,
  queue: string,
  job: { id: string; data: unknown; retryCount: number; retryLimit: number },
  deliver: JobHandler,
): Promise<JobResult> {
  let result: SendResult;
  try {
    result = await metered(`job: ${queue}`, () => deliver(job.data));
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
      console.info(`outbox: ${queue} job ${job.id} sent nothing: ${result.skipped}`);
    // Recorded the moment the peer accepted it, not when the whole batch is done: a shutdown
    // or a crash while other jobs of the batch are still sending must not forget this one, or a
    // restart sends it again. The batch result repeats it; pg-boss ignores a completed job.
    await metered('job: complete', () => deps.boss.complete(queue, job.id, output)).catch(
      (error: unknown) => {
        console.warn(
          `outbox: could not record ${queue} job ${job.id} at once: ${errorClass(error)}`,
        );
      },
    );
    return { id: job.id, status: 'completed', output };
  }
  const about = deps.describeJob?.(job.data);
  console.warn(
    `outbox: ${queue} job ${job.id}${about ? ` for ${about}` : ''} failed: ${result.error}`,
  );
  if (!result.retryable || job.retryCount >= job.retryLimit) {
    await deps.onFailedForGood?.(queue, job.data).catch((error: unknown) => {
      console.warn(`outbox: could not report ${queue} job ${job.id}: ${errorClass(error)}`);
    });
  }
  return {
    id: job.id,
    status: result.retryable ? 'failed' : 'deadletter',
    output: { error: result.error, retryable: result.retryable },
  };
}
