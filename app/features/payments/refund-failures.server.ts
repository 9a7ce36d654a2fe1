/**
 * A refund Stripe reports as failed no longer counts as refunded: the money is back with the
 * business, so every sum of the ledger leaves it out. The failure is kept beside the ledger
 * (stripe_refund_failures) by the Refund's id, so it applies whichever comes first, the failure or
 * the refund's own ledger row.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { payments } from './payments-schema.server.ts';
import { stripeRefundFailures } from './stripe-money-schema.server.ts';

/**
 * True for a ledger row that still counts (every payment, and every refund Stripe has not
 * reported failed), for a query over `payments`. `not exists`, not `not in`: a refund made by hand
 * has no provider id, and `null not in (…)` would drop it.
 */
export const stillCounts = sql`not exists (select 1 from ${stripeRefundFailures} where ${stripeRefundFailures.refundId} = ${payments.providerId})`;

/** The Refund ids of a request that Stripe reported failed. */
export async function failedRefundIds(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ id: stripeRefundFailures.refundId })
    .from(stripeRefundFailures)
    .where(eq(stripeRefundFailures.quoteId, quoteId));
  return new Set(rows.map((row) => row.id));
}
