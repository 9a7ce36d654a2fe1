/**
 * The operator's hand on refunds still on their way: what each one's state is, trying them again
 * now, and settling one by hand with a reason (paid back another way, or not owed after all). A
 * refund Stripe keeps refusing or failing is never stuck: it is retried by the outbox until its
 * retry limit, and then waits here for the operator.
 */
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { formatPence } from '#app/lib/money.ts';
import { refundIntents } from './payments-schema.server.ts';
import { attemptRefunds } from './refund-attempts.server.ts';
import { lockRefunds } from './refund-ledger.server.ts';
import { queueRefundJob } from './refunds.server.ts';
import type { StripeClient } from './stripe-client.server.ts';
import type { RefundOnItsWay } from './admin-ui/money-actions-panel.tsx';

export const SETTLE_REASON_NEEDED =
  'Say why the refund is settled by hand: it is kept with the refund.';
export const REFUND_NOT_ON_ITS_WAY = 'That refund is no longer on its way: reload the page.';
export const REFUNDS_RETRIED_NONE = 'No refund is on its way for this request.';
export const refundSettled = (amount: number) =>
  `${formatPence(amount)} settled by hand: it is no longer asked of Stripe.`;
export const refundsRetried = (made: number, left: number) =>
  left === 0
    ? `Asked Stripe again: ${formatPence(made)} refunded.`
    : `Asked Stripe again: ${formatPence(left)} is still on its way and is retried.`;

/** The request's card refunds still on their way, oldest first, for the admin. */
export async function refundsOnTheirWayView(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
): Promise<RefundOnItsWay[]> {
  const rows = await db
    .select()
    .from(refundIntents)
    .where(and(eq(refundIntents.quoteId, quoteId), eq(refundIntents.state, 'pending')))
    .orderBy(refundIntents.id);
  return rows.map((row) => ({
    id: row.id,
    amountPence: row.amountPence,
    note: row.note,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Closes one refund on its way without a Stripe refund, with the operator's reason. */
export async function settleRefundByHand(
  db: AppDb,
  input: { quoteId: string; intentId: number; reason: string; by: string },
): Promise<{ ok: boolean; message: string }> {
  if (!input.reason.trim()) return { ok: false, message: SETTLE_REASON_NEEDED };
  return db.transaction(async (tx) => {
    await lockRefunds(tx, input.quoteId);
    const [settled] = await tx
      .update(refundIntents)
      .set({ state: 'settled', settledReason: input.reason, settledBy: input.by })
      .where(
        and(
          eq(refundIntents.id, input.intentId),
          eq(refundIntents.quoteId, input.quoteId),
          eq(refundIntents.state, 'pending'),
        ),
      )
      .returning({ amountPence: refundIntents.amountPence });
    return settled
      ? { ok: true, message: refundSettled(settled.amountPence) }
      : { ok: false, message: REFUND_NOT_ON_ITS_WAY };
  });
}

/** Asks Stripe again now for every refund of the request on its way, and queues the job again. */
export async function retryRefunds(
  deps: { db: AppDb; stripe: StripeClient | null; boss: Enqueuer },
  quoteId: string,
): Promise<{ ok: boolean; message: string }> {
  const before = await refundsOnTheirWayView(deps.db, quoteId);
  if (before.length === 0) return { ok: false, message: REFUNDS_RETRIED_NONE };
  // A fresh job too, so the outbox goes on retrying if this try fails (its last one may be spent).
  await deps.db.transaction((tx) => queueRefundJob(tx, deps.boss, quoteId));
  const total = before.reduce((sum, r) => sum + r.amountPence, 0);
  if (!deps.stripe) return { ok: false, message: refundsRetried(0, total) };
  const left = await attemptRefunds({ ...deps, stripe: deps.stripe }, quoteId);
  return { ok: left.pendingPence === 0, message: refundsRetried(total, left.pendingPence) };
}
