/**
 * The one way a refund Stripe made enters the ledger, whoever meets it first: the refund job (its
 * own answer, or Stripe's list after an error) or the webhook (`charge.refunded`). Both call
 * `recordStripeRefund` inside a transaction, and it is idempotent on the Refund's id (the ledger's
 * unique key on kind and provider id), so the job and the webhook may meet the same refund in
 * either order, or at once on two instances, and it is recorded once.
 *
 * Whose refund it is comes from the refund itself, never from timing or amounts: every refund this
 * site asks for carries the id of the intent that asked (metadata `refund_intent`). Such a refund
 * is recorded with that intent's note and who asked (the operator's reason, or the cancellation's
 * note), and the intent is done. A refund without it was made in Stripe's Dashboard: it is
 * recorded with OUTSIDE_REFUND_NOTE, noted in the request's history and alerted to the operator.
 */
import { and, eq } from 'drizzle-orm';
import { formatPence } from '#app/lib/money.ts';
import type { Tx } from '#server/platform/db/app-db.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { queueDocumentEmails } from './documents/document-emails.server.ts';
import { payments, refundIntents } from './payments-schema.server.ts';
import { lockRefunds } from './refund-ledger.server.ts';
import { noteStripeMoney } from './stripe-money-notes.server.ts';
import { stripeRefundFailures } from './stripe-money-schema.server.ts';

type Intent = typeof refundIntents.$inferSelect;
type Payment = typeof payments.$inferSelect;

/** The metadata key that ties a Stripe refund to the intent that asked for it. */
export const INTENT_METADATA = 'refund_intent';

/** The ledger note of a refund made in Stripe's Dashboard, not asked for by this site. */
export const OUTSIDE_REFUND_NOTE = 'Refunded in Stripe (the Dashboard), not through this site.';
export const outsideRefundHistory = (amountPence: number) =>
  `A refund of ${formatPence(amountPence)} was made in Stripe, not through this site: it is in the ledger and the customer is e-mailed its credit note.`;

/** What is read of a Stripe Refund: its answer to our call, a listed one, or one in an event. */
export interface StripeRefundSeen {
  id: string;
  amount: number;
  metadata?: Record<string, string> | null;
}

/** The intent of `payment` that asked for the refund, by the id the refund carries; else null. */
async function askedBy(tx: Tx, payment: Payment, refund: StripeRefundSeen): Promise<Intent | null> {
  const named = Number(refund.metadata?.[INTENT_METADATA]);
  if (!Number.isSafeInteger(named)) return null;
  const [intent] = await tx
    .select()
    .from(refundIntents)
    .where(and(eq(refundIntents.id, named), eq(refundIntents.paymentId, payment.id)))
    .for('update');
  return intent ?? null;
}

/**
 * Records a refund Stripe made of `payment` (a no-op when it is recorded already, or Stripe has
 * reported it failed): its ledger row and credit note, its intent done when this site asked for
 * it, else the operator told. Answers whether this call recorded it and the intent that asked.
 */
export async function recordStripeRefund(
  tx: Tx,
  boss: Enqueuer | undefined,
  payment: Payment,
  refund: StripeRefundSeen,
): Promise<{ recorded: boolean; intent: Intent | null }> {
  // Taken by every writer of a request's refunds before any row: the job and the webhook never
  // wait on each other's rows in opposite orders (a deadlock answered Stripe with a 500).
  await lockRefunds(tx, payment.quoteId);
  const intent = await askedBy(tx, payment, refund);
  const [failed] = await tx
    .select({ id: stripeRefundFailures.refundId })
    .from(stripeRefundFailures)
    .where(eq(stripeRefundFailures.refundId, refund.id));
  // Failed before its record came: never recorded, so no credit note for money not returned.
  if (failed) return { recorded: false, intent };
  const inserted = await tx
    .insert(payments)
    .values({
      quoteId: payment.quoteId,
      kind: 'refund',
      method: 'stripe',
      amountPence: refund.amount,
      providerId: refund.id,
      checkoutSessionId: payment.checkoutSessionId,
      refundOf: payment.id,
      note: intent?.note ?? OUTSIDE_REFUND_NOTE,
      recordedBy: intent?.recordedBy ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (intent) {
    await tx
      .update(refundIntents)
      .set({ state: 'done', providerId: refund.id, lastError: null })
      .where(and(eq(refundIntents.id, intent.id), eq(refundIntents.state, 'pending')));
  }
  if (inserted.length === 0) return { recorded: false, intent };
  if (boss) await queueDocumentEmails(tx, boss, payment.quoteId);
  if (!intent) {
    await noteStripeMoney(tx, boss, {
      quoteId: payment.quoteId,
      note: outsideRefundHistory(refund.amount),
      alert: 'refund-outside',
      about: `refund-${refund.id}`,
    });
  }
  return { recorded: true, intent };
}
