/**
 * What the admin area runs in the server process: the first account from ADMIN_EMAIL and
 * ADMIN_PASSWORD, and a daily housekeeping pass (retention anonymising, old sessions). A plain
 * interval rather than a pg-boss schedule: the pass is idempotent, so two instances running it
 * do no harm, and pg-boss's cron machinery stays off (boss.server.ts).
 */
import type { AppDb } from '#server/db/app-db.server.ts';
import type { Env } from '#server/env.server.ts';
import { ensureFirstAdmin } from './auth/accounts.server.ts';
import { deleteOldSessions } from './auth/sessions.server.ts';
import { anonymiseOlderThan } from './privacy/anonymise.server.ts';
import { RETENTION_INTERVAL_MS } from './privacy/privacy-constants.ts';

export async function startAdmin(
  db: AppDb,
  env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'RETENTION_MONTHS'>,
): Promise<{ stop(): void }> {
  const first = await ensureFirstAdmin(db, env);
  if (first === 'created') console.log(`Admin account created for ${env.ADMIN_EMAIL}`);
  const housekeeping = async () => {
    try {
      const anonymised = await anonymiseOlderThan(db, env.RETENTION_MONTHS);
      if (anonymised > 0) {
        console.log(
          `retention: anonymised ${anonymised} quote requests over ${env.RETENTION_MONTHS} months old`,
        );
      }
      await deleteOldSessions(db);
    } catch (error) {
      console.error('admin housekeeping failed:', error instanceof Error ? error.message : error);
    }
  };
  await housekeeping();
  const timer = setInterval(() => void housekeeping(), RETENTION_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
