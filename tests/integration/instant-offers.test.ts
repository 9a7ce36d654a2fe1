/**
 * Instant offers on POST /api/quotes and POST /quote against real databases: off on a fresh
 * install; once on, a request the tariff prices and the rules allow gets a firm price with a
 * vehicle and a named driver held for it, each rule refuses with its reason, a vehicle already held
 * is not offered twice (ten requests racing for the last one get one offer), a driver's hours add
 * up across their jobs, and a replay answers the same offer.
 */
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_BOOKING_RULES,
  type BookingRules,
} from '#app/features/instant-booking/booking-rules.ts';
import { saveBookingRules } from '#app/features/instant-booking/booking-rules-store.server.ts';
import { bookingsCsv } from '#app/features/bookings/bookings-csv.server.ts';
import { listBookings } from '#app/features/bookings/list-bookings.server.ts';
import { listDrivers } from '#app/features/drivers/drivers.server.ts';
import { instantlyBooked } from '#app/features/bookings/booking-status.server.ts';
import { issueQuoteToken } from '#app/features/customer-quote/quote-token.server.ts';
import { loadPricePanel, sendPrice } from '#app/features/customer-quote/send-price.server.ts';
import { answerPrice } from '#app/features/customer-quote/answer-price.server.ts';
import { cancelBooking } from '#app/features/bookings/booking-actions.server.ts';
import { bookOnAcceptance, customerPageDeps } from '#app/routes/your-quote-payments.server.ts';
import {
  action as customerPageAction,
  loader as customerPageLoader,
} from '#app/routes/your-quote.tsx';
import { loader as quotesCsvLoader } from '#app/routes/admin/quotes-csv.ts';
import { adminContext, adminEnv, adminRequest, signedInCookie } from '../support/admin.ts';
import { priceForm } from '../support/price-loop.ts';
import { customerPageContext, postCustomerPage } from '../support/customer-page.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';
import { londonDate, plainDayAhead } from '../support/dates.ts';
import { addFitDriver, addFitVehicle } from '../support/fit-fleet.ts';
import { postQuote, quoteBody, quoteFormFields } from '../support/quote-app.ts';

interface Answer {
  id: string;
  offer?: { total: number; validUntil: string; url: string };
  refusal?: string;
}

