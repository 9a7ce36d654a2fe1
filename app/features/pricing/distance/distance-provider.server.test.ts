import { describe, expect, it } from 'vitest';
import { matchPlace } from '../places/match-place.server.ts';
import { builtInRoadMiles } from './distance-provider.server.ts';
import { greatCircleMiles } from './great-circle.ts';
import { roadFactor } from './road-factor.ts';

const place = (text: string) => {
  const found = matchPlace(text);
  if (!found) throw new Error(`no place for ${text}`);
  return found;
};

describe('the built-in distance provider', () => {
  it('measures the straight line with the haversine formula', () => {
    // Cardiff to London (GeoNames centres) is about 131 miles as the crow flies.
    expect(
      greatCircleMiles({ lat: 51.48, lon: -3.18 }, { lat: 51.5085, lon: -0.1257 }),
    ).toBeCloseTo(131, 0);
  });

  it('uses a larger road factor for short trips than for long ones', () => {
    expect(roadFactor(2)).toBe(1.45);
    expect(roadFactor(20)).toBe(1.35);
    expect(roadFactor(80)).toBe(1.3);
    expect(roadFactor(200)).toBe(1.35);
  });

  it.each([
    ['Cardiff Central', 'Heathrow Terminal 5', 150],
    ['Caerau, Cardiff', 'Bristol Airport', 45],
    ['Gatwick South', 'Roath', 185],
    ['Cardiff', 'Manchester Airport', 190],
    ['Cardiff', 'Birmingham Airport', 115],
    ['Canton', 'Cardiff Airport', 12],
  ])('uses the published figure from %s to %s (%i miles)', (from, to, miles) => {
    expect(builtInRoadMiles(place(from), place(to))).toBe(miles);
  });

  it('estimates other journeys from the straight line and the road factor', () => {
    const miles = builtInRoadMiles(place('Pontypridd'), place('Alton Towers'));
    const straight = greatCircleMiles(place('Pontypridd'), place('Alton Towers'));
    expect(miles).toBeCloseTo(straight * 1.35, 0);
    expect(miles).toBeGreaterThan(130);
    expect(miles).toBeLessThan(180);
  });
});
