/**
 * What the ledger and the refund intents say about one request's refunds, shared by deciding a
 * refund (refunds.server.ts) and asking Stripe for it (refund-attempts.server.ts).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import { stillCounts } from './refund-failures.server.ts';
import { payments, refundIntents } from './payments-schema.server.ts';

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
