/** GET /admin/accounts/<id>/documents/<invoice|statement>-<number>.pdf: as stored, for the operator. */
import { requireAdmin } from '#app/features/admin/auth/require-admin.server.ts';
import { accountDocumentPdf } from '#app/features/payments/account-invoices/account-document-files.server.ts';
import { parseRowId } from '#app/lib/row-id.ts';
import type { Route } from './+types/account-document';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request, context);
  const accountId = parseRowId(params.id);
  const file = accountId === null ? null : await accountDocumentPdf(db, accountId, params.file);
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