describe.each(DATABASE_KINDS)('instant offers on %s', (kind) => {
  const { database, app } = quoteAppPerSuite(kind, { env: { RATE_LIMIT_QUOTES_PER_HOUR: '1000' } });

  beforeAll(async () => {
    // One 16-seater: the fleet the offers book from (the register's own list, not the site's),
    // and ten drivers, every date of both recorded, as an offer needs.
    await addFitVehicle(database.query, { name: 'Minibus One', seats: 16 });
    for (let i = 1; i <= 10; i += 1) {
      await addFitDriver(database.query, { name: `Driver ${String(i).padStart(2, '0')}` });
    }
  });

  /** The rules in force, with this many of the drivers in service (the others retired). */
  const rules = async (changes: Partial<BookingRules> = {}, drivers = 1) => {
    await database.query(
      `update drivers set active = id in (select id from drivers order by id limit $1)`,
      [drivers],
    );
    return saveBookingRules(
      app.db,
      { ...DEFAULT_BOOKING_RULES, instantBooking: true, ...changes },
      'test',
    );
  };
  const send = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const response = await postQuote(app.url, quoteBody(body), headers);
    expect(response.status).toBe(201);
    return (await response.json()) as Answer;
  };

  /** The request a customer-page path opens (its token's hash is what is stored). */
  const linkOpens = async (url: string) => {
    const token = url.split('/').pop()!;
    const hash = createHash('sha256').update(token).digest('hex');
    const [row] = await database.query<{ quote_id: string }>(
      'select quote_id from quote_tokens where token_hash = $1',
      [hash],
    );
    return row?.quote_id;
  };

  it('makes no offer on a fresh install, and answers {id} alone', async () => {
    const answer = await send({ pickupDate: plainDayAhead(30) });
    expect(Object.keys(answer)).toEqual(['id']);
    expect(await database.query('select * from instant_holds')).toEqual([]);
  });

  it('offers the tariff’s price at once, held on a vehicle, as if the operator had sent it', async () => {
    await rules();
    const before = Date.now();
    const answer = await send({ pickupDate: plainDayAhead(31), pickupTime: '09:00' });
    // Canton to Bristol Airport for 12: the 12-seater's fixed airport price, zero-rated for VAT.
    expect(answer.offer).toMatchObject({
      total: 20_000,
      url: expect.stringMatching(/^\/your-quote\/[\w-]{43}$/),
    });
    const validUntil = Date.parse(answer.offer!.validUntil);
    expect(validUntil - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1_000);
    expect(validUntil - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    const [price] = await database.query<{ total_pence: number; state: string; sent_by: string }>(
      'select total_pence, state, sent_by from quote_prices where quote_id = $1',
      [answer.id],
    );
    expect(price).toEqual({ total_pence: 20_000, state: 'sent', sent_by: 'instant booking' });
    const [quote] = await database.query<{ status: string }>(
      'select status from quote_requests where id = $1',
      [answer.id],
    );
    expect(quote?.status).toBe('quoted');
    expect(await linkOpens(answer.offer!.url)).toBe(answer.id);
  });

  it.each([
    ['notice', { pickupDate: londonDate(1), pickupTime: '12:00' }, {}],
    ['passengers', { passengerCount: 17 }, {}],
    ['service', { journeyType: 'wedding' }, { services: ['airport-transfer' as const] }],
    ['blackout', {}, { blackoutDates: [plainDayAhead(40)] }],
    // Heathrow and home again is within one driver's 9 hours (Manchester now goes by hand).
    ['driving', { destination: 'Heathrow T5' }, { maxDrivingHours: 3 }],
    ['not-priced', { destination: '1 Rue de Rivoli, Paris' }, {}],
  ])(
    'refuses for %s, and the request goes on as an ordinary one',
    async (reason, body, changes) => {
      await rules(changes);
      const answer = await send({ pickupDate: plainDayAhead(40), pickupTime: '09:00', ...body });
      expect(answer.offer).toBeUndefined();
      expect(answer.refusal).toBe(reason);
      expect(
        await database.query('select 1 from quote_prices where quote_id = $1', [answer.id]),
      ).toEqual([]);
    },
  );

  it('does not offer a vehicle already held for an overlapping job, but does after it', async () => {
    await rules({}, 5);
    const day = plainDayAhead(50);
    const first = await send({ pickupDate: day, pickupTime: '09:00' });
    expect(first.offer).toBeDefined();
    const clash = await send({ pickupDate: day, pickupTime: '10:00' });
    expect(clash.refusal).toBe('vehicle-busy');
    // Out to Bristol Airport and home again is done by mid-afternoon.
    const later = await send({ pickupDate: day, pickupTime: '18:00' });
    expect(later.offer).toBeDefined();
  });

  it('adds up the one driver’s hours: a second long run that day is refused', async () => {
    await rules();
    const day = plainDayAhead(55);
    // Heathrow and home is 7 h 35 min at the tariff's 40 mph, done by 13:00; the vehicle is free
    // again for a 14:00 pickup, but its driver would drive 15 h 10 min that day.
    const heathrow = { pickupDate: day, destination: 'Heathrow T5' };
    expect((await send({ ...heathrow, pickupTime: '05:00' })).offer).toBeDefined();
    expect((await send({ ...heathrow, pickupTime: '14:00' })).refusal).toBe('no-driver');
    // A short run keeps them within the day: a driver does more than one job a day.
    const airport = { pickupDate: day, destination: 'Cardiff Airport', pickupTime: '15:00' };
    expect((await send(airport)).offer).toBeDefined();
  });

  it('offers nothing with no driver in service: an offer names its driver', async () => {
    await rules({}, 0);
    const answer = await send({ pickupDate: plainDayAhead(57), pickupTime: '09:00' });
    expect(answer.refusal).toBe('no-driver');
    expect(
      await database.query('select 1 from instant_holds where quote_id = $1', [answer.id]),
    ).toEqual([]);
  });

  it('gives the last vehicle to exactly one of ten requests racing for it', async () => {
    // Ten drivers, so only the one vehicle is scarce.
    await rules({}, 10);
    const day = plainDayAhead(60);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send({ pickupDate: day, pickupTime: '09:00', email: `racer${i}@example.com` }),
      ),
    );
    expect(answers.filter((a) => a.offer)).toHaveLength(1);
    expect(answers.filter((a) => a.refusal === 'vehicle-busy')).toHaveLength(9);
    const holds = await database.query(
      'select 1 from instant_holds h join quote_requests q on q.id = h.quote_id where q.pickup_date = $1',
      [day],
    );
    expect(holds).toHaveLength(1);
  });

  it('says what the price includes in the operator’s own words, in the request’s language', async () => {
    await rules();
    const included = {
      en: 'Coach, driver and a box of Welsh cakes.',
      cy: 'Bws, gyrrwr a bocs o bice ar y maen.',
    };
    await database.query(
      'insert into price_included_texts (en, cy, saved_by) values ($1, $2, $3)',
      [included.en, included.cy, 'test'],
    );
    const english = await send({ pickupDate: plainDayAhead(87), pickupTime: '09:00' });
    const welsh = await send({
      pickupDate: plainDayAhead(88),
      pickupTime: '09:00',
      current_page: '/cy/book-online',
    });
    expect(welsh.offer?.url).toMatch(/^\/cy\/your-quote\//);
    const rows = await database.query<{ quote_id: string; included: string }>(
      'select quote_id, included from quote_prices where quote_id in ($1, $2)',
      [english.id, welsh.id],
    );
    expect(Object.fromEntries(rows.map((row) => [row.quote_id, row.included]))).toEqual({
      [english.id]: included.en,
      [welsh.id]: included.cy,
    });
  });

  it('answers a replay with the same offer', async () => {
    await rules();
    const body = { pickupDate: plainDayAhead(65), pickupTime: '09:00' };
    const headers = { 'Idempotency-Key': `instant-replay-${kind}` };
    const first = await send(body, headers);
    const again = await send(body, headers);
    expect(again.id).toBe(first.id);
    expect(again.offer).toMatchObject({
      total: first.offer!.total,
      validUntil: first.offer!.validUntil,
    });
    expect(await linkOpens(again.offer!.url)).toBe(first.id);
  });

  it('books an accepted offer on the vehicle it held, for the job’s real length', async () => {
    await rules();
    const answer = await send({ pickupDate: plainDayAhead(75), pickupTime: '09:00' });
    const token = answer.offer!.url.split('/').pop()!;
    await postCustomerPage(database, app, app.url, token, {
      intent: 'accept',
      revision: '1',
      terms: 'on',
    });
    const [booking] = await database.query<{ vehicle_id: number; ends_at: Date }>(
      'select vehicle_id, driver_id, driving, ends_at from bookings where quote_id = $1',
      [answer.id],
    );
    const [hold] = await database.query<{ vehicle_id: number; ends_at: Date }>(
      'select vehicle_id, driver_id, driving, ends_at from instant_holds where quote_id = $1',
      [answer.id],
    );
    // On the vehicle and with the named driver the offer held, their driving counted.
    expect(booking).toEqual(hold);
    expect(booking).toMatchObject({ driver_id: expect.any(Number), driving: [expect.anything()] });
    const [vehicle] = await database.query<{ name: string }>(
      'select name from fleet_vehicles where id = $1',
      [booking!.vehicle_id],
    );
    expect(vehicle?.name).toBe('Minibus One');
    // Booked with nobody at Bus4U involved: the operator hears of it as an instant booking (by
    // e-mail here, with no device subscribed), not as an answer to a price they sent.
    const alerts = await database.query<{ event: string }>(
      `select data->>'alert' as event from pgboss.job where name = 'alert.operator-email'
         and data->>'quoteId' = $1`,
      [answer.id],
    );
    expect(alerts.map((alert) => alert.event)).toEqual(['instant-booking']);
    // And the register marks it as one, on the page and in its CSV.
    const register = await listBookings(app.db, 'upcoming');
    expect(register.find((row) => row.quoteId === answer.id)?.instant).toBe(true);
    const csv = (await bookingsCsv(app.db, { drivers: listDrivers }))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // Then the contract column, empty for a booking that is no contract's journey.
    expect(csv[0]!.split(',').slice(-2)).toEqual(['instant_booking', 'contract']);
    expect(
      csv
        .find((line) => line.includes(answer.id))!
        .split(',')
        .slice(-2),
    ).toEqual(['yes', '']);
    // The request list marks it too; one the operator priced and the customer accepted is not.
    const byHand = await send({ pickupDate: plainDayAhead(76), passengerCount: 40 });
    expect(byHand.offer).toBeUndefined();
    const sent = await sendPrice(
      { db: app.db, boss: app.boss },
      { quoteId: byHand.id, by: 'operator@bus4u.test', form: priceForm() },
    );
    expect(sent.ok).toBe(true);
    await postCustomerPage(database, app, app.url, await issueQuoteToken(app.db, byHand.id), {
      intent: 'accept',
      revision: '1',
      terms: 'on',
    });
    expect(
      await database.query('select 1 from bookings where quote_id = $1', [byHand.id]),
    ).toHaveLength(1);
    expect(await instantlyBooked(app.db, [answer.id, byHand.id])).toEqual([answer.id]);
    // And the requests' CSV, through its route, says which was booked instantly.
    const env = adminEnv(database);
    const response = (await quotesCsvLoader({
      request: adminRequest('/admin/quotes.csv', { cookie: await signedInCookie(database, env) }),
      params: {},
      context: adminContext(database, env),
    } as unknown as Parameters<typeof quotesCsvLoader>[0])) as Response;
    const [header, ...rows] = parse(await response.text(), { bom: true }) as string[][];
    const instantColumn = header!.indexOf('instant_booking');
    const instantOf = (id: string) => rows.find((row) => row[0] === id)?.[instantColumn];
    expect(instantColumn).toBe(header!.length - 1);
    expect([instantOf(answer.id), instantOf(byHand.id)]).toEqual(['yes', 'no']);
  });

  it('frees a cancelled or declined offer’s vehicle and driver at once, not at the offer’s end', async () => {
    // One vehicle and one driver: a live job of theirs at that time refuses the next request.
    await rules();
    const day = plainDayAhead(85);
    const slot = { pickupDate: day, pickupTime: '09:00' };
    const booked = await send({ ...slot, email: 'cancels@example.com' });
    await postCustomerPage(database, app, app.url, booked.offer!.url.split('/').pop()!, {
      intent: 'accept',
      revision: '1',
      terms: 'on',
    });
    expect((await send({ ...slot, email: 'while-booked@example.com' })).refusal).toBe('no-driver');
    const cancelled = await cancelBooking(
      { db: app.db, boss: app.boss },
      { quoteId: booked.id, by: null },
    );
    expect(cancelled.ok).toBe(true);
    const after = await send({ ...slot, email: 'after-cancel@example.com' });
    expect(after.offer).toBeDefined();

    const otherDay = { pickupDate: plainDayAhead(86), pickupTime: '09:00' };
    const declined = await send({ ...otherDay, email: 'declines@example.com' });
    await postCustomerPage(database, app, app.url, declined.offer!.url.split('/').pop()!, {
      intent: 'decline',
      revision: '1',
      reason: '',
    });
    expect((await send({ ...otherDay, email: 'after-decline@example.com' })).offer).toBeDefined();
    expect(
      await database.query<{ quote_id: string; active: boolean }>(
        'select quote_id, active from instant_holds where quote_id = any($1) order by quote_id',
        [[booked.id, declined.id]],
      ),
    ).toEqual(
      [booked.id, declined.id].sort().map((quoteId) => ({ quote_id: quoteId, active: false })),
    );
  });

  it('refuses an acceptance from the offer’s last moment that commits after a new claim of the vehicle', async () => {
    await rules();
    const slot = { pickupDate: plainDayAhead(90), pickupTime: '09:00' };
    const first = await send({ ...slot, email: 'last-moment@example.com' });
    const token = first.offer!.url.split('/').pop()!;
    // The offer ended a minute ago by the app's clock; the acceptance read its clock 200 ms before.
    const end = new Date(Date.now() - 60_000);
    await database.query('update instant_holds set offer_expires_at = $2 where quote_id = $1', [
      first.id,
      end,
    ]);
    await database.query('update quote_prices set expires_at = $2 where quote_id = $1', [
      first.id,
      end,
    ]);
    const acceptedAt = new Date(end.getTime() - 200);
    const accept = () =>
      answerPrice(
        {
          db: app.db,
          boss: app.boss,
          onAccepted: bookOnAcceptance(
            customerPageDeps(customerPageContext(database, app)),
            acceptedAt,
          ),
        },
        {
          quoteId: first.id,
          customerToken: token,
          intent: 'accept',
          revision: 1,
          termsAccepted: true,
          reason: '',
          now: acceptedAt,
        },
      );
    let acceptance: ReturnType<typeof accept>;
    let second: Answer;
    if (database.handle.pool) {
      // Another session holds the request row, so the acceptance waits inside its transaction
      // while a new request claims the vehicle just past the offer's end.
      const holder = await database.handle.pool.connect();
      try {
        await holder.query('begin');
        await holder.query('select 1 from quote_requests where id = $1 for update', [first.id]);
        acceptance = accept();
        await waitingOnALock(first.id);
        second = await send({ ...slot, email: 'just-after@example.com' });
        await holder.query('commit');
      } finally {
        holder.release();
      }
    } else {
      // PGlite runs one transaction at a time: the claim commits first, then the acceptance.
      second = await send({ ...slot, email: 'just-after@example.com' });
      acceptance = accept();
    }
    expect(second.offer).toBeDefined();
    expect(await acceptance).toEqual({ ok: false, reason: 'expired' });
    expect(
      await database.query('select 1 from bookings where quote_id = $1', [first.id]),
    ).toHaveLength(0);
    expect(
      await database.query<{ state: string }>(
        'select state from quote_prices where quote_id = $1',
        [first.id],
      ),
    ).toEqual([{ state: 'sent' }]);
  });

  /** Until a session is waiting on a row lock (PostgreSQL only): the acceptance, blocked. */
  async function waitingOnALock(quoteId: string) {
    for (let tries = 0; tries < 200; tries += 1) {
      const waiting = await database.query(
        `select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
      );
      if (waiting.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`the acceptance of ${quoteId} never waited on the request row`);
  }

  it('ends an offer after its 24 hours even on its last day: shown expired, and refused', async () => {
    await rules();
    const answer = await send({ pickupDate: plainDayAhead(80), pickupTime: '09:00' });
    const token = answer.offer!.url.split('/').pop()!;
    // The offer's hours have run out, though its last day (the price's date) has not. The end is
    // set from the app's clock, which judges it, not the database's: the two may differ a little.
    await database.query(`update quote_prices set expires_at = $2 where quote_id = $1`, [
      answer.id,
      new Date(Date.now() - 60_000),
    ]);
    const [price] = await database.query<{ valid_until: string; today: string }>(
      `select valid_until::text, (now() at time zone 'Europe/London')::date::text as today
         from quote_prices where quote_id = $1`,
      [answer.id],
    );
    expect(price!.valid_until >= price!.today).toBe(true);
    const context = customerPageContext(database, app);
    const page = (await customerPageLoader({
      request: new Request(`${app.url}/your-quote/${token}`),
      params: { token },
      context,
    } as never)) as { status: string };
    expect(page.status).toBe('expired');
    // The operator's price panel reads it the same way, before its day is out.
    const panel = await loadPricePanel(app.db, answer.id);
    expect(panel.price).toMatchObject({ state: 'sent', ended: true });
    const refused = (await customerPageAction({
      request: new Request(`${app.url}/your-quote/${token}`, {
        method: 'POST',
        body: new URLSearchParams({ intent: 'accept', revision: '1', terms: 'on' }),
      }),
      params: { token },
      context,
    } as never)) as { data: { error: string }; init: { status: number } };
    expect(refused.init.status).toBe(409);
    expect(refused.data.error).toBe(
      'This price has expired, so it can no longer be accepted online.',
    );
    expect(
      await database.query('select 1 from bookings where quote_id = $1', [answer.id]),
    ).toHaveLength(0);
  });

  it('sends the form without JavaScript straight to the customer page', async () => {
    await rules();
    const response = await fetch(`${app.url}/quote`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(
        quoteFormFields({
          serviceType: 'airport-transfer',
          journeyDirection: 'one-way',
          pickupLocation: 'Canton, Cardiff',
          destination: 'Bristol Airport',
          pickupDate: plainDayAhead(70),
          pickupTime: '09:00',
          returnDate: '',
          returnTime: '',
          passengers: '12',
        }),
      ),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/your-quote\/[\w-]{43}$/);
  });
});
