/**
 * The fleet's documents and DVLA's Vehicle Enquiry Service (a stand-in on loopback speaking its
 * documented request and answers), on PGlite and PostgreSQL: adding a vehicle with the key set fills
 * its MOT and tax dates from DVLA; a registration DVLA does not know is refused in DVLA's words and
 * nothing is saved; DVLA rate-limited or down saves the typed dates, and the daily look-up fills
 * them once DVLA answers, while a look-up with DVLA down changes nothing stored. Without the key
 * DVLA is never asked. A recorded inspection sets the next one by the vehicle's interval.
 */
import type { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dvlaClient, dvlaClientFor } from '#app/features/bookings/dvla/dvla-client.server.ts';
import { lookUpFleetAtDvla } from '#app/features/bookings/fleet.server.ts';
import { action } from '#app/routes/admin/bookings.tsx';
import { asAppDb } from '#server/platform/db/app-db.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import { adminContext, adminEnv, adminRequest, signedInCookie } from '../support/admin.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { DVLA_TEST_KEY, startDvlaStandIn, type DvlaStandIn } from '../support/dvla-stand-in.ts';
import { databasePerSuite } from '../support/lifecycle.ts';

let dvla: DvlaStandIn;
beforeAll(async () => {
  dvla = await startDvlaStandIn();
  dvla.vehicles.set('AB12CDE', { motExpiryDate: '2027-04-30', taxDueDate: '2027-06-01' });
});
afterAll(() => dvla.close());

interface Stored {
  name: string;
  registration: string | null;
  mot_due: string | null;
  insurance_until: string | null;
  road_tax_due: string | null;
  next_inspection: string | null;
  dvla_lookup_due: boolean;
}

