/**
 * The pickup following the flight, on PGlite and PostgreSQL, against the FlightAware stand-in on a
 * controlled clock, with the outbox delivering to a real SMTP peer and a partner peer on loopback:
 * an arrival 20 minutes later than the booking holds moves the pickup to the new arrival plus the
 * 30-minute meet time, e-mails the customer once (in English, or in Welsh for a Welsh request),
 * sends the partner the booking once with the new pickup_datetime under a key of its own, and
 * alerts the operator; 10 minutes moves nothing; a move onto another job of the vehicle alerts
 * the operator of the clash and still moves; a cancelled flight alerts both and moves nothing;
 * and passing again over the same state repeats nothing.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, fleetVehicles } from '#app/features/bookings/bookings-schema.server.ts';
import { answerPrice } from '#app/features/customer-quote/answer-price.server.ts';
import { issueQuoteToken } from '#app/features/customer-quote/quote-token.server.ts';
import { sendPrice } from '#app/features/customer-quote/send-price.server.ts';
import { flightApiClient } from '#app/features/flights/flight-api.server.ts';
import {
  currentFlightSettings,
  saveFlightSettingsForm,
} from '#app/features/flights/flight-settings-store.server.ts';
import { flightStatusesFor } from '#app/features/flights/flight-statuses.server.ts';
import { flightStatusEvents } from '#app/features/flights/flights-schema.server.ts';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import { londonInstant } from '#app/lib/london-dates.ts';
import { flightPanelOf } from '#app/routes/your-quote-flights.server.ts';
import { flightPass } from '#server/flight-tracking.server.ts';
import { postCustomerPage } from '../support/customer-page.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { plainDayAhead } from '../support/dates.ts';
import {
  FLIGHTAWARE_TEST_KEY,
  startFlightAwareStandIn,
  type FlightAwareStandIn,
} from '../support/flightaware-stand-in.ts';
import { partnerPeerPerSuite, quoteAppPerSuite, smtpPeerPerSuite } from '../support/lifecycle.ts';
import { OPERATOR_INBOX } from '../support/mailing-server.ts';
import { answerDeps, priceForm } from '../support/price-loop.ts';
import { postQuote, quoteBody, waitFor } from '../support/quote-app.ts';

const LANDS_ON = plainDayAhead(40);
const HOUR = 3_600_000;
/** The queues a flight's change may fill: none may still be waiting when a test counts. */
const FLIGHT_QUEUES = [
  'flights.customer-email',
  'quote.partner-forward',
  'alert.operator-email',
  'quote.customer-email',
  'quote.operator-email',
];

