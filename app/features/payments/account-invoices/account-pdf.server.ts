/**
 * An account's monthly invoice and its statement as PDFs, drawn once from the facts kept at issue
 * (account-invoice-issue.server.ts stores the bytes). Made like every document of the business
 * (pdf-open.server.ts: DejaVu embedded, tagged, dated with its own date), each piece tagged as it
 * is drawn (pdf-tags.server.ts): headings, paragraphs, and tables whose heading row is drawn again
 * on every page a table continues on.
 */
import { calendarDate } from '#app/lib/calendar-date.ts';
import { formatLongDate } from '#app/lib/dates.ts';
import type { Locale } from '#app/lib/locale.ts';
import { formatPence } from '#app/lib/money.ts';
import { DOCUMENT_TEXT } from '../documents/documents-text.ts';
import { openTaggedPdf, PAGE, PDF_LANG } from '../documents/pdf-open.server.ts';
import { artifact, group, tagged, type PdfElement } from '../documents/pdf-tags.server.ts';
import { vatTotals } from '../documents/vat-lines.ts';
import type { AccountInvoiceFacts, StatementFacts } from './account-invoice-facts.ts';
import { ACCOUNT_INVOICE_TEXT } from './account-invoices-text.ts';
import { monthName } from './invoice-month.ts';

const MARGIN = 50;
const WIDTH = 495;
const HEADER_ROOM = 20;
const FOOTER_ROOM = 30;
const LABEL_WIDTH = 180;
const RULE_GREY = '#999999';
/** "29 December 2026" kept on one line: pdfkit breaks lines at spaces, never at these. */
const unbroken = (text: string) => text.replaceAll(' ', '\u00a0');

interface Column {
  heading: string;
  width: number;
  align: 'left' | 'right';
}

