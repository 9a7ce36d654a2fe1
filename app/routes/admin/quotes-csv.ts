import { requireAdmin } from '#app/features/admin/auth/require-admin.server.ts';
import { parseQuoteFilters } from '#app/features/admin/quotes/quote-filters.ts';
import { quotesCsv } from '#app/features/admin/quotes/quotes-csv.server.ts';
import { allInstantlyBooked } from '#app/features/bookings/booking-status.server.ts';
import type { Route } from './+types/quotes-csv';

/**
 * GET /admin/quotes.csv (docs/http-api.md): 401 without a session, never a redirect. The list's own query
 * string narrows it to exactly the filtered list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request, context, 'data');
  const day = new Date().toISOString().slice(0, 10);
  const filters = parseQuoteFilters(new URL(request.url).searchParams);
  const csv = await quotesCsv(db, () => allInstantlyBooked(db), filters);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="bus4u-quote-requests-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
