import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_RULES, type BookingRules } from './booking-rules.ts';
import { jobDays, ruleRefusal, type RuledRequest } from './instant-rules.ts';

const NOW = new Date('2026-12-01T12:00:00Z');
const on: BookingRules = { ...DEFAULT_BOOKING_RULES, instantBooking: true };
const request: RuledRequest = {
  passengerCount: 14,
  journeyType: 'airport-transfer',
  pickupDate: '2026-12-10',
  returnDate: null,
};
const span = (pickupAt: string, drivingHours = 5) => ({
  startsAt: new Date(pickupAt),
  pickupAt: new Date(pickupAt),
  returnAt: null,
  endsAt: new Date(pickupAt),
  longestDayDrivingHours: drivingHours,
  driving: [{ day: pickupAt.slice(0, 10), minutes: drivingHours * 60 }],
});

describe('the booking rules, as a table', () => {
  it.each([
    ['qualifies', request, span('2026-12-10T09:00Z'), on, null],
    ['off on a fresh install', request, span('2026-12-10T09:00Z'), DEFAULT_BOOKING_RULES, 'off'],
    ['47 hours ahead', request, span('2026-12-03T11:00Z'), on, 'notice'],
    ['48 hours ahead', request, span('2026-12-03T12:00Z'), on, null],
    [
      '17 passengers',
      { ...request, passengerCount: 17 },
      span('2026-12-10T09:00Z'),
      on,
      'passengers',
    ],
    ['9.5 hours of driving', request, span('2026-12-10T09:00Z', 9.5), on, 'driving'],
    [
      'a service not covered',
      { ...request, journeyType: 'wedding' as const },
      span('2026-12-10T09:00Z'),
      { ...on, services: ['airport-transfer' as const] },
      'service',
    ],
    [
      'no service chosen counts as other',
      { ...request, journeyType: null },
      span('2026-12-10T09:00Z'),
      { ...on, services: ['other' as const] },
      null,
    ],
    [
      'a return on a blackout date',
      { ...request, returnDate: '2026-12-12' },
      span('2026-12-10T09:00Z'),
      { ...on, blackoutDates: ['2026-12-11'] },
      'blackout',
    ],
  ])('%s', (_name, req, jobSpan, rules, expected) => {
    expect(ruleRefusal(req, jobSpan, rules, NOW)).toBe(expected);
  });

  it('counts every day from the pickup to the return', () => {
    expect(jobDays({ pickupDate: '2026-12-30', returnDate: '2027-01-01' })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });
});
