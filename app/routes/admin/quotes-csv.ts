import type { Route } from './+types/quotes-csv';
import { requireAdmin } from '#app/features/admin/auth/require-admin.server.ts';
import { quotesCsv } from '#app/features/admin/quotes/quotes-csv.server.ts';

/** GET /admin/quotes.csv (CONTRACT): 401 without a session, never a redirect. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request, context, 'data');
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await quotesCsv(db), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="bus4u-quote-requests-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
