/**
 * A contract's price changed from a date on its page, on PGlite and PostgreSQL: every journey
 * from that day takes the new price and says so in its history, the earlier ones keep theirs, a
 * journey a document was issued for keeps the price its document shows, and a date already past
 * changes nothing.
 */
import type { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { action as contractAction } from '#app/routes/admin/contract.tsx';
import { action as contractsAction } from '#app/routes/admin/contracts.tsx';
import { adminContext, adminEnv, adminRequest, signedInCookie } from '../support/admin.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { londonDate } from '../support/dates.ts';
import { addFitVehicle } from '../support/fit-fleet.ts';
import { databasePerSuite } from '../support/lifecycle.ts';

// Monday 8 to Friday 12 November 2027: no bank holiday, no clock change.
const WEEK = ['2027-11-08', '2027-11-09', '2027-11-10', '2027-11-11', '2027-11-12'];

describe.each(DATABASE_KINDS)('a contract’s price changed from a date on %s', (kind) => {
  const database = databasePerSuite(kind);
  let context: RouterContextProvider;
  let cookie: string;
  let contractId: string;

  async function call(action: unknown, path: string, fields: Record<string, string>, params = {}) {
    const body = new URLSearchParams(fields);
    if (fields.intent === 'save')
      for (const d of ['1', '2', '3', '4', '5']) body.append('weekdays', d);
    const request = adminRequest(path, { cookie, form: {} });
    try {
      return await (action as (args: never) => Promise<unknown>)({
        request: new Request(request, { body }),
        context,
        params,
      } as never);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  beforeAll(async () => {
    const env = adminEnv(database);
    cookie = await signedInCookie(database, env);
    context = adminContext(database, env);
    const minibus = await addFitVehicle(database.query, { name: 'Shuttle Minibus', seats: 16 });
    const [account] = await database.query<{ id: number }>(
      `insert into accounts (organisation, billing_email, billing_address)
       values ('Bae Works', 'accounts@bae.example', 'Dock Road, Cardiff') returning id`,
    );
    const saved = (await call(contractsAction, '/admin/contracts', {
      intent: 'save',
      accountId: String(account!.id),
      pickupLocation: 'Cardiff',
      destination: 'Penarth',
      pickupTime: '07:30',
      returnTime: '',
      firstDay: WEEK[0]!,
      lastDay: WEEK.at(-1)!,
      calendarId: '',
      passengers: '12',
      price: '85.50',
      vehicleId: String(minibus),
      driverId: '',
    })) as Response;
    contractId = saved.headers.get('Location')!.match(/contracts\/(\d+)/)![1]!;
  });

  const fares = async () =>
    (
      await database.query<{ fare_pence: number }>(
        'select fare_pence from bookings where contract_id = $1 order by pickup_at',
        [contractId],
      )
    ).map((r) => r.fare_pence);

  const change = (price: string, from: string) =>
    call(
      contractAction,
      `/admin/contracts/${contractId}`,
      { intent: 'price-from', price, from },
      {
        id: contractId,
      },
    );

  it('refuses a date already past, and changes nothing', async () => {
    expect(await change('90', londonDate(-1))).toEqual({
      ok: false,
      message: 'Give the first day of the new price, today or later.',
    });
    expect(await fares()).toEqual([8550, 8550, 8550, 8550, 8550]);
  });

  it('prices the journeys from the date anew, keeping earlier ones and any with a document', async () => {
    // Friday's journey has a document issued (a VAT invoice for its fare).
    await database.query(
      `insert into payment_documents (number, kind, quote_id)
       select 990001, 'vat-invoice', quote_id from bookings
        where contract_id = $1 and (pickup_at at time zone 'Europe/London')::date = '2027-11-12'`,
      [contractId],
    );
    expect(await change('90.00', '2027-11-10')).toEqual({
      ok: true,
      message:
        '2 journeys from 10 November 2027 now cost £90.00; earlier ones keep their price. 1 journey has a document issued and kept its price.',
    });
    expect(await fares()).toEqual([8550, 8550, 9000, 9000, 8550]);
    const notes = await database.query<{ note: string }>(
      `select c.note from quote_status_changes c join bookings b on b.quote_id = c.quote_id
        where b.contract_id = $1 and c.note like 'Contract price%'`,
      [contractId],
    );
    expect(notes.map((n) => n.note)).toEqual([
      'Contract price changed to £90.00 a journey from 10 November 2027.',
      'Contract price changed to £90.00 a journey from 10 November 2027.',
    ]);
    const [contract] = await database.query<{ price_pence: number }>(
      'select price_pence from contracts where id = $1',
      [contractId],
    );
    expect(contract!.price_pence).toBe(9000);
  });
});
