/** An account's invoice and statement as files: their names, in the reader's language, and bytes. */
import type { Locale } from '#app/lib/locale.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { documentFilename } from '../documents/document-file.server.ts';
import { storedAccountInvoice } from './account-invoice-issue.server.ts';

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

/** `invoice-12.pdf`, `statement-12.pdf`: what the pages' links name (digits only, no leading zero). */
const ACCOUNT_FILE = /^(invoice|statement)-([1-9]\d{0,8})\.pdf$/;

/**
 * An account's invoice or statement as stored (stored first from its kept facts if nobody has
 * yet), or null when `file` names none of this account's.
 */
export async function accountDocumentPdf(
  db: AppDb,
  accountId: number,
  file: string | undefined,
): Promise<{ pdf: Buffer; filename: string } | null> {
  const match = ACCOUNT_FILE.exec(file ?? '');
  if (!match) return null;
  const what = match[1] as 'invoice' | 'statement';
  const row = await storedAccountInvoice(db, Number(match[2]));
  if (!row || row.accountId !== accountId) return null;
  const pdf = what === 'invoice' ? row.pdf : row.statementPdf;
  if (!pdf) return null;
  return {
    pdf,
    filename: accountDocumentFilename(what, row.number, row.facts.locale, row.kind),
  };
}
