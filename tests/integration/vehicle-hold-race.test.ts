/**
 * One minibus, wanted at once by an instant offer's claim and by the register (an admin's
 * assignment, a contract's journeys), on PGlite and PostgreSQL: every path takes the vehicle's
 * lock before it looks (decision 020), so never both get it. A contract is shown an open offer's
 * hold as a clash and saves nothing; a claim and a contract saved at the same moment leave exactly
 * one of them on the minibus. On PostgreSQL, with a second connection standing in for another
 * instance mid-way through giving the minibus a job, the claim waits for that instance's lock and
 * then finds the minibus busy; and a contract saved while another instance is mid-way through a
 * claim waits, then finds the claim's hold.
 */
import pg from 'pg';
import type { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_BOOKING_RULES,
  type BookingRules,
} from '#app/features/instant-booking/booking-rules.ts';
import { saveBookingRules } from '#app/features/instant-booking/booking-rules-store.server.ts';
import { action as contractsAction } from '#app/routes/admin/contracts.tsx';
import { adminContext, adminEnv, adminRequest, signedInCookie } from '../support/admin.ts';
import { DATABASE_KINDS, type TestDatabase } from '../support/databases.ts';
import { plainDayAhead } from '../support/dates.ts';
import { addFitDriver, addFitVehicle } from '../support/fit-fleet.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';
import { postQuote, quoteBody } from '../support/quote-app.ts';

interface Answer {
  id: string;
  offer?: { total: number };
  refusal?: string;
}

interface Check {
  ok: boolean;
  message: string;
  dates: { date: string; clashes: { label: string; on: string }[] }[];
}

/** The vehicle lock's first key (app/lib/db/driver-lock.server.ts). */
const VEHICLE_LOCK = 2_800_419;

/** The ISO weekday (Monday 1) of a date, as the contract form takes its days. */
const isoWeekday = (date: string) => String(new Date(`${date}T12:00:00Z`).getUTCDay() || 7);

function suite(kind: (typeof DATABASE_KINDS)[number], shared = true) {
  const { database, app } = quoteAppPerSuite(kind, { env: { RATE_LIMIT_QUOTES_PER_HOUR: '1000' } });
  let context: RouterContextProvider;
  let cookie: string;
  let accountId: number;
  let minibus: number;

  beforeAll(async () => {
    const env = adminEnv(database);
    cookie = await signedInCookie(database, env);
    context = adminContext(database, env, { outbox: app.boss });
    minibus = await addFitVehicle(database.query, { name: 'The One Minibus', seats: 16 });
    await addFitDriver(database.query, { name: 'Gethin Rowlands' });
    const [account] = await database.query<{ id: number }>(
      `insert into accounts (organisation, billing_email, billing_address)
       values ('Ysgol y Bryn', 'accounts@bryn.example', 'Bryn Road, Cardiff') returning id`,
    );
    accountId = account!.id;
    const rules: BookingRules = { ...DEFAULT_BOOKING_RULES, instantBooking: true };
    await saveBookingRules(app.db, rules, 'test');
  });

  const claim = async (day: string, email: string): Promise<Answer> => {
    const body = quoteBody({ email, pickupDate: day, pickupTime: '09:00', passengerCount: 12 });
    const response = await postQuote(app.url, body);
    expect(response.status).toBe(201);
    return (await response.json()) as Answer;
  };

  /** A one-day contract on the minibus at the claim's time, saved (a redirect) or refused. */
  const saveContract = async (day: string): Promise<Check | 'saved'> => {
    const body = new URLSearchParams({
      intent: 'save',
      accountId: String(accountId),
      pickupLocation: 'Canton, Cardiff',
      destination: 'Bristol Airport',
      pickupTime: '09:00',
      returnTime: '',
      firstDay: day,
      lastDay: day,
      calendarId: '',
      passengers: '12',
      price: '120.00',
      vehicleId: String(minibus),
      driverId: '',
      weekdays: isoWeekday(day),
    });
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
  };

  /** What holds the minibus on that day: open offers' holds and live contract journeys. */
  const holders = async (day: string) => ({
    offers: Number(
      (
        await database.query<{ n: number }>(
          `select count(*)::int as n from instant_holds
            where active and vehicle_id = $1 and (starts_at at time zone 'Europe/London')::date = $2`,
          [minibus, day],
        )
      )[0]!.n,
    ),
    journeys: Number(
      (
        await database.query<{ n: number }>(
          `select count(*)::int as n from bookings
            where contract_id is not null and status = 'confirmed' and vehicle_id = $1
              and (pickup_at at time zone 'Europe/London')::date = $2`,
          [minibus, day],
        )
      )[0]!.n,
    ),
  });

  if (shared)
    it('shows a contract the open offer holding the minibus as a clash, and saves nothing', async () => {
      const day = plainDayAhead(30);
      expect((await claim(day, 'first@example.com')).offer).toBeDefined();
      const refused = await saveContract(day);
      expect(refused).not.toBe('saved');
      expect((refused as Check).dates).toEqual([
        {
          date: day,
          skipped: false,
          refusals: [],
          clashes: [expect.objectContaining({ label: 'an instant offer', on: 'vehicle' })],
        },
      ]);
      expect(await holders(day)).toEqual({ offers: 1, journeys: 0 });
    });

  if (shared)
    it('leaves exactly one of a claim and a contract racing for the minibus on it', async () => {
      const day = plainDayAhead(40);
      const [answer, contract] = await Promise.all([
        claim(day, 'racer@example.com'),
        saveContract(day),
      ]);
      const { offers, journeys } = await holders(day);
      expect(offers + journeys).toBe(1);
      expect(Boolean(answer.offer)).toBe(offers === 1);
      expect(contract === 'saved').toBe(journeys === 1);
    });

  return { database, app, claim, saveContract, holders, minibus: () => minibus };
}

