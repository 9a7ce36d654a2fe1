import { describe, expect, it } from 'vitest';
import { priceExpiresAt } from '#app/lib/price-end.ts';
import { chaseTimes } from './chase-times.ts';

describe('when an unanswered price is chased', () => {
  it('runs out at the London midnight that ends its last day, in winter and in summer', () => {
    expect(priceExpiresAt('2026-01-15').toISOString()).toBe('2026-01-16T00:00:00.000Z');
    expect(priceExpiresAt('2026-07-15').toISOString()).toBe('2026-07-15T23:00:00.000Z');
  });

  it('reminds 48 hours after sending and 24 hours before the end', () => {
    const times = chaseTimes({
      sentAt: new Date('2026-01-05T10:00:00Z'),
      validUntil: '2026-01-15',
      pickupDate: '2026-01-20',
      pickupTime: '09:00',
    });
    expect(times.afterSent?.toISOString()).toBe('2026-01-07T10:00:00.000Z');
    expect(times.beforeExpiry?.toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(times.expiresAt.toISOString()).toBe('2026-01-16T00:00:00.000Z');
  });

  it('ends an instant offer at its own hour, with no reminder inside its 24 hours', () => {
    const times = chaseTimes({
      sentAt: new Date('2026-01-05T10:00:00Z'),
      validUntil: '2026-01-06',
      expiresAt: new Date('2026-01-06T10:00:00Z'),
      pickupDate: '2026-01-20',
      pickupTime: '09:00',
    });
    expect(times).toEqual({
      afterSent: null,
      beforeExpiry: null,
      expiresAt: new Date('2026-01-06T10:00:00Z'),
    });
  });

  it('sends one reminder, not two within hours, when the price stands for a day or two', () => {
    const times = chaseTimes({
      sentAt: new Date('2026-01-05T10:00:00Z'),
      validUntil: '2026-01-06',
      pickupDate: '2026-01-20',
      pickupTime: '09:00',
    });
    expect(times.afterSent).toBeNull();
    expect(times.beforeExpiry?.toISOString()).toBe('2026-01-06T00:00:00.000Z');
  });

  it('never reminds at or after the pickup', () => {
    const times = chaseTimes({
      sentAt: new Date('2026-01-05T10:00:00Z'),
      validUntil: '2026-01-06',
      pickupDate: '2026-01-06',
      pickupTime: '00:00',
    });
    expect(times).toMatchObject({ afterSent: null, beforeExpiry: null });
  });

  it('does not remind before the price was sent', () => {
    const times = chaseTimes({
      sentAt: new Date('2026-01-05T10:00:00Z'),
      validUntil: '2026-01-05',
      pickupDate: '2026-01-20',
      pickupTime: '09:00',
    });
    expect(times).toMatchObject({ afterSent: null, beforeExpiry: null });
  });
});
