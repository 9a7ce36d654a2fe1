/**
 * Sign-in throttling, counted per key in the database (so every instance shares it): one key per
 * account ('account:<email>') and one per client address ('address:<keyed hash>').
 *
 * An attempt takes its slot BEFORE the password is checked, in one statement that counts and
 * decides together (an upsert whose update only happens while the key is not locked). Thirty
 * requests racing each other therefore cost thirty attempts: PostgreSQL serialises the upserts on
 * the key's row, and PGlite runs one statement at a time anyway.
 *
 * The first THROTTLE_FREE_FAILURES attempts are free; the attempt that reaches it and each one
 * after locks the key for THROTTLE_BASE_LOCK_MS, doubling, capped at THROTTLE_MAX_LOCK_MS. The
 * count starts again only after THROTTLE_FORGET_AFTER_MS without any attempt, so waiting out a
 * lock never buys a fresh set of free attempts (docs/decisions/005-sign-in-throttling.md).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { adminSignInAttempts } from '#app/lib/db/admin-schema.server.ts';
import {
  THROTTLE_BASE_LOCK_MS,
  THROTTLE_FORGET_AFTER_MS,
  THROTTLE_FREE_FAILURES,
  THROTTLE_MAX_LOCK_MS,
} from './auth-constants.ts';

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (clientHash: string) => `address:${clientHash}`;

/** The lock for a key after `attempts` attempts (0 while under the free count). */
export function lockDurationMs(attempts: number): number {
  const over = attempts - THROTTLE_FREE_FAILURES;
  if (over < 0) return 0;
  return Math.min(THROTTLE_BASE_LOCK_MS * 2 ** over, THROTTLE_MAX_LOCK_MS);
}

/**
 * The most attempts one key can make in any hour: the free ones at once, then one each time the
 * growing lock ends. The count never restarts within the hour (that needs an hour of silence).
 */
export function maxAttemptsPerHour(): number {
  const hour = 60 * 60 * 1000;
  let attempts = THROTTLE_FREE_FAILURES;
  let at = lockDurationMs(attempts);
  while (at < hour) {
    attempts += 1;
    at += lockDurationMs(attempts);
  }
  return attempts;
}

export type Slot =
  /** Counted; `lockMs` is the lock this attempt put on the key (0: none). */
  | { granted: true; lockMs: number }
  /** Refused without counting: the key is locked for `waitMs` more. */
  | { granted: false; waitMs: number };

/** Takes one attempt on `key`, or says how long it is locked; one statement, race-free. */
export async function takeSlot(db: AppDb, key: string, now = new Date()): Promise<Slot> {
  const t = adminSignInAttempts;
  const forgetBefore = new Date(now.getTime() - THROTTLE_FORGET_AFTER_MS);
  const next = sql`(case when ${t.lastAttemptAt} < ${forgetBefore} then 1 else ${t.failures} + 1 end)`;
  const lockUntil = sql`case when ${next} >= ${THROTTLE_FREE_FAILURES}
    then ${now}::timestamptz + least(${THROTTLE_BASE_LOCK_MS}::float8 * power(2, ${next} - ${THROTTLE_FREE_FAILURES}), ${THROTTLE_MAX_LOCK_MS}) * interval '1 millisecond'
    end`;
  const [row] = await db
    .insert(t)
    .values({
      key,
      failures: 1,
      lastAttemptAt: now,
      lockedUntil: lockDurationMs(1) > 0 ? new Date(now.getTime() + lockDurationMs(1)) : null,
    })
    .onConflictDoUpdate({
      target: t.key,
      set: { failures: next, lastAttemptAt: now, lockedUntil: lockUntil },
      // Only an unlocked key counts the attempt; a locked one is left untouched (no row back).
      setWhere: sql`${t.lockedUntil} is null or ${t.lockedUntil} <= ${now}`,
    })
    .returning({ failures: t.failures });
  if (row) return { granted: true, lockMs: lockDurationMs(row.failures) };
  const [locked] = await db.select({ lockedUntil: t.lockedUntil }).from(t).where(eq(t.key, key));
  const waitMs = (locked?.lockedUntil?.getTime() ?? now.getTime()) - now.getTime();
  return { granted: false, waitMs: Math.max(1000, waitMs) };
}

/**
 * Gives back the slot a successful sign-in took on the account, so the operator's own sign-ins do
 * not count towards a lock. The lock it may have set stays: the signed-in operator does not need
 * it lifted, and lifting it would hand a racing attacker free attempts.
 */
export async function returnSlot(db: AppDb, key: string): Promise<void> {
  const t = adminSignInAttempts;
  await db
    .update(t)
    .set({ failures: sql`greatest(${t.failures} - 1, 0)` })
    .where(eq(t.key, key));
}

export async function clearAttempts(db: AppDb, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(adminSignInAttempts).where(inArray(adminSignInAttempts.key, keys));
}
