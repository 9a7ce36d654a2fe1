import { describe, expect, it } from 'vitest';
import { dueInvoiceMonth, monthBounds, nextRunAt, previousMonth } from './invoice-month.ts';

describe('the month the run invoices', () => {
  it('is November from 06:00 London on 1 December, October just before', () => {
    expect(dueInvoiceMonth(new Date('2026-12-01T06:00:00Z'))).toBe('2026-11');
    expect(dueInvoiceMonth(new Date('2026-12-01T05:59:59Z'))).toBe('2026-10');
    expect(dueInvoiceMonth(new Date('2026-12-17T12:00:00Z'))).toBe('2026-11');
  });

  it('counts 06:00 in British Summer Time on 1 April (05:00 UTC)', () => {
    expect(dueInvoiceMonth(new Date('2027-04-01T05:00:00Z'))).toBe('2027-03');
    expect(dueInvoiceMonth(new Date('2027-04-01T04:59:00Z'))).toBe('2027-02');
  });

  it('crosses the year, and "Invoice now" takes the calendar month before', () => {
    expect(dueInvoiceMonth(new Date('2027-01-01T06:00:00Z'))).toBe('2026-12');
    expect(previousMonth(new Date('2027-01-01T00:30:00Z'))).toBe('2026-12');
  });

  it("bounds a month by London's midnights, across the October clock change", () => {
    const october = monthBounds('2026-10');
    expect(october.from.toISOString()).toBe('2026-09-30T23:00:00.000Z');
    expect(october.until.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(october.lastDay).toBe('2026-10-31');
    expect(monthBounds('2028-02').lastDay).toBe('2028-02-29');
  });
});

describe('the next run', () => {
  it('is 06:00 London on the next first of a month', () => {
    expect(nextRunAt(new Date('2026-11-28T18:00:00Z')).toISOString()).toBe(
      '2026-12-01T06:00:00.000Z',
    );
    expect(nextRunAt(new Date('2026-12-01T05:00:00Z')).toISOString()).toBe(
      '2026-12-01T06:00:00.000Z',
    );
    expect(nextRunAt(new Date('2027-03-01T06:00:00Z')).toISOString()).toBe(
      '2027-04-01T05:00:00.000Z',
    );
  });
});
