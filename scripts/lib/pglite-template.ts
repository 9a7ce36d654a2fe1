/**
 * A migrated, empty PGlite data directory to copy for each test database and test server.
 *
 * A fresh PGlite directory runs initdb inside WebAssembly: about ten seconds of CPU on the 2-core
 * machine, where copying a migrated one (about 40 MB) and opening it takes under one. Every
 * integration file opens one or two databases and every browser file starts a server, so building
 * each from nothing cost about half of `npm test`'s hour. The template is made once per set of
 * migrations and PGlite release, in the system's temporary folder, and published by an atomic
 * rename, so the integration and browser runs that share a machine never see half of one.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '#server/platform/db/client.server.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from '#server/platform/db/migrate.server.ts';

const ROOT = new URL('../..', import.meta.url).pathname;

/**
 * What a template's contents follow: every migration, and the PGlite release (which only the
 * PGlite template depends on; a PostgreSQL template named by it is merely renewed a little often).
 */
export function templateKey(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files)
    hash.update(file.slice(MIGRATIONS_FOLDER.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

let made: Promise<string> | undefined;

/** The template's directory (what a data directory's `pglite/` holds), made on first use. */
export function pgliteTemplate(): Promise<string> {
  made ??= makeTemplate();
  return made;
}

async function makeTemplate(): Promise<string> {
  const finalDir = join(tmpdir(), `bus4u-pglite-template-${templateKey()}`);
  if (existsSync(finalDir)) return finalDir;
  const workDir = mkdtempSync(join(tmpdir(), 'bus4u-pglite-template-work-'));
  const handle = await openDatabase({ dataDir: workDir });
  await migrateDatabase(handle);
  await handle.close();
  try {
    renameSync(join(workDir, 'pglite'), finalDir);
  } catch (error) {
    // Another run published one first: theirs is as good as ours.
    if (!existsSync(finalDir)) throw error;
  }
  rmSync(workDir, { recursive: true, force: true });
  return finalDir;
}

/** Fills `dataDir` with a copy of the template, as if the app had started on it once. */
export async function seedPgliteDataDir(dataDir: string): Promise<void> {
  cpSync(await pgliteTemplate(), join(dataDir, 'pglite'), { recursive: true });
}
