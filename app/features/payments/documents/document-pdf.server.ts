/**
 * A payment document as a PDF, made on the server with pdfkit once, when the document is issued
 * (document-issue.server.ts stores the bytes): the text in DejaVu Sans, embedded (subset) so Welsh
 * letters such as ŵ and ŷ print on any reader. Everything printed comes from the facts gathered
 * at issue; the creation date is the document's own. The PDF is tagged: each copy is a section
 * in its own language with headings, paragraphs and tables (document-copy.server.ts), and the
 * running header and footer are artifacts, so a screen reader reads the document, not the page.
 */
import type { Locale } from '#app/lib/locale.ts';
import { drawCopy, FULL_WIDTH, PAGE_MARGIN } from './document-copy.server.ts';
import type { DocumentFacts } from './document-facts.server.ts';
import { DOCUMENT_TEXT } from './documents-text.ts';
import { openTaggedPdf, PAGE, PDF_LANG as LANG } from './pdf-open.server.ts';
import { artifact, group } from './pdf-tags.server.ts';

/** Room kept at the top of every page for the header that names the document and the page. */
const HEADER_ROOM = 20;
/** Room kept at the foot of every page for the supplier's registered details. */
const FOOTER_ROOM = 30;

export async function renderDocumentPdf(facts: DocumentFacts): Promise<Buffer> {
  const t = DOCUMENT_TEXT[facts.locale];
  const { pdf, finish } = await openTaggedPdf({
    locale: facts.locale,
    title: `${t.title[facts.kind]} ${facts.number}`,
    author: facts.supplier.name,
    date: facts.issuedAt,
    margins: {
      top: PAGE_MARGIN + HEADER_ROOM,
      bottom: PAGE_MARGIN + FOOTER_ROOM,
      left: PAGE_MARGIN,
      right: PAGE_MARGIN,
    },
  });

  // The language each page is written in, for its own header and footer.
  const pageLocales: Locale[] = [facts.locale];
  let drawing: Locale = facts.locale;
  pdf.on('pageAdded', () => pageLocales.push(drawing));

  // One copy of the document in a language; a Welsh document carries an English copy after it,
  // for an accountant who reads no Welsh (the same document: one number, one file).
  const document = pdf.struct('Document');
  pdf.addStructure(document);
  drawCopy(pdf, facts, facts.locale, group(pdf, document, 'Sect', { lang: LANG[facts.locale] }));
  if (facts.locale !== 'en') {
    drawing = 'en';
    pdf.addPage();
    drawCopy(pdf, facts, 'en', group(pdf, document, 'Sect', { lang: LANG.en }));
  }
  document.end();

  // Every page: its footer with the supplier's registered details, and when there is more than
  // one a header naming the document and the page, so a loose page 2 still matches its document.
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    const p = DOCUMENT_TEXT[pageLocales[index - start] ?? facts.locale];
    const footer = [
      [
        facts.supplier.name,
        facts.supplier.companyNumber ? p.companyNumber(facts.supplier.companyNumber) : null,
      ],
      [facts.vatNumber ? `${p.vatNumber}: ${facts.vatNumber}` : null],
    ]
      .map((parts) => parts.filter(Boolean).join(' · '))
      .filter(Boolean);
    pdf.switchToPage(index);
    const bottomMargin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    artifact(pdf, 'Pagination', () => {
      pdf.font('body').fontSize(8).fillColor('#444444');
      footer.forEach((line, at) => {
        pdf.text(line, PAGE_MARGIN, PAGE.height - PAGE_MARGIN - 12 + at * 10, {
          width: FULL_WIDTH,
          align: 'center',
          lineBreak: false,
        });
      });
      if (count > 1) {
        const title = `${p.title[facts.kind]} ${facts.number}`;
        pdf.text(p.pageHeader(title, index - start + 1, count), PAGE_MARGIN, PAGE_MARGIN - 10, {
          width: FULL_WIDTH,
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
