/**
 * FlightAware AeroAPI v4 on loopback, answering `GET /flights/{ident}` as its documentation says:
 * the `x-apikey` header, `start` and `end` (ISO 8601) bounding the flights' scheduled departure,
 * and `200 {"flights": [...], "links": null, "num_pages": 1}` whose flights carry `ident`,
 * `ident_icao`, `ident_iata`, `fa_flight_id`, `origin` and `destination` (`code`, `code_icao`,
 * `code_iata`, `name`), the `scheduled_`/`estimated_`/`actual_` `out`, `on` and `in` times,
 * `status`, `cancelled` and `diverted`. An ident it does not know answers an empty list, as AeroAPI
 * does; a missing or wrong key `401`; errors are `{"title", "reason", "detail", "status"}`. A test
 * moves a flight (delayed in steps, landed early, cancelled, diverted) between polls, or switches
 * the stand-in to answering 429 (rate-limited), 503 (down) or never answering.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FLIGHTAWARE_TEST_KEY = 'flightaware-test-key';

export type FlightAwareBehaviour = 'answer' | 'rate-limited' | 'down' | 'silent';

export interface StandInAirport {
  code: string;
  code_icao: string;
  code_iata: string;
  name: string;
}

/** The stand-in's airports, as AeroAPI names them. */
export const STAND_IN_AIRPORTS = {
  LHR: { code: 'EGLL', code_icao: 'EGLL', code_iata: 'LHR', name: 'London Heathrow' },
  LGW: { code: 'EGKK', code_icao: 'EGKK', code_iata: 'LGW', name: 'London Gatwick' },
  CWL: { code: 'EGFF', code_icao: 'EGFF', code_iata: 'CWL', name: 'Cardiff' },
  BRS: { code: 'EGGD', code_icao: 'EGGD', code_iata: 'BRS', name: 'Bristol' },
  JFK: { code: 'KJFK', code_icao: 'KJFK', code_iata: 'JFK', name: 'John F Kennedy Intl' },
  FAO: { code: 'LPFR', code_icao: 'LPFR', code_iata: 'FAO', name: 'Faro' },
  AMS: { code: 'EHAM', code_icao: 'EHAM', code_iata: 'AMS', name: 'Amsterdam Schiphol' },
} satisfies Record<string, StandInAirport>;

export interface StandInFlight {
  ident: string;
  ident_icao: string | null;
  ident_iata: string | null;
  fa_flight_id: string;
  origin: StandInAirport;
  destination: StandInAirport;
  scheduled_out: string;
  estimated_out: string | null;
  actual_out: string | null;
  scheduled_on: string;
  estimated_on: string | null;
  actual_on: string | null;
  scheduled_in: string;
  estimated_in: string | null;
  actual_in: string | null;
  status: string;
  cancelled: boolean;
  diverted: boolean;
}

export interface FlightAwareStandIn {
  url: string;
  /** Adds a scheduled flight; its arrival at the gate is 10 minutes after it lands. */
  schedule(flight: {
    icao: string;
    iata: string;
    from: keyof typeof STAND_IN_AIRPORTS;
    to: keyof typeof STAND_IN_AIRPORTS;
    departs: string;
    lands: string;
  }): StandInFlight;
  /** Moves a flight's estimated landing (and gate arrival) to `lands`, as a delay or an early one. */
  estimate(flight: StandInFlight, lands: string): void;
  land(flight: StandInFlight, at: string): void;
  cancel(flight: StandInFlight): void;
  divert(flight: StandInFlight, to: keyof typeof STAND_IN_AIRPORTS): void;
  behave(behaviour: FlightAwareBehaviour): void;
  /** Every request, in order: the ident, the window and the key it came with. */
  asked: { ident: string; start: string | null; end: string | null; apiKey: string | undefined }[];
  close(): Promise<void>;
}

/** The minutes between touching down (`on`) and reaching the gate (`in`) in the stand-in. */
const TAXI_MINUTES = 10;

function plusMinutes(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString().replace('.000Z', 'Z');
}

function problem(
  response: ServerResponse,
  status: number,
  title: string,
  reason: string,
  detail: string,
) {
  answer(response, status, { title, reason, detail, status });
}

