/**
 * What Stripe said about a request's money after it was taken (failed refunds, disputes), read
 * for the ledger panel, the customer's page and the operator's alerts.
 */
import { asc, desc, eq } from 'drizzle-orm';
import { formatPence } from '#app/lib/money.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { PaymentAlert } from './operator-alerts.ts';
import {
  stripeDisputes,
  stripeReconciliationDifferences,
  stripeRefundFailures,
} from './stripe-money-schema.server.ts';
import type { StripeMoneyView } from './stripe-money-view.ts';

export async function stripeMoneyOf(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
): Promise<StripeMoneyView> {
  const [failedRefunds, disputes] = await Promise.all([
    db
      .select({
        refundId: stripeRefundFailures.refundId,
        amountPence: stripeRefundFailures.amountPence,
        reason: stripeRefundFailures.reason,
      })
      .from(stripeRefundFailures)
      .where(eq(stripeRefundFailures.quoteId, quoteId))
      .orderBy(asc(stripeRefundFailures.failedAt)),
    db
      .select({
        id: stripeDisputes.id,
        amountPence: stripeDisputes.amountPence,
        status: stripeDisputes.status,
        reason: stripeDisputes.reason,
      })
      .from(stripeDisputes)
      .where(eq(stripeDisputes.quoteId, quoteId))
      .orderBy(asc(stripeDisputes.openedAt)),
  ]);
  return { failedRefunds, disputes };
}

/** The lines an alert about money at Stripe carries, read when it is sent. */
export async function stripeAlertLines(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
  alert: PaymentAlert,
): Promise<string[]> {
  if (alert === 'refund-failed') {
    const { failedRefunds } = await stripeMoneyOf(db, quoteId);
    return failedRefunds.map(
      (f) =>
        `Failed refund ${f.refundId}: ${formatPence(f.amountPence)}${f.reason ? ` (${f.reason.replaceAll('_', ' ')})` : ''}.`,
    );
  }
  if (alert === 'dispute-opened' || alert === 'dispute-closed') {
    const { disputes } = await stripeMoneyOf(db, quoteId);
    return disputes.flatMap((d) => [
      `Dispute ${d.id}: ${formatPence(d.amountPence)}, ${d.status.replaceAll('_', ' ')}${d.reason ? ` (reason: ${d.reason.replaceAll('_', ' ')})` : ''}.`,
      ...(d.status === 'lost' ? [lostDisputeLine(d.amountPence)] : []),
    ]);
  }
  if (alert === 'reconciliation-difference') {
    const [last] = await db
      .select()
      .from(stripeReconciliationDifferences)
      .where(eq(stripeReconciliationDifferences.quoteId, quoteId))
      .orderBy(desc(stripeReconciliationDifferences.runId))
      .limit(1);
    if (!last) return [];
    const rows = await db
      .select()
      .from(stripeReconciliationDifferences)
      .where(eq(stripeReconciliationDifferences.runId, last.runId));
    return rows.filter((row) => row.quoteId === quoteId).map((row) => reconciliationLine(row));
  }
  return [];
}

/** What a lost dispute means for the refunds still to come. */
export const lostDisputeLine = (amountPence: number) =>
  `The bank took ${formatPence(amountPence)} back to the card holder: it is no longer ours to refund, so no refund or cancellation pays it back again.`;

export const reconciliationLine = (row: {
  paymentIntent: string;
  ledgerPaidPence: number;
  stripeReceivedPence: number;
  ledgerRefundedPence: number;
  stripeRefundedPence: number;
}) =>
  `Payment ${row.paymentIntent}: Stripe received ${formatPence(row.stripeReceivedPence)} and refunded ${formatPence(row.stripeRefundedPence)}; the ledger says paid ${formatPence(row.ledgerPaidPence)} and refunded ${formatPence(row.ledgerRefundedPence)}.`;
