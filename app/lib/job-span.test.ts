import { describe, expect, it } from 'vitest';
import { TURNAROUND_BUFFER_MINUTES, jobSpan } from './job-span.ts';

// 40 mph: 20 miles is 30 minutes, 120 miles is 3 hours.
const roads = { outboundMiles: 120, fromDepotMiles: 20, toDepotMiles: 20, pickupToDepotMiles: 20 };

describe('how long a job keeps its vehicle', () => {
  it('runs from leaving the depot to being back and turned round, one way', () => {
    const span = jobSpan(
      { pickupDate: '2026-12-14', pickupTime: '09:00', returnDate: null, returnTime: null },
      roads,
      40,
    );
    expect(TURNAROUND_BUFFER_MINUTES).toBe(30);
    expect(span.startsAt.toISOString()).toBe('2026-12-14T08:30:00.000Z');
    // 3 hours out, 30 minutes home, 30 minutes to turn round.
    expect(span.endsAt.toISOString()).toBe('2026-12-14T13:00:00.000Z');
    expect(span.longestDayDrivingHours).toBe(4);
    expect(span.driving).toEqual([{ day: '2026-12-14', minutes: 240 }]);
  });

  it('keeps the vehicle through a same-day return and counts both legs as that day’s driving', () => {
    const span = jobSpan(
      {
        pickupDate: '2026-12-14',
        pickupTime: '09:00',
        returnDate: '2026-12-14',
        returnTime: '18:00',
      },
      roads,
      40,
    );
    expect(span.endsAt.toISOString()).toBe('2026-12-14T22:00:00.000Z');
    expect(span.longestDayDrivingHours).toBe(7);
    expect(span.driving).toEqual([{ day: '2026-12-14', minutes: 420 }]);
  });

  it('counts a return on another day as that day’s driving, and rounds minutes up', () => {
    const span = jobSpan(
      {
        pickupDate: '2026-12-14',
        pickupTime: '09:00',
        returnDate: '2026-12-16',
        returnTime: '18:00',
      },
      // 121 miles out: 3 h 1.5 min, counted as 3 h 2 min.
      { ...roads, outboundMiles: 121 },
      40,
    );
    // Out, then home; two days later from the depot to the destination, back, and home.
    expect(span.driving).toEqual([
      { day: '2026-12-14', minutes: 242 },
      { day: '2026-12-16', minutes: 242 },
    ]);
  });

  it('reads London wall-clock time on either side of the clock change', () => {
    const summer = jobSpan(
      { pickupDate: '2026-07-14', pickupTime: '09:00', returnDate: null, returnTime: null },
      roads,
      40,
    );
    expect(summer.pickupAt.toISOString()).toBe('2026-07-14T08:00:00.000Z');
  });
});
