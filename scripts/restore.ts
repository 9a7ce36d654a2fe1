/**
 * `npm run restore -- <backup.tar.gz> [--force]`: puts a `npm run backup` copy back as the embedded
 * database in DATA_DIR, with the server stopped. An existing database is kept, moved aside to
 * `pglite.before-restore-<date>`, and only with `--force`; the restored copy is opened once and its
 * quote requests counted, so a broken file is found now rather than at the next start.
 */
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { runningServerPid } from '#server/platform/db/pglite-backup.server.ts';
import { EnvError, parseEnv } from '#server/platform/env.server.ts';

async function main() {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const file = positionals[0];
  if (!file) throw new Error('name the backup file: npm run restore -- backups/bus4u-….tar.gz');
  const env = parseEnv(process.env);
  if (env.DATABASE_URL) {
    throw new Error('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/deploy.md).');
  }
  const pid = runningServerPid(env.DATA_DIR);
  if (pid !== null) throw new Error(`stop the server (process ${pid}) first.`);
  const dir = join(env.DATA_DIR, 'pglite');
  if (existsSync(dir)) {
    if (!values.force) {
      throw new Error(
        `${dir} already holds a database. Run again with --force to move it aside and restore.`,
      );
    }
    const aside = `${dir}.before-restore-${new Date().toISOString().replaceAll(':', '')}`;
    renameSync(dir, aside);
    console.log(`Moved the existing database aside to ${aside}`);
  }
  const dump = new Blob([readFileSync(resolve(file))]);
  mkdirSync(env.DATA_DIR, { recursive: true });
  const pglite = await PGlite.create(dir, { loadDataDir: dump });
  try {
    const { rows } = await pglite.query<{ n: number }>(
      'select count(*)::int as n from quote_requests',
    );
    console.log(
      `Restored ${file} into ${dir}: ${rows[0]?.n ?? 0} quote requests. Start the server.`,
    );
  } finally {
    await pglite.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof EnvError ? message : `Restore failed: ${message}`);
  process.exitCode = 1;
});