/** A page-aware writer over one open PDF, every piece tagged under `section`. */
function writer(pdf: PDFKit.PDFDocument, section: PdfElement) {
  const ensureRoom = (height: number): boolean => {
    if (pdf.y + height <= pdf.page.height - pdf.page.margins.bottom) return false;
    pdf.addPage();
    pdf.x = MARGIN;
    return true;
  };
  const say = (
    parent: PdfElement,
    type: string,
    text: string,
    x: number,
    y: number | undefined,
    options: PDFKit.Mixins.TextOptions,
  ) => tagged(pdf, parent, type, () => pdf.text(text, x, y, options));
  const paragraph = (text: string, bold = false) => {
    pdf.font(bold ? 'bold' : 'body').fontSize(10);
    ensureRoom(pdf.heightOfString(text, { width: WIDTH }));
    say(section, 'P', text, MARGIN, pdf.y, { width: WIDTH });
    pdf.x = MARGIN;
  };
  const heading = (text: string) => {
    pdf.moveDown(0.6);
    ensureRoom(40);
    pdf.font('bold').fontSize(11);
    say(section, 'H2', text, MARGIN, pdf.y, { width: WIDTH });
    const y = pdf.y + 1;
    artifact(pdf, 'Layout', () => {
      pdf
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + WIDTH, y)
        .lineWidth(0.5)
        .strokeColor(RULE_GREY)
        .stroke();
    });
    pdf.y = y + 4;
  };
  /** Label and value side by side, as rows of a table whose labels are row headings. */
  const pairs = (rows: [string, string][]) => {
    const table = group(pdf, section, 'Table');
    for (const [label, value] of rows) {
      pdf.font('body').fontSize(10);
      ensureRoom(pdf.heightOfString(value, { width: WIDTH - LABEL_WIDTH }));
      const row = group(pdf, table, 'TR');
      const y = pdf.y;
      pdf.font('bold');
      tagged(pdf, row, 'TH', () => pdf.text(label, MARGIN, y, { width: LABEL_WIDTH - 10 }), {
        scope: 'Row',
      });
      const labelBottom = pdf.y;
      pdf.font('body');
      say(row, 'TD', value, MARGIN + LABEL_WIDTH, y, { width: WIDTH - LABEL_WIDTH });
      pdf.y = Math.max(pdf.y, labelBottom) + 2;
      pdf.x = MARGIN;
    }
  };
  /** A table of columns; `totals` close it, each a row headed by its label. */
  const table = (columns: Column[], rows: string[][], totals: [string, string][] = []) => {
    const element = group(pdf, section, 'Table');
    const lefts = columns.map(
      (_, i) => MARGIN + columns.slice(0, i).reduce((s, c) => s + c.width + 5, 0),
    );
    const row = (cells: string[], cell: 'TH' | 'TD') => {
      const font = () =>
        pdf.font(cell === 'TH' ? 'bold' : 'body').fontSize(cell === 'TH' ? 9 : 9.5);
      font();
      const height = Math.max(
        ...cells.map((text, i) => pdf.heightOfString(text, { width: columns[i]!.width })),
      );
      if (ensureRoom(height) && cell === 'TD') {
        row(
          columns.map((c) => c.heading),
          'TH',
        );
        font();
      }
      const tr = group(pdf, element, 'TR');
      const y = pdf.y;
      let bottom = y;
      cells.forEach((text, i) => {
        const options = { width: columns[i]!.width, align: columns[i]!.align };
        tagged(
          pdf,
          tr,
          cell,
          () => pdf.text(text, lefts[i], y, options),
          cell === 'TH' ? { scope: 'Column' } : {},
        );
        bottom = Math.max(bottom, pdf.y);
      });
      pdf.x = MARGIN;
      pdf.y = bottom + 4;
    };
    row(
      columns.map((c) => c.heading),
      'TH',
    );
    for (const cells of rows) row(cells, 'TD');
    const last = columns.at(-1)!;
    for (const [label, value] of totals) {
      pdf.font('bold').fontSize(10);
      ensureRoom(16);
      const tr = group(pdf, element, 'TR');
      const y = pdf.y;
      tagged(
        pdf,
        tr,
        'TH',
        () => pdf.text(label, MARGIN, y, { width: WIDTH - last.width - 5, align: 'right' }),
        { scope: 'Row' },
      );
      say(tr, 'TD', value, lefts.at(-1)!, y, { width: last.width, align: 'right' });
      pdf.x = MARGIN;
    }
    pdf.moveDown(0.5);
  };
  return { say, paragraph, heading, pairs, table };
}

interface Page {
  title: string;
  subtitle: string;
  locale: Locale;
  date: Date;
  facts: AccountInvoiceFacts;
}

/** Opens the PDF, draws the letterhead and the body, then every page's footer and header. */
async function draw(page: Page, body: (w: ReturnType<typeof writer>) => void): Promise<Buffer> {
  const { facts, locale } = page;
  const d = DOCUMENT_TEXT[locale];
  const { pdf, finish } = await openTaggedPdf({
    locale,
    title: page.title,
    author: facts.supplier.name,
    date: page.date,
    margins: {
      top: MARGIN + HEADER_ROOM,
      bottom: MARGIN + FOOTER_ROOM,
      left: MARGIN,
      right: MARGIN,
    },
  });
  const document = pdf.struct('Document');
  pdf.addStructure(document);
  const section = group(pdf, document, 'Sect', { lang: PDF_LANG[locale] });
  const w = writer(pdf, section);
  const top = pdf.y;
  pdf.font('bold').fontSize(20);
  w.say(section, 'H1', page.title, MARGIN, top, { width: 240 });
  pdf.font('body').fontSize(11);
  w.say(section, 'P', page.subtitle, MARGIN, undefined, { width: 240 });
  const titleBottom = pdf.y;
  const letterhead = group(pdf, section, 'Div');
  pdf.font('bold').fontSize(12);
  w.say(letterhead, 'P', facts.supplier.name, 300, top, { width: 245, align: 'right' });
  pdf.font('body').fontSize(9);
  for (const line of facts.supplier.addressLines) {
    w.say(letterhead, 'P', line, 300, undefined, { width: 245, align: 'right' });
  }
  if (facts.vatNumber) {
    w.say(letterhead, 'P', `${d.vatNumber}: ${facts.vatNumber}`, 300, undefined, {
      width: 245,
      align: 'right',
    });
  }
  pdf.y = Math.max(pdf.y, titleBottom) + 14;
  pdf.x = MARGIN;
  body(w);
  document.end();
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    pdf.switchToPage(index);
    const bottomMargin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    artifact(pdf, 'Pagination', () => {
      pdf.font('body').fontSize(8).fillColor('#444444');
      const footer = [
        facts.supplier.name,
        facts.supplier.companyNumber ? d.companyNumber(facts.supplier.companyNumber) : null,
      ]
        .filter(Boolean)
        .join(' · ');
      pdf.text(footer, MARGIN, PAGE.height - MARGIN - 12, {
        width: WIDTH,
        align: 'center',
        lineBreak: false,
      });
      if (count > 1) {
        pdf.text(d.pageHeader(page.title, index - start + 1, count), MARGIN, MARGIN - 10, {
          width: WIDTH,
          align: 'right',
          lineBreak: false,
        });
      }
      pdf.fillColor('black');
    });
    pdf.page.margins.bottom = bottomMargin;
  }
  return finish();
}

