/**
 * One interface for road distances. The built-in provider needs no network: fixed figures for the
 * airport routes of our pages, else the straight line times a road factor (road-factor.ts). A
 * routing service can be switched on by environment (DISTANCE_PROVIDER_URL, an OSRM-compatible
 * server); it is asked with a timeout, its answers are cached, and any failure falls back to the
 * built-in figure so an estimate never waits on, or breaks with, someone else's server.
 */
import type { Place } from '../places/gazetteer.server.ts';
import { FIXED_ROUTE_MILES, fixedRouteAirport } from './fixed-routes.ts';
import { greatCircleMiles } from './great-circle.ts';
import { roadFactor } from './road-factor.ts';

export interface DistanceProvider {
  readonly name: string;
  /** Road miles from one place to the other. */
  roadMiles(from: Place, to: Place): Promise<number>;
}

/** The distances one estimate needs, all in road miles. */
export interface JourneyDistances {
  /** Pickup to destination: the outbound leg. */
  outboundMiles: number;
  /** From the depot to the pickup (empty running before the job). */
  fromDepotMiles: number;
  /** From the destination back to the depot (empty running after a one-way job). */
  toDepotMiles: number;
  /** Pickup back to the depot, for the end of a return job. */
  pickupToDepotMiles: number;
  /** Set when pickup and destination make one of our published airport routes. */
  fixedAirport?: Place['airport'];
}

export function builtInRoadMiles(from: Place, to: Place): number {
  const airport = fixedRouteAirport(from, to);
  if (airport) return FIXED_ROUTE_MILES.get(airport)!;
  const straight = greatCircleMiles(from, to);
  return Math.round(straight * roadFactor(straight) * 10) / 10;
}

export const builtInDistanceProvider: DistanceProvider = {
  name: 'built-in',
  roadMiles: (from, to) => Promise.resolve(builtInRoadMiles(from, to)),
};

export async function journeyDistances(
  provider: DistanceProvider,
  places: { depot: Place; pickup: Place; destination: Place },
): Promise<JourneyDistances> {
  const { depot, pickup, destination } = places;
  const [outboundMiles, fromDepotMiles, toDepotMiles] = await Promise.all([
    provider.roadMiles(pickup, destination),
    provider.roadMiles(depot, pickup),
    provider.roadMiles(destination, depot),
  ]);
  return {
    outboundMiles,
    fromDepotMiles,
    toDepotMiles,
    pickupToDepotMiles: fromDepotMiles,
    fixedAirport: fixedRouteAirport(pickup, destination),
  };
}

export interface RoutingProviderOptions {
  /** An OSRM-compatible server: GET {url}/route/v1/driving/{lon},{lat};{lon},{lat}. */
  url: string;
  timeoutMs: number;
  /** How many answers to keep (least recently used go first). */
  cacheSize?: number;
  fetchImpl?: typeof fetch;
  fallback?: DistanceProvider;
}

const METRES_PER_MILE = 1609.344;

export function routingDistanceProvider(options: RoutingProviderOptions): DistanceProvider {
  const fallback = options.fallback ?? builtInDistanceProvider;
  const cacheSize = options.cacheSize ?? 5000;
  const cache = new Map<string, number>();
  const fetchImpl = options.fetchImpl ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  return {
    name: 'routing',
    async roadMiles(from, to) {
      // Published airport routes stay fixed: the page and the estimate must agree.
      if (fixedRouteAirport(from, to)) return fallback.roadMiles(from, to);
      const key = `${from.lon.toFixed(4)},${from.lat.toFixed(4)};${to.lon.toFixed(4)},${to.lat.toFixed(4)}`;
      const cached = cache.get(key);
      if (cached !== undefined) {
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      try {
        const response = await fetchImpl(`${base}/route/v1/driving/${key}?overview=false`, {
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) throw new Error(`routing answered ${response.status}`);
        const body = (await response.json()) as { routes?: { distance?: unknown }[] };
        const metres = body.routes?.[0]?.distance;
        if (typeof metres !== 'number' || !Number.isFinite(metres) || metres < 0) {
          throw new Error('routing answer without a distance');
        }
        const miles = Math.round((metres / METRES_PER_MILE) * 10) / 10;
        cache.set(key, miles);
        if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
        return miles;
      } catch (error) {
        console.warn(
          'distance provider failed, using the built-in distance:',
          error instanceof Error ? error.message : error,
        );
        return fallback.roadMiles(from, to);
      }
    },
  };
}

/** The provider the environment asks for: the built-in one unless a routing URL is set. */
export function distanceProviderFor(env: {
  DISTANCE_PROVIDER_URL?: string;
  DISTANCE_PROVIDER_TIMEOUT_MS: number;
}): DistanceProvider {
  if (!env.DISTANCE_PROVIDER_URL) return builtInDistanceProvider;
  return routingDistanceProvider({
    url: env.DISTANCE_PROVIDER_URL,
    timeoutMs: env.DISTANCE_PROVIDER_TIMEOUT_MS,
  });
}