describe.each(DATABASE_KINDS)('one minibus wanted at once on %s', (kind) => {
  suite(kind);
});

/**
 * Another instance mid-way through a change: its own connection, inside a transaction that has
 * taken the minibus's lock (as every path that gives it a job does first).
 */
async function otherInstance(database: TestDatabase, vehicleId: number) {
  const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await client.connect();
  await client.query('begin');
  await client.query('select pg_advisory_xact_lock($1, $2::int)', [VEHICLE_LOCK, vehicleId]);
  return client;
}

/** Until `pending` settles or a session waits for the vehicle's lock: which came first. */
async function waitsForLock(
  database: TestDatabase,
  vehicleId: number,
  pending: Promise<unknown>,
): Promise<'waiting' | 'settled'> {
  let settled = false;
  void pending.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (;;) {
    const [row] = await database.query<{ n: number }>(
      `select count(*)::int as n from pg_locks
        where locktype = 'advisory' and not granted and classid = $1 and objid = $2`,
      [VEHICLE_LOCK, vehicleId],
    );
    if (row!.n > 0) return 'waiting';
    if (settled) return 'settled';
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('one minibus wanted by two instances at once on postgres', () => {
  const { database, claim, saveContract, holders, minibus } = suite('postgres', false);

  it('makes a claim wait for an assignment in progress, then finds the minibus busy', async () => {
    const day = plainDayAhead(50);
    const other = await otherInstance(database, minibus());
    try {
      // The other instance gives the minibus a job over the claim's time, not yet committed.
      await other.query(
        `insert into quote_requests (id, name, email, phone, pickup_location, destination,
           pickup_date, pickup_time, passenger_count, journey_direction, form_version, current_page)
         values ('Q-RACE-ASSIGN', 'Megan Jones', 'megan@example.com', '+447700900123',
           'Canton, Cardiff', 'Bristol Airport', $1, '09:00', 12, 'one-way', 'pq1', '/book-online')`,
        [day],
      );
      await other.query(
        `insert into bookings (quote_id, hirer_name, hirer_email, hirer_phone, pickup_location,
           destination, pickup_at, ends_at, passengers, fare_pence, quoted_vehicle, vehicle_id)
         values ('Q-RACE-ASSIGN', 'Megan Jones', 'megan@example.com', '+447700900123',
           'Canton, Cardiff', 'Bristol Airport', ($1::date + time '09:00') at time zone 'Europe/London',
           ($1::date + time '12:00') at time zone 'Europe/London', 12, 30000, '16-Seat Minibus', $2)`,
        [day, minibus()],
      );
      const pending = claim(day, 'waiting@example.com');
      expect(await waitsForLock(database, minibus(), pending)).toBe('waiting');
      await other.query('commit');
      const answer = await pending;
      expect(answer.offer).toBeUndefined();
      expect(answer.refusal).toBe('vehicle-busy');
      expect((await holders(day)).offers).toBe(0);
    } finally {
      await other.end();
    }
  });

  it('makes a contract wait for a claim in progress, then shows it the claim’s hold', async () => {
    const day = plainDayAhead(60);
    const other = await otherInstance(database, minibus());
    try {
      const pending = saveContract(day);
      expect(await waitsForLock(database, minibus(), pending)).toBe('waiting');
      // The other instance's claim holds the minibus over the contract's journey, then commits.
      await other.query(
        `insert into quote_requests (id, name, email, phone, pickup_location, destination,
           pickup_date, pickup_time, passenger_count, journey_direction, form_version, current_page)
         values ('Q-RACE-CLAIM', 'Megan Jones', 'megan@example.com', '+447700900123',
           'Canton, Cardiff', 'Bristol Airport', $1, '09:00', 12, 'one-way', 'pq1', '/book-online')`,
        [day],
      );
      await other.query(
        `insert into instant_holds (quote_id, vehicle_id, starts_at, ends_at, driver_day,
           total_pence, offer_expires_at)
         values ('Q-RACE-CLAIM', $2, ($1::date + time '08:00') at time zone 'Europe/London',
           ($1::date + time '12:00') at time zone 'Europe/London', $1, 30000, now() + interval '1 day')`,
        [day, minibus()],
      );
      await other.query('commit');
      const refused = await pending;
      expect(refused).not.toBe('saved');
      expect((refused as Check).dates[0]!.clashes).toEqual([
        expect.objectContaining({ label: 'an instant offer', on: 'vehicle' }),
      ]);
      expect(await holders(day)).toEqual({ offers: 1, journeys: 0 });
    } finally {
      await other.end();
    }
  });
});
