/** Admin accounts: created from ADMIN_EMAIL/ADMIN_PASSWORD at start, or by `npm run admin:create`. */
import { count, eq } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { adminAccounts } from '#app/lib/db/admin-schema.server.ts';
import { PASSWORD_MIN_LENGTH } from './auth-constants.ts';
import { hashPassword } from './password.server.ts';

export class AccountError extends Error {}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findAccountByEmail(db: AppDb, email: string) {
  const [row] = await db
    .select({
      id: adminAccounts.id,
      email: adminAccounts.email,
      passwordHash: adminAccounts.passwordHash,
    })
    .from(adminAccounts)
    .where(eq(adminAccounts.email, normaliseEmail(email)))
    .limit(1);
  return row ?? null;
}

/** Creates an account, or sets a new password when the e-mail already has one. */
export async function upsertAdminAccount(
  db: AppDb,
  email: string,
  password: string,
): Promise<{ id: string; created: boolean }> {
  const address = normaliseEmail(email);
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) throw new AccountError('That is not an e-mail address.');
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new AccountError(`The password needs at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  const passwordHash = await hashPassword(password);
  const existing = await findAccountByEmail(db, address);
  if (existing) {
    await db.update(adminAccounts).set({ passwordHash }).where(eq(adminAccounts.id, existing.id));
    return { id: existing.id, created: false };
  }
  const [row] = await db
    .insert(adminAccounts)
    .values({ email: address, passwordHash })
    .returning({ id: adminAccounts.id });
  return { id: row!.id, created: true };
}

/**
 * At start: with ADMIN_EMAIL and ADMIN_PASSWORD both set and no account yet, create that one.
 * Once any account exists the variables are ignored, so a leaked old value cannot reset anything.
 */
export async function hasAdminAccount(db: AppDb): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(adminAccounts);
  return (row?.n ?? 0) > 0;
}

export async function ensureFirstAdmin(
  db: AppDb,
  env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string },
): Promise<'created' | 'exists' | 'not-configured'> {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return 'not-configured';
  if (await hasAdminAccount(db)) return 'exists';
  await upsertAdminAccount(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  return 'created';
}
