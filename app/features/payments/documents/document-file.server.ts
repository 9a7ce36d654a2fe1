/** A document as a file: its PDF and the name it is saved under, in its reader's language. */
import { documentData, type DocumentData, type DocumentDeps } from './documents-store.server.ts';
import { renderDocumentPdf } from './document-pdf.server.ts';

/** `12.pdf`: the document number as the URL names it (digits only, no leading zero). */
const DOCUMENT_FILE = /^([1-9]\d{0,8})\.pdf$/;

export interface DocumentFile {
  document: DocumentData;
  pdf: Buffer;
  filename: string;
}

export function documentFilename(document: Pick<DocumentData, 'kind' | 'number'>): string {
  return `bus4u-${document.kind}-${document.number}.pdf`;
}

export async function documentFile(
  deps: DocumentDeps,
  number: number,
  quoteId?: string,
): Promise<DocumentFile | null> {
  const document = await documentData(deps, number, quoteId);
  if (!document) return null;
  return { document, pdf: await renderDocumentPdf(document), filename: documentFilename(document) };
}

/** The PDF for a URL's `<number>.pdf` of one request, or null when it is not one of its own. */
export async function documentPdfFor(
  deps: DocumentDeps,
  file: string | undefined,
  quoteId: string,
): Promise<DocumentFile | null> {
  const match = DOCUMENT_FILE.exec(file ?? '');
  if (!match) return null;
  return documentFile(deps, Number(match[1]), quoteId);
}
