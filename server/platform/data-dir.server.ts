/**
 * DATA_DIR checked at start, before anything writes to it: a directory the server cannot create,
 * cannot write or that is (nearly) full stops the server with one line naming DATA_DIR and the
 * problem, like every other configuration error, instead of a stack trace from deep inside PGlite
 * or the session-secret file.
 */
import { mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EnvError } from './env.server.ts';

/**
 * Free space the embedded database needs to start: a fresh, migrated PGlite directory takes
 * about 40 MB, and its write-ahead log grows in 16 MB segments.
 */
export const DATA_DIR_MIN_FREE_BYTES_PGLITE = 64 * 1024 * 1024;
/** Free space for DATA_DIR's other contents alone (the session-secret file). */
export const DATA_DIR_MIN_FREE_BYTES = 1024 * 1024;

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  ENOTDIR: 'a file stands where a directory should be',
  EEXIST: 'a file stands where a directory should be',
};

function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return (typeof code === 'string' && REASONS[code]) || String((error as Error).message ?? error);
}

/** True for a file-system error a wrong or full DATA_DIR causes (as opposed to a bug). */
export function isDataDirError(error: unknown, dataDir: string): boolean {
  const { code, path } = error as { code?: unknown; path?: unknown };
  return (
    typeof code === 'string' &&
    code in REASONS &&
    typeof path === 'string' &&
    path.startsWith(dataDir.replace(/\/+$/, ''))
  );
}

/** The one line for such an error. */
export function dataDirErrorLine(error: unknown, dataDir: string): string {
  return `Invalid DATA_DIR: ${dataDir} cannot be written (${reasonOf(error)}): give the server's user write access to it, free some space, or point DATA_DIR elsewhere`;
}

/**
 * Throws an EnvError unless `dataDir` exists (or can be made), takes a write, and has the free
 * space the embedded database (`holdsDatabase`) or the session secret needs.
 */
export function checkDataDir(dataDir: string, options: { holdsDatabase: boolean }): void {
  const probe = join(dataDir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, 'Bus4U checks it can write here at start.\n');
    // PGlite keeps its files one level down: that directory must take writes too.
    if (options.holdsDatabase) {
      mkdirSync(join(dataDir, 'pglite'), { recursive: true });
      const inner = join(dataDir, 'pglite', `.write-check-${process.pid}`);
      writeFileSync(inner, '');
      rmSync(inner);
    }
  } catch (error) {
    throw new EnvError(dataDirErrorLine(error, dataDir));
  } finally {
    try {
      rmSync(probe, { force: true });
    } catch {
      // A probe that cannot be removed is harmless; the check above already said what matters.
    }
  }
  const { bavail, bsize } = statfsSync(dataDir);
  const free = bavail * bsize;
  const needed = options.holdsDatabase ? DATA_DIR_MIN_FREE_BYTES_PGLITE : DATA_DIR_MIN_FREE_BYTES;
  if (free < needed) {
    const mb = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;
    throw new EnvError(
      `Invalid DATA_DIR: ${dataDir} has ${mb(free)} free, and the server needs at least ${mb(needed)} there: free some space or point DATA_DIR elsewhere`,
    );
  }
}
