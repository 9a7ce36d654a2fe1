/**
 * GET /account/<token>/documents/<invoice|statement>-<number>.pdf: that account's invoice or
 * statement as stored when it was issued, byte for byte. The page's no-store, no-referrer and
 * noindex headers are repeated here so the PDF keeps them whoever serves it; another account's
 * number is a 404, like an unknown key.
 */
import { customerQuoteDeps } from '#app/features/customer-quote/customer-quote-context.server.ts';
import { PRIVATE_PAGE_HEADERS } from '#app/features/customer-quote/customer-quote-guard.server.ts';
import { accountDocumentPdf } from '#app/features/payments/account-invoices/account-document-files.server.ts';
import { findAccountIdByToken } from '#app/features/payments/account-invoices/account-page-token.server.ts';
import type { Route } from './+types/account-page-document';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = customerQuoteDeps(context);
  const accountId = await findAccountIdByToken(db, params.token);
  const file = accountId === null ? null : await accountDocumentPdf(db, accountId, params.file);
  if (!file) {
    return new Response('Not found', {
      status: 404,
      headers: { ...PRIVATE_PAGE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(new Uint8Array(file.pdf), {
    headers: {
      ...PRIVATE_PAGE_HEADERS,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${file.filename}"`,
    },
  });
}
