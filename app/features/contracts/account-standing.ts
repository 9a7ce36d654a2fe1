/**
 * What an account owes and whether the operator should be warned when it is used. It owes what its
 * invoices still ask (after payments and credit notes) and the work done on account not invoiced
 * yet: its completed journeys (the pickup has passed, not cancelled) that no invoice has billed.
 * An account over its credit limit, or with an invoice more than 30 days past due, is flagged.
 * Client-safe.
 */
import { formatPence } from '#app/lib/money.ts';

export interface AccountJourney {
  bookingId: number;
  pickupAt: Date | string;
  status: string;
  farePence: number;
}

/** The account's invoices as the payments feature works them out (composed in by the route). */
export interface InvoicedStanding {
  /** Bookings an invoice has billed. */
  bookingIds: ReadonlySet<number>;
  /** What its invoices still ask. */
  owedPence: number;
  /** What is left of its invoices more than 30 days past due. */
  longOverduePence: number;
}

export interface AccountStanding {
  /** Owed: invoiced and unpaid, and completed journeys not yet invoiced, in pence. */
  balancePence: number;
  /** Completed journeys no invoice has billed yet. */
  uninvoicedPence: number;
  /** Journeys still to come (not cancelled), in pence. */
  upcomingPence: number;
  overCreditLimit: boolean;
  /** Left of invoices more than 30 days past due (0: none). */
  longOverduePence: number;
}

const NOTHING_INVOICED: InvoicedStanding = {
  bookingIds: new Set(),
  owedPence: 0,
  longOverduePence: 0,
};

export function accountStanding(
  journeys: readonly AccountJourney[],
  creditLimitPence: number | null,
  now: Date,
  invoiced: InvoicedStanding = NOTHING_INVOICED,
): AccountStanding {
  let uninvoicedPence = 0;
  let upcomingPence = 0;
  for (const journey of journeys) {
    if (journey.status === 'cancelled') continue;
    if (new Date(journey.pickupAt) > now) upcomingPence += journey.farePence;
    else if (!invoiced.bookingIds.has(journey.bookingId)) uninvoicedPence += journey.farePence;
  }
  const balancePence = invoiced.owedPence + uninvoicedPence;
  return {
    balancePence,
    uninvoicedPence,
    upcomingPence,
    overCreditLimit: creditLimitPence !== null && balancePence > creditLimitPence,
    longOverduePence: invoiced.longOverduePence,
  };
}

/** The warning shown wherever a flagged account is used. */
export const OVER_CREDIT_LIMIT = (organisation: string, balancePence: number, limitPence: number) =>
  `${organisation} is over its credit limit: ${formatPence(balancePence)} owed against a limit of ${formatPence(limitPence)}.`;

/** The same for an invoice more than 30 days past due. */
export const LONG_OVERDUE = (organisation: string, overduePence: number) =>
  `${organisation} has ${formatPence(overduePence)} on invoices more than 30 days overdue.`;

/** Every warning for the account, in words. */
export function standingFlags(
  account: { organisation: string; creditLimitPence: number | null },
  standing: AccountStanding,
): string[] {
  const flags: string[] = [];
  if (standing.overCreditLimit && account.creditLimitPence !== null) {
    flags.push(
      OVER_CREDIT_LIMIT(account.organisation, standing.balancePence, account.creditLimitPence),
    );
  }
  if (standing.longOverduePence > 0) {
    flags.push(LONG_OVERDUE(account.organisation, standing.longOverduePence));
  }
  return flags;
}
