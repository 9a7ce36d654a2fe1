/**
 * FlightAware AeroAPI v4: the flights of one designator in a time window.
 * `GET {FLIGHT_API_URL}/flights/{ident}?start=…&end=…` with the `x-apikey` header answers
 * `200 {"flights": [...]}` (an empty list for an ident it has no flight for), and errors as
 * `{"title", "reason", "detail", "status"}`: 400 for an argument it cannot read, 401 for a bad key,
 * 429 when the key's rate is used up, 5xx when it is down. Every answer is checked before it is
 * believed; anything but a readable 200 is "unavailable", which moves nothing and is asked again.
 */
import { z } from 'zod';
import type { Env } from '#server/platform/env.server.ts';

/** How long one look-up may take before it counts as unavailable. */
export const FLIGHT_API_TIMEOUT_MS = 8000;

const isoTime = z.iso.datetime({ offset: true });
const maybeTime = isoTime.nullish().transform((value) => (value ? new Date(value) : null));

const Airport = z.looseObject({
  code: z.string().nullish(),
  code_icao: z.string().nullish(),
  code_iata: z.string().nullish(),
  name: z.string().nullish(),
});

const Flight = z.looseObject({
  ident: z.string(),
  ident_icao: z.string().nullish(),
  ident_iata: z.string().nullish(),
  fa_flight_id: z.string(),
  origin: Airport.nullish(),
  destination: Airport.nullish(),
  scheduled_out: maybeTime,
  estimated_out: maybeTime,
  actual_out: maybeTime,
  scheduled_on: maybeTime,
  estimated_on: maybeTime,
  actual_on: maybeTime,
  scheduled_in: maybeTime,
  estimated_in: maybeTime,
  actual_in: maybeTime,
  status: z.string().nullish(),
  cancelled: z.boolean(),
  diverted: z.boolean(),
});

const FlightsAnswer = z.looseObject({ flights: z.array(Flight) });

const ErrorAnswer = z.looseObject({
  title: z.string().nullish(),
  detail: z.string().nullish(),
});

export interface FlightAirport {
  /** The IATA code where the provider gives one (LHR), else its own code. */
  code: string | null;
  icao: string | null;
  name: string | null;
}

/** One flight as the product reads it: arrival times at the gate where known, else touchdown. */
export interface ProviderFlight {
  faFlightId: string;
  ident: string;
  origin: FlightAirport;
  destination: FlightAirport;
  scheduledDeparture: Date | null;
  estimatedDeparture: Date | null;
  scheduledArrival: Date | null;
  /** `estimated_in`, else `estimated_on`: what the pickup follows. */
  estimatedArrival: Date | null;
  /** `actual_in`, else `actual_on`: set once it has landed. */
  actualArrival: Date | null;
  status: string;
  cancelled: boolean;
  diverted: boolean;
}

export type FlightLookUp =
  | { kind: 'found'; flights: ProviderFlight[] }
  /** Rate-limited, down, slow, a bad key or an unreadable answer: moves nothing, asked again. */
  | { kind: 'unavailable'; reason: string; retryAfterSeconds: number | null };

export interface FlightApiClient {
  flights(ident: string, window: { start: Date; end: Date }): Promise<FlightLookUp>;
}

function airport(value: z.infer<typeof Airport> | null | undefined): FlightAirport {
  return {
    code: value?.code_iata ?? value?.code ?? null,
    icao: value?.code_icao ?? null,
    name: value?.name ?? null,
  };
}

function readFlight(flight: z.infer<typeof Flight>): ProviderFlight {
  return {
    faFlightId: flight.fa_flight_id,
    ident: flight.ident_iata ?? flight.ident,
    origin: airport(flight.origin),
    destination: airport(flight.destination),
    scheduledDeparture: flight.scheduled_out,
    estimatedDeparture: flight.estimated_out,
    scheduledArrival: flight.scheduled_in ?? flight.scheduled_on,
    estimatedArrival: flight.estimated_in ?? flight.estimated_on,
    actualArrival: flight.actual_in ?? flight.actual_on,
    status: flight.status ?? '',
    cancelled: flight.cancelled,
    diverted: flight.diverted,
  };
}

/** AeroAPI's times: ISO 8601 in UTC to the second. */
function apiTime(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function retryAfter(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

export function flightApiClient(
  config: { url: string; apiKey: string },
  timeoutMs = FLIGHT_API_TIMEOUT_MS,
): FlightApiClient {
  const base = config.url.replace(/\/+$/, '');
  return {
    async flights(ident, { start, end }) {
      const query = new URLSearchParams({ start: apiTime(start), end: apiTime(end) });
      let response: Response;
      try {
        response = await fetch(`${base}/flights/${encodeURIComponent(ident)}?${query}`, {
          headers: { accept: 'application/json', 'x-apikey': config.apiKey },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        return {
          kind: 'unavailable',
          reason: timedOut ? 'timed out' : 'unreachable',
          retryAfterSeconds: null,
        };
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (response.status === 200) {
        const answer = FlightsAnswer.safeParse(body);
        if (!answer.success) {
          return { kind: 'unavailable', reason: 'an unreadable answer', retryAfterSeconds: null };
        }
        return { kind: 'found', flights: answer.data.flights.map(readFlight) };
      }
      const error = ErrorAnswer.safeParse(body);
      const words = error.success ? (error.data.detail ?? error.data.title) : undefined;
      return {
        kind: 'unavailable',
        reason: `answered ${response.status}${words ? `: ${words}` : ''}`,
        retryAfterSeconds: retryAfter(response),
      };
    },
  };
}

/** The client when FLIGHT_API_KEY is set; without it flight numbers are kept but not checked. */
export function flightApiClientFor(env: Pick<Env, 'FLIGHT_API_KEY' | 'FLIGHT_API_URL'>) {
  return env.FLIGHT_API_KEY
    ? flightApiClient({ url: env.FLIGHT_API_URL, apiKey: env.FLIGHT_API_KEY })
    : undefined;
}
