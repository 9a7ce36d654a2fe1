/**
 * What the ledger and the refund intents say about one request's refunds, shared by deciding a
 * refund (refunds.server.ts) and asking Stripe for it (refund-attempts.server.ts).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import { stillCounts } from './refund-failures.server.ts';
import { payments, refundIntents } from './payments-schema.server.ts';
import { stripeDisputes } from './stripe-money-schema.server.ts';

/** Serialises refunds of one request across instances (with the request's id). */
const REFUND_LOCK = 2_800_313;

/** Serialises the refunds of one request across instances, in the caller's transaction. */
export async function lockRefunds(tx: SqlExecutor, quoteId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REFUND_LOCK}, hashtext(${quoteId}))`);
}

/** Refunds on their way (pending intents) per payment. */
export async function pendingAgainst(
  tx: Pick<AppDb, 'select'>,
  quoteId: string,
): Promise<Map<number, number>> {
  const rows = await tx
    .select({ paymentId: refundIntents.paymentId, amount: refundIntents.amountPence })
    .from(refundIntents)
    .where(and(eq(refundIntents.quoteId, quoteId), inArray(refundIntents.state, ['pending'])));
  const byPayment = new Map<number, number>();
  for (const row of rows) {
    if (row.paymentId === null) continue;
    byPayment.set(row.paymentId, (byPayment.get(row.paymentId) ?? 0) + row.amount);
  }
  return byPayment;
}

/** The total of a request's card refunds on their way (decided, not made yet). */
export async function refundsOnTheirWay(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
): Promise<number> {
  const byPayment = await pendingAgainst(db, quoteId);
  return [...byPayment.values()].reduce((sum, amount) => sum + amount, 0);
}

/** What was refunded already against one payment (a refund Stripe reported failed is not). */
export async function refundedAgainst(
  tx: Pick<AppDb, 'select'>,
  paymentId: number,
): Promise<number> {
  const rows = await tx
    .select({ amount: payments.amountPence })
    .from(payments)
    .where(and(eq(payments.kind, 'refund'), eq(payments.refundOf, paymentId), stillCounts));
  return rows.reduce((sum, row) => sum + row.amount, 0);
}

/**
 * What card holders' banks took back of a request's card payments through disputes they won (the
 * business lost), per PaymentIntent. That money left through Stripe as a chargeback, not a refund:
 * the ledger's sums leave it as it is (the ledger panel says it beside them), but it is no longer
 * ours to refund, and Stripe refuses a refund of it.
 */
export async function lostToDisputes(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ paymentIntent: stripeDisputes.paymentIntent, amount: stripeDisputes.amountPence })
    .from(stripeDisputes)
    .where(and(eq(stripeDisputes.quoteId, quoteId), eq(stripeDisputes.status, 'lost')));
  const byIntent = new Map<string, number>();
  for (const row of rows) {
    byIntent.set(row.paymentIntent, (byIntent.get(row.paymentIntent) ?? 0) + row.amount);
  }
  return byIntent;
}

/** The total a request's lost disputes took back. */
export async function lostToDisputesTotal(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
): Promise<number> {
  return [...(await lostToDisputes(db, quoteId)).values()].reduce((a, b) => a + b, 0);
}

/**
 * What is gone already of one payment: its refunds that still count and what a lost dispute took
 * back (never more than the payment). What is left of it to refund is its amount less this.
 */
export async function goneFrom(
  db: Pick<AppDb, 'select'>,
  payment: { id: number; quoteId: string; providerId: string | null },
): Promise<number> {
  const lost = payment.providerId
    ? ((await lostToDisputes(db, payment.quoteId)).get(payment.providerId) ?? 0)
    : 0;
  return (await refundedAgainst(db, payment.id)) + lost;
}
