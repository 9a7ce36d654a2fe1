/**
 * A contract's vehicle and driver judged like any assignment, journey by journey, on PGlite and
 * PostgreSQL: the driver's day within 10 hours with the tariff's speed (their other work and the
 * contract's own journeys added), a school run's DBS valid until each journey ends, the licence
 * category the vehicle needs. The form says which rule refuses which date and saves nothing; a
 * contract that passes stores each journey's driving for the driver's hours, and a school run's
 * journeys say so for the register's DBS rule.
 */
import type { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { action as contractsAction } from '#app/routes/admin/contracts.tsx';
import { adminContext, adminEnv, adminRequest, signedInCookie } from '../support/admin.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { addFitDriver, addFitVehicle } from '../support/fit-fleet.ts';
import { databasePerSuite } from '../support/lifecycle.ts';

interface Check {
  ok: boolean;
  message: string;
  dates: { date: string; refusals: string[] }[];
  refusals: string[];
}

// Monday 8 to Friday 12 November 2027: no bank holiday, no clock change.
const MONDAY = '2027-11-08';
const WEEK = ['2027-11-08', '2027-11-09', '2027-11-10', '2027-11-11', '2027-11-12'];

describe.each(DATABASE_KINDS)('a contract judged by the fitness rules on %s', (kind) => {
  const database = databasePerSuite(kind);
  let context: RouterContextProvider;
  let cookie: string;
  let accountId: number;
  let minibus: number;

  beforeAll(async () => {
    const env = adminEnv(database);
    cookie = await signedInCookie(database, env);
    context = adminContext(database, env);
    minibus = await addFitVehicle(database.query, { name: 'School Minibus', seats: 16 });
    const [account] = await database.query<{ id: number }>(
      `insert into accounts (organisation, billing_email, billing_address)
       values ('Ysgol y Dderwen', 'accounts@dderwen.example', 'Oak Road, Cardiff') returning id`,
    );
    accountId = account!.id;
  });

  async function post(
    intent: 'check' | 'save',
    fields: { driverId: number; school?: boolean },
  ): Promise<Check | 'saved'> {
    const body = new URLSearchParams({
      intent,
      accountId: String(accountId),
      pickupLocation: 'Cardiff',
      destination: 'Penarth',
      pickupTime: '08:15',
      returnTime: '15:30',
      firstDay: MONDAY,
      lastDay: WEEK.at(-1)!,
      calendarId: '',
      passengers: '14',
      price: '85.50',
      vehicleId: String(minibus),
      driverId: String(fields.driverId),
    });
    for (const day of ['1', '2', '3', '4', '5']) body.append('weekdays', day);
    if (fields.school) body.append('school', 'on');
    const request = adminRequest('/admin/contracts', { cookie, form: {} });
    try {
      return (await contractsAction({
        request: new Request(request, { body }),
        context,
        params: {},
      } as never)) as Check;
    } catch (thrown) {
      if (thrown instanceof Response && thrown.status === 302) return 'saved';
      throw thrown;
    }
  }

  const contractCount = async () =>
    Number((await database.query<{ n: number }>('select count(*)::int as n from contracts'))[0]!.n);

  /** Which dates were refused, and by what. */
  const refusedDates = (check: Check | 'saved') =>
    (check as Check).dates.filter((d) => d.refusals.length > 0);

  it('refuses the one day a driver’s other work would take past 10 hours, naming it', async () => {
    const driver = await addFitDriver(database.query, { name: 'Hywel Bowen' });
    // Ten hours' driving already on Wednesday, on a job after the school run's return.
    await database.query(
      `insert into quote_requests (id, name, email, phone, pickup_location, destination,
         pickup_date, pickup_time, passenger_count, journey_direction, form_version, current_page)
       values ('Q-LONG-DAY', 'Megan Jones', 'megan@example.com', '+447700900123', 'Cardiff',
         'London', '2027-11-10', '19:00', 12, 'one-way', 'pq1', '/book-online')`,
    );
    await database.query(
      `insert into bookings (quote_id, hirer_name, hirer_email, hirer_phone, pickup_location,
         destination, pickup_at, ends_at, passengers, fare_pence, quoted_vehicle, driver_id,
         driver_name, driving)
       values ('Q-LONG-DAY', 'Megan Jones', 'megan@example.com', '+447700900123', 'Cardiff',
         'London', '2027-11-10T19:00:00Z', '2027-11-10T23:30:00Z', 12, 90000, '16-Seat Minibus',
         $1, 'Hywel Bowen', '[{"day":"2027-11-10","minutes":600}]')`,
      [driver],
    );
    const check = await post('save', { driverId: driver });
    expect(check).not.toBe('saved');
    expect((check as Check).message).toBe(
      'The vehicle or driver cannot be given this work. Nothing was saved.',
    );
    const refused = refusedDates(check);
    expect(refused.map((d) => d.date)).toEqual(['2027-11-10']);
    expect(refused[0]!.refusals).toEqual([
      expect.stringMatching(
        /^Hywel Bowen would drive 10 h \d+ min on 2027-11-10, more than the 10 hours allowed on any day\.$/,
      ),
    ]);
    expect(await contractCount()).toBe(0);
  });

  it('refuses a school run on the dates after the driver’s DBS lapses, and only a school run', async () => {
    const driver = await addFitDriver(database.query, { name: 'Nia Parry' });
    await database.query(`update drivers set dbs_valid_until = '2027-11-10' where id = $1`, [
      driver,
    ]);
    const school = await post('check', { driverId: driver, school: true });
    expect(refusedDates(school)).toEqual(
      [
        {
          date: '2027-11-11',
          refusals: ['Nia Parry: DBS valid until 2027-11-10 lapses before this job ends.'],
        },
        {
          date: '2027-11-12',
          refusals: ['Nia Parry: DBS valid until 2027-11-10 lapses before this job ends.'],
        },
      ].map((d) => expect.objectContaining(d)),
    );
    expect((school as Check).refusals).toEqual([
      'Nia Parry: DBS valid until 2027-11-10 lapses before this job ends.',
    ]);
    // Not a school run: no DBS is needed, and the week is checked clean.
    expect(await post('check', { driverId: driver })).toMatchObject({ ok: true });
  });

  it('refuses every date to a driver without the category the vehicle needs', async () => {
    const driver = await addFitDriver(database.query, { name: 'Owain Lewis', categories: ['B'] });
    const check = await post('save', { driverId: driver });
    expect(refusedDates(check).map((d) => d.date)).toEqual(WEEK);
    expect((check as Check).refusals).toEqual([
      'Owain Lewis does not hold category D1, which a vehicle with 16 passenger seats needs.',
    ]);
    expect(await contractCount()).toBe(0);
  });

  it('saves a fit school run with each journey’s driving, marked a school job', async () => {
    const driver = await addFitDriver(database.query, { name: 'Rhian Evans' });
    expect(await post('save', { driverId: driver, school: true })).toBe('saved');
    const journeys = await database.query<{
      driving: { day: string; minutes: number }[];
      journey_type: string;
    }>(
      `select b.driving, q.journey_type from bookings b join quote_requests q on q.id = b.quote_id
        where b.driver_id = $1 order by b.pickup_at`,
      [driver],
    );
    expect(journeys).toHaveLength(5);
    for (const [i, journey] of journeys.entries()) {
      expect(journey.journey_type).toBe('school-transport');
      expect(journey.driving).toEqual([{ day: WEEK[i], minutes: expect.any(Number) }]);
      expect(journey.driving[0]!.minutes).toBeGreaterThan(0);
    }
  });
});
