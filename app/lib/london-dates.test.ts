import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysUntil,
  isIsoDate,
  isTime,
  londonDateAndTime,
  londonOffset,
  londonToday,
  pickupDateMin,
  returnDateMin,
} from './london-dates.ts';

describe('londonToday', () => {
  it('follows GMT in winter around midnight', () => {
    expect(londonToday(new Date('2026-01-14T23:59:59Z'))).toBe('2026-01-14');
    expect(londonToday(new Date('2026-01-15T00:00:00Z'))).toBe('2026-01-15');
  });

  it('follows BST in summer around midnight (23:00 UTC is already tomorrow)', () => {
    expect(londonToday(new Date('2026-07-14T22:59:59Z'))).toBe('2026-07-14');
    expect(londonToday(new Date('2026-07-14T23:00:00Z'))).toBe('2026-07-15');
  });
});

describe('date minimums (pickup from 3 days back, return from the pickup)', () => {
  it('allows a pickup date 3 days before today', () => {
    expect(pickupDateMin(new Date('2026-03-02T12:00:00Z'))).toBe('2026-02-27');
  });

  it('takes the return minimum from the pickup date, else today', () => {
    const now = new Date('2026-07-14T23:30:00Z');
    expect(returnDateMin('2026-08-01', now)).toBe('2026-08-01');
    expect(returnDateMin(undefined, now)).toBe('2026-07-15');
    expect(returnDateMin('not a date', now)).toBe('2026-07-15');
  });
});

describe('shapes', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-7-1')).toBe(false);
  });

  it('accepts 24-hour HH:MM only', () => {
    expect(isTime('00:00')).toBe(true);
    expect(isTime('23:59')).toBe(true);
    expect(isTime('24:00')).toBe(false);
    expect(isTime('9:30')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-01-01', -3)).toBe('2025-12-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('counts London days until a date', () => {
    const now = new Date('2026-07-14T23:30:00Z'); // 00:30 on the 15th in London
    expect(daysUntil('2026-07-15', now)).toBe(0);
    expect(daysUntil('2026-07-20', now)).toBe(5);
    expect(daysUntil('2026-07-14', now)).toBe(-1);
  });
});

describe('londonOffset', () => {
  it('is +00:00 in winter and +01:00 in summer', () => {
    expect(londonOffset('2026-01-10', '09:30')).toBe('+00:00');
    expect(londonOffset('2026-07-14', '09:30')).toBe('+01:00');
  });

  it('changes at 01:00 on the days the clocks change', () => {
    expect(londonOffset('2026-03-29', '00:30')).toBe('+00:00');
    expect(londonOffset('2026-03-29', '12:00')).toBe('+01:00');
    expect(londonOffset('2026-10-25', '00:30')).toBe('+01:00');
    expect(londonOffset('2026-10-25', '12:00')).toBe('+00:00');
  });
});

describe('londonDateAndTime', () => {
  it("reads an instant on London's calendar and clock, either side of the clock changes", () => {
    // British Summer Time: an hour ahead of UTC, so the evening in UTC is the next day's hour.
    expect(londonDateAndTime(new Date('2026-07-14T08:30:00Z'))).toEqual({
      date: '2026-07-14',
      time: '09:30',
    });
    expect(londonDateAndTime(new Date('2026-07-14T23:30:00Z'))).toEqual({
      date: '2026-07-15',
      time: '00:30',
    });
    // Greenwich Mean Time after the clocks go back on 25 October 2026.
    expect(londonDateAndTime(new Date('2026-10-25T08:30:00Z'))).toEqual({
      date: '2026-10-25',
      time: '08:30',
    });
    expect(londonDateAndTime(new Date('2026-12-05T09:30:00Z'))).toEqual({
      date: '2026-12-05',
      time: '09:30',
    });
  });
});
