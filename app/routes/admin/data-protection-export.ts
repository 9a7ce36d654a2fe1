import { requireAdmin } from '#app/features/admin/auth/require-admin.server.ts';
import { exportPersonByEmail } from '#app/features/admin/privacy/export-person.server.ts';
import { PERSON_DATA_PARTS } from '#server/person-data.server.ts';
import type { Route } from './+types/data-protection-export';

/** GET /admin/data-protection/export?email=…: one person's data as a JSON download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request, context, 'data');
  const email = new URL(request.url).searchParams.get('email')?.trim() ?? '';
  if (!email) return new Response('Give an e-mail address.', { status: 400 });
  const body = await exportPersonByEmail(db, email, PERSON_DATA_PARTS);
  const safeName = email.replace(/[^a-z0-9.@_-]/gi, '_');
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="bus4u-data-${safeName}.json"`,
      'Cache-Control': 'no-store',
    },
  });
}
