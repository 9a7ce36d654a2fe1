/**
 * "On account": a request the operator will invoice (a school, a company). Accepting it confirms
 * the booking at once and nothing is asked online; the customer's page says so.
 */
import { eq } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { onAccountRequests } from './payments-schema.server.ts';

export async function isOnAccount(db: Pick<AppDb, 'select'>, quoteId: string): Promise<boolean> {
  const rows = await db
    .select({ quoteId: onAccountRequests.quoteId })
    .from(onAccountRequests)
    .where(eq(onAccountRequests.quoteId, quoteId));
  return rows.length > 0;
}

/** Marks or unmarks a request; marking twice is one mark. */
export async function setOnAccount(
  db: AppDb,
  input: { quoteId: string; onAccount: boolean; by: string },
): Promise<void> {
  if (input.onAccount) {
    await db
      .insert(onAccountRequests)
      .values({ quoteId: input.quoteId, markedBy: input.by })
      .onConflictDoNothing();
  } else {
    await db.delete(onAccountRequests).where(eq(onAccountRequests.quoteId, input.quoteId));
  }
}
