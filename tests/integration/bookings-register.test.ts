/**
 * The booking register on PGlite and PostgreSQL: upcoming jobs soonest first, the fleet
 * list seeded from the fleet page, a vehicle and a driver from the list assigned (warned of the
 * dates nobody recorded), two jobs on one vehicle at once flagged, a cancellation e-mailed to the
 * customer, the week view (?week=YYYY-MM-DD), and /admin/bookings.csv (401 without a session; id
 * first; the driver's badge number; formulas defused).
 */
import { stringify } from 'csv-stringify/sync';
import type { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { FLEET } from '#app/content/fleet.ts';
import { createBooking } from '#app/features/bookings/create-booking.server.ts';
import { answerPrice } from '#app/features/customer-quote/answer-price.server.ts';
import { sendPrice } from '#app/features/customer-quote/send-price.server.ts';
import { loader as csvLoader } from '#app/routes/admin/bookings-csv.ts';
import { action as bookingsAction, loader as bookingsLoader } from '#app/routes/admin/bookings.tsx';
import type { Env } from '#server/platform/env.server.ts';
import { adminContext, adminEnv, adminRequest, signedInCookie } from '../support/admin.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';
import { postQuote, quoteBody, waitFor } from '../support/quote-app.ts';
import { londonDate } from '../support/dates.ts';
import { addFitDriver } from '../support/fit-fleet.ts';

type Handler = (args: never) => Promise<unknown>;

async function run(fn: Handler, request: Request, context: RouterContextProvider) {
  try {
    return await fn({ request, context, params: {} } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

interface LoadedRow {
  id: number;
  hirerName: string;
  vehicleName: string | null;
  driverName: string | null;
  status: string;
  clashesWith: number[];
  driverClashesWith: number[];
}

describe.each(DATABASE_KINDS)('the booking register on %s', (kind) => {
  const { database, app } = quoteAppPerSuite(kind, { workers: true });
  let env: Env;
  let cookie: string;
  let context: RouterContextProvider;

  beforeAll(async () => {
    env = adminEnv(database);
    cookie = await signedInCookie(database, env);
    context = adminContext(database, env, { outbox: app.boss });
    // Three accepted jobs: 20 and 5 days ahead at the same hour (the second twice, an hour apart).
    for (const [name, days, time] of [
      ['=HYPERLINK("x") Evans', 20, '09:00'],
      ['Carys Morgan', 5, '09:00'],
      ['Dylan Hughes', 5, '10:00'],
    ] as const) {
      await book(name, days, time);
    }
  });

  async function book(name: string, daysAhead: number, pickupTime: string) {
    const email = `${name.replace(/\W/g, '').toLowerCase()}@example.com`;
    const response = await postQuote(app.url, quoteBody({ name, email, pickupTime }, daysAhead));
    const { id } = (await response.json()) as { id: string };
    const form = new FormData();
    form.set('total', '300');
    form.set('vehicle', '12-Seat Minibus');
    form.set('included', 'Driver and fuel');
    form.set('validUntil', londonDate(3));
    form.set('note', '');
    await sendPrice({ db: app.db, boss: app.boss }, { quoteId: id, by: 'op', form });
    const result = await answerPrice(
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
    expect(result).toEqual({ ok: true, changed: true });
  }

  const load = async () =>
    (await run(bookingsLoader, adminRequest('/admin/bookings', { cookie }), context)) as {
      rows: LoadedRow[];
      fleet: { id: number; name: string; active: boolean }[];
    };
  const post = (form: Record<string, string>) =>
    run(bookingsAction, adminRequest('/admin/bookings', { cookie, form }), context) as Promise<{
      ok: boolean;
      message: string;
      reasons?: string[];
    }>;

  it('lists upcoming bookings soonest first, with the fleet seeded from the fleet page', async () => {
    const { rows, fleet } = await load();
    expect(rows.map((r) => r.hirerName)).toEqual([
      'Carys Morgan',
      'Dylan Hughes',
      '=HYPERLINK("x") Evans',
    ]);
    expect(fleet.map((v) => v.name).sort()).toEqual(FLEET.map((v) => v.name).sort());
    expect(rows.every((r) => r.clashesWith.length === 0)).toBe(true);
  });

  it('assigns a vehicle and driver, refuses the vehicle for an overlapping job (the database too), and flags a clash of typed names', async () => {
    const { rows, fleet } = await load();
    const vehicle = fleet.find((v) => v.name === '16-Seat Minibus')!;
    const [carys, dylan, evans] = rows;
    const rhys = await addFitDriver(database.query, { name: 'Rhys' });
    const sian = await addFitDriver(database.query, { name: 'Siân' });
    for (const [booking, driver] of [
      [carys!, rhys],
      [evans!, rhys],
    ] as const) {
      const result = await post({
        intent: 'assign',
        bookingId: String(booking.id),
        vehicleId: String(vehicle.id),
        driverId: String(driver),
      });
      // The fleet page's vehicles come with no dates recorded: saved, with a warning naming them.
      expect(result).toMatchObject({
        ok: true,
        message: 'Vehicle and driver saved. Not recorded, so not checked:',
        reasons: expect.arrayContaining(['16-Seat Minibus: MOT due is not recorded.']),
      });
    }
    // Dylan's job overlaps Carys's: the vehicle is refused, the rule named, and nothing saved.
    expect(
      await post({
        intent: 'assign',
        bookingId: String(dylan!.id),
        vehicleId: String(vehicle.id),
        driverId: String(sian),
      }),
    ).toMatchObject({
      ok: false,
      message: 'Nothing was saved.',
      reasons: [
        `16-Seat Minibus is already on job #${carys!.id} at that time, and a vehicle is never on two jobs at once.`,
      ],
    });
    const [unsaved] = await database.query<{ vehicle_id: number | null; driver_id: number | null }>(
      'select vehicle_id, driver_id from bookings where id = $1',
      [dylan!.id],
    );
    expect(unsaved).toEqual({ vehicle_id: null, driver_id: null });
    // Past the form the database refuses it too (bookings_vehicle_no_overlap, decision 020).
    await expect(
      database.query('update bookings set vehicle_id = $2 where id = $1', [dylan!.id, vehicle.id]),
    ).rejects.toThrow(/bookings_vehicle_no_overlap/);
    // A driver's name typed by hand before drivers were listed, which no constraint can see, is
    // still flagged when two jobs at once have it.
    await database.query(
      `update bookings set driver_id = null, driver_name = ' old  HAND' where id = $1`,
      [carys!.id],
    );
    await database.query(`update bookings set driver_name = 'Old Hand' where id = $1`, [dylan!.id]);
    const after = await load();
    const byName = (name: string) => after.rows.find((r) => r.hirerName === name)!;
    expect(byName('Carys Morgan')).toMatchObject({
      vehicleName: '16-Seat Minibus',
      clashesWith: [],
      driverClashesWith: [dylan!.id],
    });
    expect(byName('Dylan Hughes').driverClashesWith).toEqual([carys!.id]);
    expect(byName('=HYPERLINK("x") Evans').driverClashesWith).toEqual([]);
  });

  it('cancels a booking, clears its clash and e-mails the customer', async () => {
    const dylan = (await load()).rows.find((r) => r.hirerName === 'Dylan Hughes')!;
    expect((await post({ intent: 'cancel', bookingId: String(dylan.id) })).ok).toBe(true);
    expect((await post({ intent: 'cancel', bookingId: String(dylan.id) })).ok).toBe(false);
    const after = await load();
    expect(after.rows.find((r) => r.id === dylan.id)!.status).toBe('cancelled');
    expect(after.rows.every((r) => r.driverClashesWith.length === 0)).toBe(true);
    const kept = await waitFor(
      async () =>
        (
          await database.query<{ to_address: string; subject: string }>(
            `select to_address, subject from outbox_emails where kind = 'booking-cancellation'`,
          )
        )[0],
      20_000,
      'the cancellation e-mail',
    );
    expect(kept.to_address).toBe('dylanhughes@example.com');
    expect(kept.subject).toMatch(/^Booking cancelled/);
  });

  interface LoadedWeek {
    view: string;
    thisWeek: string;
    week: {
      monday: string;
      previous: string;
      next: string;
      today: string;
      days: { date: string; isToday: boolean; rows: LoadedRow[] }[];
    };
  }
  const loadWeek = async (week: string) =>
    (await run(
      bookingsLoader,
      adminRequest(`/admin/bookings?week=${week}`, { cookie }),
      context,
    )) as LoadedWeek;

  it('shows a week, Monday to Sunday, with each day’s jobs in pickup order (cancelled marked)', async () => {
    const fiveDays = londonDate(5);
    const { view, week } = await loadWeek(fiveDays);
    expect(view).toBe('week');
    expect(week.days).toHaveLength(7);
    expect(new Date(`${week.monday}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(week.days[6]!.date).toBe(
      new Date(Date.parse(`${week.monday}T12:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10),
    );
    const day = week.days.find((d) => d.date === fiveDays)!;
    expect(day.rows.map((r) => [r.hirerName, r.status])).toEqual([
      ['Carys Morgan', 'confirmed'],
      ['Dylan Hughes', 'cancelled'],
    ]);
    // Nothing else that week but what falls in it.
    const others = week.days.filter((d) => d.date !== fiveDays).flatMap((d) => d.rows);
    expect(others.every((r) => r.hirerName !== 'Carys Morgan')).toBe(true);
    // Plain links to the weeks either side, a week apart.
    expect(Date.parse(week.next) - Date.parse(week.monday)).toBe(7 * 86_400_000);
    expect(Date.parse(week.monday) - Date.parse(week.previous)).toBe(7 * 86_400_000);
  });

  it('marks today in this week, and takes a missing or impossible date as this week', async () => {
    const thisWeek = await loadWeek('not-a-date');
    expect(thisWeek.week.monday).toBe(thisWeek.thisWeek);
    const today = thisWeek.week.days.filter((d) => d.isToday);
    expect(today).toHaveLength(1);
    expect(today[0]!.date).toBe(thisWeek.week.today);
    const later = await loadWeek(londonDate(20));
    expect(later.week.days.some((d) => d.isToday)).toBe(false);
    expect(later.week.days.flatMap((d) => d.rows).map((r) => r.hirerName)).toEqual([
      '=HYPERLINK("x") Evans',
    ]);
  });

  it('answers 401 for the CSV without a session', async () => {
    const response = (await run(
      csvLoader,
      adminRequest('/admin/bookings.csv'),
      adminContext(database, env),
    )) as Response;
    expect(response.status).toBe(401);
  });

  it('exports every booking as CSV for the council: id first, London times, formulas defused', async () => {
    await database.query(
      `update fleet_vehicles set registration = 'AB12CDE' where name = '16-Seat Minibus'`,
    );
    const response = (await run(
      csvLoader,
      adminRequest('/admin/bookings.csv', { cookie }),
      context,
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trim().split('\r\n');
    expect(lines[0]!.split(',').slice(0, 4)).toEqual(['id', 'reference', 'pickup_at', 'return_at']);
    expect(lines).toHaveLength(4);
    const evans = lines.find((l) => l.includes('HYPERLINK'))!;
    expect(evans).toContain(stringify([['\'=HYPERLINK("x") Evans']]).trim());
    expect(evans).toContain('16-Seat Minibus,AB12CDE,');
    expect(lines[0]).toContain(',vehicle,vehicle_registration,vehicle_quoted,');
    // The driver by name and by their council badge's number.
    expect(lines[0]).toContain(',driver,driver_badge_number,fare_gbp,');
    expect(evans).toContain(',Rhys,BADGE-Rhys,300.00,');
    expect(evans).toMatch(/,\d{4}-\d{2}-\d{2} 09:00,/);
  });
});
