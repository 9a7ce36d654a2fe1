/**
 * Giving a booked job its vehicle and driver through the register's form (the route's action, as
 * the browser posts it) on PGlite and PostgreSQL, at the rules' edges: a document lapsing one
 * minute before the job ends is refused and one lapsing as it ends is not; a driver whose week
 * already holds two long days may drive 9 hours on a third but not 9 hours 1 minute; a driver is
 * or a vehicle is never on two overlapping jobs (the form refuses, the database refuses, and of two admins on two
 * connections assigning at once exactly one wins); a date nobody recorded is a warning naming it.
 * Then a change that leaves a booked job unfit (an admin edit, a retirement, or a date the nightly
 * DVLA look-up moves, against the DVLA stand-in on loopback) heads the register and alerts the
 * operator once.
 */
import type { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '#app/features/bookings/create-booking.server.ts';
import { answerPrice } from '#app/features/customer-quote/answer-price.server.ts';
import { sendPrice } from '#app/features/customer-quote/send-price.server.ts';
import { addDays } from '#app/lib/london-dates.ts';
import { action as bookingsAction, loader as bookingsLoader } from '#app/routes/admin/bookings.tsx';
import { action as driversAction } from '#app/routes/admin/drivers.tsx';
import { openDatabase } from '#server/platform/db/client.server.ts';
import { fitnessPass } from '#server/fitness-lapses.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import { adminContext, adminEnv, adminRequest, signedInCookie } from '../support/admin.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { DVLA_TEST_KEY, startDvlaStandIn, type DvlaStandIn } from '../support/dvla-stand-in.ts';
import { isPlainDay, londonDate } from '../support/dates.ts';
import { addFitDriver, addFitVehicle } from '../support/fit-fleet.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';
import { priceForm } from '../support/price-loop.ts';
import { postQuote, quoteBody } from '../support/quote-app.ts';

type Handler = (args: never) => Promise<unknown>;

interface Answer {
  ok: boolean;
  message: string;
  reasons?: string[];
}

async function run(fn: Handler, request: Request, context: RouterContextProvider) {
  return fn({ request, context, params: {} } as never);
}

/** The first Monday on or after `from` whose Monday to Wednesday are all plain days. */
function plainWeek(from: string): string {
  let day = from;
  for (;;) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday === 1 && [0, 1, 2].every((n) => isPlainDay(addDays(day, n)))) return day;
    day = addDays(day, 1);
  }
}

let dvla: DvlaStandIn;
beforeAll(async () => {
  dvla = await startDvlaStandIn();
});
afterAll(() => dvla.close());

