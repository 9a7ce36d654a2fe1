/**
 * A payment document as a PDF, made on the server with pdfkit once, when the document is issued
 * (document-issue.server.ts stores the bytes): the text in DejaVu Sans, embedded (subset) so Welsh
 * letters such as ŵ and ŷ print on any reader. Everything printed comes from the facts gathered
 * at issue; the creation date is the document's own.
 */
import { createRequire } from 'node:module';
import { formatLongDate, formatLondonDateTime } from '#app/lib/dates.ts';
import { vehicleNameIn } from '#app/lib/estimate-lines-text.ts';
import type { Locale } from '#app/lib/locale.ts';
import { formatPence } from '#app/lib/money.ts';
import type { DocumentFacts } from './document-facts.server.ts';
import { DOCUMENT_TEXT } from './documents-text.ts';
import { vatTotals } from './vat-lines.ts';

const require = createRequire(import.meta.url);
/** DejaVu: a free font (Bitstream Vera licence) that covers Welsh's circumflexed ŵ and ŷ. */
const FONT = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

const PAGE_MARGIN = 50;
/** Room kept at the top of every page for the header that names the document and the page. */
const HEADER_ROOM = 20;
/** Room kept at the foot of every page for the supplier's registered details. */
const FOOTER_ROOM = 30;
const PAGE = { width: 595.28, height: 841.89 } as const;
/** Column lefts and widths of the lines table, in points on an A4 page. */
const COLUMNS = {
  description: { x: 50, width: 200 },
  rate: { x: 255, width: 70 },
  net: { x: 330, width: 70 },
  vat: { x: 405, width: 60 },
  gross: { x: 470, width: 75 },
} as const;
const FULL_WIDTH = 495;
const LABEL_WIDTH = 210;
const RULE_GREY = '#999999';

