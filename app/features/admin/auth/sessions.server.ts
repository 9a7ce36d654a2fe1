/**
 * Admin sessions in the database. The cookie carries a random id; the table keeps only its
 * SHA-256. A session ends after SESSION_IDLE_MS without use, SESSION_ABSOLUTE_MS after sign-in,
 * or when revoked (sign-out), whichever comes first.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { adminAccounts, adminSessions } from '#app/lib/db/admin-schema.server.ts';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_ID_BYTES,
  SESSION_IDLE_MS,
  SESSION_KEEP_MS,
  SESSION_TOUCH_MS,
} from './auth-constants.ts';

export interface AdminSession {
  sessionId: string;
  accountId: string;
  email: string;
}

export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/** Always a new id: signing in never reuses an id the browser already had (no fixation). */
export async function createSession(
  db: AppDb,
  accountId: string,
  clientHash: string | null,
  now = new Date(),
): Promise<string> {
  const sessionId = randomBytes(SESSION_ID_BYTES).toString('base64url');
  await db.insert(adminSessions).values({
    idHash: hashSessionId(sessionId),
    accountId,
    clientHash,
    createdAt: now,
    lastSeenAt: now,
  });
  return sessionId;
}

export async function findSession(
  db: AppDb,
  sessionId: string,
  now = new Date(),
): Promise<AdminSession | null> {
  const idHash = hashSessionId(sessionId);
  const [row] = await db
    .select({
      accountId: adminSessions.accountId,
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
      revokedAt: adminSessions.revokedAt,
      email: adminAccounts.email,
    })
    .from(adminSessions)
    .innerJoin(adminAccounts, eq(adminAccounts.id, adminSessions.accountId))
    .where(eq(adminSessions.idHash, idHash))
    .limit(1);
  if (!row || row.revokedAt) return null;
  const t = now.getTime();
  if (t - row.lastSeenAt.getTime() > SESSION_IDLE_MS) return null;
  if (t - row.createdAt.getTime() > SESSION_ABSOLUTE_MS) return null;
  if (t - row.lastSeenAt.getTime() > SESSION_TOUCH_MS) {
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.idHash, idHash));
  }
  return { sessionId, accountId: row.accountId, email: row.email };
}

export async function revokeSession(db: AppDb, sessionId: string, now = new Date()) {
  await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(
      and(eq(adminSessions.idHash, hashSessionId(sessionId)), isNull(adminSessions.revokedAt)),
    );
}

/** Drops sessions long over; they are kept a while as "this address signed in before". */
export async function deleteOldSessions(db: AppDb, now = new Date()) {
  const before = new Date(now.getTime() - SESSION_KEEP_MS);
  await db
    .delete(adminSessions)
    .where(or(lt(adminSessions.lastSeenAt, before), lt(adminSessions.createdAt, before)));
}

/** Has this account signed in from this (hashed) address within SESSION_KEEP_MS? */
export async function isKnownAddress(db: AppDb, accountId: string, clientHash: string) {
  const [row] = await db
    .select({ idHash: adminSessions.idHash })
    .from(adminSessions)
    .where(and(eq(adminSessions.accountId, accountId), eq(adminSessions.clientHash, clientHash)))
    .limit(1);
  return Boolean(row);
}
