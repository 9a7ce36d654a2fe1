import { describe, expect, it } from 'vitest';
import { pickupHasPassed } from '#app/lib/london-dates.ts';
import {
  MESSAGE_VALID_UNTIL_AFTER_PICKUP,
  MESSAGE_VALID_UNTIL_IMPOSSIBLE,
  MESSAGE_VALID_UNTIL_MISSING,
  MESSAGE_VALID_UNTIL_PAST,
  defaultValidUntil,
  validUntilProblem,
} from './price-validity.ts';

// Noon in London on an ordinary Wednesday in spring (BST), so the London date is plain.
const NOW = new Date('2027-04-14T11:00:00Z');
const journey = (pickupDate: string, pickupTime = '09:00') => ({ pickupDate, pickupTime });

describe('the default "valid until" of a price', () => {
  it('is 14 days from today when the pickup is further away', () => {
    expect(defaultValidUntil(journey('2027-05-20'), NOW)).toBe('2027-04-28');
  });

  it('is the day before pickup when that comes sooner', () => {
    expect(defaultValidUntil(journey('2027-04-20'), NOW)).toBe('2027-04-19');
  });

  it('is today for a pickup tomorrow or later today, never a day already gone', () => {
    expect(defaultValidUntil(journey('2027-04-15'), NOW)).toBe('2027-04-14');
    expect(defaultValidUntil(journey('2027-04-14', '18:00'), NOW)).toBe('2027-04-14');
  });
});

describe('a typed "valid until"', () => {
  it('may run up to the pickup date itself', () => {
    expect(validUntilProblem('2027-04-20', journey('2027-04-20'), NOW)).toBeNull();
    expect(validUntilProblem('2027-04-14', journey('2027-04-20'), NOW)).toBeNull();
  });

  it('is refused after the pickup date, before today, or when it is no date at all', () => {
    expect(validUntilProblem('2027-04-21', journey('2027-04-20'), NOW)).toBe(
      MESSAGE_VALID_UNTIL_AFTER_PICKUP,
    );
    expect(validUntilProblem('2027-04-13', journey('2027-04-20'), NOW)).toBe(
      MESSAGE_VALID_UNTIL_PAST,
    );
    expect(validUntilProblem('2027-13-01', journey('2027-04-20'), NOW)).toBe(
      MESSAGE_VALID_UNTIL_IMPOSSIBLE,
    );
    expect(validUntilProblem('2027-02-30', journey('2027-04-20'), NOW)).toBe(
      MESSAGE_VALID_UNTIL_IMPOSSIBLE,
    );
    expect(validUntilProblem('', journey('2027-04-20'), NOW)).toBe(MESSAGE_VALID_UNTIL_MISSING);
  });
});

describe('whether a pickup has passed', () => {
  it('reads the pickup as London wall-clock time, in summer and in winter', () => {
    // 12:00 BST is 11:00 UTC: passed at that instant, not a minute before.
    expect(pickupHasPassed(journey('2027-04-14', '12:00'), NOW)).toBe(true);
    expect(pickupHasPassed(journey('2027-04-14', '12:01'), NOW)).toBe(false);
    const winter = new Date('2027-01-13T12:00:00Z');
    expect(pickupHasPassed(journey('2027-01-13', '12:00'), winter)).toBe(true);
    expect(pickupHasPassed(journey('2027-01-13', '12:01'), winter)).toBe(false);
  });
});