describe.each(DATABASE_KINDS)('the fleet and DVLA on %s', (kind) => {
  const database = databasePerSuite(kind);
  let env: Env;
  let cookie: string;
  let context: RouterContextProvider;

  beforeAll(async () => {
    env = adminEnv(database, { DVLA_VES_API_KEY: DVLA_TEST_KEY, DVLA_VES_URL: dvla.url });
    cookie = await signedInCookie(database, env);
    context = adminContext(database, env);
  });

  const post = async (form: Record<string, string>, ctx = context) =>
    (await action({
      request: adminRequest('/admin/bookings', { cookie, form }),
      context: ctx,
      params: {},
    } as never)) as { ok: boolean; message: string };

  const add = (name: string, registration: string, ctx = context) =>
    post(
      {
        intent: 'add-vehicle',
        name,
        seats: '16',
        registration,
        motDue: '2027-01-31',
        insuranceUntil: '2027-03-31',
        roadTaxDue: '2027-02-28',
        nextInspection: '',
        plateUntil: '',
        inspectionWeeks: '6',
      },
      ctx,
    );

  const stored = async (name: string) =>
    (
      await database.query<Stored>(
        `select name, registration, mot_due::text, insurance_until::text, road_tax_due::text,
                next_inspection::text, dvla_lookup_due
         from fleet_vehicles where name = $1`,
        [name],
      )
    )[0];

  it('fills the MOT and tax dates from DVLA when a vehicle is added', async () => {
    dvla.behave('answer');
    const result = await add('Minibus one', 'ab12 cde');
    expect(result).toEqual({
      ok: true,
      message: 'Minibus one added to the fleet.',
      intent: 'add-vehicle',
    });
    expect(dvla.asked.at(-1)).toEqual({ registrationNumber: 'AB12CDE', apiKey: DVLA_TEST_KEY });
    expect(await stored('Minibus one')).toEqual({
      name: 'Minibus one',
      registration: 'AB12CDE',
      mot_due: '2027-04-30',
      insurance_until: '2027-03-31',
      road_tax_due: '2027-06-01',
      next_inspection: null,
      dvla_lookup_due: false,
    });
  });

  it('refuses a registration DVLA does not know, in its words, saving nothing', async () => {
    const result = await add('Minibus two', 'ZZ99 ZZZ');
    expect(result.ok).toBe(false);
    expect(result.message).toBe(
      'DVLA says: Record for vehicle not found. Check the registration; nothing was saved.',
    );
    expect(await stored('Minibus two')).toBeUndefined();
  });

  it.each(['rate-limited', 'down'] as const)(
    'saves the typed dates when DVLA is %s, and the daily look-up fills them later',
    async (behaviour) => {
      const name = `Minibus ${behaviour}`;
      const registration = behaviour === 'down' ? 'CD34EFG' : 'EF56GHI';
      dvla.behave(behaviour);
      const result = await add(name, registration);
      expect(result.ok).toBe(true);
      expect(result.message).toContain('DVLA could not be asked just now');
      const typed = await stored(name);
      expect(typed).toMatchObject({
        mot_due: '2027-01-31',
        road_tax_due: '2027-02-28',
        dvla_lookup_due: true,
      });

      // Still unavailable at night: nothing stored changes.
      const db = asAppDb(database.handle.db);
      await lookUpFleetAtDvla(db, dvlaClientFor(env)!);
      expect(await stored(name)).toEqual(typed);

      dvla.behave('answer');
      dvla.vehicles.set(registration, { motExpiryDate: '2027-05-15', taxDueDate: '2027-07-01' });
      await lookUpFleetAtDvla(db, dvlaClientFor(env)!);
      expect(await stored(name)).toMatchObject({
        mot_due: '2027-05-15',
        road_tax_due: '2027-07-01',
        insurance_until: '2027-03-31',
        dvla_lookup_due: false,
      });
    },
  );

  it('never asks DVLA without the key', async () => {
    const before = dvla.asked.length;
    const withoutKey = adminContext(database, adminEnv(database));
    const result = await add('Minibus three', 'GH78IJK', withoutKey);
    expect(result.ok).toBe(true);
    expect(dvla.asked.length).toBe(before);
    expect(await stored('Minibus three')).toMatchObject({
      mot_due: '2027-01-31',
      dvla_lookup_due: false,
    });
  });

  it('sets the next inspection from one recorded, by the interval in weeks', async () => {
    const [row] = await database.query<{ id: number }>(
      `select id from fleet_vehicles where name = 'Minibus three'`,
    );
    const result = await post({
      intent: 'vehicle-documents',
      vehicleId: String(row!.id),
      registration: 'GH78IJK',
      motDue: '2027-01-31',
      insuranceUntil: '2027-03-31',
      roadTaxDue: '2027-02-28',
      plateUntil: '',
      nextInspection: '',
      inspectionWeeks: '6',
      inspectedOn: '2027-01-04',
    });
    expect(result.ok).toBe(true);
    expect(await stored('Minibus three')).toMatchObject({ next_inspection: '2027-02-15' });
    const clash = await post({
      intent: 'vehicle-documents',
      vehicleId: String(row!.id),
      registration: 'AB12CDE',
    });
    expect(clash).toMatchObject({
      ok: false,
      message: 'A vehicle with that name or registration is already in the fleet.',
    });
  });

  it('gives up on a DVLA that never answers after its timeout, and says so', async () => {
    dvla.behave('silent');
    const client = dvlaClient({ url: dvla.url, apiKey: DVLA_TEST_KEY }, 200);
    expect(await client.lookUp('AB12CDE')).toEqual({ kind: 'unavailable', reason: 'timed out' });
    dvla.behave('answer');
  });

  it('refuses a registration DVLA cannot read, in its words', async () => {
    const client = dvlaClient({ url: dvla.url, apiKey: DVLA_TEST_KEY });
    expect(await client.lookUp('AB12CDEFGH')).toEqual({
      kind: 'refused',
      message: 'Invalid format for field - vehicle registration number',
    });
  });
});