describe.each(DATABASE_KINDS)('assigning a job on %s', (kind) => {
  const { database, app } = quoteAppPerSuite(kind, { env: { RATE_LIMIT_QUOTES_PER_HOUR: '1000' } });
  let env: Env;
  let cookie: string;
  let context: RouterContextProvider;
  let coach: number;
  let alun: number;

  beforeAll(async () => {
    env = adminEnv(database);
    cookie = await signedInCookie(database, env);
    context = adminContext(database, env, { outbox: app.boss });
    coach = await addFitVehicle(database.query, { name: 'Coach One', seats: 16 });
    alun = await addFitDriver(database.query, { name: 'Alun Jones' });
  });

  /** A job booked from a price sent by hand: it holds its vehicle 3 hours past the pickup. */
  async function book(pickupDate: string, pickupTime: string): Promise<string> {
    const email = `job-${pickupDate}-${pickupTime.replace(':', '')}@example.com`;
    const response = await postQuote(app.url, quoteBody({ email, pickupDate, pickupTime }));
    const { id } = (await response.json()) as { id: string };
    await sendPrice({ db: app.db, boss: app.boss }, { quoteId: id, by: 'op', form: priceForm() });
    const accepted = await answerPrice(
      { db: app.db, boss: app.boss, onAccepted: (tx, a) => createBooking(tx, app.boss, a) },
      {
        quoteId: id,
        customerToken: 't',
        intent: 'accept',
        revision: 1,
        termsAccepted: true,
        reason: '',
      },
    );
    expect(accepted).toEqual({ ok: true, changed: true });
    const [row] = await database.query<{ id: number }>(
      'select id from bookings where quote_id = $1',
      [id],
    );
    return String(row!.id);
  }

  const assign = async (
    bookingId: string,
    given: { vehicleId?: number; driverId?: number },
    on: RouterContextProvider = context,
  ) =>
    (await run(
      bookingsAction,
      adminRequest('/admin/bookings', {
        cookie,
        form: {
          intent: 'assign',
          bookingId,
          vehicleId: given.vehicleId ? String(given.vehicleId) : '',
          driverId: given.driverId ? String(given.driverId) : '',
        },
      }),
      on,
    )) as Answer;

  const assigned = async (bookingId: string) =>
    (
      await database.query<{ vehicle_id: number | null; driver_id: number | null }>(
        'select vehicle_id, driver_id from bookings where id = $1',
        [bookingId],
      )
    )[0];

  it('refuses an MOT lapsing one minute before the job ends, and takes one lapsing as it ends', async () => {
    const day = plainWeek(londonDate(20));
    // Picked up at 21:01, held to 00:01; picked up at 21:00, held to midnight.
    const late = await book(day, '21:01');
    const onTime = await book(day, '21:00');
    await database.query('update fleet_vehicles set mot_due = $2 where id = $1', [coach, day]);
    expect(await assign(late, { vehicleId: coach })).toEqual({
      ok: false,
      message: 'Nothing was saved.',
      reasons: [`Coach One: MOT due ${day} lapses before this job ends.`],
      intent: 'assign',
    });
    expect(await assigned(late)).toEqual({ vehicle_id: null, driver_id: null });
    expect(await assign(onTime, { vehicleId: coach })).toMatchObject({ ok: true });
    expect(await assigned(onTime)).toEqual({ vehicle_id: coach, driver_id: null });
    await database.query('update fleet_vehicles set mot_due = insurance_until where id = $1', [
      coach,
    ]);
  });

  it('takes a third day of 9 hours in a week holding two long days, and refuses 9 hours 1 minute', async () => {
    const monday = plainWeek(londonDate(40));
    const wednesday = addDays(monday, 2);
    const driver = await addFitDriver(database.query, { name: 'Bethan Evans' });
    // Two long days (9 h 1 min each) and a morning job on Wednesday, already the driver's.
    const week = [
      [monday, '06:00', 541],
      [addDays(monday, 1), '06:00', 541],
      [wednesday, '06:00', 401],
    ] as const;
    const earlier: string[] = [];
    for (const [day, time, minutes] of week) {
      const id = await book(day, time);
      await database.query(
        `update bookings set driver_id = $2, driver_name = 'Bethan Evans', driving = $3 where id = $1`,
        [id, driver, JSON.stringify([{ day, minutes }])],
      );
      earlier.push(id);
    }
    // Canton to Bristol Airport and home is 2 h 20 min at the tariff's 40 mph: 401 + 140 minutes
    // is 9 h 1 min, a third long day.
    const noon = await book(wednesday, '12:00');
    expect(await assign(noon, { vehicleId: coach, driverId: driver })).toMatchObject({
      ok: false,
      message: 'Nothing was saved.',
      reasons: [
        `Bethan Evans would drive more than 9 hours on more than 2 days in the week of ${monday}.`,
      ],
    });
    expect(await assigned(noon)).toEqual({ vehicle_id: null, driver_id: null });
    // With the morning a minute shorter, the day is exactly 9 hours.
    await database.query(`update bookings set driving = $2 where id = $1`, [
      earlier[2],
      JSON.stringify([{ day: wednesday, minutes: 400 }]),
    ]);
    expect(await assign(noon, { vehicleId: coach, driverId: driver })).toEqual({
      ok: true,
      message: 'Vehicle and driver saved.',
      bookingId: Number(noon),
      intent: 'assign',
    });
    const [row] = await database.query<{ driver_name: string; driving: unknown }>(
      'select driver_name, driving from bookings where id = $1',
      [noon],
    );
    expect(row).toEqual({
      driver_name: 'Bethan Evans',
      driving: [{ day: wednesday, minutes: 140 }],
    });
  });

  it('saves past a date nobody recorded, with a warning naming it', async () => {
    const job = await book(londonDate(60), '09:00');
    const nobody = await addFitDriver(database.query, { name: 'Carys Lloyd' });
    await database.query('update drivers set cpc_until = null where id = $1', [nobody]);
    expect(await assign(job, { vehicleId: coach, driverId: nobody })).toMatchObject({
      ok: true,
      message: 'Vehicle and driver saved. Not recorded, so not checked:',
      reasons: ['Carys Lloyd: Driver CPC until is not recorded.'],
    });
    expect(await assigned(job)).toEqual({ vehicle_id: coach, driver_id: nobody });
  });

  it('refuses a driver without the category the vehicle needs', async () => {
    const job = await book(londonDate(61), '09:00');
    const carOnly = await addFitDriver(database.query, { name: 'Dai Price', categories: ['B'] });
    expect(await assign(job, { vehicleId: coach, driverId: carOnly })).toMatchObject({
      ok: false,
      reasons: [
        'Dai Price does not hold category D1, which a vehicle with 16 passenger seats needs.',
      ],
    });
  });

  it('never puts a driver on two overlapping jobs: the form refuses, and so does the database', async () => {
    const day = londonDate(70);
    const first = await book(day, '09:00');
    const second = await book(day, '10:00');
    expect(await assign(first, { driverId: alun })).toMatchObject({ ok: true });
    expect(await assign(second, { driverId: alun })).toEqual({
      ok: false,
      message: 'Nothing was saved.',
      reasons: [
        `Alun Jones is already on job #${first} at that time, and a driver is never on two jobs at once.`,
      ],
      intent: 'assign',
    });
    // Past the form: the database's exclusion constraint.
    await expect(
      database.query('update bookings set driver_id = $2 where id = $1', [second, alun]),
    ).rejects.toThrow(/bookings_driver_no_overlap/);
    // A cancelled job holds nobody.
    await database.query(`update bookings set status = 'cancelled' where id = $1`, [first]);
    expect(await assign(second, { driverId: alun })).toMatchObject({ ok: true });
  });

  it('never puts a vehicle on two overlapping jobs: the form refuses, and so does the database', async () => {
    const minibus = await addFitVehicle(database.query, { name: 'Minibus Held', seats: 16 });
    const day = londonDate(75);
    const first = await book(day, '09:00');
    const second = await book(day, '10:00');
    expect(await assign(first, { vehicleId: minibus })).toMatchObject({ ok: true });
    expect(await assign(second, { vehicleId: minibus })).toMatchObject({
      ok: false,
      message: 'Nothing was saved.',
    });
    // Past the form: the database's exclusion constraint (drizzle/0034).
    await expect(
      database.query('update bookings set vehicle_id = $2 where id = $1', [second, minibus]),
    ).rejects.toThrow(/bookings_vehicle_no_overlap/);
    await database.query(`update bookings set status = 'cancelled' where id = $1`, [first]);
    expect(await assign(second, { vehicleId: minibus })).toMatchObject({ ok: true });
  });

  it('lets one of two admins assigning one driver at once win, on two connections', async () => {
    const day = londonDate(80);
    const first = await book(day, '09:00');
    const second = await book(day, '10:00');
    const driver = await addFitDriver(database.query, { name: 'Eirian Hughes' });
    // A second instance's own connection pool (PostgreSQL); PGlite has one connection.
    const other = database.handle.pool
      ? await openDatabase({
          databaseUrl: database.env.DATABASE_URL,
          dataDir: database.env.DATA_DIR,
        })
      : null;
    try {
      const otherContext = other
        ? adminContext({ ...database, handle: other }, env, { outbox: app.boss })
        : context;
      const answers = await Promise.all([
        assign(first, { driverId: driver }),
        assign(second, { driverId: driver }, otherContext),
      ]);
      expect(answers.filter((a) => a.ok)).toHaveLength(1);
      expect(answers.find((a) => !a.ok)?.reasons?.[0]).toMatch(/^Eirian Hughes is already on /);
      expect(
        await database.query('select id from bookings where driver_id = $1', [driver]),
      ).toHaveLength(1);
    } finally {
      await other?.close();
    }
  });

  const registerPage = async () =>
    (await run(bookingsLoader, adminRequest('/admin/bookings', { cookie }), context)) as {
      unfit: { bookingId: number; reasons: string[] }[];
    };
  const unfitAlerts = async (quoteIdOf: string) =>
    database.query<{ title: string; body: string }>(
      `select data->'lapse'->>'title' as title, data->'lapse'->>'body' as body from pgboss.job
        where data->>'alert' = 'job-unfit'
          and data->>'quoteId' = (select quote_id from bookings where id = $1)`,
      [quoteIdOf],
    );

  it('lists a job a change made unfit at the top of the register, and alerts the operator once', async () => {
    const minibus = await addFitVehicle(database.query, { name: 'Minibus Two', seats: 16 });
    const driver = await addFitDriver(database.query, { name: 'Ffion Rees' });
    const day = londonDate(90);
    const job = await book(day, '09:00');
    expect(await assign(job, { vehicleId: minibus, driverId: driver })).toMatchObject({ ok: true });
    expect((await registerPage()).unfit.map((j) => j.bookingId)).not.toContain(Number(job));

    // The insurance is found to end the day before the job.
    const documents = {
      intent: 'vehicle-documents',
      vehicleId: String(minibus),
      motDue: londonDate(900),
      insuranceUntil: addDays(day, -1),
      nextInspection: londonDate(900),
      roadTaxDue: londonDate(900),
      plateUntil: londonDate(900),
    };
    const saved = (await run(
      bookingsAction,
      adminRequest('/admin/bookings', { cookie, form: documents }),
      context,
    )) as Answer;
    expect(saved.ok).toBe(true);
    const reason = `Minibus Two: Insurance until ${addDays(day, -1)} lapses before this job ends.`;
    expect((await registerPage()).unfit.find((j) => j.bookingId === Number(job))).toEqual(
      expect.objectContaining({ reasons: [reason] }),
    );
    expect(await unfitAlerts(job)).toEqual([
      { title: 'A booked job is no longer fit', body: reason },
    ]);

    // The driver retired too: the job was already unfit, so no second alert.
    const retired = (await run(
      driversAction,
      adminRequest('/admin/drivers', {
        cookie,
        form: { intent: 'retire-driver', driverId: String(driver) },
      }),
      context,
    )) as Answer;
    expect(retired.ok).toBe(true);
    expect((await registerPage()).unfit.find((j) => j.bookingId === Number(job))?.reasons).toEqual([
      'Ffion Rees is retired.',
      reason,
    ]);
    expect(await unfitAlerts(job)).toHaveLength(1);
  });

  it('alerts the operator when a retired vehicle leaves a fit job unfit', async () => {
    const van = await addFitVehicle(database.query, { name: 'Van Three', seats: 16 });
    const job = await book(londonDate(95), '09:00');
    expect(await assign(job, { vehicleId: van })).toMatchObject({ ok: true });
    expect(await unfitAlerts(job)).toEqual([]);
    const retired = (await run(
      bookingsAction,
      adminRequest('/admin/bookings', {
        cookie,
        form: { intent: 'retire-vehicle', vehicleId: String(van) },
      }),
      context,
    )) as Answer;
    expect(retired.ok).toBe(true);
    expect(await unfitAlerts(job)).toEqual([
      { title: 'A booked job is no longer fit', body: 'Van Three is retired.' },
    ]);
  });
  it('alerts the operator at once when the nightly DVLA look-up moves a date under a booked job', async () => {
    const registration = kind === 'pglite' ? 'DV11AAA' : 'DV22BBB';
    const name = `Minibus DVLA ${kind}`;
    const [row] = await database.query<{ id: number }>(
      `insert into fleet_vehicles
         (name, seats, registration, mot_due, insurance_until, next_inspection, road_tax_due)
       values ($1, 16, $2, $3, $3, $3, $3) returning id`,
      [name, registration, londonDate(900)],
    );
    const day = londonDate(100);
    const job = await book(day, '10:00');
    expect(await assign(job, { vehicleId: row!.id })).toMatchObject({ ok: true });
    const dvlaEnv = { DVLA_VES_API_KEY: DVLA_TEST_KEY, DVLA_VES_URL: dvla.url };

    // DVLA agrees with what is stored: nothing to say.
    dvla.behave('answer');
    dvla.vehicles.set(registration, {
      motExpiryDate: londonDate(900),
      taxDueDate: londonDate(900),
    });
    await fitnessPass(app.db, app.boss, dvlaEnv, new Date());
    expect(await unfitAlerts(job)).toEqual([]);

    // Overnight DVLA has the MOT due the day before the job: the register and the operator know.
    dvla.vehicles.set(registration, {
      motExpiryDate: addDays(day, -1),
      taxDueDate: londonDate(900),
    });
    await fitnessPass(app.db, app.boss, dvlaEnv, new Date());
    const reason = `${name}: MOT due ${addDays(day, -1)} lapses before this job ends.`;
    expect((await registerPage()).unfit.find((j) => j.bookingId === Number(job))).toEqual(
      expect.objectContaining({ reasons: [reason] }),
    );
    expect(await unfitAlerts(job)).toEqual([
      { title: 'A booked job is no longer fit', body: reason },
    ]);

    // The next night says the same: the job was already unfit, so no second alert.
    await fitnessPass(app.db, app.boss, dvlaEnv, new Date());
    expect(await unfitAlerts(job)).toHaveLength(1);
  });
  it('refuses a vehicle an open instant offer holds for an overlapping time, and saves nothing', async () => {
    const van = await addFitVehicle(database.query, { name: `Van Held ${kind}`, seats: 16 });
    const day = londonDate(110);
    const job = await book(day, '09:00');
    // Another request's instant offer holds the van from 08:00 to 13:00 that day, open a day more.
    const other = await postQuote(
      app.url,
      quoteBody({ email: `held-${kind}@example.com`, pickupDate: day, pickupTime: '08:00' }),
    );
    const { id: heldFor } = (await other.json()) as { id: string };
    const [{ starts, ends }] = (await database.query<{ starts: string; ends: string }>(
      `select pickup_at - interval '1 hour' as starts, pickup_at + interval '4 hours' as ends
         from bookings where id = $1`,
      [job],
    )) as [{ starts: string; ends: string }];
    await database.query(
      `insert into instant_holds
         (quote_id, vehicle_id, starts_at, ends_at, driver_day, total_pence, offer_expires_at)
       values ($1, $2, $3, $4, $5, 42000, now() + interval '1 day')`,
      [heldFor, van, starts, ends, day],
    );
    expect(await assign(job, { vehicleId: van })).toEqual({
      ok: false,
      message: 'Nothing was saved.',
      reasons: [
        `Van Held ${kind} is already on an instant offer at that time, and a vehicle is never on two jobs at once.`,
      ],
      intent: 'assign',
    });
    expect(await assigned(job)).toEqual({ vehicle_id: null, driver_id: null });
    // Once the offer ends it holds nothing, and the van can be given.
    await database.query(`update instant_holds set active = false where quote_id = $1`, [heldFor]);
    expect(await assign(job, { vehicleId: van })).toMatchObject({ ok: true });
  });
});
