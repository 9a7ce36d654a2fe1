/**
 * The outbox queues' retry policy (docs/http-api.md): retried with
 * exponential backoff from OUTBOX_RETRY_DELAY_SECONDS, capped at one hour, failing for good after
 * OUTBOX_RETRY_LIMIT retries (an admin can retry it then).
 */
import type { PgBoss, Queue } from 'pg-boss';
import type { Env } from '../env.server.ts';

export const RETRY_DELAY_MAX_SECONDS = 3600;
/**
 * A job whose process died mid-delivery must come back within a minute, not after pg-boss's
 * default 15-minute expiry: the worker refreshes a heartbeat every 10 s, the supervisor (every
 * 15 s, see boss.server.ts) fails a job silent for 20 s, so it is retried after at most ~35 s.
 */
export const HEARTBEAT_SECONDS = 20;
/** Hard cap on one attempt; a delivery is bounded well below it (partner 10 s, SMTP 30 s). */
export const EXPIRE_IN_SECONDS = 120;

export function queuePolicy(env: Pick<Env, 'OUTBOX_RETRY_LIMIT' | 'OUTBOX_RETRY_DELAY_SECONDS'>) {
  return {
    retryLimit: env.OUTBOX_RETRY_LIMIT,
    // pg-boss wants whole seconds, and at least 1 for backoff to grow from.
    retryDelay: Math.max(1, Math.round(env.OUTBOX_RETRY_DELAY_SECONDS)),
    retryBackoff: true,
    retryDelayMax: RETRY_DELAY_MAX_SECONDS,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    expireInSeconds: EXPIRE_IN_SECONDS,
    // Keep finished jobs for the admin area's delivery states.
    deleteAfterSeconds: 30 * 24 * 3600,
  } satisfies Omit<Queue, 'name'>;
}

/** Creates the queues, or brings an existing one's policy in line with the environment. */
export async function ensureQueues(
  boss: PgBoss,
  env: Parameters<typeof queuePolicy>[0],
  queueNames: readonly string[],
) {
  const policy = queuePolicy(env);
  for (const name of queueNames) {
    if (await boss.getQueue(name)) await boss.updateQueue(name, policy);
    else await boss.createQueue(name, policy);
  }
  await warmQueueCache(boss, queueNames);
}

const NO_SUCH_JOB = '00000000-0000-0000-0000-000000000000';

/**
 * The PGlite deadlock trap. send() looks its queue up in pg-boss's in-memory cache and, on a miss,
 * reads it through pg-boss's own connection, not the `db` it was given. On PGlite that connection
 * is the one our open transaction holds exclusively, so a miss inside the quote's transaction waits
 * for itself forever. createQueue/updateQueue leave the cache without the queue (pg-boss refills it
 * only every minute), so fill it now: findJobs() goes through the same cache lookup, and an id
 * that cannot exist keeps the query itself trivial.
 */
async function warmQueueCache(boss: PgBoss, queueNames: readonly string[]) {
  for (const name of queueNames) await boss.findJobs(name, { id: NO_SUCH_JOB });
}
