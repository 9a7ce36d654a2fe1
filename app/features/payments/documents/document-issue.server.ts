/**
 * Issuing a document's PDF: made once from the facts of the moment (document-facts.server.ts) and
 * stored with its SHA-256 in the transaction that issued its number, so every download and e-mail
 * sends the bytes the customer first got, whatever later happens to the request, the supplier's
 * details, the tariff or this code. A database trigger refuses to change stored bytes.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { documentFacts } from './document-facts.server.ts';
import { renderDocumentPdf } from './document-pdf.server.ts';
import { paymentDocuments } from './documents-schema.server.ts';

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Stores the PDF of every document of the request that has none yet, oldest first (a credit note
 * reads the lines of the document it corrects). Locks each row, so two instances never store two
 * versions: the second finds the bytes there and leaves them.
 */
export async function issueDocumentPdfs(tx: Tx, quoteId: string): Promise<void> {
  const waiting = await tx
    .select({ number: paymentDocuments.number })
    .from(paymentDocuments)
    .where(
      and(
        eq(paymentDocuments.quoteId, quoteId),
        isNull(paymentDocuments.pdf),
        isNull(paymentDocuments.pdfErasedAt),
      ),
    )
    .orderBy(asc(paymentDocuments.number))
    .for('update');
  for (const { number } of waiting) await issueDocumentPdf(tx, number);
}

async function issueDocumentPdf(tx: Tx, number: number): Promise<void> {
  const facts = await documentFacts(tx, number);
  if (!facts) return;
  const pdf = await renderDocumentPdf(facts);
  await tx
    .update(paymentDocuments)
    .set({ pdf, pdfSha256: sha256Hex(pdf), lines: facts.lines, locale: facts.locale })
    .where(and(eq(paymentDocuments.number, number), isNull(paymentDocuments.pdf)));
}

/**
 * The stored document, issuing its PDF first if the code that recorded its money did not (a
 * ledger row written outside the usual paths): once stored it is never made again.
 */
export async function storedDocument(db: AppDb, number: number) {
  const read = () => db.select().from(paymentDocuments).where(eq(paymentDocuments.number, number));
  const [row] = await read();
  if (!row || row.pdf || row.pdfErasedAt) return row ?? null;
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ pdf: paymentDocuments.pdf })
      .from(paymentDocuments)
      .where(eq(paymentDocuments.number, number))
      .for('update');
    if (locked && !locked.pdf) await issueDocumentPdfs(tx, row.quoteId);
  });
  const [issued] = await read();
  return issued ?? null;
}
