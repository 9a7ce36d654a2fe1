/**
 * Whether the database can store new rows. Reads and `select 1` go on working on a full disk, so
 * the ping /readyz makes cannot see one; a quote write refused for lack of room marks writes as
 * failing, and until a write succeeds again (a later quote, or the probe /readyz then makes) the
 * instance reports not ready, so a load balancer sends visitors to an instance that can store
 * their request.
 */
import { sql } from 'drizzle-orm';
import { asAppDb, type AppDb, type Database } from './app-db.server.ts';
import { writeProbes } from './platform-schema.server.ts';

/** How soon a client may try again when nothing can be stored: room is not made in seconds. */
export const STORAGE_RETRY_AFTER_SECONDS = 60;

export class WriteHealth {
  #failing = false;

  get failing(): boolean {
    return this.#failing;
  }

  recordFailure(): void {
    this.#failing = true;
  }

  recordSuccess(): void {
    this.#failing = false;
  }
}

/** A real write (an upsert of one row): throws while the database cannot store anything. */
export async function probeWrite(db: AppDb): Promise<void> {
  await db
    .insert(writeProbes)
    .values({ id: 1, writtenAt: sql`now()` })
    .onConflictDoUpdate({ target: writeProbes.id, set: { writtenAt: sql`now()` } });
}

/** True unless the last write failed for lack of room and a probe write fails too. */
export async function canStore(database: {
  db: Database;
  writeHealth: WriteHealth;
}): Promise<boolean> {
  if (!database.writeHealth.failing) return true;
  try {
    await probeWrite(asAppDb(database.db));
  } catch {
    return false;
  }
  database.writeHealth.recordSuccess();
  return true;
}
