import { describe, expect, it } from 'vitest';
import { londonInstant } from '#app/lib/london-dates.ts';
import { cancellationOutcome, paymentPlan } from './payment-plan.ts';
import { DEFAULT_PAYMENT_TERMS, PaymentTermsSchema } from './payment-terms.ts';

// 10:00 in London on Wednesday 25 November 2026 (GMT).
const NOW = new Date('2026-11-25T10:00:00Z');
const terms = DEFAULT_PAYMENT_TERMS;

describe('the terms of a fresh install', () => {
  it('are 25 % at least £50, the whole fare within 14 days, the balance 7 days before, 48 h hold', () => {
    expect(terms).toMatchObject({
      depositPercent: 25,
      depositMinimumPence: 5_000,
      wholeFareWithinDays: 14,
      balanceDueDaysBefore: 7,
      wholeFareServices: ['stag-hen'],
      holdHours: 48,
    });
    expect(PaymentTermsSchema.parse(terms)).toEqual(terms);
  });
});

describe('what a booking pays and when', () => {
  it('asks £105 now and £315 by 2 December for a £420 trip on 9 December booked 3 weeks ahead', () => {
    expect(
      paymentPlan({
        farePence: 42_000,
        serviceType: 'airport-transfer',
        pickupDate: '2026-12-09',
        now: new Date('2026-11-18T21:00:00Z'),
        terms,
      }),
    ).toEqual({
      dueNowPence: 10_500,
      balancePence: 31_500,
      balanceDueDate: '2026-12-02',
      wholeFareBecause: null,
    });
  });

  it('never asks less than the £50 minimum deposit', () => {
    const plan = paymentPlan({
      farePence: 15_000,
      serviceType: 'wedding',
      pickupDate: '2027-06-12',
      now: NOW,
      terms,
    });
    expect(plan).toMatchObject({ dueNowPence: 5_000, balancePence: 10_000 });
  });

  it('rounds a deposit up to the penny', () => {
    const plan = paymentPlan({
      farePence: 42_001,
      serviceType: 'corporate',
      pickupDate: '2027-06-12',
      now: NOW,
      terms,
    });
    expect(plan).toMatchObject({ dueNowPence: 10_501, balancePence: 31_500 });
  });

  it('asks the whole fare when the pickup is 14 days away or fewer, and a deposit on the 15th', () => {
    const plan = (pickupDate: string) =>
      paymentPlan({
        farePence: 42_000,
        serviceType: 'airport-transfer',
        pickupDate,
        now: NOW,
        terms,
      });
    expect(plan('2026-12-09')).toEqual({
      dueNowPence: 42_000,
      balancePence: 0,
      balanceDueDate: null,
      wholeFareBecause: 'short-notice',
    });
    expect(plan('2026-11-26').dueNowPence).toBe(42_000);
    expect(plan('2026-12-10')).toMatchObject({ dueNowPence: 10_500, balanceDueDate: '2026-12-03' });
  });

  it('asks the whole fare of a stag or hen party, however far ahead', () => {
    const plan = paymentPlan({
      farePence: 42_000,
      serviceType: 'stag-hen',
      pickupDate: '2027-08-14',
      now: NOW,
      terms,
    });
    expect(plan).toEqual({
      dueNowPence: 42_000,
      balancePence: 0,
      balanceDueDate: null,
      wholeFareBecause: 'service',
    });
  });

  it('asks the whole fare when the minimum deposit would cover it', () => {
    const plan = paymentPlan({
      farePence: 4_000,
      serviceType: 'other',
      pickupDate: '2027-06-12',
      now: NOW,
      terms,
    });
    expect(plan).toMatchObject({ dueNowPence: 4_000, wholeFareBecause: 'deposit-covers-fare' });
  });
});

