/**
 * A payment document as a PDF, made on the server with pdfkit: the text in DejaVu Sans, embedded
 * (subset) so Welsh letters such as ŵ and ŷ print on any reader. Everything comes from the stored
 * document (documents-store.server.ts) and the creation date is the document's own, so the same
 * document always renders to the same bytes: an e-mail retried attaches the PDF it would have.
 */
import { createRequire } from 'node:module';
import { BUSINESS, BUSINESS_ADDRESS_LINES } from '#app/content/business.ts';
import { formatLongDate, formatLondonDateTime } from '#app/lib/dates.ts';
import { vehicleNameIn } from '#app/lib/estimate-lines-text.ts';
import { formatPence } from '#app/lib/money.ts';
import { DOCUMENT_TEXT } from './documents-text.ts';
import type { DocumentData } from './documents-store.server.ts';
import { vatLines, vatTotals } from './vat-lines.ts';

const require = createRequire(import.meta.url);
/** DejaVu: a free font (Bitstream Vera licence) that covers Welsh's circumflexed ŵ and ŷ. */
const FONT = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

const PAGE_MARGIN = 50;
/** Column lefts and widths of the lines table, in points on an A4 page (595 wide). */
const COLUMNS = {
  description: { x: 50, width: 215 },
  rate: { x: 270, width: 55 },
  net: { x: 330, width: 70 },
  vat: { x: 405, width: 60 },
  gross: { x: 470, width: 75 },
} as const;
const FULL_WIDTH = 495;

export async function renderDocumentPdf(document: DocumentData): Promise<Buffer> {
  const t = DOCUMENT_TEXT[document.locale];
  const title = `${t.title[document.kind]} ${document.number}`;
  // Loaded on the first document, not with the server: pdfkit and its font engine are a tenth of
  // every start, and most starts never print a document.
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    lang: document.locale === 'cy' ? 'cy' : 'en-GB',
    info: {
      Title: title,
      Author: BUSINESS.name,
      CreationDate: document.issuedAt,
      ModDate: document.issuedAt,
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

  pdf.font('bold').fontSize(20).text(title);
  pdf.moveDown(0.5);
  pdf.font('body').fontSize(10);
  const facts: [string, string][] = [
    [t.number, String(document.number)],
    [t.issued, formatLondonDateTime(document.issuedAt, document.locale)],
    [t.supplyTime, formatLondonDateTime(document.suppliedAt, document.locale)],
    [t.reference, document.quoteId],
  ];
  for (const [label, value] of facts) pdf.text(`${label}: ${value}`);
  pdf.moveDown();

  pdf.font('bold').text(t.supplier);
  pdf.font('body').text(BUSINESS.legalName);
  pdf.text(BUSINESS_ADDRESS_LINES[document.locale]);
  pdf.text(`${BUSINESS.phone.display} · ${BUSINESS.email}`);
  if (document.vatNumber) pdf.text(`${t.vatNumber}: ${document.vatNumber}`);
  pdf.moveDown();
  pdf.font('bold').text(t.customer);
  pdf.font('body').text(document.customerName);
  if (document.customerAddress) pdf.text(document.customerAddress);
  pdf.moveDown();

  const lines = vatLines(document.amountPence, document.vehicles, document.weights);
  const withVat = document.vatNumber !== null;
  const date = formatLongDate(document.pickupDate, document.locale);
  const row = (cells: Partial<Record<keyof typeof COLUMNS, string>>, font: 'body' | 'bold') => {
    pdf.font(font);
    const top = pdf.y;
    let bottom = top;
    for (const [key, text] of Object.entries(cells) as [keyof typeof COLUMNS, string][]) {
      const column = COLUMNS[key];
      const width =
        key === 'description' && !withVat ? FULL_WIDTH - COLUMNS.gross.width - 5 : column.width;
      pdf.text(text, column.x, top, { width, align: key === 'description' ? 'left' : 'right' });
      bottom = Math.max(bottom, pdf.y);
    }
    pdf.x = PAGE_MARGIN;
    pdf.y = bottom + 4;
  };
  row(
    withVat
      ? { description: t.description, rate: t.vatRate, net: t.net, vat: t.vat, gross: t.gross }
      : { description: t.description, gross: t.gross },
    'bold',
  );
  for (const line of lines) {
    const description = t.line(
      vehicleNameIn(line.vehicle, document.locale),
      document.pickupLocation,
      document.destination,
      date,
    );
    row(
      withVat
        ? {
            description,
            rate: `${line.vatPercent}%`,
            net: formatPence(line.netPence),
            vat: formatPence(line.vatPence),
            gross: formatPence(line.grossPence),
          }
        : { description, gross: formatPence(line.grossPence) },
      'body',
    );
  }
  pdf.moveDown(0.5);
  const totals = vatTotals(lines);
  const sums: [string, number][] = withVat
    ? [
        [t.totalNet, totals.netPence],
        [t.totalVat, totals.vatPence],
        [t.total[document.kind], totals.grossPence],
      ]
    : [[t.total[document.kind], totals.grossPence]];
  for (const [label, pence] of sums) {
    const top = pdf.y;
    pdf.font('bold').text(label, COLUMNS.rate.x, top, { width: 200 - 5, align: 'right' });
    pdf.text(formatPence(pence), COLUMNS.gross.x, top, {
      width: COLUMNS.gross.width,
      align: 'right',
    });
    pdf.x = PAGE_MARGIN;
  }
  pdf.moveDown();
  pdf.font('body');
  if (document.kind !== 'credit-note') {
    const paidBy = t.paidBy[document.method];
    if (paidBy) pdf.text(paidBy, { width: FULL_WIDTH });
  }
  if (document.againstNumber !== null) pdf.text(t.against(document.againstNumber));
  if (withVat && lines.some((line) => line.vatPercent === 0)) pdf.text(t.zeroRated);
  pdf.moveDown();
  pdf.text(t.thanks);
  pdf.end();
  return finished;
}
