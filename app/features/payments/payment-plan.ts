/**
 * What a booking pays and when, and what a cancellation gives back, worked out from the fare and
 * the terms it was accepted on. Pure functions of their inputs (the clock is an argument), so the
 * server and the customer's page say the same and tests fix the date. Integer pence throughout.
 */
import { addDays, daysUntil, londonDateAndTime, londonInstant } from '#app/lib/london-dates.ts';
import type { ServiceType } from '#app/lib/service-types.ts';
import type { CancellationTier, PaymentTerms } from './payment-terms.ts';

export interface PaymentPlan {
  /** Paid on acceptance: the deposit, or the whole fare. */
  dueNowPence: number;
  /** Paid later: the balance (0 when the whole fare is due now). */
  balancePence: number;
  /** The London date the balance is due, or null when nothing is left to pay later. */
  balanceDueDate: string | null;
  /** Why the whole fare is due now, when it is. */
  wholeFareBecause: 'short-notice' | 'service' | 'deposit-covers-fare' | null;
}

export interface PlanInput {
  farePence: number;
  serviceType: ServiceType;
  /** The pickup's London date, YYYY-MM-DD. */
  pickupDate: string;
  now: Date;
  terms: PaymentTerms;
}

export function paymentPlan({
  farePence,
  serviceType,
  pickupDate,
  now,
  terms,
}: PlanInput): PaymentPlan {
  const whole = (because: PaymentPlan['wholeFareBecause']): PaymentPlan => ({
    dueNowPence: farePence,
    balancePence: 0,
    balanceDueDate: null,
    wholeFareBecause: because,
  });
  if (terms.wholeFareServices.includes(serviceType)) return whole('service');
  if (daysUntil(pickupDate, now) <= terms.wholeFareWithinDays) return whole('short-notice');
  // Rounded up to the penny, so a deposit never falls short of its percentage.
  const share = Math.ceil((farePence * terms.depositPercent) / 100);
  const deposit = Math.max(share, terms.depositMinimumPence);
  if (deposit >= farePence) return whole('deposit-covers-fare');
  return {
    dueNowPence: deposit,
    balancePence: farePence - deposit,
    balanceDueDate: addDays(pickupDate, -terms.balanceDueDaysBefore),
    wholeFareBecause: null,
  };
}

export interface CancellationInput {
  farePence: number;
  /** What the customer has paid, less what was refunded already. */
  paidPence: number;
  pickupAt: Date;
  now: Date;
  tiers: readonly CancellationTier[];
}

export interface CancellationOutcome {
  /** The share of the fare the terms keep. */
  keepPercent: number;
  keptPence: number;
  refundPence: number;
}

const HOUR_MS = 3_600_000;
const HOURS_IN_DAY = 24;
const MINUTE_MS = 60_000;

/**
 * The last instant of a tier's notice. A tier of whole days is worded in days ("more than 7 days
 * before the pickup"), so it is counted as the customer counts it: the same London wall-clock time
 * that many calendar days earlier, whatever the clocks did in between. A tier of odd hours is
 * counted in elapsed hours, as it is worded.
 */
function tierEdge(tier: CancellationTier, pickupAt: Date): number {
  if (tier.hours === 0 || tier.hours % HOURS_IN_DAY !== 0) {
    return pickupAt.getTime() - tier.hours * HOUR_MS;
  }
  const { date, time } = londonDateAndTime(pickupAt);
  const withinMinute = pickupAt.getTime() % MINUTE_MS;
  const days = tier.hours / HOURS_IN_DAY;
  return londonInstant(addDays(date, -days), time).getTime() + withinMinute;
}

function meets(tier: CancellationTier, pickupAt: Date, now: Date): boolean {
  const edge = tierEdge(tier, pickupAt);
  return tier.notice === 'more-than' ? now.getTime() < edge : now.getTime() <= edge;
}

/** The tier the notice meets (longest notice first), the fare it keeps and the refund it gives. */
export function cancellationOutcome({
  farePence,
  paidPence,
  pickupAt,
  now,
  tiers,
}: CancellationInput): CancellationOutcome {
  const ordered = [...tiers].sort((a, b) => b.hours - a.hours);
  // Notice shorter than every tier (after the pickup, say) keeps the whole fare.
  const tier = ordered.find((t) => meets(t, pickupAt, now)) ?? { keepPercent: 100 };
  const keep = Math.round((farePence * tier.keepPercent) / 100);
  const keptPence = Math.min(keep, paidPence);
  return { keepPercent: tier.keepPercent, keptPence, refundPence: paidPence - keptPence };
}
