/**
 * `npm run backup [-- --out <dir>]`: a consistent copy of the embedded database (PGlite in
 * DATA_DIR) as `bus4u-<date>-<time>.tar.gz` in <dir> (default ./backups). While the server runs,
 * the server makes the copy (server/platform/db/pglite-backup.server.ts); when it is stopped, this command
 * opens the directory itself. On PostgreSQL (DATABASE_URL) it prints the pg_dump command to use
 * instead. Restore with `npm run restore -- <file>` (docs/deploy.md, "Backups").
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '#server/platform/db/client.server.ts';
import {
  BACKUP_REQUEST_FILE,
  BACKUP_SIGNAL,
  dumpPglite,
  runningServerPid,
} from '#server/platform/db/pglite-backup.server.ts';
import { EnvError, parseEnv } from '#server/platform/env.server.ts';

/** How long to wait for a running server to write the copy before saying something is wrong. */
const SERVER_ANSWER_LIMIT_MS = 10 * 60 * 1000;
const POLL_MS = 200;

const PG_DUMP_GUIDANCE = `This server uses PostgreSQL (DATABASE_URL): back it up with PostgreSQL's own tool, for example
  pg_dump --format=custom --file=bus4u-$(date +%F-%H%M).dump "$DATABASE_URL"
and restore into an empty database with
  pg_restore --dbname="$DATABASE_URL" --clean --if-exists bus4u-….dump
docs/deploy.md ("Backups") has the schedule and the monthly restore drill.`;

function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replaceAll(':', '')
    .replace('T', '-');
}

async function askRunningServer(pid: number, dataDir: string, target: string): Promise<void> {
  writeFileSync(join(dataDir, BACKUP_REQUEST_FILE), `${target}\n`);
  process.kill(pid, BACKUP_SIGNAL);
  const started = Date.now();
  while (!existsSync(target)) {
    if (existsSync(`${target}.error`)) {
      const reason = readFileSync(`${target}.error`, 'utf8').trim();
      rmSync(`${target}.error`);
      throw new Error(`the server could not write the backup: ${reason}`);
    }
    if (Date.now() - started > SERVER_ANSWER_LIMIT_MS) {
      throw new Error(
        `the server (process ${pid}) did not answer; is it still running? Its log says why.`,
      );
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'backups' } } });
  const env = parseEnv(process.env);
  if (env.DATABASE_URL) {
    console.log(PG_DUMP_GUIDANCE);
    process.exitCode = 1;
    return;
  }
  const outDir = resolve(values.out);
  mkdirSync(outDir, { recursive: true });
  const target = join(outDir, `bus4u-${stamp(new Date())}.tar.gz`);
  const pid = runningServerPid(env.DATA_DIR);
  if (pid !== null) {
    await askRunningServer(pid, env.DATA_DIR, target);
  } else {
    if (!existsSync(join(env.DATA_DIR, 'pglite'))) {
      throw new Error(`there is no database in ${env.DATA_DIR} (set DATA_DIR to the server's).`);
    }
    const database = await openDatabase({ dataDir: env.DATA_DIR });
    try {
      await dumpPglite(database.pglite!, target);
    } finally {
      await database.close();
    }
  }
  console.log(`Backup written: ${target}`);
  console.log(
    `Keep DATA_DIR/session-secret (or SESSION_SECRET) with it, and copy both off this machine.`,
  );
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof EnvError ? message : `Backup failed: ${message}`);
  process.exitCode = 1;
});