function answer(response: ServerResponse, status: number, body: unknown, headers = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}

export async function startFlightAwareStandIn(): Promise<FlightAwareStandIn> {
  let behaviour: FlightAwareBehaviour = 'answer';
  const flights: StandInFlight[] = [];
  const asked: FlightAwareStandIn['asked'] = [];
  let serial = 0;

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const match = /^\/flights\/([^/]+)$/.exec(url.pathname);
    if (request.method !== 'GET' || !match) {
      return problem(response, 404, 'Not Found', 'NOT_FOUND', 'No such endpoint');
    }
    const ident = decodeURIComponent(match[1]!);
    const start = url.searchParams.get('start');
    const end = url.searchParams.get('end');
    const apiKey = request.headers['x-apikey'] as string | undefined;
    asked.push({ ident, start, end, apiKey });
    if (apiKey !== FLIGHTAWARE_TEST_KEY) {
      return problem(response, 401, 'Unauthorized', 'UNAUTHORIZED', 'Invalid API key');
    }
    if (behaviour === 'silent') return;
    if (behaviour === 'rate-limited') {
      return answer(
        response,
        429,
        {
          title: 'Too many requests',
          reason: 'TOO_MANY_REQUESTS',
          detail: 'Rate limit exceeded',
          status: 429,
        },
        { 'retry-after': '60' },
      );
    }
    if (behaviour === 'down') {
      return problem(
        response,
        503,
        'Service Unavailable',
        'SERVICE_UNAVAILABLE',
        'Try again later',
      );
    }
    const from = start ? Date.parse(start) : -Infinity;
    const to = end ? Date.parse(end) : Infinity;
    if (Number.isNaN(from) || Number.isNaN(to)) {
      return problem(response, 400, 'Invalid argument', 'INVALID_ARGUMENT', 'Invalid start or end');
    }
    const found = flights.filter(
      (flight) =>
        [flight.ident, flight.ident_icao, flight.ident_iata].includes(ident) &&
        Date.parse(flight.scheduled_out) >= from &&
        Date.parse(flight.scheduled_out) < to,
    );
    return answer(response, 200, { flights: found, links: null, num_pages: 1 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    schedule({ icao, iata, from, to, departs, lands }) {
      serial += 1;
      const flight: StandInFlight = {
        ident: icao,
        ident_icao: icao,
        ident_iata: iata,
        fa_flight_id: `${icao}-${Date.parse(departs) / 1000}-schedule-${String(serial).padStart(4, '0')}`,
        origin: STAND_IN_AIRPORTS[from],
        destination: STAND_IN_AIRPORTS[to],
        scheduled_out: departs,
        estimated_out: departs,
        actual_out: null,
        scheduled_on: lands,
        estimated_on: lands,
        actual_on: null,
        scheduled_in: plusMinutes(lands, TAXI_MINUTES),
        estimated_in: plusMinutes(lands, TAXI_MINUTES),
        actual_in: null,
        status: 'Scheduled',
        cancelled: false,
        diverted: false,
      };
      flights.push(flight);
      return flight;
    },
    estimate(flight, lands) {
      flight.estimated_on = lands;
      flight.estimated_in = plusMinutes(lands, TAXI_MINUTES);
      const late = Date.parse(lands) - Date.parse(flight.scheduled_on);
      flight.status = late > 15 * 60_000 ? 'En Route / Delayed' : 'En Route / On Time';
    },
    land(flight, at) {
      flight.estimated_on = flight.actual_on = at;
      flight.estimated_in = flight.actual_in = plusMinutes(at, TAXI_MINUTES);
      flight.status = 'Arrived / Gate Arrival';
    },
    cancel(flight) {
      flight.cancelled = true;
      flight.estimated_out = flight.estimated_on = flight.estimated_in = null;
      flight.status = 'Cancelled';
    },
    divert(flight, to) {
      flight.diverted = true;
      flight.status = `Diverted to ${STAND_IN_AIRPORTS[to].code_iata}`;
    },
    behave(next) {
      behaviour = next;
    },
    asked,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