/** The account's details every document of it prints. */
function accountRows(facts: AccountInvoiceFacts, locale: Locale): [string, string][] {
  const t = ACCOUNT_INVOICE_TEXT[locale];
  const rows: [string, string][] = [[t.account, facts.account.organisation]];
  if (facts.account.purchaseOrder) rows.push([t.purchaseOrder, facts.account.purchaseOrder]);
  if (facts.account.vatNumber) rows.push([t.customerVatNumber, facts.account.vatNumber]);
  return rows;
}

export async function renderAccountInvoicePdf(facts: AccountInvoiceFacts): Promise<Buffer> {
  const locale = facts.locale;
  const t = ACCOUNT_INVOICE_TEXT[locale];
  const d = DOCUMENT_TEXT[locale];
  const date = (iso: string) => unbroken(formatLongDate(iso, locale));
  const title = `${d.title[facts.kind]} ${facts.number}`;
  const withVat = facts.vatNumber !== null;
  // A credit note carries the VAT treatment of the invoice it corrects, and says which one.
  const credit = facts.kind === 'credit-note' ? facts.corrects : null;
  const correctedTitle = d.title[withVat ? 'vat-invoice' : 'receipt'];
  return draw(
    {
      title,
      subtitle: credit
        ? d.corrects(correctedTitle, credit.number, date(credit.issuedOn))
        : facts.month
          ? t.forMonth(monthName(facts.month, locale))
          : '',
      locale,
      date: new Date(facts.issuedAt),
      facts,
    },
    (w) => {
      w.pairs([
        [d.number, String(facts.number)],
        [credit ? t.creditNote.creditNoteDate : t.invoiceDate, date(facts.issuedOn)],
        ...(withVat && !credit ? ([[t.taxPoint, date(facts.issuedOn)]] as [string, string][]) : []),
        ...(credit ? [] : ([[t.dueDate, date(facts.dueOn)]] as [string, string][])),
        ...accountRows(facts, locale),
      ]);
      w.heading(t.billTo);
      w.paragraph(facts.account.organisation);
      for (const line of facts.account.billingAddress.split('\n')) w.paragraph(line);
      w.heading(t.journeys);
      const columns: Column[] = withVat
        ? [
            { heading: t.date, width: 62, align: 'left' },
            { heading: t.journey, width: 135, align: 'left' },
            { heading: t.vehicle, width: 78, align: 'left' },
            { heading: d.vatRate, width: 35, align: 'right' },
            { heading: d.net, width: 52, align: 'right' },
            { heading: d.vat, width: 48, align: 'right' },
            { heading: d.gross, width: 55, align: 'right' },
          ]
        : [
            { heading: t.date, width: 70, align: 'left' },
            { heading: t.journey, width: 225, align: 'left' },
            { heading: t.vehicle, width: 125, align: 'left' },
            { heading: d.gross, width: 60, align: 'right' },
          ];
      const rows = facts.lines.map((line) => {
        const journey = [
          `${line.time} ${t.route(line.from, line.to, line.returnTime)}`,
          line.contract ? t.contract(line.contract) : null,
        ]
          .filter(Boolean)
          .join('\n');
        const first = [
          unbroken(calendarDate(line.date, locale, 'short')),
          journey,
          t.seats(line.vehicle, line.seats),
        ];
        return withVat
          ? [
              ...first,
              `${line.vatPercent}%`,
              formatPence(line.netPence),
              formatPence(line.vatPence),
              formatPence(line.grossPence),
            ]
          : [...first, formatPence(line.grossPence)];
      });
      const totals = vatTotals(facts.lines);
      const totalLabel = credit ? t.creditNote.totalCredited : t.totalToPay;
      w.table(
        columns,
        rows,
        withVat
          ? [
              [d.totalNet, formatPence(totals.netPence)],
              [d.totalVat, formatPence(totals.vatPence)],
              [totalLabel, formatPence(totals.grossPence)],
            ]
          : [[totalLabel, formatPence(totals.grossPence)]],
      );
      if (credit) {
        if (facts.reason) w.paragraph(d.reason(facts.reason), true);
        w.paragraph(t.creditNote.effect(formatPence(totals.grossPence)));
      } else {
        w.paragraph(t.payBy(formatPence(totals.grossPence), date(facts.dueOn), facts.number), true);
        if (facts.bankDetails) w.paragraph(t.bankDetails(facts.bankDetails));
      }
      if (withVat && facts.lines.some((line) => line.vatPercent === 0)) w.paragraph(d.zeroRated);
      w.paragraph(d.thanks);
    },
  );
}

