/**
 * Signing in and out. The answer to a wrong e-mail and to a wrong password is the same words after
 * the same scrypt work, so the form cannot be used to find out which addresses have accounts.
 */
import type { AppDb } from '#server/db/app-db.server.ts';
import { SIGN_IN_ERROR } from './auth-constants.ts';
import { findAccountByEmail } from './accounts.server.ts';
import { dummyPasswordHash, verifyPassword } from './password.server.ts';
import { createSession, isKnownAddress, revokeSession } from './sessions.server.ts';
import {
  accountKey,
  addressKey,
  clearFailures,
  lockedForMs,
  recordFailure,
} from './throttle.server.ts';

export type SignInResult =
  { ok: true; sessionId: string } | { ok: false; error: string; retryAfterSeconds?: number };

export interface SignInInput {
  email: string;
  password: string;
  /** Keyed hash of the client address (never the address itself). */
  clientHash: string;
  /** The session the browser already had, if any: ended, never reused. */
  previousSessionId?: string | null;
  now?: Date;
}

export function throttledMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many sign-in attempts. Please wait ${wait} and try again.`;
}

export async function signIn(db: AppDb, input: SignInInput): Promise<SignInResult> {
  const now = input.now ?? new Date();
  const account = await findAccountByEmail(db, input.email);
  const keys = [accountKey(input.email), addressKey(input.clientHash)];
  // An address this account signed in from before is let past the account's lock (not the
  // address's own): an attacker elsewhere cannot lock the operator out of their own office.
  const known = account ? await isKnownAddress(db, account.id, input.clientHash) : false;
  const checked = known ? keys.slice(1) : keys;
  const waitMs = await lockedForMs(db, checked, now);
  if (waitMs > 0) return locked(waitMs);

  const valid = account
    ? await verifyPassword(input.password, account.passwordHash)
    : (await verifyPassword(input.password, await dummyPasswordHash())) && false;
  if (!account || !valid) {
    for (const key of keys) await recordFailure(db, key, now);
    const after = await lockedForMs(db, checked, now);
    return after > 0 ? locked(after) : { ok: false, error: SIGN_IN_ERROR };
  }
  await clearFailures(db, keys);
  if (input.previousSessionId) await revokeSession(db, input.previousSessionId, now);
  const sessionId = await createSession(db, account.id, input.clientHash, now);
  return { ok: true, sessionId };
}

function locked(waitMs: number): SignInResult {
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  return { ok: false, error: throttledMessage(retryAfterSeconds), retryAfterSeconds };
}
