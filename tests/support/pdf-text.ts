/** Reads a PDF's text back as a reader's copy-and-paste would (unpdf, pdf.js without a browser). */
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfText(pdf: Uint8Array | Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}
