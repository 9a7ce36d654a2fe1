/**
 * The PDF of a document, made from facts fixed here and read back as a reader would (unpdf): a
 * date never wraps in the middle, a long table repeats its headings and names its document on
 * every page (the English copy of a Welsh one in English), and the PDF is tagged, its copies
 * read as headings, paragraphs and tables.
 */
import { describe, expect, it } from 'vitest';
import { pdfPages, pdfTags, pdfText } from '../../../../tests/support/pdf-text.ts';
import type { DocumentFacts } from './document-facts.server.ts';
import { renderDocumentPdf } from './document-pdf.server.ts';

const AT = new Date('2026-12-28T12:55:00Z');

/** A Welsh receipt for a bank transfer towards VAT invoice 12345, issued on 28 December 2026. */
const RECEIPT: DocumentFacts = {
  number: 12_346,
  kind: 'receipt',
  locale: 'cy',
  vatNumber: null,
  issuedAt: AT,
  paidAt: AT,
  quoteId: 'Q-261128-R4E38RAB',
  supplier: { name: 'Bus4U', addressLines: ['The Maltings'], companyNumber: null },
  customerName: 'Siân Ŵyn',
  customerAddress: 'Ysgol Gymraeg Treganna\nCaerdydd CF5 2YX',
  journey: {
    from: 'Canton, Cardiff',
    to: 'Bristol Airport',
    pickupDate: '2027-01-29',
    pickupTime: '05:30',
    returnDate: null,
    returnTime: null,
    passengers: 6,
  },
  purpose: 'part-payment',
  amountPence: 10_500,
  method: 'bank-transfer',
  farePence: 42_000,
  paidToDatePence: 10_500,
  leftToPayPence: 31_500,
  leftToPayBy: '2027-01-22',
  cancelled: false,
  lines: [
    {
      vehicle: '16-seat',
      name: '16-seat',
      seats: 16,
      vatPercent: 0,
      netPence: 10_500,
      vatPence: 0,
      grossPence: 10_500,
    },
  ],
  original: null,
  invoice: { number: 12_345, issuedAt: AT },
  toPay: false,
  reason: null,
  final: null,
  refundParts: 1,
};

describe('a document’s PDF', () => {
  it('keeps a date on one line where the sentence wraps', async () => {
    const text = await pdfText(await renderDocumentPdf(RECEIPT));
    // The sentence is longer than the page is wide; the line breaks before the date, not in it.
    expect(text).toMatch(/Anfoneb TAW 12345 dyddiedig\s+28 Rhag 2026, 12:55\./);
    expect(text).toMatch(/VAT invoice 12345 of\s+28 Dec 2026, 12:55\./);
  });

  it('repeats the table’s headings and names the document on every page of a long one', async () => {
    const lines = Array.from({ length: 40 }, () => ({
      vehicle: '16-seat',
      name: '16-seat',
      seats: 16,
      vatPercent: 0,
      netPence: 22_500,
      vatPence: 0,
      grossPence: 22_500,
    }));
    const pages = await pdfPages(
      await renderDocumentPdf({
        ...RECEIPT,
        locale: 'en',
        kind: 'vat-invoice',
        vatNumber: 'GB 123 4567 89',
        amountPence: 900_000,
        lines,
      }),
    );
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain('VAT invoice 12346 · page 2 of 2');
    expect(pages[1]).toMatch(/^Description\s+VAT rate\s+Without VAT\s+VAT\s+Amount/);
  });

  it('heads the English copy of a Welsh document in English', async () => {
    const text = await pdfText(await renderDocumentPdf(RECEIPT));
    expect(text).toContain('Derbynneb 12346 · tudalen 1 o 2');
    expect(text).toContain('Receipt 12346 · page 2 of 2');
  });

  it('is tagged: each copy a section of headings, paragraphs and tables', async () => {
    const { marked, roles } = await pdfTags(await renderDocumentPdf(RECEIPT));
    expect(marked).toBe(true);
    expect(roles.filter((role) => role === 'Sect')).toHaveLength(2);
    expect(roles.filter((role) => role === 'H1')).toHaveLength(2);
    for (const role of ['Document', 'H2', 'P', 'Table', 'TR', 'TH', 'TD']) {
      expect(roles).toContain(role);
    }
  });
});
