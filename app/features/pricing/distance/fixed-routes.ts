/**
 * The airport routes our pages publish a road distance for (AIRPORT_ROUTES, "About 150 miles"),
 * used as they stand for any journey between Cardiff and that airport, so the estimate and the
 * page a visitor just read never disagree.
 */
import { AIRPORT_ROUTES } from '#app/content/services.ts';
import type { AirportId } from '../places/named-places.ts';
import { greatCircleMiles, type LatLon } from './great-circle.ts';

/** Cardiff's centre (GeoNames), and how far from it a place still counts as "Cardiff". */
export const CARDIFF_CENTRE: LatLon = { lat: 51.48, lon: -3.18 };
export const CARDIFF_RADIUS_MILES = 6;

const ROUTE_AIRPORTS: Record<string, AirportId> = {
  '/what-we-offer/cardiff-to-heathrow-airport': 'heathrow',
  '/what-we-offer/cardiff-to-bristol-airport': 'bristol-airport',
  '/what-we-offer/cardiff-to-gatwick-airport': 'gatwick',
  '/what-we-offer/cardiff-to-manchester-airport': 'manchester-airport',
  '/what-we-offer/cardiff-to-birmingham-airport': 'birmingham-airport',
  '/what-we-offer/cardiff-to-cardiff-airport': 'cardiff-airport',
};

function milesOf(distance: string): number {
  const match = /(\d+)\s*miles/i.exec(distance);
  if (!match) throw new Error(`AIRPORT_ROUTES distance without miles: ${distance}`);
  return Number(match[1]);
}

export const FIXED_ROUTE_MILES = new Map<AirportId, number>(
  AIRPORT_ROUTES.flatMap((route) => {
    const airport = ROUTE_AIRPORTS[route.path];
    return airport ? [[airport, milesOf(route.distance)] as const] : [];
  }),
);

export function isInCardiff(place: LatLon): boolean {
  return greatCircleMiles(place, CARDIFF_CENTRE) <= CARDIFF_RADIUS_MILES;
}

/** The airport of a fixed route between these two places, if they make one. */
export function fixedRouteAirport(
  a: LatLon & { airport?: AirportId },
  b: LatLon & { airport?: AirportId },
): AirportId | undefined {
  if (b.airport && !a.airport && isInCardiff(a) && FIXED_ROUTE_MILES.has(b.airport))
    return b.airport;
  if (a.airport && !b.airport && isInCardiff(b) && FIXED_ROUTE_MILES.has(a.airport))
    return a.airport;
  return undefined;
}
