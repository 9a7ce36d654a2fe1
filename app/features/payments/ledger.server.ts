/**
 * The ledger's sums for one request: what came in, what went back, and what is held. Every figure
 * is worked out from the rows, never kept beside them, so it cannot drift from them. A refund
 * Stripe reported failed is not counted as gone back (refund-failures.server.ts).
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { payments } from './payments-schema.server.ts';
import { failedRefundIds, stillCounts } from './refund-failures.server.ts';
import type { LedgerPanelEntry } from './admin-ui/ledger-panel.tsx';

export interface LedgerTotals {
  paidPence: number;
  refundedPence: number;
  /** Paid less refunded: what the business holds of the customer's money. */
  heldPence: number;
}

export async function ledgerTotals(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
): Promise<LedgerTotals> {
  const [row] = await db
    .select({
      paid: sql<string>`coalesce(sum(${payments.amountPence}) filter (where ${payments.kind} = 'payment'), 0)`,
      refunded: sql<string>`coalesce(sum(${payments.amountPence}) filter (where ${payments.kind} = 'refund' and ${stillCounts}), 0)`,
    })
    .from(payments)
    .where(eq(payments.quoteId, quoteId));
  // sum() of integers is a bigint, which the drivers hand back as a string.
  const paidPence = Number(row?.paid ?? 0);
  const refundedPence = Number(row?.refunded ?? 0);
  return { paidPence, refundedPence, heldPence: paidPence - refundedPence };
}

/** Every payment and refund of a request, oldest first, for the operator. */
export async function ledgerEntries(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
): Promise<LedgerPanelEntry[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.quoteId, quoteId))
    .orderBy(asc(payments.id));
  const failed = await failedRefundIds(db, quoteId);
  return rows.map((row) => ({
    failed: row.kind === 'refund' && row.providerId !== null && failed.has(row.providerId),
    id: row.id,
    kind: row.kind,
    method: row.method,
    amountPence: row.amountPence,
    providerId: row.providerId,
    note: row.note,
    recordedBy: row.recordedBy,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Paid and refunded per request, for the booking register and its CSV (one query for all). */
export async function ledgerSummaries(
  db: Pick<AppDb, 'select'>,
  quoteIds: readonly string[],
): Promise<Map<string, LedgerTotals>> {
  const totals = new Map<string, LedgerTotals>();
  if (quoteIds.length === 0) return totals;
  const rows = await db
    .select({
      quoteId: payments.quoteId,
      paid: sql<string>`coalesce(sum(${payments.amountPence}) filter (where ${payments.kind} = 'payment'), 0)`,
      refunded: sql<string>`coalesce(sum(${payments.amountPence}) filter (where ${payments.kind} = 'refund' and ${stillCounts}), 0)`,
    })
    .from(payments)
    .where(inArray(payments.quoteId, [...quoteIds]))
    .groupBy(payments.quoteId);
  for (const row of rows) {
    const paidPence = Number(row.paid);
    const refundedPence = Number(row.refunded);
    totals.set(row.quoteId, { paidPence, refundedPence, heldPence: paidPence - refundedPence });
  }
  return totals;
}
