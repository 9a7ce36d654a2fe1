/**
 * The customer's receipts, VAT invoices and credit notes, each a link to its PDF (a plain link to
 * a resource route, so it downloads with JavaScript off too).
 */
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { formatLondonDateTime } from '#app/lib/dates.ts';
import type { Locale } from '#app/lib/locale.ts';
import type { DocumentKind } from '../document-kinds.ts';
import { DOCUMENT_TEXT } from '../documents-text.ts';

export interface DocumentLink {
  number: number;
  kind: DocumentKind;
  issuedAt: string;
  href: string;
}

export function DocumentList({ documents, locale }: { documents: DocumentLink[]; locale: Locale }) {
  const t = DOCUMENT_TEXT[locale];
  return (
    <section aria-labelledby="documents-heading" className="mt-6 rounded-xl bg-white p-5 shadow-xs">
      <h2 id="documents-heading" className="text-xl font-bold text-navy-900">
        {t.listHeading}
      </h2>
      <ul className="mt-3 space-y-2">
        {documents.map((document) => (
          <li key={document.number}>
            <a href={document.href} className={textLinkVariants()} data-testid="document-link">
              {t.listItem(t.title[document.kind], document.number)}
            </a>{' '}
            <span className="text-sm text-slate-600">
              {formatLondonDateTime(document.issuedAt, locale)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
