/**
 * Disputes (chargebacks) of card payments, from `charge.dispute.created`, `.updated` and
 * `.closed`: kept per Dispute as Stripe last told it, shown on the ledger and the customer's page,
 * and each change of status told to the operator. Events come in any order: one made before the
 * row's last change never overwrites it.
 */
import type Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import { formatPence } from '#app/lib/money.ts';
import type { Tx } from '#server/platform/db/app-db.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { payments } from './payments-schema.server.ts';
import { stripeDisputes } from './stripe-money-schema.server.ts';
import { DISPUTE_STATUSES, type DisputeStatus } from './stripe-money-view.ts';
import { noteStripeMoney } from './stripe-money-notes.server.ts';
import { idOf } from './stripe-refund-events.server.ts';

/** Statuses after which Stripe sends no more about a dispute. */
export const CLOSED_DISPUTE_STATUSES: ReadonlySet<DisputeStatus> = new Set([
  'won',
  'lost',
  'warning_closed',
]);

export const disputeHistory = (amountPence: number, status: DisputeStatus) =>
  CLOSED_DISPUTE_STATUSES.has(status)
    ? `The card holder's dispute of ${formatPence(amountPence)} is closed: ${status === 'lost' ? 'lost, so the bank has taken the money back' : status === 'won' ? 'won, so the money stays with us' : 'the bank closed its enquiry'}.`
    : `The card holder disputed ${formatPence(amountPence)} with their bank (${status.replaceAll('_', ' ')}). Answer it in the Stripe Dashboard before its deadline.`;

const isDisputeStatus = (value: string): value is DisputeStatus =>
  (DISPUTE_STATUSES as readonly string[]).includes(value);

/** Records a dispute as this event tells it; true when it changed what we knew. */
export async function recordDispute(
  tx: Tx,
  boss: Enqueuer | undefined,
  dispute: Stripe.Dispute,
  eventCreated: number,
): Promise<boolean> {
  const paymentIntent = idOf(dispute.payment_intent);
  if (!paymentIntent || !isDisputeStatus(dispute.status)) return false;
  const [payment] = await tx
    .select({ quoteId: payments.quoteId })
    .from(payments)
    .where(and(eq(payments.kind, 'payment'), eq(payments.providerId, paymentIntent)));
  if (!payment) return false;
  const at = new Date(eventCreated * 1000);
  const [known] = await tx
    .select()
    .from(stripeDisputes)
    .where(eq(stripeDisputes.id, dispute.id))
    .for('update');
  if (known) {
    const older = at < known.eventCreatedAt;
    // A closed dispute stays closed: an event about it while open is from before.
    const reopens =
      CLOSED_DISPUTE_STATUSES.has(known.status) && !CLOSED_DISPUTE_STATUSES.has(dispute.status);
    if (older || reopens || known.status === dispute.status) return false;
    await tx
      .update(stripeDisputes)
      .set({ status: dispute.status, amountPence: dispute.amount, eventCreatedAt: at })
      .where(eq(stripeDisputes.id, dispute.id));
  } else {
    await tx.insert(stripeDisputes).values({
      id: dispute.id,
      quoteId: payment.quoteId,
      paymentIntent,
      amountPence: dispute.amount,
      status: dispute.status,
      reason: dispute.reason,
      eventCreatedAt: at,
    });
  }
  await noteStripeMoney(tx, boss, {
    quoteId: payment.quoteId,
    note: disputeHistory(dispute.amount, dispute.status),
    alert: CLOSED_DISPUTE_STATUSES.has(dispute.status) ? 'dispute-closed' : 'dispute-opened',
    // Once per dispute and kind: "under review" after "needs response" is not a second opening.
    about: `dispute-${dispute.id}`,
  });
  return true;
}
