/**
 * A new tagged A4 PDF in pdfkit, as every document of the business is made: DejaVu Sans embedded
 * (subset) so Welsh letters such as ŵ and ŷ print on any reader, PDF 1.7, tagged, in its language,
 * dated with the document's own date (never the render's), and its bytes collected as it ends.
 * Shared by the payment documents (document-pdf.server.ts) and an account's monthly invoice and
 * statement (account-invoices/account-pdf.server.ts).
 */
import { createRequire } from 'node:module';
import type { Locale } from '#app/lib/locale.ts';

const require = createRequire(import.meta.url);
/** DejaVu: a free font (Bitstream Vera licence) that covers Welsh's circumflexed ŵ and ŷ. */
const FONT = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export const PAGE = { width: 595.28, height: 841.89 } as const;
/** The PDF's language tags: Welsh, and English as written in Britain. */
export const PDF_LANG: Record<Locale, string> = { en: 'en-GB', cy: 'cy' };

export interface OpenedPdf {
  pdf: PDFKit.PDFDocument;
  /** Ends the document and answers its bytes. */
  finish(): Promise<Buffer>;
}

export async function openTaggedPdf(options: {
  locale: Locale;
  title: string;
  author: string;
  date: Date;
  margins: { top: number; bottom: number; left: number; right: number };
}): Promise<OpenedPdf> {
  // Loaded on the first document, not with the server: pdfkit and its font engine are a tenth of
  // every start, and most starts never print a document.
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margins: options.margins,
    bufferPages: true,
    // Tagged PDF (structure and artifacts) needs PDF 1.4 or later; 1.7 is what readers expect.
    pdfVersion: '1.7',
    tagged: true,
    lang: PDF_LANG[options.locale],
    displayTitle: true,
    info: {
      Title: options.title,
      Author: options.author,
      CreationDate: options.date,
      ModDate: options.date,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('body', FONT.regular);
  pdf.registerFont('bold', FONT.bold);
  return {
    pdf,
    finish: () => {
      pdf.end();
      return finished;
    },
  };
}
