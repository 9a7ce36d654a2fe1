/**
 * One copy of a payment document, in one language, drawn on pdfkit's pages from the facts of its
 * issue: letterhead and title, the facts box, customer, journey, money, the lines with their VAT,
 * the totals and the notes. Every piece is tagged as it is drawn (pdf-tags.server.ts), in reading
 * order, under the copy's own section, so a screen reader reads headings, paragraphs and tables.
 * A date is set with non-breaking spaces, so a line never wraps in the middle of one.
 */
import { formatLongDate, formatLondonDateTime } from '#app/lib/dates.ts';
import { vehicleNameIn } from '#app/lib/estimate-lines-text.ts';
import type { Locale } from '#app/lib/locale.ts';
import { formatPence } from '#app/lib/money.ts';
import type { DocumentFacts } from './document-facts.server.ts';
import { DOCUMENT_TEXT } from './documents-text.ts';
import { artifact, group, tagged, type PdfElement } from './pdf-tags.server.ts';
import { vatTotals } from './vat-lines.ts';

export const PAGE_MARGIN = 50;
export const FULL_WIDTH = 495;
/** Column lefts and widths of the lines table, in points on an A4 page. */
const COLUMNS = {
  description: { x: 50, width: 200 },
  rate: { x: 255, width: 70 },
  net: { x: 330, width: 70 },
  vat: { x: 405, width: 60 },
  gross: { x: 470, width: 75 },
} as const;
type Column = keyof typeof COLUMNS;
const LABEL_WIDTH = 210;
const RULE_GREY = '#999999';
const NO_BREAK_SPACE = '\u00a0';

/** "29 December 2026" kept on one line: pdfkit breaks lines at spaces, never at these. */
function unbroken(text: string): string {
  return text.replaceAll(' ', NO_BREAK_SPACE);
}

