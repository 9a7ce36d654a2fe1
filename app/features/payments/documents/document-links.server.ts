/** Where each document of a request is downloaded: the customer's link, and the operator's. */
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { documentsOf } from './documents-store.server.ts';
import type { DocumentLink } from './ui/document-list.tsx';

export async function customerDocumentLinks(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
  token: string,
): Promise<DocumentLink[]> {
  const documents = await documentsOf(db, quoteId);
  return documents.map(({ number, kind, issuedAt }) => ({
    number,
    kind,
    issuedAt,
    href: `/your-quote/${encodeURIComponent(token)}/documents/${number}.pdf`,
  }));
}

/** The operator's links, by the ledger row each document is for (an invoice at confirmation has none). */
export async function adminDocumentLinks(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
): Promise<Record<number, DocumentLink>> {
  const documents = await documentsOf(db, quoteId);
  return Object.fromEntries(
    documents.flatMap(({ number, kind, issuedAt, paymentId }) =>
      paymentId === null
        ? []
        : [
            [
              paymentId,
              {
                number,
                kind,
                issuedAt,
                href: `/admin/quotes/${encodeURIComponent(quoteId)}/documents/${number}.pdf`,
              },
            ],
          ],
    ),
  );
}
