/**
 * The database: PGlite on disk in DATA_DIR by default, or a PostgreSQL server when DATABASE_URL
 * is set. Both speak PostgreSQL, so one Drizzle schema and one set of migrations serve both.
 */
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './app-db.server.ts';
import { WriteHealth } from './write-health.server.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.server.ts';
import { ServingPGlite } from './serving-pglite.server.ts';
import { CountedClient, PreparingClient } from './preparing-pg-client.server.ts';

export type { Database } from './app-db.server.ts';

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /**
   * PostgreSQL only: connections whose commits do not wait for the disk (synchronous_commit off),
   * for data that may lose its last fraction of a second in a crash and nothing worse: the rate
   * limit counters. Every request from one address updates one counter row; with a flush per count
   * they queued behind each other's fsync. Never for quotes or the outbox (a 201 means stored).
   */
  relaxedDb?: Database;
  /** The raw client, for pg-boss. */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** Whether writes last failed for lack of room; /readyz reads it (write-health.server.ts). */
  writeHealth: WriteHealth;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Every statement of the app's connections is cut off after this long, so a stuck database (a
 * lock held, a disk that stopped) fails the request with a 503 rather than hanging it; set when
 * each connection starts, so it costs no round trip. Migrations lift it on their own connection
 * (migrate.server.ts). PGlite has no timers and ignores statement_timeout.
 */
export const APP_STATEMENT_TIMEOUT_MS = 5000;

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL: keep each statement prepared per connection (default) or send each unnamed. */
  prepareStatements?: boolean;
  /** PGlite: give the event loop a turn before each statement (default; decision 015). */
  pgliteTurns?: boolean;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const bounded = `-c statement_timeout=${APP_STATEMENT_TIMEOUT_MS}`;
    const Client = (options.prepareStatements ?? true) ? PreparingClient : CountedClient;
    const pool = openPool(options.databaseUrl, 10, Client, bounded);
    const relaxedPool = openPool(
      options.databaseUrl,
      3,
      Client,
      `${bounded} -c synchronous_commit=off`,
    );
    const db = drizzlePg(pool);
    return {
      kind: 'postgres',
      db,
      relaxedDb: drizzlePg(relaxedPool),
      pool,
      writeHealth: new WriteHealth(),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        await Promise.all([pool.end(), relaxedPool.end()]);
      },
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const pglite = await ServingPGlite.open(`${options.dataDir.replace(/\/+$/, '')}/pglite`, {
    extensions: PGLITE_EXTENSIONS,
  });
  pglite.turnBeforeEach = options.pgliteTurns ?? true;
  const db = drizzlePglite(pglite);
  return {
    kind: 'pglite',
    db,
    pglite,
    writeHealth: new WriteHealth(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pglite.close(),
  };
}

/** How long a pooled PostgreSQL connection serves before it is closed and replaced. */
const CONNECTION_LIFETIME_SECONDS = 60 * 60;

function openPool(
  connectionString: string,
  max: number,
  Client: typeof pg.Client,
  options?: string,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    // PreparingClient keeps its statements prepared (preparing-pg-client.server.ts); a connection
    // is replaced after an hour, so what it keeps is bounded by what an hour asked of it.
    Client,
    maxLifetimeSeconds: CONNECTION_LIFETIME_SECONDS,
    // Fail fast when the server is away, so /api/quotes can answer 503 quickly.
    connectionTimeoutMillis: 3000,
    // Session settings sent when each connection starts (no round trip of their own).
    options,
  });
  // An idle client losing its server must not crash the process.
  pool.on('error', (error) => console.error('database pool error:', error.message));
  // Nor a checked-out one: pg-pool takes its idle listener off a client while a Drizzle
  // transaction holds it, and a connection dropped then emitted 'error' with nothing listening,
  // which ended the process (found by tests/integration/faults-database.test.ts). The
  // transaction's query fails either way, and the pool discards the dead client on release.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error('database connection lost:', error.message));
  });
  return pool;
}
