/**
 * Refunds Stripe tells us of that this server may not have made: `charge.refunded` (a refund made
 * in Stripe's Dashboard, or ours before the refund job recorded it, enters the ledger with its
 * credit note) and a refund that fails later (`charge.refund.updated`, `refund.updated`,
 * `refund.failed` with status `failed`: the money is held again). Each runs inside the webhook's transaction, which also stores the event's id, and
 * is idempotent by the Refund's id, so repeats and any order end the same.
 */
import type Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import { formatPence } from '#app/lib/money.ts';
import type { Tx } from '#server/platform/db/app-db.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { payments } from './payments-schema.server.ts';
import { stripeRefundFailures } from './stripe-money-schema.server.ts';
import { lockRefunds } from './refund-ledger.server.ts';
import { noteStripeMoney } from './stripe-money-notes.server.ts';
import type { StripeClient } from './stripe-client.server.ts';
import { recordStripeRefund } from './stripe-refund-record.server.ts';

export const failedRefundHistory = (amountPence: number, reason: string | null) =>
  `Stripe says the refund of ${formatPence(amountPence)} failed${reason ? ` (${reason.replaceAll('_', ' ')})` : ''}: the money is held again. Pay it back another way, or refund again.`;

export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * The refunds of a charge: those in the event when Stripe sent them all, else asked of Stripe
 * (list refunds by PaymentIntent), before the webhook's transaction opens.
 */
export async function refundsOfCharge(
  stripe: StripeClient,
  charge: Stripe.Charge,
): Promise<Stripe.Refund[]> {
  if (charge.refunds && !charge.refunds.has_more) return charge.refunds.data;
  const paymentIntent = idOf(charge.payment_intent);
  if (!paymentIntent) return charge.refunds?.data ?? [];
  const all: Stripe.Refund[] = [];
  for await (const refund of stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 })) {
    all.push(refund);
  }
  return all;
}

/** The ledger's payment for a PaymentIntent (null: not a payment of ours). */
async function paymentOf(tx: Tx, paymentIntent: string | null) {
  if (!paymentIntent) return null;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.kind, 'payment'), eq(payments.providerId, paymentIntent)));
  return payment ?? null;
}

/**
 * `charge.refunded`: every refund of the charge not yet in the ledger enters it, as its own intent's
 * when this site asked for it, else as made in the Dashboard (stripe-refund-record.server.ts).
 */
export async function recordChargeRefunds(
  tx: Tx,
  boss: Enqueuer | undefined,
  charge: Stripe.Charge,
  refunds: readonly Stripe.Refund[],
): Promise<number> {
  const payment = await paymentOf(tx, idOf(charge.payment_intent));
  if (!payment) return 0;
  // The refund job takes this lock before it writes the ledger: taken first here too, the two
  // never wait on each other's rows in opposite orders (a deadlock answered Stripe with a 500).
  await lockRefunds(tx, payment.quoteId);
  let recorded = 0;
  // Oldest first, so the ledger reads in the order the money moved.
  for (const refund of [...refunds].sort((a, b) => a.created - b.created)) {
    if (refund.status === 'failed' || refund.status === 'canceled') {
      await recordRefundFailure(tx, boss, refund);
      continue;
    }
    if ((await recordStripeRefund(tx, boss, payment, refund)).recorded) recorded += 1;
  }
  return recorded;
}

/** A refund reported `failed` no longer counts as refunded; true when this call recorded it. */
export async function recordRefundFailure(
  tx: Tx,
  boss: Enqueuer | undefined,
  refund: Stripe.Refund,
): Promise<boolean> {
  if (refund.status !== 'failed' && refund.status !== 'canceled') return false;
  const payment = await paymentOf(tx, idOf(refund.payment_intent));
  if (!payment) return false;
  const inserted = await tx
    .insert(stripeRefundFailures)
    .values({
      refundId: refund.id,
      quoteId: payment.quoteId,
      paymentIntent: payment.providerId!,
      amountPence: refund.amount,
      reason: refund.failure_reason ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: stripeRefundFailures.refundId });
  if (inserted.length === 0) return false;
  await noteStripeMoney(tx, boss, {
    quoteId: payment.quoteId,
    note: failedRefundHistory(refund.amount, refund.failure_reason ?? null),
    alert: 'refund-failed',
    about: `refund-${refund.id}`,
  });
  return true;
}
