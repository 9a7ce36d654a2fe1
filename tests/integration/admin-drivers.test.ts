/**
 * /admin/drivers on PGlite and PostgreSQL: behind a session; add a driver with their licence and
 * checks, refuse a form that is not one (saving nothing), edit, retire and bring back (a retired
 * driver stays on the list, so past jobs keep their driver); a driver's data in the access export
 * and erasure by their e-mail address.
 */
import type { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { erasePersonByEmail } from '#app/features/admin/privacy/anonymise.server.ts';
import { exportPersonByEmail } from '#app/features/admin/privacy/export-person.server.ts';
import { DRIVER_MESSAGES } from '#app/features/drivers/driver-form.ts';
import { asAppDb } from '#server/platform/db/app-db.server.ts';
import { PERSON_DATA_PARTS } from '#server/person-data.server.ts';
import { action, loader } from '#app/routes/admin/drivers.tsx';
import { adminContext, adminEnv, adminRequest, signedInCookie } from '../support/admin.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { databasePerSuite } from '../support/lifecycle.ts';

type Handler = (args: never) => Promise<unknown>;

async function run(fn: Handler, request: Request, context: RouterContextProvider) {
  try {
    return await fn({ request, context, params: {} } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

interface Loaded {
  drivers: {
    id: number;
    name: string;
    phone: string;
    email: string | null;
    licenceCategories: string[];
    licenceValidUntil: string | null;
    cpcUntil: string | null;
    dbsValidUntil: string | null;
    badgeNumber: string | null;
    badgeUntil: string | null;
    active: boolean;
  }[];
}

const ALUN = {
  intent: 'add-driver',
  name: 'Alun Jones',
  phone: '07700 900123',
  email: 'alun@example.com',
  licenceValidUntil: '2031-05-01',
  cpcUntil: '2028-09-30',
  dbsValidUntil: '2027-12-31',
  badgeNumber: 'PH-1234',
  badgeUntil: '2027-06-30',
};

describe.each(DATABASE_KINDS)('the drivers page on %s', (kind) => {
  const database = databasePerSuite(kind);
  let cookie: string;
  let context: RouterContextProvider;

  beforeAll(async () => {
    const env = adminEnv(database);
    cookie = await signedInCookie(database, env);
    context = adminContext(database, env);
  });

  /** Posts the form as a browser would (categories as repeated fields). */
  function post(fields: Record<string, string>, categories: string[] = []) {
    const request = adminRequest('/admin/drivers', { cookie, form: fields });
    const body = new URLSearchParams(fields);
    for (const category of categories) body.append('licenceCategories', category);
    return run(action, new Request(request, { body }), context) as Promise<{
      ok: boolean;
      message: string;
      driverId?: number;
      errors?: Record<string, string>;
    }>;
  }

  const list = async () =>
    ((await run(loader, adminRequest('/admin/drivers', { cookie }), context)) as Loaded).drivers;

  it('is behind a session', async () => {
    const answer = await run(loader, adminRequest('/admin/drivers'), context);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
  });

  it('adds a driver with their licence categories and document dates', async () => {
    const added = await post(ALUN, ['D1', 'B']);
    expect(added).toMatchObject({ ok: true, message: 'Alun Jones added.' });
    expect(await list()).toEqual([
      {
        id: added.driverId,
        name: 'Alun Jones',
        phone: '07700 900123',
        email: 'alun@example.com',
        licenceCategories: ['B', 'D1'],
        licenceValidUntil: '2031-05-01',
        cpcUntil: '2028-09-30',
        dbsValidUntil: '2027-12-31',
        badgeNumber: 'PH-1234',
        badgeUntil: '2027-06-30',
        active: true,
      },
    ]);
  });

  it('refuses a form with no name, a date that is not one or an unknown category, saving nothing', async () => {
    const before = await list();
    const noName = await post({ ...ALUN, name: '  ' });
    expect(noName).toMatchObject({ ok: false, errors: { name: DRIVER_MESSAGES.name } });
    const badDate = await post({ ...ALUN, name: 'Bethan', dbsValidUntil: '2027-02-30' });
    expect(badDate).toMatchObject({ ok: false, errors: { dbsValidUntil: DRIVER_MESSAGES.date } });
    const badCategory = await post({ ...ALUN, name: 'Bethan' }, ['C']);
    expect(badCategory.ok).toBe(false);
    expect(await list()).toEqual(before);
  });

  it('edits a driver, an emptied date becoming not recorded', async () => {
    const [alun] = await list();
    const saved = await post(
      {
        ...ALUN,
        intent: 'edit-driver',
        driverId: String(alun!.id),
        phone: '07700 900999',
        dbsValidUntil: '',
      },
      ['D'],
    );
    expect(saved).toMatchObject({ ok: true, message: 'Alun Jones saved.' });
    const [edited] = await list();
    expect(edited).toMatchObject({
      phone: '07700 900999',
      dbsValidUntil: null,
      licenceCategories: ['D'],
    });
  });

  it('retires a driver, who stays on the list, and brings them back', async () => {
    const [alun] = await list();
    const retired = await post({ intent: 'retire-driver', driverId: String(alun!.id) });
    expect(retired.message).toBe(DRIVER_MESSAGES.retired('Alun Jones'));
    expect((await list())[0]).toMatchObject({ id: alun!.id, active: false });
    const rows = await database.query<{ n: number }>('select count(*)::int as n from drivers');
    expect(rows[0]!.n).toBe(1);
    await post({ intent: 'restore-driver', driverId: String(alun!.id) });
    expect((await list())[0]).toMatchObject({ active: true });
  });

  it("exports a driver's record by their e-mail address, and erases their phone and e-mail", async () => {
    const db = asAppDb(database.handle.db);
    const driversOf = async (email: string) =>
      (
        (await exportPersonByEmail(db, email, PERSON_DATA_PARTS)) as unknown as {
          drivers: unknown[];
        }
      ).drivers;
    expect(await driversOf('ALUN@example.com')).toEqual([
      expect.objectContaining({
        name: 'Alun Jones',
        phone: '07700 900999',
        badgeNumber: 'PH-1234',
      }),
    ]);
    await erasePersonByEmail(db, 'alun@example.com', PERSON_DATA_PARTS);
    const [alun] = await list();
    expect(alun).toMatchObject({
      name: 'Alun Jones',
      phone: 'Erased',
      email: null,
      badgeNumber: 'PH-1234',
      licenceValidUntil: '2031-05-01',
      active: false,
    });
    expect(await driversOf('alun@example.com')).toEqual([]);
  });
});
