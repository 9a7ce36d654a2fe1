/**
 * What lapses next, on PGlite and PostgreSQL, with a controlled clock: every recorded date lapsing
 * within 60 days, soonest first, with the booked jobs still running when it lapses; and the daily
 * pass alerting the operator 30, 14 and 7 days before a date lapses under a booked job, once per
 * date and threshold, even with two instances running the pass at the same moment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/platform/db/client.server.ts';
import { asAppDb, type AppDb } from '#server/platform/db/app-db.server.ts';
import { sendLapseAlerts, whatLapsesNext } from '#server/fitness-lapses.server.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';

// Fixed dates: the MOT's last valid day, and a job the next day that it would leave without one.
const MOT_DUE = '2027-03-10';
const QUOTE = 'Q-270301-LAPSE001';

const at = (iso: string) => new Date(iso);

describe.each(DATABASE_KINDS)('what lapses next on %s', (kind) => {
  const { database, app } = quoteAppPerSuite(kind);
  let second: AppDb;
  let secondHandle: DatabaseHandle | undefined;

  beforeAll(async () => {
    await database.query(
      `insert into quote_requests (id, name, email, phone, pickup_location, destination,
         pickup_date, pickup_time, passenger_count, journey_type, journey_direction,
         form_version, current_page)
       values ($1, 'Megan Jones', 'megan@example.com', '+447700900123', 'Canton, Cardiff',
         'Bristol Airport', '2027-03-11', '10:00', 12, 'airport-transfer', 'one-way', 'pq1',
         '/book-online')`,
      [QUOTE],
    );
    const [vehicle] = await database.query<{ id: number }>(
      `insert into fleet_vehicles (name, seats, registration, mot_due, insurance_until)
       values ('Minibus AB12CDE', 16, 'AB12CDE', $1, '2027-12-31') returning id`,
      [MOT_DUE],
    );
    await database.query(
      `insert into bookings (quote_id, hirer_name, hirer_email, hirer_phone, pickup_location,
         destination, pickup_at, ends_at, passengers, fare_pence, quoted_vehicle, vehicle_id)
       values ($1, 'Megan Jones', 'megan@example.com', '+447700900123', 'Canton, Cardiff',
         'Bristol Airport', '2027-03-11T10:00:00Z', '2027-03-11T13:00:00Z', 12, 30000,
         '16-Seat Minibus', $2)`,
      [QUOTE, vehicle!.id],
    );
    await database.query(
      `insert into drivers (name, phone, licence_categories, dbs_valid_until)
       values ('Alun Jones', '07700 900123', '{D1}', '2027-02-20')`,
    );
    // A second instance: its own connection to the same PostgreSQL (PGlite has one process).
    if (database.env.DATABASE_URL) {
      secondHandle = await openDatabase({ databaseUrl: database.env.DATABASE_URL, dataDir: '' });
      second = asAppDb(secondHandle.db);
    } else second = app.db;
  });
  // Registered after the app's hooks, so it runs first: the second connection goes before the
  // database is dropped.
  afterAll(async () => {
    await secondHandle?.close();
  });

  const alertJobs = async () =>
    database.query<{ name: string; key: string; title: string }>(
      `select name, data->'lapse'->>'key' as key, data->'lapse'->>'title' as title
       from pgboss.job where data->>'alert' = 'document-lapsing' order by created_on`,
    );

  it('lists every date lapsing within 60 days, soonest first, with the jobs it touches', async () => {
    const lapses = await whatLapsesNext(app.db, at('2027-02-08T09:00:00Z'));
    expect(
      lapses.map((l) => [
        l.holderName,
        l.label,
        l.lastValidDay,
        l.daysLeft,
        l.jobs.map((j) => j.quoteId),
      ]),
    ).toEqual([
      ['Alun Jones', 'DBS valid until', '2027-02-20', 12, []],
      ['Minibus AB12CDE', 'MOT due', MOT_DUE, 30, [QUOTE]],
    ]);
    // The insurance (December) is beyond the 60 days.
    expect(lapses.some((l) => l.label === 'Insurance until')).toBe(false);
  });

  it('alerts nothing 31 days before', async () => {
    expect(await sendLapseAlerts(app.db, app.boss, at('2027-02-07T09:00:00Z'))).toBe(0);
    expect(await alertJobs()).toEqual([]);
  });

  it('alerts once at 30 days, with two instances running the pass at once', async () => {
    const now = at('2027-02-08T09:00:00Z');
    const claimed = await Promise.all([
      sendLapseAlerts(app.db, app.boss, now),
      sendLapseAlerts(second, app.boss, now),
    ]);
    expect(claimed.toSorted()).toEqual([0, 1]);
    expect(await alertJobs()).toEqual([
      {
        name: 'alert.operator-email',
        key: `vehicle-1-motDue-${MOT_DUE}-30`,
        title: `Minibus AB12CDE: MOT due ${MOT_DUE} lapses in 30 days`,
      },
    ]);
    // A restart the same day, or the next: nothing more.
    expect(await sendLapseAlerts(app.db, app.boss, now)).toBe(0);
    expect(await sendLapseAlerts(app.db, app.boss, at('2027-02-20T09:00:00Z'))).toBe(0);
  });

  it('alerts again at 14 and at 7 days, once each', async () => {
    expect(await sendLapseAlerts(app.db, app.boss, at('2027-02-24T09:00:00Z'))).toBe(1);
    expect(await sendLapseAlerts(second, app.boss, at('2027-02-25T09:00:00Z'))).toBe(0);
    // A pass missed on the 7th day before: the next one still sends the 7-day alert, once.
    expect(await sendLapseAlerts(app.db, app.boss, at('2027-03-05T09:00:00Z'))).toBe(1);
    expect(await sendLapseAlerts(app.db, app.boss, at('2027-03-06T09:00:00Z'))).toBe(0);
    expect((await alertJobs()).map((job) => job.key)).toEqual([
      `vehicle-1-motDue-${MOT_DUE}-30`,
      `vehicle-1-motDue-${MOT_DUE}-14`,
      `vehicle-1-motDue-${MOT_DUE}-7`,
    ]);
  });
});
