/** What the customer's page shows of online payment (payment-page.server.ts fills it). Client-safe. */

/** What a payment attempt is for; the ledger's schema keeps the same three. */
export const CHECKOUT_PURPOSES = ['deposit', 'balance', 'whole-fare'] as const;
export type CheckoutPurpose = (typeof CHECKOUT_PURPOSES)[number];
import type { PaymentPlan } from './payment-plan.ts';
import type { CancellationTier } from './payment-terms.ts';
import type { StripeMoneyView } from './stripe-money-view.ts';

export interface BeforeAcceptView {
  plan: PaymentPlan;
  holdHours: number;
  tiers: CancellationTier[];
}

export interface PaymentPanelView {
  farePence: number;
  paidPence: number;
  leftPence: number;
  /** When the rest is due (London date), or null when nothing is left or it is due now. */
  dueDate: string | null;
  /** What a "Pay" button would take now, or null. */
  /**
   * What is due now, or null. `byCard` is false for an amount under the card minimum: the page
   * says so and offers another way instead of a "Pay" button.
   */
  payNow: { purpose: CheckoutPurpose; amountPence: number; byCard: boolean } | null;
  heldUntil: string | null;
  /** Back from Stripe and not yet paid: the page says so and looks again. */
  confirming: boolean;
  unavailable: boolean;
  /** What cancelling now would keep and refund (the terms applied to what is paid). */
  cancel: { keepPercent: number; keptPence: number; refundPence: number } | null;
  /** What was paid back after a cancellation. */
  refundedPence: number;
  /** Refunds that failed at Stripe and disputes with the customer's bank (absent: none). */
  stripeMoney?: StripeMoneyView;
  /** Refunds decided and queued that Stripe has not made yet: on their way to the card. */
  refundOnItsWayPence: number;
  /** The cancel form showed another refund than the terms give now: nothing was cancelled. */
  refundChanged: boolean;
  /**
   * A cancelled booking: what is still held of what was paid (kept under the cancellation terms).
   * Null while the booking is live, so a cancelled one is never read as paid in full.
   */
  keptAfterCancelPence: number | null;
  /** Bank transfer: offered beside Checkout, and its details once the customer asked for them. */
  bankTransfer: {
    offered: boolean;
    shown: { details: string; reference: string; amountPence: number } | null;
  };
}

/** An on-account request: said before accepting, and once booked, in place of the payment. */
export type OnAccountView = 'before-accept' | 'booked' | null;

export interface PaymentView {
  onAccount: OnAccountView;
  beforeAccept: BeforeAcceptView | null;
  acceptLabel: string | null;
  panel: PaymentPanelView | null;
}
