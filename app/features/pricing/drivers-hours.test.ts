import { describe, expect, it } from 'vitest';
import { exceedsOneDriversDay } from './drivers-hours.ts';

const oneWay = {
  pickupDate: '2027-03-10',
  pickupTime: '07:00',
  returnDate: null,
  returnTime: null,
};
// At 40 mph: 20 miles out of the depot, the journey, and the way home again.
const miles = (outbound: number, home: number) => ({
  outboundMiles: outbound,
  fromDepotMiles: 20,
  toDepotMiles: home,
  pickupToDepotMiles: 20,
});

describe("one driver's day", () => {
  it('allows 9 hours of driving for a minibus over 8 passenger seats, not a minute more', () => {
    // 20 + 170 + 170 = 360 miles: exactly 9 hours at 40 mph.
    expect(exceedsOneDriversDay(['16-seat'], oneWay, miles(170, 170), 40)).toBe(false);
    expect(exceedsOneDriversDay(['16-seat'], oneWay, miles(170, 171), 40)).toBe(true);
  });

  it('counts empty running: the same journey is too long once the way home is added', () => {
    expect(exceedsOneDriversDay(['12-seat'], oneWay, miles(300, 0), 40)).toBe(false);
    expect(exceedsOneDriversDay(['12-seat'], oneWay, miles(300, 100), 40)).toBe(true);
  });

  it('leaves an 8-seat vehicle outside the rules, however long the day', () => {
    expect(exceedsOneDriversDay(['8-seat'], oneWay, miles(400, 400), 40)).toBe(false);
    expect(exceedsOneDriversDay(['8-seat', '16-seat'], oneWay, miles(400, 400), 40)).toBe(true);
  });
});