export async function renderStatementPdf(
  facts: AccountInvoiceFacts,
  statement: StatementFacts,
): Promise<Buffer> {
  const locale = facts.locale;
  const t = ACCOUNT_INVOICE_TEXT[locale];
  const s = t.statement;
  const date = (iso: string) => unbroken(formatLongDate(iso, locale));
  return draw(
    {
      title: s.title,
      subtitle: s.period(date(statement.from), date(statement.to)),
      locale,
      date: new Date(facts.issuedAt),
      facts,
    },
    (w) => {
      w.pairs(accountRows(facts, locale));
      w.heading(s.movements);
      w.table(
        [
          { heading: t.date, width: 120, align: 'left' },
          { heading: s.entry, width: 250, align: 'left' },
          { heading: s.amount, width: 115, align: 'right' },
        ],
        [
          [date(statement.from), s.opening, formatPence(statement.openingPence)],
          ...statement.entries.map((entry) => [
            date(entry.date),
            s.kind[entry.kind](entry.reference),
            formatPence(entry.amountPence),
          ]),
        ],
        [[s.closing, formatPence(statement.closingPence)]],
      );
      if (statement.entries.length === 0) w.paragraph(s.none);
      if (statement.open.length > 0) {
        w.heading(s.owed);
        w.table(
          [
            { heading: DOCUMENT_TEXT[locale].number, width: 120, align: 'left' },
            { heading: s.dueOn, width: 250, align: 'left' },
            { heading: s.left, width: 115, align: 'right' },
          ],
          statement.open.map((invoice) => [
            String(invoice.number),
            date(invoice.dueOn),
            formatPence(invoice.leftPence),
          ]),
        );
      }
      w.heading(s.aged);
      w.pairs([
        [s.notYetDue, formatPence(statement.aged.notYetDuePence)],
        [s.days1to30, formatPence(statement.aged.days1to30Pence)],
        [s.days31to60, formatPence(statement.aged.days31to60Pence)],
        [s.days61to90, formatPence(statement.aged.days61to90Pence)],
        [s.over90, formatPence(statement.aged.over90Pence)],
        [s.overdue, formatPence(statement.overduePence)],
      ]);
    },
  );
}
