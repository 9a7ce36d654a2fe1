/**
 * Which of these requests were already invoiced in full when their booking was confirmed (a VAT
 * invoice with no payment behind it: confirmation-invoice.server.ts). The monthly account run leaves
 * them out, so a booking marked on account and later put on an account customer's books is never
 * invoiced twice for the same supply.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { paymentDocuments } from './documents-schema.server.ts';

export async function invoicedAtConfirmation(
  db: Pick<AppDb, 'select'>,
  quoteIds: readonly string[],
): Promise<Set<string>> {
  if (quoteIds.length === 0) return new Set();
  const rows = await db
    .select({ quoteId: paymentDocuments.quoteId })
    .from(paymentDocuments)
    .where(
      and(
        inArray(paymentDocuments.quoteId, [...quoteIds]),
        isNull(paymentDocuments.paymentId),
        eq(paymentDocuments.kind, 'vat-invoice'),
      ),
    );
  return new Set(rows.map((row) => row.quoteId));
}
