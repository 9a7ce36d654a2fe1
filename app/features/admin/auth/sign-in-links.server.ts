/**
 * One-time sign-in links: the proof that lets the right password through an account lock from an
 * address the account has never signed in from. The token (256 random bits) exists only in the
 * e-mail; the table keeps its SHA-256. A link works for SIGN_IN_LINK_TTL_MS and for one sign-in,
 * and it never signs in by itself: the password is still needed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { adminSignInLinks } from '#app/lib/db/admin-schema.server.ts';
import { SIGN_IN_LINK_TTL_MS } from './auth-constants.ts';

const TOKEN_BYTES = 32;
/** base64url of TOKEN_BYTES: anything else is not one of ours and needs no query. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function looksLikeLinkToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

export async function createSignInLink(
  db: AppDb,
  accountId: string,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db.insert(adminSignInLinks).values({
    tokenHash: hashToken(token),
    accountId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SIGN_IN_LINK_TTL_MS),
  });
  return token;
}

/** The account a live, unused link belongs to, or null. */
export async function linkAccount(
  db: AppDb,
  token: string,
  now = new Date(),
): Promise<string | null> {
  if (!looksLikeLinkToken(token)) return null;
  const [row] = await db
    .select({ accountId: adminSignInLinks.accountId })
    .from(adminSignInLinks)
    .where(live(token, now))
    .limit(1);
  return row?.accountId ?? null;
}

/** Marks the link used; false when another request used it first (one statement, race-free). */
export async function spendSignInLink(db: AppDb, token: string, now = new Date()) {
  const rows = await db
    .update(adminSignInLinks)
    .set({ usedAt: now })
    .where(live(token, now))
    .returning({ accountId: adminSignInLinks.accountId });
  return rows.length === 1;
}

function live(token: string, now: Date) {
  return and(
    eq(adminSignInLinks.tokenHash, hashToken(token)),
    isNull(adminSignInLinks.usedAt),
    gt(adminSignInLinks.expiresAt, now),
  );
}
