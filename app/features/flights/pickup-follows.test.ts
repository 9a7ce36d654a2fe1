import { describe, expect, it } from 'vitest';
import { pickupFollowing } from './pickup-follows.ts';

const PICKUP = new Date('2027-01-12T10:00:00Z');

describe('pickupFollowing', () => {
  it('moves the pickup to a landing 90 minutes late plus the 30-minute meet time', () => {
    expect(pickupFollowing(PICKUP, new Date('2027-01-12T11:00:00Z'))).toEqual({
      move: true,
      pickup: new Date('2027-01-12T11:30:00Z'),
      direction: 'later',
      byMinutes: 90,
    });
  });

  it('moves nothing for an estimate less than 15 minutes from what the booking holds', () => {
    expect(pickupFollowing(PICKUP, new Date('2027-01-12T09:44:00Z'))).toEqual({ move: false });
    expect(pickupFollowing(PICKUP, new Date('2027-01-12T09:16:00Z'))).toEqual({ move: false });
  });

  it('moves at exactly 15 minutes, either way', () => {
    expect(pickupFollowing(PICKUP, new Date('2027-01-12T09:45:00Z'))).toMatchObject({
      move: true,
      pickup: new Date('2027-01-12T10:15:00Z'),
      direction: 'later',
    });
    expect(pickupFollowing(PICKUP, new Date('2027-01-12T09:15:00Z'))).toMatchObject({
      move: true,
      pickup: new Date('2027-01-12T09:45:00Z'),
      direction: 'earlier',
      byMinutes: 15,
    });
  });

  it('uses the operator’s own meet time', () => {
    expect(pickupFollowing(PICKUP, new Date('2027-01-12T10:00:00Z'), 45)).toMatchObject({
      move: true,
      pickup: new Date('2027-01-12T10:45:00Z'),
      byMinutes: 45,
    });
  });
});
