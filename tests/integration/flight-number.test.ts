/**
 * `POST /your-quote/<token>` with `intent=flight` on PGlite and PostgreSQL, the flight data on
 * and asked of the FlightAware stand-in: a designator is stored normalised for its leg, what is not
 * one is refused with the field message (in the page's language), a flight weeks ahead is kept
 * unchecked (the provider answers only 2 days ahead) and checked when tracking starts, a flight
 * within the provider's reach that lands elsewhere is refused saying where it lands, and a provider
 * that is down refuses nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueQuoteToken } from '#app/features/customer-quote/quote-token.server.ts';
import { flightLegs } from '#app/features/flights/flights-schema.server.ts';
import { calendarDate } from '#app/lib/calendar-date.ts';
import { flightApiClientFor } from '#app/features/flights/flight-api.server.ts';
import { saveFlightNumber } from '#app/features/flights/save-flight.server.ts';
import { addDays, londonInstant } from '#app/lib/london-dates.ts';
import {
  action as adminQuoteAction,
  loader as adminQuoteLoader,
} from '#app/routes/admin/quote.tsx';
import { journeyLegsOf } from '#app/routes/your-quote-flights.server.ts';
import { action } from '#app/routes/your-quote.tsx';
import { adminContext, adminEnv, adminRequest, signedInCookie } from '../support/admin.ts';
import { customerPageContext, postCustomerPage } from '../support/customer-page.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { plainDayAhead } from '../support/dates.ts';
import {
  FLIGHTAWARE_TEST_KEY,
  startFlightAwareStandIn,
  type FlightAwareStandIn,
} from '../support/flightaware-stand-in.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';
import { postQuote, quoteBody } from '../support/quote-app.ts';

type ActionArgs = Parameters<typeof action>[0];

const LANDS_ON = plainDayAhead(30);

describe.each(DATABASE_KINDS)('the flight number on %s', (kind) => {
  let standIn: FlightAwareStandIn;
  beforeAll(async () => {
    standIn = await startFlightAwareStandIn();
    standIn.schedule({
      icao: 'BAW1234',
      iata: 'BA1234',
      from: 'JFK',
      to: 'LHR',
      departs: londonInstant(LANDS_ON, '00:30').toISOString(),
      lands: londonInstant(LANDS_ON, '09:00').toISOString(),
    });
    standIn.schedule({
      icao: 'BAW2490',
      iata: 'BA2490',
      from: 'FAO',
      to: 'LGW',
      departs: londonInstant(LANDS_ON, '07:00').toISOString(),
      lands: londonInstant(LANDS_ON, '09:45').toISOString(),
    });
  });
  afterAll(() => standIn.close());
  const { database, app } = quoteAppPerSuite(kind, () => ({
    env: { FLIGHT_API_KEY: FLIGHTAWARE_TEST_KEY, FLIGHT_API_URL: standIn.url },
  }));

  /** An airport transfer picking up at Heathrow T5 off a flight, and its page's token. */
  async function fromHeathrow(overrides: Record<string, unknown> = {}) {
    const response = await postQuote(
      app.url,
      quoteBody({
        pickupLocation: 'Heathrow Terminal 5',
        destination: 'Canton, Cardiff',
        pickupDate: LANDS_ON,
        pickupTime: '10:00',
        ...overrides,
      }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    return { id, token: await issueQuoteToken(app.db, id) };
  }

  /** Posts the form as the browser would; answers the 400's field error, or the 303's Location. */
  async function post(token: string, form: Record<string, string>, path = '/your-quote/') {
    try {
      const answered = (await action({
        request: new Request(`${app.url}${path}${token}`, {
          method: 'POST',
          body: new URLSearchParams(form),
        }),
        params: { token },
        context: customerPageContext(database, app),
      } as unknown as ActionArgs)) as {
        data: { flightError?: { leg: string; message: string; typed: string } };
        init: { status: number };
      };
      return { status: answered.init.status, error: answered.data.flightError };
    } catch (thrown) {
      if (thrown instanceof Response && thrown.status === 303) {
        return { status: 303, location: thrown.headers.get('Location') };
      }
      throw thrown;
    }
  }

  const saved = async (quoteId: string) =>
    app.db.select().from(flightLegs).where(eq(flightLegs.quoteId, quoteId));

  it('stores the arrival’s designator normalised weeks ahead, unchecked until the provider can answer', async () => {
    const { id, token } = await fromHeathrow();
    const asked = standIn.asked.length;
    const location = await postCustomerPage(database, app, app.url, token, {
      intent: 'flight',
      leg: 'return',
      flightNumber: 'ba 1234',
    });
    expect(location).toBe(`/your-quote/${token}`);
    const [leg] = await saved(id);
    expect(leg).toMatchObject({
      leg: 'return',
      designator: 'BA1234',
      ident: 'BAW1234',
      airportCode: 'LHR',
      airportName: 'Heathrow Terminal 5',
      flightDate: LANDS_ON,
      enteredBy: 'customer',
      status: null,
      faFlightId: null,
      tracking: 'tracking',
      // The provider answers for the day before to the day after once that end is 2 days off.
      nextPollAt: londonInstant(addDays(LANDS_ON, -1), '00:00'),
    });
    // Asked now it would refuse the window: nothing is spent on it.
    expect(standIn.asked.length).toBe(asked);
  });

  /** Saves a number as the customer would on the day before the flight, within the provider's reach. */
  async function saveTheDayBefore(id: string, typed: string) {
    return saveFlightNumber(app.db, flightApiClientFor(app.env), {
      quoteId: id,
      leg: 'return',
      typed,
      enteredBy: 'customer',
      journeyLegs: await journeyLegsOf(app.db, id),
      locale: 'en',
      now: londonInstant(addDays(LANDS_ON, -1), '12:00'),
    });
  }

  it('checks a flight within the provider’s reach: found at Heathrow, and tracked', async () => {
    const { id } = await fromHeathrow();
    expect(await saveTheDayBefore(id, 'ba 1234')).toEqual({ ok: true, designator: 'BA1234' });
    const [leg] = await saved(id);
    expect(leg).toMatchObject({
      status: 'Scheduled',
      tracking: 'tracking',
      estimatedArrival: new Date(londonInstant(LANDS_ON, '09:10')),
    });
    expect(leg!.faFlightId).toMatch(/^BAW1234-/);
    expect(standIn.asked.at(-1)).toMatchObject({ ident: 'BAW1234', apiKey: FLIGHTAWARE_TEST_KEY });
  });

  it('refuses what is not a flight number, in English and in Welsh, and stores nothing', async () => {
    const { id, token } = await fromHeathrow();
    expect(
      await post(token, { intent: 'flight', leg: 'return', flightNumber: 'Heathrow' }),
    ).toEqual({
      status: 400,
      error: {
        leg: 'return',
        typed: 'Heathrow',
        message:
          'Enter the flight number as it is on your booking: the airline’s code then the number, such as BA 1234 or EZY 6215',
      },
    });
    expect(
      await post(token, { intent: 'flight', leg: 'return', flightNumber: '' }, '/cy/your-quote/'),
    ).toMatchObject({
      status: 400,
      error: { message: 'Rhowch rif yr hediad, er enghraifft BA 1234' },
    });
    expect(await saved(id)).toEqual([]);
  });

  it('refuses a flight within the provider’s reach that lands at Gatwick, saying so', async () => {
    const { id } = await fromHeathrow();
    const day = calendarDate(LANDS_ON, 'en', 'short');
    expect(await saveTheDayBefore(id, 'BAW2490')).toEqual({
      ok: false,
      message: `BA 2490 on ${day} lands at London Gatwick, not Heathrow Terminal 5. Check the number, or tell us if the airport has changed`,
    });
    expect(await saveTheDayBefore(id, 'BA 9')).toEqual({
      ok: false,
      message: `We can’t find flight BA 9 on ${day}. Check the number and the date on your booking`,
    });
    expect(await saved(id)).toEqual([]);
  });

  it('refuses a leg the journey has not: a one-way pickup at the airport has no departure', async () => {
    const { token } = await fromHeathrow();
    expect(
      await post(token, { intent: 'flight', leg: 'outbound', flightNumber: 'BA 1234' }),
    ).toMatchObject({ status: 400, error: { leg: 'outbound' } });
  });

  it('keeps the number unchecked when the provider is down, to be checked when tracking asks', async () => {
    const { id } = await fromHeathrow();
    const asked = standIn.asked.length;
    standIn.behave('down');
    try {
      expect(await saveTheDayBefore(id, 'EZY 6215')).toEqual({ ok: true, designator: 'U26215' });
    } finally {
      standIn.behave('answer');
    }
    // It was asked (and answered 503), and the number is kept for tracking to check.
    expect(standIn.asked.length).toBe(asked + 1);
    expect(await saved(id)).toMatchObject([
      { designator: 'U26215', ident: 'EZY6215', faFlightId: null, tracking: 'tracking' },
    ]);
  });

  it('is typed by the operator on the admin request page, read and stored the same way', async () => {
    const { id } = await fromHeathrow({ email: 'flight-admin@example.com' });
    const env = adminEnv(database, {
      FLIGHT_API_KEY: FLIGHTAWARE_TEST_KEY,
      FLIGHT_API_URL: standIn.url,
    });
    const cookie = await signedInCookie(database, env);
    const context = adminContext(database, env, { outbox: app.boss });
    const post = async (form: Record<string, string>) => {
      try {
        return await adminQuoteAction({
          request: adminRequest(`/admin/quotes/${id}`, { cookie, form }),
          params: { id },
          context,
        } as unknown as Parameters<typeof adminQuoteAction>[0]);
      } catch (thrown) {
        if (thrown instanceof Response)
          return { status: thrown.status, location: thrown.headers.get('Location') };
        throw thrown;
      }
    };
    expect(await post({ intent: 'flight', leg: 'return', flightNumber: 'Heathrow' })).toMatchObject(
      {
        data: { intent: 'flight', ok: false, flightError: { leg: 'return', typed: 'Heathrow' } },
        init: { status: 400 },
      },
    );
    expect(await post({ intent: 'flight', leg: 'return', flightNumber: 'BAW 1234' })).toEqual({
      status: 303,
      location: `/admin/quotes/${id}`,
    });
    expect(await saved(id)).toMatchObject([{ designator: 'BA1234', enteredBy: 'operator' }]);
    const page = (await adminQuoteLoader({
      request: adminRequest(`/admin/quotes/${id}`, { cookie }),
      params: { id },
      context,
    } as unknown as Parameters<typeof adminQuoteLoader>[0])) as Awaited<
      ReturnType<typeof adminQuoteLoader>
    >;
    expect(page.flights).toMatchObject([
      {
        leg: 'return',
        airportName: 'Heathrow Terminal 5',
        designator: 'BA 1234',
        // Weeks ahead: checked when tracking starts.
        status: null,
      },
    ]);
  });
});