export async function renderDocumentPdf(facts: DocumentFacts): Promise<Buffer> {
  const t = DOCUMENT_TEXT[facts.locale];
  const title = `${t.title[facts.kind]} ${facts.number}`;
  // Loaded on the first document, not with the server: pdfkit and its font engine are a tenth of
  // every start, and most starts never print a document.
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margins: {
      top: PAGE_MARGIN + HEADER_ROOM,
      bottom: PAGE_MARGIN + FOOTER_ROOM,
      left: PAGE_MARGIN,
      right: PAGE_MARGIN,
    },
    bufferPages: true,
    lang: facts.locale === 'cy' ? 'cy' : 'en-GB',
    displayTitle: true,
    info: {
      Title: title,
      Author: facts.supplier.name,
      CreationDate: facts.issuedAt,
      ModDate: facts.issuedAt,
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

  // One copy of the document in a language; a Welsh document carries an English copy after it,
  // for an accountant who reads no Welsh (the same document: one number, one file).
  const drawCopy = (locale: Locale) => {
    const t = DOCUMENT_TEXT[locale];
    const title = `${t.title[facts.kind]} ${facts.number}`;
    const date = (iso: string) => formatLongDate(iso, locale);
    // Letterhead: the supplier on the right, the title on the left.
    const top = pdf.y;
    pdf
      .font('bold')
      .fontSize(12)
      .text(facts.supplier.name, 300, top, { width: 245, align: 'right' });
    pdf.font('body').fontSize(9);
    for (const line of facts.supplier.addressLines) pdf.text(line, { width: 245, align: 'right' });
    if (facts.vatNumber) {
      pdf.text(`${t.vatNumber}: ${facts.vatNumber}`, { width: 245, align: 'right' });
    }
    const letterheadBottom = pdf.y;
    pdf.font('bold').fontSize(22).text(title, PAGE_MARGIN, top, { width: 240 });
    pdf.font('body').fontSize(11).text(t.purpose[facts.purpose], { width: 240 });
    pdf.y = Math.max(pdf.y, letterheadBottom) + 14;
    pdf.x = PAGE_MARGIN;

    // pdfkit breaks a page inside one text call, not across the cells of a row: each row makes its
    // own room first, so its cells stay side by side.
    const ensureRoom = (height: number) => {
      if (pdf.y + height > pdf.page.height - pdf.page.margins.bottom) {
        pdf.addPage();
        pdf.x = PAGE_MARGIN;
      }
    };
    const pairs = (rows: [string, string][]) => {
      for (const [label, value] of rows) {
        pdf.font('body').fontSize(10);
        ensureRoom(
          Math.max(
            pdf.heightOfString(value, { width: FULL_WIDTH - LABEL_WIDTH }),
            pdf.heightOfString(label, { width: LABEL_WIDTH - 10 }),
          ),
        );
        const y = pdf.y;
        pdf
          .font('bold')
          .fontSize(10)
          .text(label, PAGE_MARGIN, y, { width: LABEL_WIDTH - 10 });
        const labelBottom = pdf.y;
        pdf
          .font('body')
          .text(value, PAGE_MARGIN + LABEL_WIDTH, y, { width: FULL_WIDTH - LABEL_WIDTH });
        pdf.y = Math.max(pdf.y, labelBottom) + 2;
        pdf.x = PAGE_MARGIN;
      }
    };
    const heading = (text: string) => {
      pdf.moveDown(0.6);
      ensureRoom(40);
      pdf.font('bold').fontSize(11).text(text, PAGE_MARGIN, pdf.y, { width: FULL_WIDTH });
      const y = pdf.y + 1;
      pdf
        .moveTo(PAGE_MARGIN, y)
        .lineTo(PAGE_MARGIN + FULL_WIDTH, y)
        .lineWidth(0.5)
        .strokeColor(RULE_GREY)
        .stroke();
      pdf.y = y + 4;
    };

    // The facts box.
    const boxTop = pdf.y;
    pdf.y += 6;
    pairs([
      [t.number, String(facts.number)],
      [t.issued, formatLondonDateTime(facts.issuedAt, locale)],
      [
        facts.toPay ? t.invoiceTaxPoint : t.moneyMoved[facts.kind],
        formatLondonDateTime(facts.paidAt, locale),
      ],
      [t.reference, facts.quoteId],
      [t.purposeLabel, t.purpose[facts.purpose]],
    ]);
    pdf
      .rect(PAGE_MARGIN - 6, boxTop, FULL_WIDTH + 12, pdf.y - boxTop + 4)
      .lineWidth(0.75)
      .strokeColor(RULE_GREY)
      .stroke();
    pdf.y += 8;

    heading(t.customer);
    pdf.font('body').fontSize(10).text(facts.customerName, { width: FULL_WIDTH });
    if (facts.customerAddress) pdf.text(facts.customerAddress, { width: FULL_WIDTH });

    heading(t.journey);
    const { journey } = facts;
    const journeyRows: [string, string][] = [
      [t.routeLabel, t.route(journey.from, journey.to)],
      [t.outbound, t.at(date(journey.pickupDate), journey.pickupTime)],
    ];
    if (journey.returnDate) {
      journeyRows.push([
        t.returnLeg,
        journey.returnTime
          ? t.at(date(journey.returnDate), journey.returnTime)
          : date(journey.returnDate),
      ]);
    }
    journeyRows.push([t.passengers, String(journey.passengers)]);
    pairs(journeyRows);

    heading(t.money);
    const moneyRows: [string, string][] = [];
    if (facts.farePence !== null) moneyRows.push([t.fare, formatPence(facts.farePence)]);
    if (!facts.toPay) moneyRows.push([t.thisPayment[facts.kind], formatPence(facts.amountPence)]);
    if (facts.final) {
      // After a cancellation: what is kept once every refund is back, which is what it cost.
      moneyRows.push(
        [t.cancellationCharge, formatPence(facts.final.keptPence)],
        [t.finalCost, formatPence(facts.final.keptPence)],
      );
    } else {
      moneyRows.push([t.paidToDate, formatPence(facts.paidToDatePence)]);
    }
    if (facts.cancelled) {
      moneyRows.push([t.leftToPay, t.cancelledKept]);
    } else if (facts.farePence !== null) {
      const left = formatPence(facts.leftToPayPence);
      moneyRows.push([
        t.leftToPay,
        facts.leftToPayPence > 0 && facts.leftToPayBy
          ? t.leftToPayBy(left, date(facts.leftToPayBy))
          : left,
      ]);
    }
    pairs(moneyRows);
    pdf.moveDown(0.8);

    // The lines.
    const withVat = facts.vatNumber !== null;
    const row = (cells: Partial<Record<keyof typeof COLUMNS, string>>, font: 'body' | 'bold') => {
      // The headings a size smaller, so "Cyfradd TAW" keeps to one line.
      pdf.font(font).fontSize(font === 'bold' ? 9 : 10);
      const widthOf = (key: keyof typeof COLUMNS) =>
        key === 'description' && !withVat
          ? FULL_WIDTH - COLUMNS.gross.width - 5
          : COLUMNS[key].width;
      const entries = Object.entries(cells) as [keyof typeof COLUMNS, string][];
      ensureRoom(
        Math.max(
          ...entries.map(([key, text]) => pdf.heightOfString(text, { width: widthOf(key) })),
        ),
      );
      const y = pdf.y;
      let bottom = y;
      for (const [key, text] of entries) {
        const column = COLUMNS[key];
        const width = widthOf(key);
        pdf.text(text, column.x, y, { width, align: key === 'description' ? 'left' : 'right' });
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
    for (const line of facts.lines) {
      const name = vehicleNameIn(line.name, locale);
      // A name that gives its seats already ("16-Seat Minibus") is not told them twice.
      const description = t.line(name, name.includes(String(line.seats)) ? null : line.seats);
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
    pdf.moveDown(0.3);
    const totals = vatTotals(facts.lines);
    const total = facts.toPay ? t.totalToPay : t.total[facts.kind];
    const sums: [string, number][] = withVat
      ? [
          [t.totalNet, totals.netPence],
          [t.totalVat, totals.vatPence],
          [total, totals.grossPence],
        ]
      : [[total, totals.grossPence]];
    for (const [label, pence] of sums) {
      ensureRoom(16);
      const y = pdf.y;
      pdf.font('bold').text(label, COLUMNS.rate.x - 60, y, { width: 200 + 60 - 5, align: 'right' });
      pdf.text(formatPence(pence), COLUMNS.gross.x, y, {
        width: COLUMNS.gross.width,
        align: 'right',
      });
      pdf.x = PAGE_MARGIN;
    }
    pdf.moveDown();
    pdf.font('body');
    const notes: string[] = [];
    if (facts.kind === 'credit-note') {
      if (facts.original) {
        notes.push(
          t.corrects(
            t.title[facts.original.kind],
            facts.original.number,
            formatLondonDateTime(facts.original.issuedAt, locale),
          ),
        );
      }
      notes.push(facts.reason ? t.reason(facts.reason) : t.noReason);
    } else if (facts.toPay) {
      notes.push(
        t.toPay(
          formatPence(facts.leftToPayPence),
          facts.leftToPayBy ? date(facts.leftToPayBy) : null,
        ),
      );
    } else {
      const paidBy = facts.method ? t.paidBy[facts.method] : undefined;
      if (paidBy) notes.push(paidBy);
      if (facts.invoice) {
        notes.push(
          t.paidAgainst(
            t.title['vat-invoice'],
            facts.invoice.number,
            formatLondonDateTime(facts.invoice.issuedAt, locale),
          ),
        );
      }
    }
    if (withVat && facts.lines.some((line) => line.vatPercent === 0)) notes.push(t.zeroRated);
    for (const note of notes) {
      ensureRoom(pdf.heightOfString(note, { width: FULL_WIDTH }));
      pdf.text(note, PAGE_MARGIN, pdf.y, { width: FULL_WIDTH });
    }
    pdf.moveDown();
    pdf.text(facts.kind === 'credit-note' ? t.refundClosing : t.thanks, { width: FULL_WIDTH });
  };
  drawCopy(facts.locale);
  if (facts.locale !== 'en') {
    pdf.addPage();
    drawCopy('en');
  }

  // Every page: its footer with the supplier's registered details, and after the first a header
  // naming the document and the page, so a loose page 2 still matches its document.
  const { start, count } = pdf.bufferedPageRange();
  const footer = [
    [
      facts.supplier.name,
      facts.supplier.companyNumber ? t.companyNumber(facts.supplier.companyNumber) : null,
    ],
    [facts.vatNumber ? `${t.vatNumber}: ${facts.vatNumber}` : null],
  ]
    .map((parts) => parts.filter(Boolean).join(' · '))
    .filter(Boolean);
  for (let index = start; index < start + count; index += 1) {
    pdf.switchToPage(index);
    const bottomMargin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.font('body').fontSize(8).fillColor('#444444');
    footer.forEach((line, at) => {
      pdf.text(line, PAGE_MARGIN, PAGE.height - PAGE_MARGIN - 12 + at * 10, {
        width: FULL_WIDTH,
        align: 'center',
        lineBreak: false,
      });
    });
    if (count > 1) {
      pdf.text(t.pageHeader(title, index - start + 1, count), PAGE_MARGIN, PAGE_MARGIN - 10, {
        width: FULL_WIDTH,
        align: 'right',
        lineBreak: false,
      });
    }
    pdf.page.margins.bottom = bottomMargin;
    pdf.fillColor('black');
  }
  pdf.end();
  return finished;
}
