/**
 * A price sent by the site itself (an instant offer), written exactly as the operator's "Send a
 * price" writes one: the same price record, the request moved to `quoted` with the step in its
 * history, and the same price e-mail with the customer's link. Runs inside the caller's
 * transaction, so the offer exists with its request or not at all.
 */
import { and, inArray } from 'drizzle-orm';
import { londonToday } from '#app/lib/london-dates.ts';
import { formatPence } from '#app/lib/money.ts';
import type { AppDb, Tx } from '#server/platform/db/app-db.server.ts';
import { recordStatus } from '#app/lib/db/quote-status-record.server.ts';
import type { QuoteStatus } from '#app/lib/db/quote-schema.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { sendJob } from '#app/lib/jobs/define-job.server.ts';
import { quotePrices } from './customer-quote-schema.server.ts';
import { priceEmailJob } from './jobs.server.ts';

export interface OfferedPrice {
  quoteId: string;
  /** The request's status now (a new request: `new`). */
  status: QuoteStatus;
  totalPence: number;
  vehicle: string;
  included: string;
  /** The instant it ends; its London date is the price's last day. */
  expiresAt: Date;
  /** Who sent it, in the request's history ("instant booking"). */
  by: string;
  /** The customer's link the e-mail carries. */
  customerToken: string;
  now: Date;
}

export async function offerPrice(tx: Tx, boss: Enqueuer, price: OfferedPrice): Promise<void> {
  const validUntil = londonToday(price.expiresAt);
  await tx.insert(quotePrices).values({
    quoteId: price.quoteId,
    revision: 1,
    totalPence: price.totalPence,
    vehicle: price.vehicle,
    included: price.included,
    validUntil,
    expiresAt: price.expiresAt,
    note: null,
    state: 'sent',
    sentAt: price.now,
    sentBy: price.by,
  });
  await recordStatus(tx, {
    quoteId: price.quoteId,
    from: price.status,
    to: 'quoted',
    note: `Price sent: ${formatPence(price.totalPence)}, ${price.vehicle}, valid until ${validUntil}.`,
    by: price.by,
  });
  await sendJob(tx, boss, priceEmailJob, {
    quoteId: price.quoteId,
    // The worker issues the link as it renders the e-mail: no plain link rests in the job's row.
    customerLink: true,
    revision: 1,
  });
}

/** Of these requests, those whose price the customer declined or the operator withdrew. */
export async function priceGivenUpAmong(db: AppDb, quoteIds: string[]): Promise<string[]> {
  if (quoteIds.length === 0) return [];
  const rows = await db
    .select({ quoteId: quotePrices.quoteId })
    .from(quotePrices)
    .where(
      and(
        inArray(quotePrices.state, ['declined', 'withdrawn']),
        inArray(quotePrices.quoteId, quoteIds),
      ),
    );
  return rows.map((r) => r.quoteId);
}
