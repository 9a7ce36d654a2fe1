/** The alerts the operator gets about a booking's money (e-mailed through the outbox). */
export const OPERATOR_ALERTS = [
  'late-payment',
  'customer-cancelled',
  'balance-unpaid',
  // Money moved at Stripe (stripe-refund-events, stripe-disputes, reconciliation).
  'refund-outside',
  'refund-failed',
  'dispute-opened',
  'dispute-closed',
  'reconciliation-difference',
  'refund-settled',
  'payment-not-taken',
  'payment-mismatch',
] as const;
export type OperatorAlert = (typeof OPERATOR_ALERTS)[number];

export function isOperatorAlert(value: unknown): value is OperatorAlert {
  return (OPERATOR_ALERTS as readonly unknown[]).includes(value);
}
