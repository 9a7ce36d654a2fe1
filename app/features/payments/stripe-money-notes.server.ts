/**
 * What happened to a request's money at Stripe, written where the operator looks: a note in the
 * request's history (its status unchanged) and an alert, in the transaction that recorded it.
 */
import { eq } from 'drizzle-orm';
import { quoteStatusChanges } from '#app/lib/db/admin-schema.server.ts';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import type { Tx } from '#server/platform/db/app-db.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { queuePaymentAlert } from './operator-alerts.server.ts';
import type { PaymentAlert } from './operator-alerts.ts';

export async function noteStripeMoney(
  tx: Tx,
  boss: Enqueuer | undefined,
  /** `about`: what the alert is about, so it is queued once (queuePaymentAlert). */
  input: { quoteId: string; note: string; alert: PaymentAlert; about: string },
): Promise<void> {
  const [quote] = await tx
    .select({ status: quoteRequests.status })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, input.quoteId));
  if (!quote) return;
  await tx.insert(quoteStatusChanges).values({
    quoteId: input.quoteId,
    fromStatus: quote.status,
    toStatus: quote.status,
    note: input.note,
    accountEmail: null,
  });
  if (boss) await queuePaymentAlert(tx, boss, input.quoteId, input.alert, input.about);
}
