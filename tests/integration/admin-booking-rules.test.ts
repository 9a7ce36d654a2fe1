/**
 * /admin/settings' booking rules against real databases: instant booking off on a fresh install
 * with the starting rules, the rules in words and the fleet they book from, a save that turns it
 * on as a new version, and a refused figure that changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_TYPES } from '#app/lib/service-types.ts';
import {
  RULES_MESSAGES,
  RULES_VERSION_FIELD,
  SAVE_RULES_INTENT,
} from '#app/features/instant-booking/booking-rules-form.ts';
import { action, loader } from '#app/routes/admin/settings.tsx';
import type { Env } from '#server/platform/env.server.ts';
import { adminContext, adminEnv, adminRequest, signedInCookie } from '../support/admin.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { databasePerSuite } from '../support/lifecycle.ts';

type Args = Parameters<typeof loader>[0];
type Page = Awaited<ReturnType<typeof loader>>;

async function call<T>(fn: (args: Args) => Promise<T>, request: Request, context: unknown) {
  try {
    return await fn({ request, context, params: {} } as unknown as Args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe.each(DATABASE_KINDS)('/admin/settings, booking rules, on %s', (kind) => {
  const database = databasePerSuite(kind);
  let env: Env;
  let cookie: string;

  beforeAll(async () => {
    env = adminEnv(database);
    cookie = await signedInCookie(database, env);
  });

  const load = async () =>
    (
      (await call(
        loader,
        adminRequest('/admin/settings', { cookie }),
        adminContext(database, env),
      )) as Page
    ).bookingRules;
  const save = (form: Record<string, string>) =>
    call(action, adminRequest('/admin/settings', { cookie, form }), adminContext(database, env));

  it('starts with instant booking off: 48 hours, 16 passengers, 9 hours, every service', async () => {
    const rules = await load();
    expect(rules.savedBy).toBe('default');
    expect(rules.values).toEqual({
      instantBooking: false,
      services: [...SERVICE_TYPES],
      minNoticeHours: '48',
      maxPassengers: '16',
      maxDrivingHours: '9',
      blackoutDates: '',
    });
    expect(rules.words).toEqual([
      'Instant booking is off: every request waits for you to send a price.',
    ]);
    expect(rules.fleet.map((v) => v.seats).length).toBeGreaterThan(0);
  });

  it('turns instant booking on as a new version and says what a visitor can book', async () => {
    const before = await load();
    const result = await save({
      intent: SAVE_RULES_INTENT,
      [RULES_VERSION_FIELD]: String(before.version),
      instantBooking: 'on',
      instantService: 'airport-transfer',
      minNoticeHours: '72',
      maxPassengers: '8',
      maxDrivingHours: '9',
      blackoutDates: '2026-12-25\n2026-12-26',
    });
    expect(result).toMatchObject({ data: { ok: true }, init: { status: 200 } });
    const after = await load();
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.savedBy).toBe('operator@bus4u.test');
    expect(after.words).toEqual([
      "A visitor can book Airport Transfer at once, for up to 8 passengers, with at least 3 days' notice, when the tariff prices the journey.",
      'A job may take up to 9 hours of driving in a day, counting the drive from and back to the depot.',
      'Each job takes a vehicle with enough seats and a driver from your drivers list, both free for the whole job, with every date recorded and valid until it ends, and the driver within their hours.',
      'Never on 25 December 2026, 26 December 2026: those days are priced by hand.',
    ]);
  });

  it('refuses a wrong figure with a message at its field and stores nothing', async () => {
    const before = await load();
    const result = await save({
      intent: SAVE_RULES_INTENT,
      [RULES_VERSION_FIELD]: String(before.version),
      instantBooking: 'on',
      minNoticeHours: '0x30',
      maxPassengers: '16',
      maxDrivingHours: '9',
      blackoutDates: '25/12/2026',
    });
    expect(result).toMatchObject({
      data: {
        ok: false,
        // Conform's reply: each field's messages, and what was typed, to show again.
        reply: {
          status: 'error',
          error: {
            minNoticeHours: [RULES_MESSAGES.notice],
            blackoutDates: [RULES_MESSAGES.blackout],
          },
          initialValue: { minNoticeHours: '0x30', blackoutDates: '25/12/2026' },
        },
      },
      init: { status: 400 },
    });
    expect((await load()).version).toBe(before.version);
  });
});
