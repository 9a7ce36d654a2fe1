/**
 * The e-mails the operator gets about a booking's money (through the outbox). Not the alerts to
 * the operator's devices: those are the events of app/lib/operator-alerts.ts.
 */
export const PAYMENT_ALERTS = [
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
export type PaymentAlert = (typeof PAYMENT_ALERTS)[number];

export function isPaymentAlert(value: unknown): value is PaymentAlert {
  return (PAYMENT_ALERTS as readonly unknown[]).includes(value);
}
