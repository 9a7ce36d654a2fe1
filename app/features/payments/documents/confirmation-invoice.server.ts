/**
 * The VAT invoice of a booking confirmed before it is paid (on account): issued for the whole fare
 * when the booking is confirmed, numbered from the same counter as every document, stored and
 * e-mailed like them. Its payments then get receipts that refer to it (drizzle/*_receipts-against-
 * invoices.sql), never a second VAT invoice for the same journey. Without VAT_NUMBER nothing is
 * issued here: each payment gets its receipt.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '#server/platform/db/app-db.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { queueDocumentEmails } from './document-emails.server.ts';
import { lockDocumentCounter, takeDocumentNumber } from './document-numbers.server.ts';
import { paymentDocuments } from './documents-schema.server.ts';

export async function issueConfirmationInvoice(
  tx: Tx,
  boss: Enqueuer,
  quoteId: string,
  now: Date,
): Promise<void> {
  // The counter row locked first, as the ledger's trigger locks it: numbers stay in one queue.
  const counter = await lockDocumentCounter(tx);
  if (!counter?.vatNumber) return;
  const [already] = await tx
    .select({ number: paymentDocuments.number })
    .from(paymentDocuments)
    .where(and(eq(paymentDocuments.quoteId, quoteId), isNull(paymentDocuments.paymentId)));
  if (already) return;
  await tx.insert(paymentDocuments).values({
    number: await takeDocumentNumber(tx),
    kind: 'vat-invoice',
    quoteId,
    paymentId: null,
    vatNumber: counter.vatNumber,
    issuedAt: now,
  });
  await queueDocumentEmails(tx, boss, quoteId);
}
