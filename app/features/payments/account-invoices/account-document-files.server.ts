/** The file names of an account's invoice and its statement, in the reader's language. */
import type { Locale } from '#app/lib/locale.ts';
import { documentFilename } from '../documents/document-file.server.ts';

const STATEMENT_FILE = { en: 'statement', cy: 'datganiad' } as const;

/** `bus4u-vat-invoice-12.pdf` as every document is named; its statement `bus4u-statement-12.pdf`. */
export function accountDocumentFilename(
  what: 'invoice' | 'statement',
  number: number,
  locale: Locale,
  kind: 'vat-invoice' | 'receipt' | 'credit-note',
): string {
  return what === 'invoice'
    ? documentFilename(kind, number, locale)
    : `bus4u-${STATEMENT_FILE[locale]}-${number}.pdf`;
}
