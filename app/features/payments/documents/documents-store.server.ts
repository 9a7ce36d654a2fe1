/**
 * The supplier's identity documents are issued under, and the list of a request's documents.
 */
import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { DocumentKind } from './document-kinds.ts';
import { documentCounter, paymentDocuments } from './documents-schema.server.ts';

/** Who issues the documents, as configured (docs/configuration.md). */
export interface DocumentIssuer {
  /** VAT_NUMBER: set, payments get VAT invoices; unset, receipts. */
  vatNumber: string | undefined;
  /** The registered name, address (one line each) and company number printed on every document. */
  name: string;
  addressLines: readonly string[];
  companyNumber: string | undefined;
}

/**
 * Puts the issuer's identity on the counter row, where the ledger's trigger reads the VAT number
 * when it issues a document and the PDF reads the rest: called at start, before any payment can be
 * recorded. A document already issued keeps what it printed.
 */
export async function setDocumentIssuer(db: AppDb, issuer: DocumentIssuer) {
  await db
    .update(documentCounter)
    .set({
      vatNumber: issuer.vatNumber ?? null,
      supplierName: issuer.name,
      supplierAddress: issuer.addressLines.join('\n'),
      companyNumber: issuer.companyNumber ?? null,
    })
    .where(eq(documentCounter.id, 1));
}

export interface DocumentListItem {
  number: number;
  kind: DocumentKind;
  /** Null for a VAT invoice issued at confirmation, before any payment. */
  paymentId: number | null;
  issuedAt: string;
}

/** A request's documents, oldest first. */
export async function documentsOf(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
): Promise<DocumentListItem[]> {
  const rows = await db
    .select({
      number: paymentDocuments.number,
      kind: paymentDocuments.kind,
      paymentId: paymentDocuments.paymentId,
      issuedAt: paymentDocuments.issuedAt,
    })
    .from(paymentDocuments)
    .where(eq(paymentDocuments.quoteId, quoteId))
    .orderBy(asc(paymentDocuments.number));
  return rows.map((row) => ({ ...row, issuedAt: row.issuedAt.toISOString() }));
}
