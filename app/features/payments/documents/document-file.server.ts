/** A document as a file: its stored PDF and the name it is saved under, in its reader's language. */
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { Locale } from '#app/lib/locale.ts';
import type { DocumentKind } from './document-kinds.ts';
import { storedDocument } from './document-issue.server.ts';
import type { PaymentDocumentRow } from './documents-schema.server.ts';
import { DOCUMENT_TEXT } from './documents-text.ts';

/** `12.pdf`: the document number as the URL names it (digits only, no leading zero). */
const DOCUMENT_FILE = /^([1-9]\d{0,8})\.pdf$/;

export interface DocumentFile {
  document: PaymentDocumentRow;
  pdf: Buffer;
  filename: string;
}

/** `bus4u-vat-invoice-12.pdf`, `bus4u-anfoneb-taw-12.pdf`. */
export function documentFilename(kind: DocumentKind, number: number, locale: Locale): string {
  return `bus4u-${DOCUMENT_TEXT[locale].fileTitle[kind]}-${number}.pdf`;
}

/** Document `number` (of `quoteId`, when given) as stored, or null when there is none to serve. */
export async function documentFile(
  deps: { db: AppDb },
  number: number,
  quoteId?: string,
): Promise<DocumentFile | null> {
  const document = await storedDocument(deps.db, number);
  if (!document?.pdf || (quoteId !== undefined && document.quoteId !== quoteId)) return null;
  return {
    document,
    pdf: document.pdf,
    filename: documentFilename(document.kind, document.number, document.locale ?? 'en'),
  };
}

/** The PDF for a URL's `<number>.pdf` of one request, or null when it is not one of its own. */
export async function documentPdfFor(
  deps: { db: AppDb },
  file: string | undefined,
  quoteId: string,
): Promise<DocumentFile | null> {
  const match = DOCUMENT_FILE.exec(file ?? '');
  if (!match) return null;
  return documentFile(deps, Number(match[1]), quoteId);
}
