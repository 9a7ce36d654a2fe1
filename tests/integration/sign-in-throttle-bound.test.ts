/**
 * The figures docs/decisions/005-sign-in-throttling.md promises, checked against the real
 * statements on both databases with the clock handed in: an attacker who retries the instant each
 * lock ends gets at most 11 password checks in any hour per key, and no more by pausing; and while
 * such an attacker keeps the account locked from many addresses, the operator with an e-mailed
 * link gets in from an address never seen before, every time they try.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { upsertAdminAccount } from '#app/features/admin/auth/accounts.server.ts';
import { createSignInLink } from '#app/features/admin/auth/sign-in-links.server.ts';
import { signIn } from '#app/features/admin/auth/sign-in.server.ts';
import { maxAttemptsPerHour, takeSlot } from '#app/features/admin/auth/throttle.server.ts';
import { asAppDb, type AppDb } from '#server/platform/db/app-db.server.ts';
import { ADMIN_PASSWORD } from '../support/admin.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { databasePerSuite } from '../support/lifecycle.ts';

const HOUR = 60 * 60 * 1000;
const t0 = new Date('2026-03-01T00:00:00Z').getTime();

/** The most of `times` (sorted ms) inside any window [t, t + HOUR). */
function mostInAnyHour(times: number[]): number {
  let most = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i]! - times[j]! >= HOUR) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

describe('the schedule', () => {
  it('allows 11 attempts in any hour', () => {
    expect(maxAttemptsPerHour()).toBe(11);
  });
});

describe.each(DATABASE_KINDS)('the throttle under a patient attacker on %s', (kind) => {
  const database = databasePerSuite(kind);
  let db: AppDb;

  beforeAll(() => {
    db = asAppDb(database.handle.db);
  });

  /** Retries at once after every lock, pausing `pauseMs` after every `burst` granted attempts. */
  async function attack(key: string, hours: number, burst = Infinity, pauseMs = 0) {
    const granted: number[] = [];
    let now = t0;
    while (now < t0 + hours * HOUR) {
      const slot = await takeSlot(db, key, new Date(now));
      if (slot.granted) {
        granted.push(now);
        now += granted.length % burst === 0 ? pauseMs : 1;
      } else {
        now += slot.waitMs;
      }
    }
    return granted;
  }

  it('grants at most 11 in any hour to one retrying the instant each lock ends', async () => {
    const granted = await attack('address:greedy', 4);
    expect(mostInAnyHour(granted)).toBe(11);
    // Then one per 15-minute lock.
    const lastHour = granted.filter((t) => t >= t0 + 3 * HOUR);
    expect(lastHour).toHaveLength(4);
  });

  it.each([
    [5, 15 * 60 * 1000],
    [5, 59 * 60 * 1000],
    [5, 61 * 60 * 1000],
    [3, 30 * 60 * 1000],
  ])('grants no more by pausing (bursts of %i, pauses of %i ms)', async (burst, pause) => {
    const granted = await attack(`address:pausing-${burst}-${pause}`, 6, burst, pause);
    expect(mostInAnyHour(granted)).toBeLessThanOrEqual(11);
  });

  it('lets the operator in with a link while an attacker keeps the account locked', async () => {
    const email = `locked-${kind}@bus4u.test`;
    const { id } = await upsertAdminAccount(db, email, ADMIN_PASSWORD);
    let attackerAddress = 0;
    for (let minute = 0; minute < 90; minute += 11) {
      const now = new Date(t0 + minute * 60_000);
      // The attacker tries from a fresh address each time, so only the account's lock holds them.
      for (let i = 0; i < 5; i++) {
        await signIn(db, {
          email,
          password: `guess ${attackerAddress}`,
          clientHash: `botnet-${attackerAddress++}`,
          now,
        });
      }
      const withoutLink = await signIn(db, {
        email,
        password: ADMIN_PASSWORD,
        clientHash: `hotel-${minute}`,
        now,
      });
      expect(withoutLink.ok).toBe(false);
      const link = await createSignInLink(db, id, now);
      const withLink = await signIn(db, {
        email,
        password: ADMIN_PASSWORD,
        clientHash: `hotel-${minute}`,
        linkToken: link,
        now,
      });
      expect(withLink.ok, `minute ${minute}`).toBe(true);
    }
  });
});
