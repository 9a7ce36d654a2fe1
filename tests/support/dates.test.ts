import { describe, expect, it } from 'vitest';
import { isClockChangeDay, isPlainDay, londonDate, plainDayAfter, plainDayAhead } from './dates.ts';

// The days of the year that broke tests priced "30 days from today", and their neighbours.
describe('the dates tests pick', () => {
  it('knows the clock-change Sundays and nothing else as such', () => {
    expect(isClockChangeDay('2027-03-28')).toBe(true);
    expect(isClockChangeDay('2027-10-31')).toBe(true);
    expect(isClockChangeDay('2026-10-25')).toBe(true);
    expect(isClockChangeDay('2027-03-21')).toBe(false);
    expect(isClockChangeDay('2027-10-24')).toBe(false);
    expect(isClockChangeDay('2027-11-28')).toBe(false);
  });

  it('finds no plain day on a bank holiday, substitutes included', () => {
    for (const day of ['2026-12-25', '2026-12-28', '2027-03-26', '2027-03-29', '2027-12-27'])
      expect(isPlainDay(day)).toBe(false);
    expect(isPlainDay('2026-12-24')).toBe(true);
  });

  it('steps past Christmas, Easter and the clocks to the next plain day', () => {
    // Christmas Day 2026 is a Friday; Boxing Day's substitute is Monday the 28th.
    expect(plainDayAfter('2026-11-25', 30)).toBe('2026-12-27');
    expect(plainDayAfter('2026-11-28', 30)).toBe('2026-12-29');
    expect(plainDayAfter('2027-02-24', 30)).toBe('2027-03-27');
    // The clocks go forward on 28 March 2027, the day before Easter Monday.
    expect(plainDayAfter('2027-02-26', 30)).toBe('2027-03-30');
    expect(plainDayAfter('2027-10-01', 30)).toBe('2027-11-01');
    expect(plainDayAfter('2027-06-01', 30)).toBe('2027-07-01');
  });

  it('counts from London’s date, not UTC’s', () => {
    // 23:30 UTC on 30 June is already 1 July in London (summer time).
    const lateJune = new Date('2027-06-30T23:30:00Z');
    expect(londonDate(0, lateJune)).toBe('2027-07-01');
    expect(plainDayAhead(0, lateJune)).toBe('2027-07-01');
  });
});