describe.each(DATABASE_KINDS)('the pickup following the flight on %s', (kind) => {
  let standIn: FlightAwareStandIn;
  beforeAll(async () => {
    standIn = await startFlightAwareStandIn();
  });
  afterAll(() => standIn.close());
  const smtp = smtpPeerPerSuite();
  const partner = partnerPeerPerSuite();
  const { database, app } = quoteAppPerSuite(kind, () => ({
    workers: true,
    env: {
      FLIGHT_API_KEY: FLIGHTAWARE_TEST_KEY,
      FLIGHT_API_URL: standIn.url,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      QUOTE_NOTIFY_EMAIL: OPERATOR_INBOX,
      PARTNER_QUOTE_URL: partner.url,
    },
  }));
  const client = () => flightApiClient({ url: standIn.url, apiKey: FLIGHTAWARE_TEST_KEY });
  const pass = (now: Date) => flightPass(app.db, app.boss, client(), app.env, now);

  /** Every job of the flight's queues delivered: what was sent can be counted. */
  const settled = () =>
    waitFor(
      async () => {
        const waiting = await database.query<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name = any($1) and state not in ('completed', 'failed', 'cancelled')`,
          [FLIGHT_QUEUES],
        );
        return waiting[0]!.n === 0 ? true : undefined;
      },
      30_000,
      'the outbox to deliver every flight job',
    );
  const mailsTo = (address: string, subject: string) =>
    smtp.received.filter(
      (m) =>
        m.envelopeTo.includes(address) &&
        (m.message.headers.get('subject') ?? '').includes(subject),
    );
  const reforwards = (id: string) =>
    partner.requests.filter((r) => String(r.headers['idempotency-key']).startsWith(`${id}:`));

  /**
   * A booked pickup at Heathrow T5 off `icao` landing at `lands` (at the gate 10 minutes later),
   * picked up at `pickup` (the gate arrival plus 30 minutes), its number saved by the customer.
   */
  async function booked(
    icao: string,
    options: { pickup: string; page?: string; email: string } & (
      | { lands: string }
      /** A departure from Heathrow instead, the journey to the airport. */
      | { departs: string }
    ),
  ) {
    const departing = 'departs' in options;
    const flight = departing
      ? standIn.schedule({
          icao,
          iata: `BA${icao.slice(3)}`,
          from: 'LHR',
          to: 'FAO',
          departs: londonInstant(LANDS_ON, options.departs).toISOString(),
          lands: new Date(
            londonInstant(LANDS_ON, options.departs).getTime() + 3 * HOUR,
          ).toISOString(),
        })
      : standIn.schedule({
          icao,
          iata: `BA${icao.slice(3)}`,
          from: 'JFK',
          to: 'LHR',
          departs: londonInstant(LANDS_ON, '01:00').toISOString(),
          lands: londonInstant(LANDS_ON, options.lands).toISOString(),
        });
    const airport = 'Heathrow Terminal 5';
    const home = 'Canton, Cardiff';
    const response = await postQuote(
      app.url,
      quoteBody({
        email: options.email,
        pickupLocation: departing ? home : airport,
        destination: departing ? airport : home,
        pickupDate: LANDS_ON,
        pickupTime: options.pickup,
        ...(options.page ? { current_page: options.page } : {}),
      }),
    );
    const { id } = (await response.json()) as { id: string };
    const token = await issueQuoteToken(app.db, id);
    await postCustomerPage(database, app, app.url, token, {
      intent: 'flight',
      leg: departing ? 'outbound' : 'return',
      flightNumber: `BA${icao.slice(3)}`,
    });
    await sendPrice({ db: app.db, boss: app.boss }, { quoteId: id, by: 'op', form: priceForm() });
    await answerPrice(answerDeps(app), {
      quoteId: id,
      customerToken: token,
      intent: 'accept',
      revision: 1,
      termsAccepted: true,
      reason: '',
    });
    return { id, flight, token };
  }

  const bookingOf = async (id: string) =>
    (await app.db.select().from(bookings).where(eq(bookings.quoteId, id)))[0]!;
  const quoteOf = async (id: string) =>
    (await app.db.select().from(quoteRequests).where(eq(quoteRequests.id, id)))[0]!;
  const moveTo = (lands: string) => londonInstant(LANDS_ON, lands).toISOString();
  /** Two hours before the flight: inside its 10-minute polling. */
  const closeTo = (gate: string, later = 0) =>
    new Date(londonInstant(LANDS_ON, gate).getTime() - 2 * HOUR + later);

  it('moves the pickup 20 minutes later, tells the customer, the partner and the operator once', async () => {
    const { id, flight } = await booked('BAW2001', {
      lands: '09:00',
      pickup: '09:40',
      email: 'later@example.com',
    });
    await settled();
    standIn.estimate(flight, moveTo('09:20'));
    await pass(closeTo('09:10'));

    // The gate arrival is now 09:30: the pickup 30 minutes on, the journey with it.
    expect((await bookingOf(id)).pickupAt).toEqual(londonInstant(LANDS_ON, '10:00'));
    expect(await quoteOf(id)).toMatchObject({ pickupDate: LANDS_ON, pickupTime: '10:00' });
    const [event] = await app.db
      .select()
      .from(flightStatusEvents)
      .where(eq(flightStatusEvents.quoteId, id));
    expect(event!.pickupMovedTo).toEqual(londonInstant(LANDS_ON, '10:00'));
    // The register shows the flight's status and that it moved the pickup.
    expect(await flightStatusesFor(app.db, [id])).toEqual({
      [id]: [
        {
          leg: 'return',
          flight: 'BA 2001',
          status: 'En Route / Delayed',
          pickupMovedTo: londonInstant(LANDS_ON, '10:00'),
        },
      ],
    });

    await settled();
    const [mail] = mailsTo('later@example.com', 'Your pickup has moved to meet flight BA 2001');
    expect(mail!.message.text).toContain('Flight BA 2001 is now expected at 09:30 on');
    expect(mail!.message.text).toContain('we have moved your pickup to 10:00 on');
    expect(mail!.message.text).toContain('30 minutes after it lands');
    expect(
      mailsTo(OPERATOR_INBOX, 'Pickup moved: flight BA 2001 later by 20 minutes'),
    ).toHaveLength(1);
    const [forward] = reforwards(id);
    expect(forward!.headers['idempotency-key']).toBe(`${id}:flight-${event!.id}`);
    expect((JSON.parse(forward!.body) as { pickup_datetime: string }).pickup_datetime).toMatch(
      new RegExp(`^${LANDS_ON}T10:00:00[+]0[01]:00$`),
    );

    // Passing again over the same estimate repeats nothing.
    await pass(closeTo('09:10', 15 * 60_000));
    await pass(closeTo('09:10', 30 * 60_000));
    await settled();
    expect(mailsTo('later@example.com', 'Your pickup has moved')).toHaveLength(1);
    expect(mailsTo(OPERATOR_INBOX, 'Pickup moved: flight BA 2001')).toHaveLength(1);
    expect(reforwards(id)).toHaveLength(1);
    expect((await bookingOf(id)).pickupAt).toEqual(londonInstant(LANDS_ON, '10:00'));
  });

  it('tells a customer who wrote from a Welsh page in Welsh', async () => {
    const { id, flight } = await booked('BAW2002', {
      lands: '11:00',
      pickup: '11:40',
      page: '/cy/archebu-ar-lein',
      email: 'cymraeg@example.com',
    });
    standIn.estimate(flight, moveTo('11:20'));
    await pass(closeTo('11:10'));
    await settled();
    const mails = mailsTo(
      'cymraeg@example.com',
      'Mae’ch amser casglu wedi newid i gwrdd â hediad BA 2002',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message.text).toContain('rydym wedi symud eich amser casglu i 12:00');
    expect(mailsTo('cymraeg@example.com', 'Your pickup has moved')).toHaveLength(0);
    expect((await bookingOf(id)).pickupAt).toEqual(londonInstant(LANDS_ON, '12:00'));
  });

  it('moves nothing for an estimate 10 minutes later', async () => {
    const { id, flight } = await booked('BAW2003', {
      lands: '13:00',
      pickup: '13:40',
      email: 'ten@example.com',
    });
    await settled();
    standIn.estimate(flight, moveTo('13:10'));
    await pass(closeTo('13:10'));
    await settled();
    expect((await bookingOf(id)).pickupAt).toEqual(londonInstant(LANDS_ON, '13:40'));
    expect(mailsTo('ten@example.com', 'Your pickup has moved')).toHaveLength(0);
    expect(reforwards(id)).toHaveLength(0);
  });

  it('alerts the operator of a clash with the vehicle’s next job, and still moves the pickup, without the vehicle', async () => {
    const { id, flight } = await booked('BAW2004', {
      lands: '15:00',
      pickup: '15:40',
      email: 'clash@example.com',
    });
    // The vehicle's next job picks up at 19:00: free of this one (15:40 to 18:40) until it moves.
    const other = await booked('BAW2005', {
      lands: '18:20',
      pickup: '19:00',
      email: 'next-job@example.com',
    });
    const [vehicle] = await app.db
      .insert(fleetVehicles)
      .values({ name: 'Flight follow minibus', seats: 16 })
      .returning({ id: fleetVehicles.id });
    await app.db
      .update(bookings)
      .set({ vehicleId: vehicle!.id })
      .where(inArray(bookings.quoteId, [id, other.id]));
    await settled();

    standIn.estimate(flight, moveTo('16:30'));
    await pass(closeTo('15:10'));
    const moved = await bookingOf(id);
    expect(moved.pickupAt).toEqual(londonInstant(LANDS_ON, '17:10'));
    // The database holds a vehicle to one live job at a time: the moved job gives it up, and the
    // next job keeps it.
    expect(moved.vehicleId).toBeNull();
    expect((await bookingOf(other.id)).vehicleId).toBe(vehicle!.id);
    await settled();
    const [alert] = mailsTo(OPERATOR_INBOX, 'Clash: flight BA 2004 moved job');
    const otherJob = await bookingOf(other.id);
    expect(alert!.message.text).toContain(
      `Vehicle Flight follow minibus also has job #${otherJob.id} (${other.id}) picking up ${LANDS_ON} 19:00.`,
    );
    expect(alert!.message.text).toContain(
      `Flight follow minibus has been taken off job #${moved.id}: give it a vehicle.`,
    );
    expect(mailsTo('clash@example.com', 'Your pickup has moved')).toHaveLength(1);
  });

  it('alerts the operator and the customer of a cancelled flight once, and moves nothing', async () => {
    const { id, flight } = await booked('BAW2006', {
      lands: '20:00',
      pickup: '20:40',
      email: 'cancelled@example.com',
    });
    await settled();
    standIn.cancel(flight);
    await pass(closeTo('20:10'));
    await pass(closeTo('20:10', 15 * 60_000));
    await settled();
    expect((await bookingOf(id)).pickupAt).toEqual(londonInstant(LANDS_ON, '20:40'));
    const customer = mailsTo('cancelled@example.com', 'Flight BA 2006 has been cancelled');
    expect(customer).toHaveLength(1);
    expect(customer[0]!.message.text).toContain('We haven’t changed your booking.');
    expect(mailsTo(OPERATOR_INBOX, 'Flight BA 2006 cancelled')).toHaveLength(1);
    expect(reforwards(id)).toHaveLength(0);
  });

  it('alerts the operator and the customer of a diverted flight once, and moves nothing', async () => {
    const { id, flight } = await booked('BAW2007', {
      lands: '21:00',
      pickup: '21:40',
      email: 'diverted@example.com',
    });
    await settled();
    standIn.estimate(flight, moveTo('22:00'));
    standIn.divert(flight, 'LGW');
    await pass(closeTo('21:10', 20 * 60_000));
    await pass(closeTo('21:10', 40 * 60_000));
    await settled();
    // Even an estimate an hour late moves nothing once the flight is going elsewhere.
    expect((await bookingOf(id)).pickupAt).toEqual(londonInstant(LANDS_ON, '21:40'));
    expect(mailsTo('diverted@example.com', 'Flight BA 2007 has been diverted')).toHaveLength(1);
    expect(mailsTo('diverted@example.com', 'Your pickup has moved')).toHaveLength(0);
    expect(mailsTo(OPERATOR_INBOX, 'Flight BA 2007 diverted')).toHaveLength(1);
    expect(reforwards(id)).toHaveLength(0);
  });

  it('suggests a departure’s pickup, moves nothing for a delay, and tells both of a cancellation', async () => {
    const { id, flight, token } = await booked('BAW2009', {
      departs: '14:30',
      pickup: '09:00',
      email: 'departing@example.com',
    });
    await settled();
    // The first pass within the provider's reach finds the flight and its schedule.
    await pass(closeTo('14:30', -3 * HOUR));
    // Heathrow's 3 hours before 14:30, less the tariff's drive from Cardiff, rounded to 5 minutes.
    const [panel] = (await flightPanelOf(app.db, token, 'en', app.env)).filter(
      (leg) => leg.leg === 'outbound',
    );
    const words =
      /^Your flight is due to leave at 14:30\. To be at the airport 3 hours before, with about (?:(\d+) hours? ?)?(?:(\d+) minutes)? on the road, we suggest a pickup at (\d\d:\d\d)\./.exec(
        panel!.suggestion ?? '',
      );
    expect(words).not.toBeNull();
    const drive = Number(words![1] ?? 0) * 60 + Number(words![2] ?? 0);
    expect(drive % 5).toBe(0);
    expect(drive).toBeGreaterThan(60);
    expect(londonInstant(LANDS_ON, words![3]!).getTime()).toBe(
      londonInstant(LANDS_ON, '11:30').getTime() - drive * 60_000,
    );
    const [cy] = (await flightPanelOf(app.db, token, 'cy', app.env)).filter(
      (leg) => leg.leg === 'outbound',
    );
    expect(cy!.suggestion).toMatch(
      /^Mae disgwyl i’ch hediad adael am 14:30\. I fod yn y maes awyr 3 awr cyn hynny/,
    );

    standIn.estimate(
      flight,
      new Date(londonInstant(LANDS_ON, '14:30').getTime() + 5 * HOUR).toISOString(),
    );
    await pass(closeTo('14:30'));
    await settled();
    expect((await bookingOf(id)).pickupAt).toEqual(londonInstant(LANDS_ON, '09:00'));
    expect(mailsTo('departing@example.com', 'Your pickup has moved')).toHaveLength(0);

    standIn.cancel(flight);
    await pass(closeTo('14:30', 15 * 60_000));
    await pass(closeTo('14:30', 30 * 60_000));
    await settled();
    expect((await bookingOf(id)).pickupAt).toEqual(londonInstant(LANDS_ON, '09:00'));
    expect(mailsTo('departing@example.com', 'Flight BA 2009 has been cancelled')).toHaveLength(1);
    expect(mailsTo(OPERATOR_INBOX, 'Flight BA 2009 cancelled')).toHaveLength(1);
    expect(reforwards(id)).toHaveLength(0);
  });

  it('moves the pickup earlier for an early landing when the vehicle is free', async () => {
    const { id, flight } = await booked('BAW2010', {
      lands: '06:00',
      pickup: '06:40',
      email: 'early@example.com',
    });
    await settled();
    standIn.land(flight, moveTo('05:30'));
    await pass(closeTo('06:10'));
    // At the gate at 05:40, 30 minutes early: met 30 minutes on.
    expect((await bookingOf(id)).pickupAt).toEqual(londonInstant(LANDS_ON, '06:10'));
    await settled();
    expect(
      mailsTo(OPERATOR_INBOX, 'Pickup moved: flight BA 2010 earlier by 30 minutes'),
    ).toHaveLength(1);
    expect(mailsTo('early@example.com', 'Your pickup has moved')).toHaveLength(1);
  });

  // Last: the settings it saves stand for the rest of the suite.
  it('meets the flight with the operator’s meet time, and asks nothing with a budget of 0', async () => {
    const { id, flight } = await booked('BAW2008', {
      lands: '22:00',
      pickup: '22:40',
      email: 'meet@example.com',
    });
    await settled();
    const settings = (meetMinutes: string, dailyCallBudget: string, version: number) => {
      const form = new FormData();
      form.set('meetMinutes', meetMinutes);
      form.set('dailyCallBudget', dailyCallBudget);
      form.set('flightSettingsVersion', String(version));
      return saveFlightSettingsForm(app.db, form, 'operator@bus4u.test');
    };
    const paused = await settings('45', '0', (await currentFlightSettings(app.db)).id);
    expect(paused.ok).toBe(true);
    standIn.estimate(flight, moveTo('22:30'));
    const asked = standIn.asked.length;
    await pass(closeTo('22:10'));
    expect(standIn.asked.length).toBe(asked);

    await settings('45', '200', (await currentFlightSettings(app.db)).id);
    await pass(closeTo('22:10', 10 * 60_000));
    // At the gate at 22:40, met 45 minutes on.
    expect((await bookingOf(id)).pickupAt).toEqual(londonInstant(LANDS_ON, '23:25'));
    await settled();
    const [mail] = mailsTo('meet@example.com', 'Your pickup has moved');
    expect(mail!.message.text).toContain('45 minutes after it lands');
  });
});
