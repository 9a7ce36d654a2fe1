import { describe, expect, it } from 'vitest';
import { bookingWeek, mondayOf, weekHref } from './booking-week.ts';

describe('the booking week', () => {
  it('runs Monday to Sunday around the requested day', () => {
    const week = bookingWeek('2026-11-26', new Date('2026-11-23T10:00:00Z'));
    expect(week).toEqual({
      monday: '2026-11-23',
      days: [
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
        '2026-11-29',
      ],
      today: '2026-11-23',
      previous: '2026-11-16',
      next: '2026-11-30',
    });
  });

  it('takes a Sunday back to its Monday, across a month and a clock change', () => {
    expect(mondayOf('2026-11-01')).toBe('2026-10-26');
    expect(mondayOf('2026-03-29')).toBe('2026-03-23');
  });

  it('falls back to this London week for a missing or impossible date', () => {
    // 23:30 UTC on Sunday 29 March 2026 is already Monday 30 March in London (BST).
    const now = new Date('2026-03-29T23:30:00Z');
    expect(bookingWeek(null, now).monday).toBe('2026-03-30');
    expect(bookingWeek('2026-02-30', now).monday).toBe('2026-03-30');
    expect(bookingWeek('next week', now).today).toBe('2026-03-30');
  });

  it('links a week as a plain ?week= address', () => {
    expect(weekHref('2026-11-23')).toBe('/admin/bookings?week=2026-11-23');
  });
});
