/**
 * Issuing a document in two steps, so that no PDF is ever rendered while the document counter is
 * held. The ledger's trigger takes the number in the transaction that records the money and holds
 * the counter row until that transaction ends; every other payment, on any instance, waits for it.
 * Rendering a PDF there (a few hundred milliseconds, seconds on a loaded machine, once per waiting
 * document) made that queue outlast the 5 s statement timeout.
 *
 * 1. In that transaction, `keepDocumentFacts` gathers everything the document prints from the
 *    facts of the moment (document-facts.server.ts) and keeps them on its row: queries only.
 * 2. After it commits, `storeDocumentPdf` renders the PDF from the kept facts outside any
 *    transaction, then stores the bytes with their SHA-256 in one statement that only fills an
 *    empty row: two instances may both render, one stores, both serve the stored bytes.
 *
 * A crash between the two leaves no gap and no document without its bytes: the number and the
 * facts committed with the money, the document's e-mail job was queued in that same transaction
 * (the outbox retries it until it is sent), and every reader (the e-mail, a download) stores the
 * bytes from the kept facts before it serves them. The bytes print what was true at issue, never
 * what is true when they are rendered; a database trigger refuses to change the kept facts and
 * the stored bytes (drizzle/*_document-facts-kept.sql).
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppDb, Tx } from '#server/platform/db/app-db.server.ts';
import { documentFacts } from './document-facts.server.ts';
import { renderDocumentPdf } from './document-pdf.server.ts';
import { paymentDocuments } from './documents-schema.server.ts';
import { factsKept, keepFacts } from './kept-facts.server.ts';

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Keeps the facts of every document of the request that has none yet, oldest first (a credit
 * note reads the lines of the document it corrects), in the caller's transaction. Locks each row,
 * so two instances never keep two versions.
 */
export async function keepDocumentFacts(tx: Tx, quoteId: string): Promise<void> {
  const waiting = await tx
    .select({ number: paymentDocuments.number })
    .from(paymentDocuments)
    .where(
      and(
        eq(paymentDocuments.quoteId, quoteId),
        isNull(paymentDocuments.facts),
        isNull(paymentDocuments.pdf),
        isNull(paymentDocuments.pdfErasedAt),
      ),
    )
    .orderBy(asc(paymentDocuments.number))
    .for('update');
  for (const { number } of waiting) {
    const facts = await documentFacts(tx, number);
    if (!facts) continue;
    await tx
      .update(paymentDocuments)
      .set({ facts: keepFacts(facts), lines: facts.lines, locale: facts.locale })
      .where(and(eq(paymentDocuments.number, number), isNull(paymentDocuments.facts)));
  }
}

/**
 * Renders and stores document `number`'s PDF when it has none yet, from its kept facts (kept now,
 * in a short transaction of their own, for a ledger row written outside the usual paths). Never
 * inside a transaction: the render holds no lock.
 */
export async function storeDocumentPdf(db: AppDb, number: number): Promise<void> {
  const read = async () =>
    (await db.select().from(paymentDocuments).where(eq(paymentDocuments.number, number)))[0];
  let row = await read();
  if (!row || row.pdf || row.pdfErasedAt) return;
  if (!row.facts) {
    const quoteId = row.quoteId;
    await db.transaction((tx) => keepDocumentFacts(tx, quoteId));
    row = await read();
    if (!row?.facts || row.pdf || row.pdfErasedAt) return;
  }
  const pdf = await renderDocumentPdf(factsKept(row.facts));
  // Fills an empty row only: a second renderer's bytes are dropped, the first's are the record.
  await db
    .update(paymentDocuments)
    .set({ pdf, pdfSha256: sha256Hex(pdf) })
    .where(
      and(
        eq(paymentDocuments.number, number),
        isNull(paymentDocuments.pdf),
        isNull(paymentDocuments.pdfErasedAt),
      ),
    );
}

/** The stored document, its PDF stored first if it has none yet (erased: none to store). */
export async function storedDocument(db: AppDb, number: number) {
  await storeDocumentPdf(db, number);
  const [row] = await db.select().from(paymentDocuments).where(eq(paymentDocuments.number, number));
  return row ?? null;
}
