/**
 * The database: PGlite on disk in DATA_DIR by default, or a PostgreSQL server when DATABASE_URL
 * is set. Both speak PostgreSQL, so one Drizzle schema and one set of migrations serve both.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';

export type Database = ReturnType<typeof drizzlePglite> | ReturnType<typeof drizzlePg>;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** The raw client, for pg-boss. */
  pglite?: PGlite;
  pool?: pg.Pool;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Fail fast when the server is away, so /api/quotes can answer 503 quickly.
      connectionTimeoutMillis: 3000,
    });
    // An idle client losing its server must not crash the process.
    pool.on('error', (error) => console.error('database pool error:', error.message));
    const db = drizzlePg(pool);
    return {
      kind: 'postgres',
      db,
      pool,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(`${options.dataDir.replace(/\/+$/, '')}/pglite`);
  const db = drizzlePglite(pglite);
  return {
    kind: 'pglite',
    db,
    pglite,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pglite.close(),
  };
}