export function drawCopy(
  pdf: PDFKit.PDFDocument,
  facts: DocumentFacts,
  locale: Locale,
  section: PdfElement,
): void {
  const t = DOCUMENT_TEXT[locale];
  const title = `${t.title[facts.kind]} ${facts.number}`;
  const date = (iso: string) => unbroken(formatLongDate(iso, locale));
  const dateTime = (instant: Date) => unbroken(formatLondonDateTime(instant, locale));
  const say = (
    parent: PdfElement,
    type: string,
    text: string,
    x: number,
    y: number | undefined,
    options: PDFKit.Mixins.TextOptions,
  ) => tagged(pdf, parent, type, () => pdf.text(text, x, y, options));

  // pdfkit breaks a page inside one text call, not across the cells of a row: each row makes its
  // own room first, so its cells stay side by side. True when it turned the page.
  const ensureRoom = (height: number): boolean => {
    if (pdf.y + height <= pdf.page.height - pdf.page.margins.bottom) return false;
    pdf.addPage();
    pdf.x = PAGE_MARGIN;
    return true;
  };
  const rule = (y: number) =>
    artifact(pdf, 'Layout', () => {
      pdf
        .moveTo(PAGE_MARGIN, y)
        .lineTo(PAGE_MARGIN + FULL_WIDTH, y)
        .lineWidth(0.5)
        .strokeColor(RULE_GREY)
        .stroke();
    });

  // The title on the left, read first; the supplier's letterhead on the right.
  const top = pdf.y;
  pdf.font('bold').fontSize(22);
  say(section, 'H1', title, PAGE_MARGIN, top, { width: 240 });
  pdf.font('body').fontSize(11);
  say(section, 'P', t.purpose[facts.purpose], PAGE_MARGIN, undefined, { width: 240 });
  const titleBottom = pdf.y;
  const letterhead = group(pdf, section, 'Div');
  pdf.font('bold').fontSize(12);
  say(letterhead, 'P', facts.supplier.name, 300, top, { width: 245, align: 'right' });
  pdf.font('body').fontSize(9);
  for (const line of facts.supplier.addressLines) {
    say(letterhead, 'P', line, 300, undefined, { width: 245, align: 'right' });
  }
  if (facts.vatNumber) {
    say(letterhead, 'P', `${t.vatNumber}: ${facts.vatNumber}`, 300, undefined, {
      width: 245,
      align: 'right',
    });
  }
  pdf.y = Math.max(pdf.y, titleBottom) + 14;
  pdf.x = PAGE_MARGIN;

  /** Label and value side by side, as rows of a two-column table (each label a row heading). */
  const pairs = (rows: [string, string][]) => {
    const table = group(pdf, section, 'Table');
    for (const [label, value] of rows) {
      pdf.font('body').fontSize(10);
      ensureRoom(
        Math.max(
          pdf.heightOfString(value, { width: FULL_WIDTH - LABEL_WIDTH }),
          pdf.heightOfString(label, { width: LABEL_WIDTH - 10 }),
        ),
      );
      const row = group(pdf, table, 'TR');
      const y = pdf.y;
      pdf.font('bold').fontSize(10);
      tagged(pdf, row, 'TH', () => pdf.text(label, PAGE_MARGIN, y, { width: LABEL_WIDTH - 10 }), {
        scope: 'Row',
      });
      const labelBottom = pdf.y;
      pdf.font('body');
      say(row, 'TD', value, PAGE_MARGIN + LABEL_WIDTH, y, { width: FULL_WIDTH - LABEL_WIDTH });
      pdf.y = Math.max(pdf.y, labelBottom) + 2;
      pdf.x = PAGE_MARGIN;
    }
  };
  const heading = (text: string) => {
    pdf.moveDown(0.6);
    ensureRoom(40);
    pdf.font('bold').fontSize(11);
    say(section, 'H2', text, PAGE_MARGIN, pdf.y, { width: FULL_WIDTH });
    const y = pdf.y + 1;
    rule(y);
    pdf.y = y + 4;
  };

  // The facts box.
  const boxTop = pdf.y;
  pdf.y += 6;
  pairs([
    [t.number, String(facts.number)],
    [t.issued, dateTime(facts.issuedAt)],
    [facts.toPay ? t.invoiceTaxPoint : t.moneyMoved[facts.kind], dateTime(facts.paidAt)],
    [t.reference, facts.quoteId],
    [t.purposeLabel, t.purpose[facts.purpose]],
  ]);
  const boxBottom = pdf.y + 4;
  artifact(pdf, 'Layout', () => {
    pdf
      .rect(PAGE_MARGIN - 6, boxTop, FULL_WIDTH + 12, boxBottom - boxTop)
      .lineWidth(0.75)
      .strokeColor(RULE_GREY)
      .stroke();
  });
  pdf.y = boxBottom + 4;

  heading(t.customer);
  pdf.font('body').fontSize(10);
  say(section, 'P', facts.customerName, PAGE_MARGIN, pdf.y, { width: FULL_WIDTH });
  // A line of the address each: read as lines, not run together.
  for (const line of facts.customerAddress?.split('\n') ?? []) {
    say(section, 'P', line, PAGE_MARGIN, undefined, { width: FULL_WIDTH });
  }

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

  // The lines, a table whose heading row is drawn again on every page it continues on.
  const withVat = facts.vatNumber !== null;
  const lines = group(pdf, section, 'Table');
  const widthOf = (key: Column) =>
    key === 'description' && !withVat ? FULL_WIDTH - COLUMNS.gross.width - 5 : COLUMNS[key].width;
  const headings: Partial<Record<Column, string>> = withVat
    ? { description: t.description, rate: t.vatRate, net: t.net, vat: t.vat, gross: t.gross }
    : { description: t.description, gross: t.gross };
  const row = (cells: Partial<Record<Column, string>>, cell: 'TH' | 'TD') => {
    // The headings a size smaller, so "Cyfradd TAW" keeps to one line.
    const font = () => pdf.font(cell === 'TH' ? 'bold' : 'body').fontSize(cell === 'TH' ? 9 : 10);
    font();
    const entries = Object.entries(cells) as [Column, string][];
    const height = Math.max(
      ...entries.map(([key, text]) => pdf.heightOfString(text, { width: widthOf(key) })),
    );
    if (ensureRoom(height) && cell === 'TD') {
      row(headings, 'TH');
      font();
    }
    const tr = group(pdf, lines, 'TR');
    const y = pdf.y;
    let bottom = y;
    for (const [key, text] of entries) {
      const options = {
        width: widthOf(key),
        align: key === 'description' ? ('left' as const) : ('right' as const),
      };
      tagged(pdf, tr, cell, () => pdf.text(text, COLUMNS[key].x, y, options), {
        ...(cell === 'TH' ? { scope: 'Column' as const } : {}),
      });
      bottom = Math.max(bottom, pdf.y);
    }
    pdf.x = PAGE_MARGIN;
    pdf.y = bottom + 4;
  };
  row(headings, 'TH');
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
      'TD',
    );
  }
  pdf.moveDown(0.3);
  // The totals close the table: each a row with its label as the row's heading.
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
    const tr = group(pdf, lines, 'TR');
    const y = pdf.y;
    pdf.font('bold');
    tagged(
      pdf,
      tr,
      'TH',
      () => pdf.text(label, COLUMNS.rate.x - 60, y, { width: 200 + 60 - 5, align: 'right' }),
      { scope: 'Row' },
    );
    say(tr, 'TD', formatPence(pence), COLUMNS.gross.x, y, {
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
          dateTime(facts.original.issuedAt),
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
          dateTime(facts.invoice.issuedAt),
        ),
      );
    }
  }
  if (withVat && facts.lines.some((line) => line.vatPercent === 0)) notes.push(t.zeroRated);
  for (const note of notes) {
    ensureRoom(pdf.heightOfString(note, { width: FULL_WIDTH }));
    say(section, 'P', note, PAGE_MARGIN, pdf.y, { width: FULL_WIDTH });
  }
  pdf.moveDown();
  const closing = facts.kind === 'credit-note' ? t.refundClosing : t.thanks;
  ensureRoom(pdf.heightOfString(closing, { width: FULL_WIDTH }));
  say(section, 'P', closing, PAGE_MARGIN, pdf.y, { width: FULL_WIDTH });
}
