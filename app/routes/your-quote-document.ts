/**
 * GET /your-quote/<token>/documents/<number>.pdf: a receipt, VAT invoice or credit note of that
 * booking: the PDF stored when it was issued, byte for byte, never rendered again. Express sets the page's no-store, no-referrer and
 * noindex headers in front of it (customer-quote-guard); they are repeated here so the PDF keeps
 * them whoever serves it. Another booking's number is a 404, like an unknown token.
 */
import { customerQuoteDeps } from '#app/features/customer-quote/customer-quote-context.server.ts';
import { PRIVATE_PAGE_HEADERS } from '#app/features/customer-quote/customer-quote-guard.server.ts';
import { findQuoteIdByToken } from '#app/features/customer-quote/quote-token.server.ts';
import { documentPdfFor } from '#app/features/payments/documents/document-file.server.ts';
import type { Route } from './+types/your-quote-document';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = customerQuoteDeps(context);
  const quoteId = await findQuoteIdByToken(db, params.token);
  const file = quoteId ? await documentPdfFor({ db }, params.file, quoteId) : null;
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
