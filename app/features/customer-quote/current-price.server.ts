/** The price on offer for a request, as the follow-ups of a sent price read it (or null). */
import { eq } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { quotePrices } from './customer-quote-schema.server.ts';

export async function currentPriceOf(db: AppDb, quoteId: string) {
  const [price] = await db
    .select({
      revision: quotePrices.revision,
      state: quotePrices.state,
      totalPence: quotePrices.totalPence,
      validUntil: quotePrices.validUntil,
      expiresAt: quotePrices.expiresAt,
      sentAt: quotePrices.sentAt,
    })
    .from(quotePrices)
    .where(eq(quotePrices.quoteId, quoteId));
  return price ?? null;
}
