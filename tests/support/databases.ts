/**
 * Real databases for integration tests: an embedded PGlite in a temporary directory, and a fresh
 * PostgreSQL database on the local server (127.0.0.1:5432, user postgres,
 * trust authentication), created for the test and dropped after. Both are migrated.
 *
 * Use `describe.each(DATABASE_KINDS)` and `createTestDatabase(kind)` so every test runs on both.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#server/platform/db/client.server.ts';
import { migrateDatabase } from '#server/platform/db/migrate.server.ts';
import { seedPgliteDataDir } from '../../scripts/lib/pglite-template.ts';

export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/** The server tests create their databases on; override to point elsewhere. */
export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The port of that server, for tests that put a proxy in front of it. */
export const POSTGRES_PORT = Number(new URL(POSTGRES_ADMIN_URL).port || 5432);

export interface TestDatabase {
  kind: DatabaseKind;
  handle: DatabaseHandle;
  /** What the server's environment would say for this database. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  /** Runs raw SQL (for assertions and for breaking things on purpose). */
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  dispose(): Promise<void>;
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bus4u-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const name = `bus4u_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    // WITH (FORCE) ends connections a test left behind (PostgreSQL 13+).
    dropDatabase = () => adminQuery(`drop database if exists ${name} with (force)`);
  } else {
    // A copy of a migrated PGlite, not a new one: initdb alone takes seconds (pglite-template.ts).
    await seedPgliteDataDir(dataDir);
  }
  const handle = await openDatabase({ databaseUrl, dataDir });
  await migrateDatabase(handle);
  const query = async <T>(text: string, values?: unknown[]): Promise<T[]> => {
    if (handle.pglite) return (await handle.pglite.query<T>(text, values)).rows;
    return (await handle.pool!.query(text, values)).rows as T[];
  };
  let disposed = false;
  return {
    kind,
    handle,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    query,
    async dispose() {
      if (disposed) return;
      disposed = true;
      await handle.close().catch(() => {});
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
