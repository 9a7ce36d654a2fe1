/**
 * /admin/contracts on PGlite and PostgreSQL: a term-time school run across half-term and the late
 * October clock change fills the register with exactly its journeys (on the account, marked in the
 * CSV with the contract's reference); a Monday run leaves out a bank holiday; the price left empty
 * takes the tariff's estimate; a second contract on the same vehicle is shown its clashes and saves
 * nothing, as does an unfit vehicle; the vehicle a contract holds is busy for instant offers; one
 * date and then the rest are cancelled, staying in the register and releasing the vehicle.
 */
import type { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { listQuotes } from '#app/features/admin/quotes/list-quotes.server.ts';
import { parseQuoteFilters } from '#app/features/admin/quotes/quote-filters.ts';
import { quoteCounts } from '#app/features/admin/quotes/quote-stats.server.ts';
import { bookingsCsv } from '#app/features/bookings/bookings-csv.server.ts';
import { cancelContractJourneys } from '#app/features/bookings/contract-journeys.server.ts';
import { vehiclesBusyBetween } from '#app/features/bookings/vehicle-jobs.server.ts';
import { listDrivers } from '#app/features/drivers/drivers.server.ts';
import { penceToPoundsInput } from '#app/lib/money.ts';
import { asAppDb } from '#server/platform/db/app-db.server.ts';
import { action as contractsAction } from '#app/routes/admin/contracts.tsx';
import { loader as contractLoader } from '#app/routes/admin/contract.tsx';
import { adminContext, adminEnv, adminRequest, signedInCookie } from '../support/admin.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { databasePerSuite } from '../support/lifecycle.ts';

type Handler = (args: never) => Promise<unknown>;

async function run(
  fn: Handler,
  request: Request,
  context: RouterContextProvider,
  params: Record<string, string> = {},
) {
  try {
    return await fn({ request, context, params } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

interface Check {
  ok: boolean;
  saved: boolean;
  message: string;
  values: { price: string };
  dates: { date: string; skipped: boolean; clashes: { bookingId: number; on: string }[] }[];
  refusals: string[];
  estimatePence: number | null;
}

/** Documents valid long after every journey here. */
const VALID = {
  mot_due: '2029-01-31',
  insurance_until: '2029-01-31',
  next_inspection: '2029-01-31',
  road_tax_due: '2029-01-31',
  plate_until: '2029-01-31',
};

describe.each(DATABASE_KINDS)('contracts on %s', (kind) => {
  const database = databasePerSuite(kind);
  let cookie: string;
  let context: RouterContextProvider;
  let accountId: number;
  let calendarId: number;
  let minibus: number;
  let spare: number;
  let lapsing: number;

  async function vehicle(name: string, dates: Record<string, string>) {
    const [row] = await database.query<{ id: number }>(
      `insert into fleet_vehicles (name, seats, mot_due, insurance_until, next_inspection, road_tax_due, plate_until)
       values ($1, 16, $2, $3, $4, $5, $6) returning id`,
      [
        name,
        dates.mot_due,
        dates.insurance_until,
        dates.next_inspection,
        dates.road_tax_due,
        dates.plate_until,
      ],
    );
    return row!.id;
  }

  beforeAll(async () => {
    const env = adminEnv(database);
    cookie = await signedInCookie(database, env);
    context = adminContext(database, env);
    const [account] = await database.query<{ id: number }>(
      `insert into accounts (organisation, billing_email, billing_address)
       values ('Ysgol y Wern', 'accounts@wern.example', 'Wern Road, Cardiff') returning id`,
    );
    accountId = account!.id;
    const [calendar] = await database.query<{ id: number }>(
      `insert into term_calendars (name) values ('Cardiff schools 2027–28') returning id`,
    );
    calendarId = calendar!.id;
    // Half-term is 25 to 29 October 2027; the clocks go back on Sunday 31 October.
    await database.query(
      `insert into term_ranges (calendar_id, kind, first_day, last_day)
       values ($1, 'term', '2027-09-01', '2027-10-22'), ($1, 'term', '2027-11-01', '2027-12-17')`,
      [calendarId],
    );
    minibus = await vehicle('Contract Minibus', VALID);
    spare = await vehicle('Spare Minibus', VALID);
    lapsing = await vehicle('Old Minibus', { ...VALID, mot_due: '2027-10-27' });
  });

  const SCHOOL_RUN = () => ({
    accountId: String(accountId),
    pickupLocation: 'Cardiff',
    destination: 'Penarth',
    pickupTime: '08:15',
    returnTime: '15:30',
    firstDay: '2027-10-18',
    lastDay: '2027-11-05',
    calendarId: String(calendarId),
    passengers: '14',
    price: '85.50',
    vehicleId: String(minibus),
    driverId: '',
  });

  function post(
    intent: 'check' | 'save',
    fields: Record<string, string>,
    lists: Record<string, string[]> = {},
  ) {
    const body = new URLSearchParams({ ...fields, intent });
    for (const day of lists.weekdays ?? ['1', '2', '3', '4', '5']) body.append('weekdays', day);
    for (const date of lists.skippedDays ?? []) body.append('skippedDays', date);
    const request = adminRequest('/admin/contracts', { cookie, form: {} });
    return run(contractsAction, new Request(request, { body }), context) as Promise<
      Check | Response
    >;
  }

  const count = async (sql: string) => Number((await database.query<{ n: number }>(sql))[0]!.n);

  it('shows the journeys and the estimate before saving, and saves nothing on a check', async () => {
    const checked = (await post('check', { ...SCHOOL_RUN(), price: '' })) as Check;
    expect(checked.ok).toBe(true);
    expect(checked.dates.map((d) => d.date)).toEqual([
      '2027-10-18',
      '2027-10-19',
      '2027-10-20',
      '2027-10-21',
      '2027-10-22',
      '2027-11-01',
      '2027-11-02',
      '2027-11-03',
      '2027-11-04',
      '2027-11-05',
    ]);
    expect(checked.estimatePence).toBeGreaterThan(0);
    expect(checked.values.price).toBe(penceToPoundsInput(checked.estimatePence!));
    expect(await count('select count(*)::int as n from contracts')).toBe(0);
  });

  it('fills the register with each journey, on London time across the clock change', async () => {
    const saved = (await post('save', SCHOOL_RUN(), {
      skippedDays: ['2027-11-04'],
    })) as Response;
    expect(saved.status).toBe(302);
    const contractId = saved.headers.get('Location')!.match(/\/admin\/contracts\/(\d+)/)![1]!;
    const rows = await database.query<{
      pickup_at: Date;
      status: string;
      account_id: number;
      contract_reference: string;
      hirer_name: string;
      fare_pence: number;
      vehicle_id: number;
    }>(
      `select pickup_at, status, account_id, contract_reference, hirer_name, fare_pence, vehicle_id
       from bookings where contract_id = $1 order by pickup_at`,
      [Number(contractId)],
    );
    expect(rows.map((r) => new Date(r.pickup_at).toISOString())).toEqual([
      '2027-10-18T07:15:00.000Z',
      '2027-10-19T07:15:00.000Z',
      '2027-10-20T07:15:00.000Z',
      '2027-10-21T07:15:00.000Z',
      '2027-10-22T07:15:00.000Z',
      '2027-11-01T08:15:00.000Z',
      '2027-11-02T08:15:00.000Z',
      '2027-11-03T08:15:00.000Z',
      '2027-11-05T08:15:00.000Z',
    ]);
    expect(rows.every((r) => r.status === 'confirmed' && r.account_id === accountId)).toBe(true);
    expect(rows[0]).toMatchObject({
      contract_reference: 'C-0001',
      hirer_name: 'Ysgol y Wern',
      fare_pence: 8550,
      vehicle_id: minibus,
    });
    const csv = (await bookingsCsv(asAppDb(database.handle.db), { drivers: listDrivers }))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]!.split(',').at(-1)).toBe('contract');
    expect(csv.slice(1).filter((line) => line.endsWith(',C-0001'))).toHaveLength(9);

    // The vehicle is busy for instant offers over each journey.
    const busy = await vehiclesBusyBetween(asAppDb(database.handle.db), {
      startsAt: new Date('2027-10-20T09:00:00Z'),
      endsAt: new Date('2027-10-20T10:00:00Z'),
    });
    expect(busy.has(minibus)).toBe(true);

    // Each journey has a request row of its own, but the requests list and its counts are for
    // what customers sent: none of them appears there.
    expect(await count('select count(*)::int as n from quote_requests')).toBe(9);
    const requests = await listQuotes(
      asAppDb(database.handle.db),
      parseQuoteFilters(new URLSearchParams()),
    );
    expect(requests.totalCount).toBe(0);
    expect((await quoteCounts(asAppDb(database.handle.db))).all).toBe(0);
  });

  it('leaves out a bank holiday unless the contract runs on them', async () => {
    const mondays = {
      ...SCHOOL_RUN(),
      calendarId: '',
      firstDay: '2027-08-23',
      lastDay: '2027-09-06',
      vehicleId: String(spare),
    };
    // Monday 30 August 2027 is the summer bank holiday.
    const checked = (await post('check', mondays, { weekdays: ['1'] })) as Check;
    expect(checked.dates.map((d) => d.date)).toEqual(['2027-08-23', '2027-09-06']);
    const withBankHolidays = (await post(
      'check',
      { ...mondays, runsOnBankHolidays: 'on' },
      { weekdays: ['1'] },
    )) as Check;
    expect(withBankHolidays.dates.map((d) => d.date)).toEqual([
      '2027-08-23',
      '2027-08-30',
      '2027-09-06',
    ]);
  });

  it('shows clashes on the vehicle and saves nothing', async () => {
    const clashing = (await post('save', {
      ...SCHOOL_RUN(),
      calendarId: '',
      firstDay: '2027-11-01',
      lastDay: '2027-11-12',
      pickupTime: '09:00',
      returnTime: '',
    })) as Check;
    expect(clashing.ok).toBe(false);
    expect(clashing.message).toBe(
      '4 journeys clash with other work on the vehicle or driver. Nothing was saved.',
    );
    expect(clashing.dates.filter((d) => d.clashes.length > 0).map((d) => d.date)).toEqual([
      '2027-11-01',
      '2027-11-02',
      '2027-11-03',
      '2027-11-05',
    ]);
    expect(await count('select count(*)::int as n from contracts')).toBe(1);
  });

  it('refuses a vehicle whose MOT lapses before the last journey', async () => {
    const unfit = (await post('save', { ...SCHOOL_RUN(), vehicleId: String(lapsing) })) as Check;
    expect(unfit.message).toBe(
      'The vehicle or driver cannot be given this work. Nothing was saved.',
    );
    expect(unfit.refusals).toEqual([
      'Old Minibus: MOT due 2027-10-27 lapses before this job ends.',
    ]);
    expect(await count('select count(*)::int as n from contracts')).toBe(1);
  });

  it('cancels one date, then the rest, keeping them in the register and releasing the vehicle', async () => {
    const db = asAppDb(database.handle.db);
    const [contract] = await database.query<{ id: number }>(`select id from contracts`);
    const [wednesday] = await database.query<{ id: number }>(
      `select id from bookings where contract_id = $1 and pickup_at = '2027-10-20T07:15:00Z'`,
      [contract!.id],
    );
    const before = new Date('2027-10-01T12:00:00Z');
    expect(
      await cancelContractJourneys(db, contract!.id, { bookingId: wednesday!.id }, before),
    ).toBe(1);
    const busy = await vehiclesBusyBetween(db, {
      startsAt: new Date('2027-10-20T09:00:00Z'),
      endsAt: new Date('2027-10-20T10:00:00Z'),
    });
    expect(busy.has(minibus)).toBe(false);
    expect(
      await cancelContractJourneys(
        db,
        contract!.id,
        { from: new Date('2027-11-02T00:00:00Z') },
        before,
      ),
    ).toBe(3);
    const statuses = await database.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from bookings where contract_id = $1 group by status order by status`,
      [contract!.id],
    );
    expect(statuses).toEqual([
      { status: 'cancelled', n: 4 },
      { status: 'confirmed', n: 5 },
    ]);
    const page = (await run(
      contractLoader,
      adminRequest(`/admin/contracts/${contract!.id}`, { cookie }),
      context,
      { id: String(contract!.id) },
    )) as { journeys: { status: string }[] };
    expect(page.journeys).toHaveLength(9);
  });
});
