/**
 * Tracking passes on PGlite and PostgreSQL against the FlightAware stand-in, on a controlled clock:
 * a flight saved weeks ahead is first asked once the provider's 2-day look-ahead reaches it, then
 * not again until 24 hours ahead; a delay in steps is recorded with a status event each
 * time it moves; a landing ends the tracking; a provider that is down records nothing; two passes
 * at once ask about a flight once; the day's call budget is never passed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueQuoteToken } from '#app/features/customer-quote/quote-token.server.ts';
import { flightApiClient } from '#app/features/flights/flight-api.server.ts';
import {
  flightApiCalls,
  flightLegs,
  flightStatusEvents,
} from '#app/features/flights/flights-schema.server.ts';
import { trackDueFlights } from '#app/features/flights/track-flights.server.ts';
import { formatLondonDateTime } from '#app/lib/dates.ts';
import { addDays, londonInstant } from '#app/lib/london-dates.ts';
import { flightLegsShown } from '#app/routes/your-quote-flights.server.ts';
import { postCustomerPage } from '../support/customer-page.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { plainDayAhead } from '../support/dates.ts';
import {
  FLIGHTAWARE_TEST_KEY,
  startFlightAwareStandIn,
  type FlightAwareStandIn,
} from '../support/flightaware-stand-in.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';
import { postQuote, quoteBody } from '../support/quote-app.ts';

const LANDS_ON = plainDayAhead(40);
const HOUR = 3_600_000;

describe.each(DATABASE_KINDS)('tracking flights on %s', (kind) => {
  let standIn: FlightAwareStandIn;
  beforeAll(async () => {
    standIn = await startFlightAwareStandIn();
  });
  afterAll(() => standIn.close());
  const { database, app } = quoteAppPerSuite(kind, () => ({
    env: { FLIGHT_API_KEY: FLIGHTAWARE_TEST_KEY, FLIGHT_API_URL: standIn.url },
  }));
  const client = () => flightApiClient({ url: standIn.url, apiKey: FLIGHTAWARE_TEST_KEY });

  /** A pickup at Heathrow T5 off `icao`, its number saved by the customer. */
  async function tracked(icao: string, iata: string, lands: string) {
    const flight = standIn.schedule({
      icao,
      iata,
      from: 'JFK',
      to: 'LHR',
      departs: londonInstant(LANDS_ON, '00:30').toISOString(),
      lands: londonInstant(LANDS_ON, lands).toISOString(),
    });
    const response = await postQuote(
      app.url,
      quoteBody({
        email: `${icao.toLowerCase()}@example.com`,
        pickupLocation: 'Heathrow Terminal 5',
        destination: 'Canton, Cardiff',
        pickupDate: LANDS_ON,
        pickupTime: '10:00',
      }),
    );
    const { id } = (await response.json()) as { id: string };
    const token = await issueQuoteToken(app.db, id);
    await postCustomerPage(database, app, app.url, token, {
      intent: 'flight',
      leg: 'return',
      flightNumber: iata,
    });
    return { id, flight };
  }

  const legOf = async (id: string) =>
    (await app.db.select().from(flightLegs).where(eq(flightLegs.quoteId, id)))[0]!;
  const asksFor = (ident: string) => standIn.asked.filter((a) => a.ident === ident).length;

  it('waits for 24 hours before, follows a delay in steps, and stops once landed', async () => {
    const { id, flight } = await tracked('BAW1001', 'BA1001', '09:00');
    const gate = londonInstant(LANDS_ON, '09:10');
    // Weeks ahead the provider cannot answer yet (2 days' look-ahead): kept unchecked, first asked
    // once the end of its day's window comes within 2 days, the start of the day before.
    const answerable = londonInstant(addDays(LANDS_ON, -1), '00:00');
    expect(await legOf(id)).toMatchObject({
      nextPollAt: answerable,
      faFlightId: null,
      status: null,
    });
    const asked = asksFor('BAW1001');
    await trackDueFlights(app.db, client(), new Date(answerable.getTime() - HOUR));
    expect(asksFor('BAW1001')).toBe(asked);

    // Then it is checked, and waits for 24 hours before the flight.
    await trackDueFlights(app.db, client(), new Date(gate.getTime() - 30 * HOUR));
    expect(asksFor('BAW1001')).toBe(asked + 1);
    expect(await legOf(id)).toMatchObject({
      status: 'Scheduled',
      estimatedArrival: gate,
      nextPollAt: new Date(gate.getTime() - 24 * HOUR),
    });
    await trackDueFlights(app.db, client(), new Date(gate.getTime() - 25 * HOUR));
    expect(asksFor('BAW1001')).toBe(asked + 1);

    standIn.estimate(flight, londonInstant(LANDS_ON, '09:50').toISOString());
    const changes = await trackDueFlights(app.db, client(), new Date(gate.getTime() - 3 * HOUR));
    expect(changes).toEqual([
      {
        quoteId: id,
        leg: 'return',
        designator: 'BA1001',
        status: 'En Route / Delayed',
        tracking: 'tracking',
        estimatedArrival: londonInstant(LANDS_ON, '10:00'),
        previousArrival: gate,
        eventId: expect.any(Number) as number,
      },
    ]);
    standIn.estimate(flight, londonInstant(LANDS_ON, '10:30').toISOString());
    const later = new Date(gate.getTime() - 1 * HOUR);
    await trackDueFlights(app.db, client(), later);
    expect(await legOf(id)).toMatchObject({
      estimatedArrival: londonInstant(LANDS_ON, '10:40'),
      // Two hours before the new estimate, not the old one: the schedule follows the estimate.
      nextPollAt: londonInstant(LANDS_ON, '08:40'),
    });

    standIn.land(flight, londonInstant(LANDS_ON, '10:20').toISOString());
    await trackDueFlights(app.db, client(), new Date(later.getTime() + HOUR));
    expect(await legOf(id)).toMatchObject({ tracking: 'landed', nextPollAt: null });
    const events = await app.db
      .select()
      .from(flightStatusEvents)
      .where(eq(flightStatusEvents.quoteId, id));
    expect(events.map((event) => event.status)).toEqual([
      'Scheduled',
      'En Route / Delayed',
      'En Route / Delayed',
      'Arrived / Gate Arrival',
    ]);
    // The customer's page and the admin show the same history, oldest first, in London time.
    const [shown] = await flightLegsShown(app.db, id, 'en');
    expect(shown!.history.map((event) => event.status)).toEqual([
      'Scheduled',
      'En Route / Delayed',
      'En Route / Delayed',
      'Arrived / Gate Arrival',
    ]);
    expect(shown!.history[1]!.at).toBe(formatLondonDateTime(new Date(gate.getTime() - 3 * HOUR)));
    expect(shown!.status).toBe('Arrived / Gate Arrival');
  });

  it('records nothing while the provider is down, and asks again later', async () => {
    const { id } = await tracked('BAW1002', 'BA1002', '12:00');
    const before = await legOf(id);
    const now = new Date(londonInstant(LANDS_ON, '12:10').getTime() - 2 * HOUR);
    standIn.behave('down');
    try {
      expect(await trackDueFlights(app.db, client(), now)).toEqual([]);
    } finally {
      standIn.behave('answer');
    }
    const after = await legOf(id);
    expect(after).toMatchObject({
      status: before.status,
      estimatedArrival: before.estimatedArrival,
    });
    expect(after.nextPollAt).toEqual(new Date(now.getTime() + 10 * 60_000));
  });

  it('asks about a flight once when two instances pass at the same time', async () => {
    await tracked('BAW1003', 'BA1003', '15:00');
    const asked = asksFor('BAW1003');
    const now = new Date(londonInstant(LANDS_ON, '15:10').getTime() - 5 * HOUR);
    await Promise.all([
      trackDueFlights(app.db, client(), now),
      trackDueFlights(app.db, client(), now),
    ]);
    expect(asksFor('BAW1003')).toBe(asked + 1);
  });

  it('never passes the day’s call budget', async () => {
    await tracked('BAW1004', 'BA1004', '18:00');
    await tracked('BAW1005', 'BA1005', '18:00');
    const asked = asksFor('BAW1004') + asksFor('BAW1005');
    const now = new Date(londonInstant(LANDS_ON, '18:10').getTime() - 1 * HOUR);
    // The passes above spent some of this day's calls: one more is left.
    const [day] = await app.db
      .select()
      .from(flightApiCalls)
      .where(eq(flightApiCalls.day, LANDS_ON));
    await trackDueFlights(app.db, client(), now, (day?.calls ?? 0) + 1);
    expect(asksFor('BAW1004') + asksFor('BAW1005')).toBe(asked + 1);
  });
});
