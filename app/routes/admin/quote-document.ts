/** GET /admin/quotes/<id>/documents/<number>.pdf: a request's document, for the operator. */
import { requireAdmin } from '#app/features/admin/auth/require-admin.server.ts';
import { documentPdfFor } from '#app/features/payments/documents/document-file.server.ts';
import type { Route } from './+types/quote-document';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request, context);
  const file = await documentPdfFor({ db }, params.file, params.id);
  if (!file)
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(new Uint8Array(file.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${file.filename}"`,
      'Cache-Control': 'no-store',
    },
  });
}
