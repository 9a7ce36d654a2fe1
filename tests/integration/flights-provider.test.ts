/**
 * The product's AeroAPI client against the FlightAware stand-in on loopback: what it asks (the
 * ident, `start` and `end`, the `x-apikey` header) and how it reads each answer the documented API
 * gives: a scheduled flight, one delayed in steps, one landed early, a cancelled and a diverted
 * one, an ident with no flights, 429, 5xx and a hang, none of which may pass for a flight.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  flightApiClient,
  flightApiClientFor,
  type FlightLookUp,
} from '#app/features/flights/flight-api.server.ts';
import {
  FLIGHTAWARE_TEST_KEY,
  startFlightAwareStandIn,
  type FlightAwareStandIn,
} from '../support/flightaware-stand-in.ts';

const WINDOW = { start: new Date('2027-01-12T00:00:00Z'), end: new Date('2027-01-13T00:00:00Z') };

let standIn: FlightAwareStandIn;
beforeAll(async () => {
  standIn = await startFlightAwareStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => standIn.behave('answer'));

const client = () => flightApiClient({ url: standIn.url, apiKey: FLIGHTAWARE_TEST_KEY }, 300);

function found(answer: FlightLookUp) {
  if (answer.kind !== 'found') throw new Error(`expected flights, got ${answer.reason}`);
  return answer.flights;
}

describe('the AeroAPI client', () => {
  it('asks for the ident in the window with the key in x-apikey and reads a scheduled flight', async () => {
    standIn.schedule({
      icao: 'BAW1234',
      iata: 'BA1234',
      from: 'JFK',
      to: 'LHR',
      departs: '2027-01-12T22:00:00Z',
      lands: '2027-01-13T05:00:00Z',
    });
    const flights = found(await client().flights('BAW1234', WINDOW));
    expect(standIn.asked.at(-1)).toEqual({
      ident: 'BAW1234',
      start: '2027-01-12T00:00:00Z',
      end: '2027-01-13T00:00:00Z',
      apiKey: 'flightaware-test-key',
    });
    expect(flights).toHaveLength(1);
    expect(flights[0]).toMatchObject({
      ident: 'BA1234',
      origin: { code: 'JFK', icao: 'KJFK' },
      destination: { code: 'LHR', icao: 'EGLL', name: 'London Heathrow' },
      scheduledDeparture: new Date('2027-01-12T22:00:00Z'),
      scheduledArrival: new Date('2027-01-13T05:10:00Z'),
      estimatedArrival: new Date('2027-01-13T05:10:00Z'),
      actualArrival: null,
      status: 'Scheduled',
      cancelled: false,
      diverted: false,
    });
  });

  it('follows a delay in steps, then an early landing, by the gate arrival', async () => {
    const flight = standIn.schedule({
      icao: 'EZY6215',
      iata: 'U26215',
      from: 'FAO',
      to: 'BRS',
      departs: '2027-01-12T10:00:00Z',
      lands: '2027-01-12T12:45:00Z',
    });
    standIn.estimate(flight, '2027-01-12T13:30:00Z');
    expect(found(await client().flights('U26215', WINDOW))[0]).toMatchObject({
      estimatedArrival: new Date('2027-01-12T13:40:00Z'),
      status: 'En Route / Delayed',
    });
    standIn.estimate(flight, '2027-01-12T14:15:00Z');
    expect(found(await client().flights('EZY6215', WINDOW))[0]?.estimatedArrival).toEqual(
      new Date('2027-01-12T14:25:00Z'),
    );
    standIn.land(flight, '2027-01-12T12:30:00Z');
    expect(found(await client().flights('EZY6215', WINDOW))[0]).toMatchObject({
      estimatedArrival: new Date('2027-01-12T12:40:00Z'),
      actualArrival: new Date('2027-01-12T12:40:00Z'),
      status: 'Arrived / Gate Arrival',
    });
  });

  it('reads a cancelled and a diverted flight as such', async () => {
    const cancelled = standIn.schedule({
      icao: 'RYR8041',
      iata: 'FR8041',
      from: 'FAO',
      to: 'CWL',
      departs: '2027-01-12T08:00:00Z',
      lands: '2027-01-12T10:40:00Z',
    });
    const diverted = standIn.schedule({
      icao: 'KLM1059',
      iata: 'KL1059',
      from: 'AMS',
      to: 'CWL',
      departs: '2027-01-12T09:00:00Z',
      lands: '2027-01-12T10:05:00Z',
    });
    standIn.cancel(cancelled);
    standIn.divert(diverted, 'BRS');
    expect(found(await client().flights('RYR8041', WINDOW))[0]).toMatchObject({
      cancelled: true,
      estimatedArrival: null,
      status: 'Cancelled',
    });
    expect(found(await client().flights('KLM1059', WINDOW))[0]).toMatchObject({
      diverted: true,
      status: 'Diverted to BRS',
    });
  });

  it('answers no flights for an ident the provider has none for, or none in the window', async () => {
    expect(found(await client().flights('XYZ999', WINDOW))).toEqual([]);
    expect(
      found(
        await client().flights('BAW1234', {
          start: new Date('2027-02-01T00:00:00Z'),
          end: new Date('2027-02-02T00:00:00Z'),
        }),
      ),
    ).toEqual([]);
  });

  it('takes 429 as unavailable, with the provider’s Retry-After', async () => {
    standIn.behave('rate-limited');
    expect(await client().flights('BAW1234', WINDOW)).toEqual({
      kind: 'unavailable',
      reason: 'answered 429: Rate limit exceeded',
      retryAfterSeconds: 60,
    });
  });

  it('takes a 5xx, a wrong key and a hang as unavailable', async () => {
    standIn.behave('down');
    expect(await client().flights('BAW1234', WINDOW)).toEqual({
      kind: 'unavailable',
      reason: 'answered 503: Try again later',
      retryAfterSeconds: null,
    });
    standIn.behave('answer');
    const wrongKey = flightApiClient({ url: standIn.url, apiKey: 'not-the-key' });
    expect(await wrongKey.flights('BAW1234', WINDOW)).toMatchObject({
      kind: 'unavailable',
      reason: 'answered 401: Invalid API key',
    });
    standIn.behave('silent');
    expect(await client().flights('BAW1234', WINDOW)).toEqual({
      kind: 'unavailable',
      reason: 'timed out',
      retryAfterSeconds: null,
    });
  });

  it('is off without FLIGHT_API_KEY', () => {
    expect(
      flightApiClientFor({ FLIGHT_API_KEY: undefined, FLIGHT_API_URL: standIn.url }),
    ).toBeUndefined();
    expect(
      flightApiClientFor({ FLIGHT_API_KEY: FLIGHTAWARE_TEST_KEY, FLIGHT_API_URL: standIn.url }),
    ).toBeDefined();
  });
});
