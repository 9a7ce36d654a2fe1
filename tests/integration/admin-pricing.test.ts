/**
 * /admin/pricing against real databases: the operator edits a rate, the save becomes a new version,
 * and the next estimate from POST /api/estimate uses it; a refused save keeps what was typed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { TARIFF_CHANGED_MESSAGE } from '#app/features/pricing/admin-pricing.server.ts';
import { TARIFF_FIELD_GROUPS, tariffFieldValue } from '#app/features/pricing/tariff-form-fields.ts';
import { DEFAULT_TARIFF } from '#app/features/pricing/tariff.ts';
import { action, loader } from '#app/routes/admin/pricing.tsx';
import type { Env } from '#server/platform/env.server.ts';
import { adminContext, adminEnv, adminRequest, signedInCookie } from '../support/admin.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';
import { plainDayAfter, plainDayAhead } from '../support/dates.ts';

type Args = Parameters<typeof loader>[0];

// A plain day (no bank holiday, no clock change): the figures below are the tariff's plain ones.
const PICKUP_DATE = plainDayAhead(30);

const heathrowReturnFor14 = {
  pickupLocation: 'Cardiff Central',
  destination: 'Heathrow T5',
  pickupDate: PICKUP_DATE,
  pickupTime: '09:00',
  journeyDirection: 'return',
  returnDate: plainDayAfter(PICKUP_DATE, 7),
  returnTime: '18:30',
  passengerCount: 14,
};

/** The tariff form as the page fills it, with some inputs changed. */
function tariffForm(changes: Record<string, string>): Record<string, string> {
  const form: Record<string, string> = {};
  for (const field of TARIFF_FIELD_GROUPS.flatMap((g) => g.fields)) {
    form[field.name] = tariffFieldValue(DEFAULT_TARIFF, field);
  }
  return { ...form, ...changes };
}

async function call<T>(fn: (args: Args) => Promise<T>, request: Request, context: unknown) {
  try {
    return await fn({ request, context, params: {} } as unknown as Args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe.each(DATABASE_KINDS)('/admin/pricing on %s', (kind) => {
  const { database, app } = quoteAppPerSuite(kind);
  let env: Env;
  let cookie: string;

  beforeAll(async () => {
    env = adminEnv(database);
    cookie = await signedInCookie(database, env);
  });

  const estimateTotal = async () => {
    const response = await fetch(`${app.url}/api/estimate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(heathrowReturnFor14),
    });
    const body = (await response.json()) as { estimate: { total: number; tariffVersion: string } };
    return body.estimate;
  };

  it('sends a visitor without a session to sign in', async () => {
    const response = await call(
      loader,
      adminRequest('/admin/pricing'),
      adminContext(database, env),
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
  });

  it('shows the seeded tariff and previews a journey in the calculator', async () => {
    const query = new URLSearchParams(
      Object.entries(heathrowReturnFor14).map(([k, v]) => [k, String(v)]),
    );
    const page = (await call(
      loader,
      adminRequest(`/admin/pricing?${query}`, { cookie }),
      adminContext(database, env),
    )) as Awaited<ReturnType<typeof loader>>;
    expect(page.version).toBe('v1');
    expect(page.savedBy).toBe('default');
    expect(page.result).toMatchObject({ kind: 'estimate', estimate: { total: 82_000 } });
  });

  it('saves an edited rate as a new version, and the next estimate changes', async () => {
    expect(await estimateTotal()).toMatchObject({ total: 82_000, tariffVersion: 'v1' });
    const result = await call(
      action,
      adminRequest('/admin/pricing', {
        cookie,
        form: tariffForm({ 'vehicles.15-seat.airports.heathrow': '450.00', editedFrom: 'v1' }),
      }),
      adminContext(database, env),
    );
    expect(result).toMatchObject({ data: { ok: true, version: 'v2' }, init: { status: 200 } });
    expect(await estimateTotal()).toMatchObject({ total: 90_000, tariffVersion: 'v2' });
    const [row] = await database.query<{ saved_by: string }>(
      'select saved_by from tariff_versions order by id desc limit 1',
    );
    expect(row!.saved_by).toBe('operator@bus4u.test');
  });

  it('refuses a save that does not say which version it edits, keeping what was typed', async () => {
    const result = await call(
      action,
      adminRequest('/admin/pricing', {
        cookie,
        form: tariffForm({ 'vehicles.15-seat.airports.heathrow': '999.00' }),
      }),
      adminContext(database, env),
    );
    expect(result).toMatchObject({
      // Conform's reply: the form's own message (under the name ''), and every figure as typed.
      data: {
        ok: false,
        reply: {
          error: { '': [TARIFF_CHANGED_MESSAGE] },
          initialValue: { vehicles: { '15-seat': { airports: { heathrow: '999.00' } } } },
        },
      },
      init: { status: 400 },
    });
    expect(await database.query('select id from tariff_versions')).toHaveLength(2);
  });

  it('refuses a tariff with a wrong figure, names the field and keeps what was typed', async () => {
    const result = await call(
      action,
      adminRequest('/admin/pricing', {
        cookie,
        form: tariffForm({ 'vehicles.16-seat.perMile': 'two pounds', 'night.start': '25:00' }),
      }),
      adminContext(database, env),
    );
    expect(result).toMatchObject({
      data: {
        ok: false,
        reply: {
          error: {
            'vehicles.16-seat.perMile': ['Enter a rate per mile from £0 to £100'],
            'night.start': ['Enter a time as HH:MM'],
          },
          initialValue: { vehicles: { '16-seat': { perMile: 'two pounds' } } },
        },
      },
      init: { status: 400 },
    });
    const rows = await database.query('select id from tariff_versions');
    expect(rows).toHaveLength(2);
  });

  it('refuses a tariff that could price a journey at nothing or past what a price can hold', async () => {
    const before = await estimateTotal();
    const result = await call(
      action,
      adminRequest('/admin/pricing', {
        cookie,
        form: tariffForm({
          minimumFare: '0.00',
          'vehicles.luxury-mpv.perMile': '0.00',
          'vehicles.16-seat.perMile': '100000.00',
          'vehicles.16-seat.airports.heathrow': '25000.00',
        }),
      }),
      adminContext(database, env),
    );
    expect(result).toMatchObject({
      data: {
        ok: false,
        reply: {
          error: {
            minimumFare: [
              'Enter a minimum fare from £1 to £10,000: it keeps every journey above £0',
            ],
            'vehicles.16-seat.perMile': ['Enter a rate per mile from £0 to £100'],
            'vehicles.16-seat.airports.heathrow': ['Enter a price from £0 to £10,000'],
          },
        },
      },
      init: { status: 400 },
    });
    // A rate of £0 a mile is allowed: the minimum fare still keeps that vehicle above £0.
    const fieldErrors = (result as unknown as { data: { reply: { error: object } } }).data.reply
      .error;
    expect(fieldErrors).not.toHaveProperty(['vehicles.luxury-mpv.perMile']);
    expect(await database.query('select id from tariff_versions')).toHaveLength(2);
    expect(await estimateTotal()).toEqual(before);
  });

  it('refuses a save from another origin', async () => {
    const result = await call(
      action,
      adminRequest('/admin/pricing', {
        cookie,
        form: tariffForm({}),
        origin: 'https://evil.example',
      }),
      adminContext(database, env),
    );
    expect((result as Response).status).toBe(403);
  });
});
