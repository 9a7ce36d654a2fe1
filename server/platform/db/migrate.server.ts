/**
 * Applies the committed SQL migrations in drizzle/ at start, before the server listens. Drizzle
 * records what it applied in drizzle.__drizzle_migrations, so a restart applies only what is new.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client.server.ts';

/**
 * drizzle/ at the project's root, looked for upwards from this module: it runs from source
 * (server/platform/db/, for tests and scripts) and bundled into build/server/ (`npm start`), two
 * different depths. Not found, the path from source stands, and migrating says what is missing.
 */
export const MIGRATIONS_FOLDER = findUpwards(
  dirname(fileURLToPath(import.meta.url)),
  join('drizzle', 'meta', '_journal.json'),
  fileURLToPath(new URL('../../../drizzle', import.meta.url)),
);

function findUpwards(from: string, marker: string, fallback: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, marker))) return join(dir, 'drizzle');
    if (dirname(dir) === dir) return fallback;
  }
}

/** Any fixed number: every instance takes the same lock, so only one migrates at a time. */
const MIGRATION_LOCK_ID = 4_240_417;

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite' || !handle.pool) {
    // One process owns a PGlite directory (docs/deploy.md, "One process per data directory"), so nothing else can race us.
    await migratePglite(handle.db as Parameters<typeof migratePglite>[0], config);
    return;
  }
  // Several instances may start together against one PostgreSQL: hold an advisory lock on one
  // connection for the whole run, so the second waits and then finds nothing left to apply.
  const client = await handle.pool.connect();
  try {
    const db = drizzlePg(client);
    // Waiting for another instance's migration, or a migration itself, may outlast the app's
    // statement bound (client.server.ts); this connection goes back to the pool bounded again.
    await db.execute(sql`set statement_timeout = 0`);
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await migratePg(db, config);
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
      await db.execute(sql`reset statement_timeout`);
    }
  } finally {
    client.release();
  }
}
