/**
 * What a booking finally costs its customer once every refund decided has gone back: what was
 * paid, less the refunds made, the card refunds still on their way and the part still owed back
 * by hand. After a cancellation this is the cancellation charge kept under the terms (nothing when
 * everything comes back), and it reads the same before, between and after the refunds of one
 * cancellation, so the cancellation e-mail and each credit note say one figure.
 */
import { and, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
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
 * The part of a cancellation's refund owed on money taken by hand (a `by-hand` intent with no
 * payment), less what the operator has since recorded paying back by hand.
 */
async function owedByHand(db: Pick<AppDb, 'select'>, quoteId: string): Promise<number> {
  const owed = await db
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
  if (owed.length === 0) return 0;
  const [paidBack] = await db
    .select({ sum: sql<string>`coalesce(sum(${payments.amountPence}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.quoteId, quoteId),
        eq(payments.kind, 'refund'),
        ne(payments.method, 'stripe'),
        gte(payments.createdAt, owed[0]!.createdAt),
      ),
    );
  const total = owed.reduce((sum, row) => sum + row.amount, 0);
  // sum() of integers is a bigint, which the drivers hand back as a string.
  return Math.max(0, total - Number(paidBack?.sum ?? 0));
}

export async function finalMoney(db: Pick<AppDb, 'select'>, quoteId: string): Promise<FinalMoney> {
  const { paidPence, refundedPence } = await ledgerTotals(db, quoteId);
  const onTheirWay = await refundsOnTheirWay(db, quoteId);
  const byHandOwedPence = await owedByHand(db, quoteId);
  const [card] = await db
    .select({ sum: sql<string>`coalesce(sum(${payments.amountPence}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.quoteId, quoteId),
        eq(payments.kind, 'refund'),
        eq(payments.method, 'stripe'),
        stillCounts,
      ),
    );
  return {
    paidPence,
    keptPence: Math.max(0, paidPence - refundedPence - onTheirWay - byHandOwedPence),
    cardBackPence: Number(card?.sum ?? 0) + onTheirWay,
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
