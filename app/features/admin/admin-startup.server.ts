/**
 * What the admin area runs in the server process: the first account from ADMIN_EMAIL and
 * ADMIN_PASSWORD, and a daily housekeeping pass (retention anonymising, old sessions). A plain
 * interval rather than a pg-boss schedule: the pass is idempotent, so two instances running it
 * do no harm, and pg-boss's cron machinery stays off (boss.server.ts).
 */
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import type { PersonDataPart } from '#app/lib/person-data.server.ts';
import { ensureFirstAdmin, hasAdminAccount } from './auth/accounts.server.ts';
import { PASSWORD_MIN_LENGTH } from './auth/auth-constants.ts';
import { deleteOldSessions } from './auth/sessions.server.ts';
import { anonymiseOlderThan } from './privacy/anonymise.server.ts';
import { RETENTION_INTERVAL_MS } from './privacy/privacy-constants.ts';

/** The PGlite directory the server would use when nobody sets DATA_DIR. */
const DEFAULT_DATA_DIR = './data';

/**
 * Printed at start while nobody can sign in, so a newcomer is not left at a locked door. Names the
 * data directory when it is not the default (`npm run dev` uses ./data-dev), so the account lands
 * in the database this server reads.
 */
export function noAdminHint(env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>): string {
  const dataDir =
    env.DATABASE_URL || env.DATA_DIR === DEFAULT_DATA_DIR ? '' : `DATA_DIR=${env.DATA_DIR} `;
  const stopFirst = env.DATABASE_URL ? '' : '; stop this server first';
  return [
    'No admin account exists yet, so nobody can sign in at /admin. Make one:',
    `  ${dataDir}npm run admin:create   (asks for an e-mail and a password${stopFirst})`,
    `  or set ADMIN_EMAIL and ADMIN_PASSWORD (${PASSWORD_MIN_LENGTH} characters or more) in .env and start again.`,
  ].join('\n');
}

export async function startAdmin(
  db: AppDb,
  env: Pick<
    Env,
    'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'RETENTION_MONTHS' | 'DATA_DIR' | 'DATABASE_URL'
  >,
  /** Every other part that holds a person, anonymised with the request (server/person-data). */
  personData: readonly PersonDataPart[] = [],
): Promise<{ stop(): void }> {
  const first = await ensureFirstAdmin(db, env);
  if (first === 'created') console.log(`Admin account created for ${env.ADMIN_EMAIL}`);
  else if (first === 'not-configured' && !(await hasAdminAccount(db))) {
    console.log(noAdminHint(env));
  }
  const housekeeping = async () => {
    try {
      const anonymised = await anonymiseOlderThan(db, env.RETENTION_MONTHS, personData);
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
