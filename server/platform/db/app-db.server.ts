/**
 * The one type feature code takes as its database: what PGlite's and node-postgres's Drizzle
 * databases have in common. Functions take it as a parameter (the database is handed in, never imported), so
 * tests pass a PGlite or a PostgreSQL database they made.
 */
import type { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { drizzle as drizzlePglite } from 'drizzle-orm/pglite';

/** The Drizzle database of either driver, as `openDatabase` (client.server.ts) makes it. */
export type Database = ReturnType<typeof drizzlePglite> | ReturnType<typeof drizzlePg>;

export type AppDb = PgDatabase<PgQueryResultHKT>;

/** A transaction on it, as `db.transaction(async (tx) => …)` hands it: the one definition. */
export type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/** Drizzle's two drivers differ only in their result types, which feature code never sees. */
export function asAppDb(db: Database): AppDb {
  // The two differ in their HKT result parameter only, which TypeScript cannot relate.
  return db as unknown as AppDb;
}
