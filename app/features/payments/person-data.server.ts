/**
 * Payments as a person's data (app/lib/person-data.server.ts): the ledger holds no name, e-mail or
 * phone, only amounts, dates, methods and the provider's ids. Erasure clears the free-text notes;
 * the amounts stay, as the accounting records a business must keep for as long as tax law requires.
 *
 * Issued VAT invoices and credit notes name the customer and are kept exactly as issued: a VAT-
 * registered business must keep a copy of every VAT invoice it issues, and of its credit notes,
 * for six years from issue (VAT Regulations 1995, regulation 31). A receipt is no such record, so
 * erasure removes its PDF; its row keeps the number (the sequence stays unbroken) and the amount.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { PersonDataPart } from '#app/lib/person-data.server.ts';
import { keepDocumentFacts } from './documents/document-issue.server.ts';
import { paymentDocuments } from './documents/documents-schema.server.ts';
import { payments } from './payments-schema.server.ts';

/** How long issued VAT invoices and credit notes are kept, from their date of issue. */
export const VAT_RECORDS_KEPT_YEARS = 6;

export const personData: PersonDataPart = {
  name: 'payments',
  kept: `Payments and refunds keep their amounts, dates and methods, with notes cleared: the accounts a business must keep for as long as tax law requires. Issued VAT invoices and credit notes are kept exactly as issued, with the customer's name and address, for ${VAT_RECORDS_KEPT_YEARS} years from issue: the law requires a business to keep a copy of each (legal obligation). Receipts are removed.`,
  async export(db, quoteIds) {
    return db
      .select({
        quoteId: payments.quoteId,
        kind: payments.kind,
        method: payments.method,
        amountPence: payments.amountPence,
        providerId: payments.providerId,
        note: payments.note,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(inArray(payments.quoteId, quoteIds));
  },
  async prepare(tx, quoteIds) {
    // A document numbered without its facts keeps them now, from the data it was issued with:
    // its PDF is rendered from them later, whatever erasure then removes from the request.
    for (const quoteId of quoteIds) await keepDocumentFacts(tx, quoteId);
  },
  async erase(tx, quoteIds) {
    await tx.update(payments).set({ note: null }).where(inArray(payments.quoteId, quoteIds));
    await tx
      .update(paymentDocuments)
      .set({ pdf: null, pdfSha256: null, facts: null, pdfErasedAt: new Date() })
      .where(
        and(inArray(paymentDocuments.quoteId, quoteIds), eq(paymentDocuments.kind, 'receipt')),
      );
  },
};
