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
import { seedPgliteDataDir, templateKey } from '../../scripts/lib/pglite-template.ts';

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
    await createFromTemplate(name, await postgresTemplate());
    databaseUrl = databaseUrlOf(name);
    // WITH (FORCE) ends connections a test left behind (PostgreSQL 13+).
    dropDatabase = async () => {
      await adminQuery(`drop database if exists ${name} with (force)`);
    };
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

async function adminQuery(text: string, values?: unknown[]): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

function databaseUrlOf(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

let madeTemplate: Promise<string> | undefined;

/**
 * A migrated, empty database every PostgreSQL test database is created from (CREATE DATABASE
 * … TEMPLATE): migrating each anew over the wire took seconds, copying one takes a fraction of
 * that. Made once per set of migrations and kept on the server, like the PGlite template; made
 * under another name and renamed, so a second run on the same server never sees half of one.
 */
function postgresTemplate(): Promise<string> {
  madeTemplate ??= (async () => {
    const name = `bus4u_test_template_${templateKey()}`;
    const exists = async () =>
      (await adminQuery('select 1 from pg_database where datname = $1', [name])).length > 0;
    if (await exists()) return name;
    const work = `bus4u_test_template_work_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${work}`);
    const dataDir = mkdtempSync(join(tmpdir(), 'bus4u-template-'));
    const handle = await openDatabase({ databaseUrl: databaseUrlOf(work), dataDir });
    await migrateDatabase(handle);
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    try {
      await adminQuery(`alter database ${work} rename to ${name}`);
    } catch (error) {
      // Another run made it first: theirs is as good as ours.
      await adminQuery(`drop database if exists ${work} with (force)`);
      if (!(await exists())) throw error;
    }
    return name;
  })();
  return madeTemplate;
}

/** SQLSTATE 55006: the template had a session open (another run making one from it). */
const OBJECT_IN_USE = '55006';

async function createFromTemplate(name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== OBJECT_IN_USE || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
