/**
 * What an account owes and whether the operator should be warned when it is used. Until monthly
 * invoices exist the balance is the work done on account and not yet paid for: its completed
 * journeys (the pickup has passed, not cancelled). An account whose balance is over its credit
 * limit is flagged. Client-safe.
 */
import { formatPence } from '#app/lib/money.ts';

export interface AccountJourney {
  pickupAt: Date | string;
  status: string;
  farePence: number;
}

export interface AccountStanding {
  /** Completed journeys not yet paid for, in pence. */
  balancePence: number;
  /** Journeys still to come (not cancelled), in pence. */
  upcomingPence: number;
  overCreditLimit: boolean;
}

export function accountStanding(
  journeys: readonly AccountJourney[],
  creditLimitPence: number | null,
  now: Date,
): AccountStanding {
  let balancePence = 0;
  let upcomingPence = 0;
  for (const journey of journeys) {
    if (journey.status === 'cancelled') continue;
    if (new Date(journey.pickupAt) <= now) balancePence += journey.farePence;
    else upcomingPence += journey.farePence;
  }
  return {
    balancePence,
    upcomingPence,
    overCreditLimit: creditLimitPence !== null && balancePence > creditLimitPence,
  };
}

/** The warning shown wherever a flagged account is used. */
export const OVER_CREDIT_LIMIT = (organisation: string, balancePence: number, limitPence: number) =>
  `${organisation} is over its credit limit: ${formatPence(balancePence)} owed against a limit of ${formatPence(limitPence)}.`;
