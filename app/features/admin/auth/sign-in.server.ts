/**
 * Signing in and out. The answer to a wrong e-mail and to a wrong password is the same words after
 * the same scrypt work, so the form cannot be used to find out which addresses have accounts.
 *
 * Throttling (docs/decisions/005-sign-in-throttling.md): every attempt first takes a slot on its
 * address and on the account, atomically, before any password is checked. The account's lock
 * holds back only addresses without proof: an address the account signed in from before, or a
 * request carrying a live e-mailed sign-in link, gets past it (never past its own address's lock).
 * A request stopped by the account's lock gets no password check at all, so a locked account
 * tells an attacker nothing; the real operator is sent a sign-in link instead.
 */
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { SIGN_IN_ERROR } from './auth-constants.ts';
import { findAccountByEmail } from './accounts.server.ts';
import { dummyPasswordHash, verifyPassword } from './password.server.ts';
import { linkAccount, spendSignInLink } from './sign-in-links.server.ts';
import { createSession, isKnownAddress, revokeSession } from './sessions.server.ts';
import { accountKey, addressKey, clearAttempts, returnSlot, takeSlot } from './throttle.server.ts';

export type SignInResult =
  { ok: true; sessionId: string } | { ok: false; error: string; retryAfterSeconds?: number };

export interface SignInInput {
  email: string;
  password: string;
  /** Keyed hash of the client address (never the address itself). */
  clientHash: string;
  /** The token of an e-mailed sign-in link, when the form came from one. */
  linkToken?: string | null;
  /** The session the browser already had, if any: ended, never reused. */
  previousSessionId?: string | null;
  /**
   * Called when the account's lock stops an address without proof: queue a sign-in link to the
   * account's own inbox (rate-limited by the caller's outbox).
   */
  sendSignInLink?: (accountId: string) => Promise<void>;
  now?: Date;
}

export function throttledMessage(seconds: number): string {
  return `Too many sign-in attempts. Please wait ${waitText(seconds)} and try again.`;
}

/** The same words whether or not the account exists, and whether or not an e-mail was sent. */
export function accountLockedMessage(seconds: number): string {
  return (
    `Too many sign-in attempts. Please wait ${waitText(seconds)} and try again. ` +
    'If this is your account, we have e-mailed you a sign-in link: open it on this device and ' +
    'sign in with your password to get in straight away.'
  );
}

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export async function signIn(db: AppDb, input: SignInInput): Promise<SignInResult> {
  const now = input.now ?? new Date();
  const address = await takeSlot(db, addressKey(input.clientHash), now);
  if (!address.granted) return locked(address.waitMs, throttledMessage);

  const account = await findAccountByEmail(db, input.email);
  const linkFor = input.linkToken ? await linkAccount(db, input.linkToken, now) : null;
  const viaLink = Boolean(account && linkFor === account.id);
  const proven =
    viaLink || (account ? await isKnownAddress(db, account.id, input.clientHash) : false);

  const accountSlot = await takeSlot(db, accountKey(input.email), now);
  if (!accountSlot.granted && !proven) {
    if (account && input.sendSignInLink) {
      await input.sendSignInLink(account.id).catch((error: unknown) => {
        console.error('sign-in link not queued:', error instanceof Error ? error.message : error);
      });
    }
    return locked(accountSlot.waitMs, accountLockedMessage);
  }

  const valid = account
    ? await verifyPassword(input.password, account.passwordHash)
    : (await verifyPassword(input.password, await dummyPasswordHash())) && false;
  if (!account || !valid) {
    const accountLockMs = accountSlot.granted && !proven ? accountSlot.lockMs : 0;
    const waitMs = Math.max(address.lockMs, accountLockMs);
    // This attempt was checked and was wrong, and the next one must wait: say both.
    const wrongThenWait = (seconds: number) => `${SIGN_IN_ERROR} ${throttledMessage(seconds)}`;
    return waitMs > 0 ? locked(waitMs, wrongThenWait) : { ok: false, error: SIGN_IN_ERROR };
  }
  if (viaLink && input.linkToken && !(await spendSignInLink(db, input.linkToken, now))) {
    // Another request used the link a moment ago; this one has no proof any more.
    return { ok: false, error: SIGN_IN_ERROR };
  }
  await clearAttempts(db, [addressKey(input.clientHash)]);
  if (accountSlot.granted) await returnSlot(db, accountKey(input.email));
  if (input.previousSessionId) await revokeSession(db, input.previousSessionId, now);
  const sessionId = await createSession(db, account.id, input.clientHash, now);
  return { ok: true, sessionId };
}

function locked(waitMs: number, message: (seconds: number) => string): SignInResult {
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  return { ok: false, error: message(retryAfterSeconds), retryAfterSeconds };
}
