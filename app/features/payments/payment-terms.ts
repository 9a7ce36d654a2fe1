/**
 * The operator's payment terms: what a customer pays when they accept a price, when the rest is
 * due, and what a cancellation keeps. Saved as versions (payment-terms-store.server.ts) and stored
 * with each booking, so a booking is always held to the terms it was accepted on. Client-safe.
 */
import { z } from 'zod';
import { SERVICE_TYPES } from '#app/lib/service-types.ts';

const MAX_NOTICE_HOURS = 24 * 365;

/**
 * One tier of the cancellation terms: with notice of more than (or at least) `hours` before the
 * pickup, keep `keepPercent` of the fare. Both comparisons exist because terms are written both
 * ways: "more than 7 days" and "2 to 7 days" (48 hours or more) meet at their edges exactly.
 */
export const CancellationTierSchema = z.object({
  notice: z.enum(['more-than', 'at-least']),
  hours: z.number().int().min(0).max(MAX_NOTICE_HOURS),
  keepPercent: z.number().int().min(0).max(100),
});
export type CancellationTier = z.infer<typeof CancellationTierSchema>;

export const PaymentTermsSchema = z.object({
  /** The deposit as a share of the fare… */
  depositPercent: z.number().int().min(1).max(100),
  /** …and never less than this (pence), nor more than the fare. */
  depositMinimumPence: z.number().int().min(0).max(1_000_000),
  /** A pickup within this many days pays the whole fare on acceptance. */
  wholeFareWithinDays: z.number().int().min(0).max(365),
  /** The balance is due this many days before the pickup date. */
  balanceDueDaysBefore: z.number().int().min(0).max(365),
  /** Services that always pay the whole fare on acceptance. */
  wholeFareServices: z.array(z.enum(SERVICE_TYPES)),
  /** How long an acceptance waits for its first payment before the booking is released. */
  holdHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 14),
  /** The tier with the longest notice the cancellation meets applies; with none, all is kept. */
  cancellationTiers: z.array(CancellationTierSchema).min(1).max(10),
});
export type PaymentTerms = z.infer<typeof PaymentTermsSchema>;

/** The terms of a fresh install: a starting point the operator changes in /admin/settings. */
export const DEFAULT_DEPOSIT_PERCENT = 25;
export const DEFAULT_DEPOSIT_MINIMUM_PENCE = 5_000;
export const DEFAULT_WHOLE_FARE_WITHIN_DAYS = 14;
export const DEFAULT_BALANCE_DUE_DAYS_BEFORE = 7;
export const DEFAULT_HOLD_HOURS = 48;

export const DEFAULT_PAYMENT_TERMS: PaymentTerms = {
  depositPercent: DEFAULT_DEPOSIT_PERCENT,
  depositMinimumPence: DEFAULT_DEPOSIT_MINIMUM_PENCE,
  wholeFareWithinDays: DEFAULT_WHOLE_FARE_WITHIN_DAYS,
  balanceDueDaysBefore: DEFAULT_BALANCE_DUE_DAYS_BEFORE,
  wholeFareServices: ['stag-hen'],
  holdHours: DEFAULT_HOLD_HOURS,
  cancellationTiers: [
    // More than 7 days' notice: everything paid comes back.
    { notice: 'more-than', hours: 7 * 24, keepPercent: 0 },
    // 2 to 7 days: half the fare is kept.
    { notice: 'at-least', hours: 48, keepPercent: 50 },
    // Under 48 hours: the whole fare is kept.
    { notice: 'at-least', hours: 0, keepPercent: 100 },
  ],
};