describe('what a cancellation gives back', () => {
  const pickupAt = new Date('2026-12-09T09:00:00Z');
  const before = (minutes: number) => new Date(pickupAt.getTime() - minutes * 60_000);
  const second = 1_000;
  const DAY = 24 * 60;
  const cancel = (paidPence: number, now: Date) =>
    cancellationOutcome({
      farePence: 42_000,
      paidPence,
      pickupAt,
      now,
      tiers: terms.cancellationTiers,
    });

  it('gives everything back with more than 7 days’ notice', () => {
    expect(cancel(42_000, new Date(before(7 * DAY).getTime() - second))).toEqual({
      keepPercent: 0,
      keptPence: 0,
      refundPence: 42_000,
    });
  });

  it('keeps half the fare from 2 to 7 days, so five days before a paid £420 trip refunds £210', () => {
    expect(cancel(42_000, before(5 * DAY))).toEqual({
      keepPercent: 50,
      keptPence: 21_000,
      refundPence: 21_000,
    });
    expect(cancel(42_000, before(7 * DAY)).refundPence).toBe(21_000);
    expect(cancel(42_000, before(2 * DAY)).refundPence).toBe(21_000);
  });

  it('keeps no more than was paid: a £105 deposit five days before comes back as nothing', () => {
    expect(cancel(10_500, before(5 * DAY))).toEqual({
      keepPercent: 50,
      keptPence: 10_500,
      refundPence: 0,
    });
  });

  it('keeps the whole fare under 48 hours, and after the pickup', () => {
    expect(cancel(42_000, new Date(before(2 * DAY).getTime() + second)).refundPence).toBe(0);
    expect(cancel(42_000, new Date(pickupAt.getTime() + 60_000)).refundPence).toBe(0);
  });
});

describe('cancellation tiers worded in days are counted in London calendar days', () => {
  // The clocks go forward on Sunday 28 March 2027 and back on Sunday 31 October 2027.
  const cancelAt = (pickupAt: Date, now: Date) =>
    cancellationOutcome({
      farePence: 40_000,
      paidPence: 40_000,
      pickupAt,
      now,
      tiers: terms.cancellationTiers,
    });

  it('gives everything back 7 days and 30 minutes before on the calendar, across the spring change', () => {
    // Only 167.5 elapsed hours, yet more than 7 days before the pickup as the customer counts it.
    const pickupAt = londonInstant('2027-03-28', '10:00');
    expect(cancelAt(pickupAt, londonInstant('2027-03-21', '09:30')).refundPence).toBe(40_000);
    expect(cancelAt(pickupAt, londonInstant('2027-03-21', '10:00')).refundPence).toBe(20_000);
  });

  it('keeps half, not all, 2 days and 30 minutes before on the calendar, across the spring change', () => {
    const pickupAt = londonInstant('2027-03-29', '10:00');
    expect(cancelAt(pickupAt, londonInstant('2027-03-27', '09:30')).refundPence).toBe(20_000);
    expect(cancelAt(pickupAt, londonInstant('2027-03-27', '10:00')).refundPence).toBe(20_000);
    expect(cancelAt(pickupAt, londonInstant('2027-03-27', '10:01')).refundPence).toBe(0);
  });

  it('keeps half 6 days 23.5 hours before on the calendar, across the autumn change', () => {
    // 168.5 elapsed hours, but not more than 7 days before the pickup on the calendar.
    const pickupAt = londonInstant('2027-10-31', '10:00');
    expect(cancelAt(pickupAt, londonInstant('2027-10-24', '10:30')).refundPence).toBe(20_000);
    expect(cancelAt(pickupAt, londonInstant('2027-10-24', '09:59')).refundPence).toBe(40_000);
  });

  it('keeps all 1 day 23.5 hours before on the calendar, across the autumn change', () => {
    const pickupAt = londonInstant('2027-11-01', '10:00');
    expect(cancelAt(pickupAt, londonInstant('2027-10-30', '10:30')).refundPence).toBe(0);
    expect(cancelAt(pickupAt, londonInstant('2027-10-30', '10:00')).refundPence).toBe(20_000);
  });
});
