/**
 * The built-in road distance: the straight line times a road factor that depends on the length of
 * the trip. Roads wander most on short trips through a city and least on long motorway runs.
 *
 * Where the factors come from:
 * - Boscoe, Henry and Zdeb, "A Nationwide Comparison of Driving Distance Versus Straight-Line
 *   Distance to Hospitals", The Professional Geographer 64(2), 2012: driving distance averaged
 *   about 1.4 times the straight line, with the ratio higher for short trips than long ones.
 * - Our own route pages (app/content/services.ts AIRPORT_ROUTES), road distances from central
 *   Cardiff against the straight line: Cardiff Airport 12/9.1 = 1.32, Birmingham 115/91 = 1.26,
 *   Heathrow 150/117 = 1.28, Gatwick 185/132 = 1.40, Manchester 190/135 = 1.41. Bristol (45/21 =
 *   2.1) is the Severn estuary's detour, not a road network's, which is one reason the airport
 *   routes use fixed figures instead (see fixed-routes.ts).
 * The bands below sit inside those figures, rounded up a little: an estimate that comes out a few
 * miles long is better than a quote that has to go up.
 */
export const ROAD_FACTOR_BANDS: readonly { upToMiles: number; factor: number }[] = [
  { upToMiles: 5, factor: 1.45 },
  { upToMiles: 25, factor: 1.35 },
  { upToMiles: 100, factor: 1.3 },
  { upToMiles: Infinity, factor: 1.35 },
];

export function roadFactor(straightMiles: number): number {
  return ROAD_FACTOR_BANDS.find((band) => straightMiles <= band.upToMiles)!.factor;
}
