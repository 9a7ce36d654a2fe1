/**
 * The spam quarantine: requests whose honeypot was filled. Nothing left the server for them; "Not
 * spam" moves one into the list and puts its deliveries in the outbox in the same transaction, so
 * it either joins the list with its e-mails on the way or stays where it was.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import type { SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';

export const SPAM_LIST_LIMIT = 200;

export async function listSpam(db: AppDb) {
  const rows = await db
    .select({
      id: quoteRequests.id,
      createdAt: quoteRequests.createdAt,
      name: quoteRequests.name,
      email: quoteRequests.email,
      pickupLocation: quoteRequests.pickupLocation,
      destination: quoteRequests.destination,
      specialRequirements: quoteRequests.specialRequirements,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.isSpam, true))
    .orderBy(desc(quoteRequests.createdAt))
    .limit(SPAM_LIST_LIMIT);
  return rows.map(({ createdAt, ...row }) => ({ ...row, receivedAt: createdAt.toISOString() }));
}

/**
 * `queueDeliveries` puts the request's deliveries in the outbox inside the move's transaction:
 * the quote feature's, handed in by the route (a feature never imports another).
 */
export async function markNotSpam(
  db: AppDb,
  quoteId: string,
  queueDeliveries: (tx: SqlExecutor) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(quoteRequests)
      .set({ isSpam: false, updatedAt: new Date() })
      .where(and(eq(quoteRequests.id, quoteId), eq(quoteRequests.isSpam, true)))
      .returning({ id: quoteRequests.id });
    if (moved.length === 0) return false;
    await queueDeliveries(tx);
    return true;
  });
}
