/**
 * Moves a request to a new pipeline status inside the caller's transaction and records the move in
 * its history, so the admin's status form, an online answer and a sent price all read as steps of
 * the same request. The one place a status changes (admin and customer-quote both call it).
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '#server/platform/db/app-db.server.ts';
import { quoteStatusChanges } from './admin-schema.server.ts';
import { quoteRequests, type QuoteStatus } from './quote-schema.server.ts';

/** A Drizzle transaction on the app's database. */

export async function recordStatus(
  tx: Tx,
  input: {
    quoteId: string;
    from: QuoteStatus;
    to: QuoteStatus;
    note: string | null;
    by: string | null;
  },
): Promise<void> {
  if (input.from !== input.to) {
    await tx
      .update(quoteRequests)
      .set({ status: input.to, updatedAt: new Date() })
      .where(eq(quoteRequests.id, input.quoteId));
  }
  await tx.insert(quoteStatusChanges).values({
    quoteId: input.quoteId,
    fromStatus: input.from,
    toStatus: input.to,
    note: input.note,
    accountEmail: input.by,
  });
}
