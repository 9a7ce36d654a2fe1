/**
 * Consistent backups of the embedded database (PGlite) while the server runs. One PGlite
 * directory must never be opened by two processes (docs/deploy.md, "One process per data directory"), so `npm run backup`
 * cannot read it itself while the server has it open: it asks the server instead. The server
 * records its process id in DATA_DIR; the backup command writes the file it wants into
 * DATA_DIR/backup-request and sends SIGUSR2; the server dumps the database with PGlite's own
 * `dumpDataDir` (between two queries, so the copy is consistent) into that file.
 *
 * A dump is written beside its target and renamed into place, so a half-written file never
 * looks like a backup; a failure leaves `<target>.error` with the reason.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

export const SERVER_PID_FILE = 'server.pid';
export const BACKUP_REQUEST_FILE = 'backup-request';
export const BACKUP_SIGNAL = 'SIGUSR2';

/** Dumps the open database into `target` (a gzipped tar of its data directory). */
export async function dumpPglite(pglite: PGlite, target: string): Promise<void> {
  const dump = await pglite.dumpDataDir('gzip');
  const partial = `${target}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, target);
}

/** The server's side: announce this process and answer backup requests until stopped. */
export function answerBackupRequests(pglite: PGlite, dataDir: string): { stop(): void } {
  const pidFile = join(dataDir, SERVER_PID_FILE);
  writeFileSync(pidFile, `${process.pid}\n`);
  let running = Promise.resolve();
  const onSignal = () => {
    running = running.then(async () => {
      const requestFile = join(dataDir, BACKUP_REQUEST_FILE);
      if (!existsSync(requestFile)) return;
      const target = readFileSync(requestFile, 'utf8').trim();
      rmSync(requestFile, { force: true });
      try {
        await dumpPglite(pglite, target);
        console.log(`backup: wrote ${target}`);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        console.error(`backup failed: ${reason}`);
        writeFileSync(`${target}.error`, `${reason}\n`);
      }
    });
  };
  process.on(BACKUP_SIGNAL, onSignal);
  return {
    stop() {
      process.off(BACKUP_SIGNAL, onSignal);
      rmSync(pidFile, { force: true });
    },
  };
}

/** The process id of a server that has this data directory open, or null. */
export function runningServerPid(dataDir: string): number | null {
  const pidFile = join(dataDir, SERVER_PID_FILE);
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    // Signal 0 only asks whether the process exists.
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
