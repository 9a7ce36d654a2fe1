/**
 * Sign-in throttling, counted per key in the database (so every instance shares it): one key per
 * account ('account:<email>') and one per client address ('address:<keyed hash>'). Within
 * THROTTLE_WINDOW_MS the first THROTTLE_FREE_FAILURES failures are free; each one after that
 * locks the key for THROTTLE_BASE_LOCK_MS, doubling, capped at THROTTLE_MAX_LOCK_MS. A lock always
 * expires and a success clears the keys, so the real operator is never locked out for good.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '#server/db/app-db.server.ts';
import { adminSignInAttempts } from '#server/db/admin-schema.server.ts';
import {
  THROTTLE_BASE_LOCK_MS,
  THROTTLE_FREE_FAILURES,
  THROTTLE_MAX_LOCK_MS,
  THROTTLE_WINDOW_MS,
} from './auth-constants.ts';

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (clientHash: string) => `address:${clientHash}`;

/** The lock for a key after `failures` failures in the window (0 while under the free count). */
export function lockDurationMs(failures: number): number {
  const over = failures - THROTTLE_FREE_FAILURES;
  if (over < 0) return 0;
  return Math.min(THROTTLE_BASE_LOCK_MS * 2 ** over, THROTTLE_MAX_LOCK_MS);
}

/** Milliseconds until every given key is free again (0 when none is locked). */
export async function lockedForMs(db: AppDb, keys: string[], now = new Date()): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await db
    .select({ lockedUntil: adminSignInAttempts.lockedUntil })
    .from(adminSignInAttempts)
    .where(inArray(adminSignInAttempts.key, keys));
  let wait = 0;
  for (const row of rows) {
    if (row.lockedUntil) wait = Math.max(wait, row.lockedUntil.getTime() - now.getTime());
  }
  return wait;
}

export async function recordFailure(db: AppDb, key: string, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  // One statement per key, so two failures at the same moment both count.
  const [row] = await db
    .insert(adminSignInAttempts)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: adminSignInAttempts.key,
      set: {
        failures: sql`case when ${adminSignInAttempts.windowStartedAt} < ${windowStart} then 1 else ${adminSignInAttempts.failures} + 1 end`,
        windowStartedAt: sql`case when ${adminSignInAttempts.windowStartedAt} < ${windowStart} then ${now} else ${adminSignInAttempts.windowStartedAt} end`,
      },
    })
    .returning({ failures: adminSignInAttempts.failures });
  const lock = lockDurationMs(row?.failures ?? 1);
  if (lock > 0) {
    await db
      .update(adminSignInAttempts)
      .set({ lockedUntil: new Date(now.getTime() + lock) })
      .where(eq(adminSignInAttempts.key, key));
  }
}

export async function clearFailures(db: AppDb, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(adminSignInAttempts).where(inArray(adminSignInAttempts.key, keys));
}
