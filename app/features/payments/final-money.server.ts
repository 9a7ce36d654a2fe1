/**
 * What a booking finally costs its customer once every refund decided has gone back: what was
 * paid, less the refunds made, the card refunds still on their way and the part still owed back
 * by hand. After a cancellation this is the cancellation charge kept under the terms (nothing when
 * everything comes back), and it reads the same before, between and after the refunds of one
 * cancellation, so the cancellation e-mail and each credit note say one figure.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { ledgerTotals } from './ledger.server.ts';
import { payments, refundIntents } from './payments-schema.server.ts';
import { stillCounts } from './refund-failures.server.ts';
import { refundsOnTheirWay } from './refund-ledger.server.ts';

export interface FinalMoney {
  /** Every payment in. */
  paidPence: number;
  /** Kept once every refund has gone back: the booking's final cost. */
  keptPence: number;
  /** Back to the card: card refunds made and on their way. */
  cardBackPence: number;
  /** Owed back by hand (money taken by bank transfer or in cash) and not yet recorded as paid. */
  byHandOwedPence: number;
}

/**
 * The refunds recorded against a request, in one query grouped by method: what went back to the
 * card (refunds Stripe has not reported failed), and what was paid back by hand since `since` (the
 * first by-hand intent of a cancellation; null when nothing is owed by hand).
 */
async function refundsByMethod(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
  since: Date | null,
): Promise<{ cardPence: number; byHandSincePence: number }> {
  const sinceOwed = since
    ? sql<string>`coalesce(sum(${payments.amountPence}) filter (where ${payments.createdAt} >= ${since.toISOString()}::timestamptz), 0)`
    : sql<string>`0`;
  const rows = await db
    .select({
      method: payments.method,
      sum: sql<string>`coalesce(sum(${payments.amountPence}), 0)`,
      sinceOwed,
    })
    .from(payments)
    .where(and(eq(payments.quoteId, quoteId), eq(payments.kind, 'refund'), stillCounts))
    .groupBy(payments.method);
  // sum() of integers is a bigint, which the drivers hand back as a string.
  let cardPence = 0;
  let byHandSincePence = 0;
  for (const row of rows) {
    if (row.method === 'stripe') cardPence += Number(row.sum);
    else byHandSincePence += Number(row.sinceOwed);
  }
  return { cardPence, byHandSincePence };
}

/**
 * The by-hand intents of a cancellation's refund with no payment: the part owed on money taken by
 * hand (bank transfer or cash), oldest first.
 */
async function owedByHandIntents(db: Pick<AppDb, 'select'>, quoteId: string) {
  return db
    .select({ amount: refundIntents.amountPence, createdAt: refundIntents.createdAt })
    .from(refundIntents)
    .where(
      and(
        eq(refundIntents.quoteId, quoteId),
        eq(refundIntents.state, 'by-hand'),
        isNull(refundIntents.paymentId),
      ),
    )
    .orderBy(refundIntents.createdAt);
}

export async function finalMoney(db: Pick<AppDb, 'select'>, quoteId: string): Promise<FinalMoney> {
  const { paidPence, refundedPence } = await ledgerTotals(db, quoteId);
  const onTheirWay = await refundsOnTheirWay(db, quoteId);
  const owed = await owedByHandIntents(db, quoteId);
  const refunds = await refundsByMethod(db, quoteId, owed[0]?.createdAt ?? null);
  const owedPence = owed.reduce((sum, row) => sum + row.amount, 0);
  // What the operator has since recorded paying back by hand settles that much of it.
  const byHandOwedPence = owed.length === 0 ? 0 : Math.max(0, owedPence - refunds.byHandSincePence);
  return {
    paidPence,
    keptPence: Math.max(0, paidPence - refundedPence - onTheirWay - byHandOwedPence),
    cardBackPence: refunds.cardPence + onTheirWay,
    byHandOwedPence,
  };
}

/**
 * How many card refunds one refund was made as: one per card payment it reached (a cancellation
 * after a deposit and a balance comes back as two, each with its credit note). `providerId` is
 * the Stripe Refund of one of them; 1 for a refund made by hand or outside the app.
 */
export async function cardRefundsOfOneRefund(
  db: Pick<AppDb, 'select'>,
  providerId: string | null,
): Promise<number> {
  if (!providerId) return 1;
  const [own] = await db
    .select({ requestKey: refundIntents.requestKey })
    .from(refundIntents)
    .where(eq(refundIntents.providerId, providerId));
  if (!own) return 1;
  const [row] = await db
    .select({ count: sql<string>`count(*)` })
    .from(refundIntents)
    .where(
      and(
        eq(refundIntents.requestKey, own.requestKey),
        sql`${refundIntents.paymentId} is not null`,
        inArray(refundIntents.state, ['pending', 'done']),
      ),
    );
  return Math.max(1, Number(row?.count ?? 1));
}
