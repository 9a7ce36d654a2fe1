import { describe, expect, it } from 'vitest';
import { departurePickup } from './departure-pickup.ts';

describe('the pickup suggested for a departure', () => {
  it('is the departure less Heathrow’s 3 hours and the drive, rounded', () => {
    // 14:30 departure, 1 h 37 min on the road (rounded up to 1 h 40): 14:30 − 3:00 − 1:40 = 09:50.
    expect(departurePickup(new Date('2027-01-12T14:30:00Z'), 'LHR', 97)).toEqual({
      pickup: new Date('2027-01-12T09:50:00Z'),
      checkInMinutes: 180,
      driveMinutes: 100,
    });
  });

  it('takes 2 hours at Cardiff, and 2 hours at an airport not in the table', () => {
    expect(departurePickup(new Date('2027-01-12T08:03:00Z'), 'CWL', 20)).toMatchObject({
      pickup: new Date('2027-01-12T05:40:00Z'),
      checkInMinutes: 120,
    });
    expect(departurePickup(new Date('2027-01-12T08:00:00Z'), 'XXX', 0).checkInMinutes).toBe(120);
  });
});
