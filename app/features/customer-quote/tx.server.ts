import type { AppDb } from '#server/platform/db/app-db.server.ts';

/** A Drizzle transaction on the app's database. */
export type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
