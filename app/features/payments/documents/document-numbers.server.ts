/**
 * The one sequence every payment document is numbered from (receipts, VAT invoices, credit notes,
 * account invoices): the single row of `document_counter`, which the ledger's trigger also takes
 * its numbers from (decision 011). Lock it first in a transaction that issues a document, so
 * numbering forms one queue and two documents never share or skip a number.
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/platform/db/app-db.server.ts';
import { documentCounter } from './documents-schema.server.ts';

/** Locks the counter row for this transaction and reads it (with the issuer it copies). */
export async function lockDocumentCounter(tx: Tx) {
  const [counter] = await tx
    .select()
    .from(documentCounter)
    .where(eq(documentCounter.id, 1))
    .for('update');
  return counter;
}

/** The next document number, taken for this transaction (after `lockDocumentCounter`). */
export async function takeDocumentNumber(tx: Tx): Promise<number> {
  const [bumped] = await tx
    .update(documentCounter)
    .set({ lastNumber: sql`${documentCounter.lastNumber} + 1` })
    .where(eq(documentCounter.id, 1))
    .returning({ number: documentCounter.lastNumber });
  if (!bumped) throw new Error('document_counter has no row: migrations have not run');
  return bumped.number;
}
