/**
 * pg-boss on the application's own database: the embedded PGlite through pg-boss's `fromPglite`
 * adapter (PGlite has one connection, which pg-boss then shares with Drizzle), or PostgreSQL
 * through a small pool of pg-boss's own. Its tables live in the "pgboss" schema, which pg-boss
 * creates and migrates itself on start.
 */
import { PgBoss, fromPglite } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.server.ts';
import type { Env } from '../env.server.ts';
import { ensureQueues } from './queues.server.ts';

export type { PgBoss };

/**
 * The supervisor pass is what notices a job whose heartbeat stopped (its worker died): every 15 s
 * instead of every 60 s, so such a job is back within a minute (see queues.server.ts).
 */
const SUPERVISE_SECONDS = 15;

export async function startBoss(
  database: DatabaseHandle,
  env: Pick<Env, 'DATABASE_URL' | 'OUTBOX_RETRY_LIMIT' | 'OUTBOX_RETRY_DELAY_SECONDS'>,
  queueNames: readonly string[],
): Promise<PgBoss> {
  const timing = {
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
    // Nothing here is scheduled by cron; skip the cron machinery's polling.
    schedule: false,
  };
  let boss: PgBoss;
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('PGlite handle without its client');
    boss = new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...timing });
  } else {
    if (!env.DATABASE_URL) throw new Error('PostgreSQL handle without DATABASE_URL');
    // pg-boss's own pool, so its polling never waits behind web requests for a connection.
    boss = new PgBoss({
      connectionString: env.DATABASE_URL,
      max: 4,
      connectionTimeoutMillis: 3000,
      application_name: 'bus4u-outbox',
      ...timing,
    });
  }
  // pg-boss reports trouble (a lost connection, a failed maintenance pass) as events; without a
  // listener an 'error' event would crash the process.
  boss.on('error', (error) => console.error('outbox error:', error.message));
  boss.on('warning', (warning) => console.warn('outbox warning:', warning.message));
  await boss.start();
  await ensureQueues(boss, env, queueNames);
  return boss;
}
