/** What Stripe said about a request's money after it was taken, for the pages. Client-safe. */

/** Stripe's statuses of a Dispute. */
export const DISPUTE_STATUSES = [
  'warning_needs_response',
  'warning_under_review',
  'warning_closed',
  'needs_response',
  'under_review',
  'won',
  'lost',
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export interface StripeMoneyView {
  failedRefunds: { refundId: string; amountPence: number; reason: string | null }[];
  disputes: { id: string; amountPence: number; status: DisputeStatus; reason: string | null }[];
}

/** Whether a dispute is over, and how (open while the bank still decides). */
export type DisputeOutcome = 'open' | 'won' | 'lost' | 'closed';

export function disputeOutcome(status: DisputeStatus): DisputeOutcome {
  if (status === 'won' || status === 'lost') return status;
  return status === 'warning_closed' ? 'closed' : 'open';
}
