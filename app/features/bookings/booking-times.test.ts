import { describe, expect, it } from 'vitest';
import {
  REMINDER_TOO_LATE,
  jobWindow,
  overlaps,
  reminderRefusal,
  reminderTime,
} from './booking-times.ts';

describe('when a booked job holds its vehicle', () => {
  it('reads pickup times as London wall-clock time on either side of the clock change', () => {
    const summer = jobWindow({
      pickupDate: '2026-07-14',
      pickupTime: '05:30',
      returnDate: null,
      returnTime: null,
    });
    expect(summer.pickupAt.toISOString()).toBe('2026-07-14T04:30:00.000Z');
    const winter = jobWindow({
      pickupDate: '2026-12-14',
      pickupTime: '05:30',
      returnDate: null,
      returnTime: null,
    });
    expect(winter.pickupAt.toISOString()).toBe('2026-12-14T05:30:00.000Z');
  });

  it('holds the vehicle three hours past the last pickup, the return when there is one', () => {
    const oneWay = jobWindow({
      pickupDate: '2026-12-14',
      pickupTime: '09:00',
      returnDate: null,
      returnTime: null,
    });
    expect(oneWay.endsAt.toISOString()).toBe('2026-12-14T12:00:00.000Z');
    const back = jobWindow({
      pickupDate: '2026-12-14',
      pickupTime: '09:00',
      returnDate: '2026-12-14',
      returnTime: '18:00',
    });
    expect(back.returnAt?.toISOString()).toBe('2026-12-14T18:00:00.000Z');
    expect(back.endsAt.toISOString()).toBe('2026-12-14T21:00:00.000Z');
  });

  it('flags jobs that overlap and not jobs that merely touch', () => {
    const at = (from: string, to: string) => ({ pickupAt: new Date(from), endsAt: new Date(to) });
    expect(
      overlaps(
        at('2026-12-14T09:00Z', '2026-12-14T12:00Z'),
        at('2026-12-14T11:00Z', '2026-12-14T14:00Z'),
      ),
    ).toBe(true);
    expect(
      overlaps(
        at('2026-12-14T09:00Z', '2026-12-14T12:00Z'),
        at('2026-12-14T12:00Z', '2026-12-14T15:00Z'),
      ),
    ).toBe(false);
  });

  it('reminds the customer 24 hours before pickup', () => {
    expect(reminderTime(new Date('2026-12-14T09:00:00Z')).toISOString()).toBe(
      '2026-12-13T09:00:00.000Z',
    );
  });
});

describe('a reminder that comes due late', () => {
  const pickupAt = new Date('2027-04-14T08:00:00Z');

  it('still goes out while the pickup is ahead, however late it runs', () => {
    expect(reminderRefusal(pickupAt, new Date('2027-04-13T08:00:00Z'))).toBeNull();
    expect(reminderRefusal(pickupAt, new Date('2027-04-14T07:59:00Z'))).toBeNull();
  });

  it('is dropped from the pickup time on', () => {
    expect(reminderRefusal(pickupAt, pickupAt)).toBe(REMINDER_TOO_LATE);
    expect(reminderRefusal(pickupAt, new Date('2027-04-16T08:00:00Z'))).toBe(REMINDER_TOO_LATE);
  });
});
