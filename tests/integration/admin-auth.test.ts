/**
 * Admin accounts, sessions and sign-in throttling against real databases (PGlite and PostgreSQL):
 * scrypt hashing, sessions that expire idle or absolutely and end when revoked, and throttling per
 * account and per address whose locks expire.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin, upsertAdminAccount } from '#app/features/admin/auth/accounts.server.ts';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SIGN_IN_ERROR,
  THROTTLE_FREE_FAILURES,
  THROTTLE_MAX_LOCK_MS,
} from '#app/features/admin/auth/auth-constants.ts';
import { hashPassword, verifyPassword } from '#app/features/admin/auth/password.server.ts';
import {
  createSession,
  findSession,
  revokeSession,
} from '#app/features/admin/auth/sessions.server.ts';
import { signIn } from '#app/features/admin/auth/sign-in.server.ts';
import { lockDurationMs } from '#app/features/admin/auth/throttle.server.ts';
import { asAppDb, type AppDb } from '#server/platform/db/app-db.server.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { databasePerSuite } from '../support/lifecycle.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/admin.ts';

describe('password hashing', () => {
  it('hashes with scrypt and a salt of its own, and verifies only the right password', async () => {
    const a = await hashPassword('a long enough password');
    const b = await hashPassword('a long enough password');
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('a long enough password', a)).toBe(true);
    expect(await verifyPassword('a long enough passworD', a)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });
});

describe('lock durations', () => {
  it('start after the free failures, double, and stop at the cap', () => {
    expect(lockDurationMs(THROTTLE_FREE_FAILURES - 1)).toBe(0);
    expect(lockDurationMs(THROTTLE_FREE_FAILURES)).toBe(60_000);
    expect(lockDurationMs(THROTTLE_FREE_FAILURES + 1)).toBe(120_000);
    expect(lockDurationMs(THROTTLE_FREE_FAILURES + 50)).toBe(THROTTLE_MAX_LOCK_MS);
  });
});

// The cookie's signing and rotation: app/features/admin/auth/session-cookie.server.test.ts.

describe.each(DATABASE_KINDS)('admin accounts and sessions on %s', (kind) => {
  const database = databasePerSuite(kind);
  let db: AppDb;
  let accountId: string;
  const t0 = new Date('2026-06-01T09:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);

  beforeAll(async () => {
    db = asAppDb(database.handle.db);
    expect(await ensureFirstAdmin(db, { ADMIN_EMAIL, ADMIN_PASSWORD })).toBe('created');
    expect(await ensureFirstAdmin(db, { ADMIN_EMAIL: 'x@y.z', ADMIN_PASSWORD })).toBe('exists');
    accountId = (await upsertAdminAccount(db, ADMIN_EMAIL, ADMIN_PASSWORD)).id;
  });

  it('keeps a session alive while used, ends it after the idle timeout', async () => {
    const id = await createSession(db, accountId, null, t0);
    expect((await findSession(db, id, at(SESSION_IDLE_MS - 1000)))?.email).toBe(ADMIN_EMAIL);
    // Used just now, so idle counts from here.
    expect(await findSession(db, id, at(2 * SESSION_IDLE_MS - 2000))).not.toBeNull();
    expect(await findSession(db, id, at(3 * SESSION_IDLE_MS))).toBeNull();
  });

  it('ends a session at the absolute timeout however active', async () => {
    const id = await createSession(db, accountId, null, t0);
    for (let t = 0; t < SESSION_ABSOLUTE_MS; t += SESSION_IDLE_MS / 2) {
      expect(await findSession(db, id, at(t))).not.toBeNull();
    }
    expect(await findSession(db, id, at(SESSION_ABSOLUTE_MS + 1000))).toBeNull();
  });

  it('revokes a session server-side', async () => {
    const id = await createSession(db, accountId, null);
    expect(await findSession(db, id)).not.toBeNull();
    await revokeSession(db, id);
    expect(await findSession(db, id)).toBeNull();
  });

  it('signs in with a new session id each time and ends the previous one', async () => {
    const first = await signIn(db, {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
      clientHash: 'c0',
    });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const second = await signIn(db, {
      email: ADMIN_EMAIL.toUpperCase(),
      password: ADMIN_PASSWORD,
      clientHash: 'c0',
      previousSessionId: first.sessionId,
    });
    expect(second.ok && second.sessionId !== first.sessionId).toBe(true);
    expect(await findSession(db, first.sessionId)).toBeNull();
  });

  it('answers a wrong password and an unknown account with the same words', async () => {
    const wrong = await signIn(db, { email: ADMIN_EMAIL, password: 'nope', clientHash: 'c1' });
    const unknown = await signIn(db, { email: 'who@x.test', password: 'nope', clientHash: 'c2' });
    expect(wrong).toEqual({ ok: false, error: SIGN_IN_ERROR });
    expect(unknown).toEqual({ ok: false, error: SIGN_IN_ERROR });
  });

  it('locks an account after repeated failures from many addresses, then lets it in again', async () => {
    const email = 'victim@bus4u.test';
    await upsertAdminAccount(db, email, ADMIN_PASSWORD);
    const now = at(0);
    for (let i = 0; i < THROTTLE_FREE_FAILURES; i++) {
      await signIn(db, { email, password: 'bad', clientHash: `attacker-${i}`, now });
    }
    // The right password from a fresh address is refused while the account is locked…
    const locked = await signIn(db, { email, password: ADMIN_PASSWORD, clientHash: 'fresh', now });
    expect(locked.ok).toBe(false);
    expect(!locked.ok && locked.retryAfterSeconds).toBe(60);
    // …and accepted once the lock has expired.
    const later = await signIn(db, {
      email,
      password: ADMIN_PASSWORD,
      clientHash: 'fresh',
      now: at(61_000),
    });
    expect(later.ok).toBe(true);
  });

  it('lets an address the account signed in from before past the account lock', async () => {
    const email = 'known@bus4u.test';
    await upsertAdminAccount(db, email, ADMIN_PASSWORD);
    const now = new Date();
    expect(
      (await signIn(db, { email, password: ADMIN_PASSWORD, clientHash: 'office', now })).ok,
    ).toBe(true);
    for (let i = 0; i < THROTTLE_FREE_FAILURES + 1; i++) {
      await signIn(db, { email, password: 'bad', clientHash: `bot-${i}`, now });
    }
    expect(
      (await signIn(db, { email, password: ADMIN_PASSWORD, clientHash: 'elsewhere', now })).ok,
    ).toBe(false);
    expect(
      (await signIn(db, { email, password: ADMIN_PASSWORD, clientHash: 'office', now })).ok,
    ).toBe(true);
  });

  it('locks an address that tries many accounts, doubling the lock, and the lock expires', async () => {
    const now = at(0);
    for (let i = 0; i < THROTTLE_FREE_FAILURES; i++) {
      await signIn(db, { email: `guess${i}@x.test`, password: 'bad', clientHash: 'spray', now });
    }
    const blocked = await signIn(db, {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
      clientHash: 'spray',
      now,
    });
    expect(blocked.ok).toBe(false);
    expect(!blocked.ok && blocked.error).toMatch(
      /Too many sign-in attempts\. Please wait 1 minute/,
    );
    // Another failure after the first lock doubles it.
    const next = at(61_000);
    const again = await signIn(db, {
      email: 'guess@x.test',
      password: 'bad',
      clientHash: 'spray',
      now: next,
    });
    expect(!again.ok && again.retryAfterSeconds).toBe(120);
    expect(
      (
        await signIn(db, {
          email: ADMIN_EMAIL,
          password: ADMIN_PASSWORD,
          clientHash: 'spray',
          now: at(61_000 + 121_000),
        })
      ).ok,
    ).toBe(true);
  });
});
