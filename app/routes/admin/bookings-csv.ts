import { requireAdmin } from '#app/features/admin/auth/require-admin.server.ts';
import { bookingsCsv } from '#app/features/bookings/bookings-csv.server.ts';
import { listDrivers } from '#app/features/drivers/drivers.server.ts';
import { ledgerSummaries } from '#app/features/payments/ledger.server.ts';
import type { Route } from './+types/bookings-csv';

/** GET /admin/bookings.csv (docs/http-api.md): 401 without a session, never a redirect. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = await requireAdmin(request, context, 'data');
  // With online payment on, the register says what each customer has paid and what is left.
  const paidOf = env.STRIPE_SECRET_KEY ? (ids: string[]) => ledgerSummaries(db, ids) : undefined;
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await bookingsCsv(db, { drivers: listDrivers }, paidOf), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="bus4u-bookings-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
