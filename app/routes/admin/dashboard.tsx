import { buttonVariants } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { requireAdmin } from '#app/features/admin/auth/require-admin.server.ts';
import {
  cancelledBookingsOf,
  instantlyBooked,
} from '#app/features/bookings/booking-status.server.ts';
import { listQuotes } from '#app/features/admin/quotes/list-quotes.server.ts';
import {
  filtersSearch,
  hasActiveFilters,
  readQuoteFilters,
} from '#app/features/admin/quotes/quote-filters.ts';
import { dashboardCharts, quoteCounts } from '#app/features/admin/quotes/quote-stats.server.ts';
import { adminMeta, PageTitle } from '#app/features/admin/ui/admin-shell.tsx';
import { ColumnChart, HorizontalBars } from '#app/features/admin/ui/bar-chart.tsx';
import { DashboardStats } from '#app/features/admin/ui/dashboard-stats.tsx';
import { FilterNotices } from '#app/features/admin/ui/filter-notices.tsx';
import { Pagination } from '#app/features/admin/ui/pagination.tsx';
import { QuoteFiltersForm } from '#app/features/admin/ui/quote-filters-form.tsx';
import { QuoteTable, serviceName } from '#app/features/admin/ui/quote-table.tsx';
import { ReconciliationPanel } from '#app/features/payments/admin-ui/reconciliation-panel.tsx';
import { lastReconciliation } from '#app/features/payments/reconciliation.server.ts';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => adminMeta('Requests');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = await requireAdmin(request, context);
  const { filters, notices } = readQuoteFilters(new URL(request.url).searchParams);
  const [list, counts, charts] = await Promise.all([
    listQuotes(db, filters),
    quoteCounts(db),
    dashboardCharts(db),
  ]);
  // The booking register knows which requests were booked instantly, and which bookings were
  // cancelled (shown as such, not as won); the list marks them.
  const ids = list.items.map((q) => q.id);
  const [instant, cancelled, reconciliation] = await Promise.all([
    instantlyBooked(db, ids).then((found) => new Set(found)),
    cancelledBookingsOf(db, ids).then((found) => new Set(found)),
    // The daily check with Stripe, while online payment is on (or once it ever ran).
    lastReconciliation(db),
  ]);
  const items = list.items.map((q) => ({
    ...q,
    instant: instant.has(q.id),
    bookingCancelled: cancelled.has(q.id),
  }));
  const showReconciliation = Boolean(env.STRIPE_SECRET_KEY) || reconciliation !== null;
  return {
    filters,
    notices,
    list: { ...list, items },
    counts,
    charts,
    reconciliation: showReconciliation ? { run: reconciliation } : null,
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { filters, notices, list, counts, charts, reconciliation } = loaderData;
  return (
    <>
      <PageTitle title="Quote requests">
        {/* The export follows the list's filters exactly (every page of it), and says so. */}
        <a
          href={`/admin/quotes.csv${filtersSearch(filters, { page: 1 })}`}
          className={buttonVariants({ variant: 'subtle', size: 'compact' })}
          data-csv-export=""
          download
        >
          {!hasActiveFilters(filters)
            ? 'Export all requests (CSV)'
            : list.totalCount === 1
              ? 'Export this filtered request (CSV)'
              : `Export these ${list.totalCount} filtered requests (CSV)`}
        </a>
      </PageTitle>
      <DashboardStats counts={counts} />
      {reconciliation ? <ReconciliationPanel run={reconciliation.run} /> : null}
      <section
        aria-labelledby="list-heading"
        className={cardVariants({ padding: 'none', className: 'mt-5' })}
      >
        <h2 id="list-heading" className="sr-only">
          Requests
        </h2>
        <div className="border-b border-slate-200 p-3">
          <QuoteFiltersForm filters={filters} />
          <FilterNotices notices={notices} />
        </div>
        <QuoteTable items={list.items} />
        <Pagination
          filters={filters}
          page={list.page}
          pageCount={list.pageCount}
          totalCount={list.totalCount}
        />
      </section>
      <section aria-labelledby="charts-heading" className="mt-5">
        <h2 id="charts-heading" className="mb-3 text-base font-bold text-navy-900">
          Trends
        </h2>
        <div className="grid gap-3 lg:grid-cols-3">
          <div className={cardVariants({ className: 'lg:col-span-3' })}>
            <ColumnChart title="Requests per day, last 30 days" bars={charts.perDay} />
          </div>
          <div className={cardVariants()}>
            <HorizontalBars
              title="By service"
              bars={charts.byService.map((b) => ({
                ...b,
                label: serviceName(b.label === 'not given' ? null : b.label),
              }))}
            />
          </div>
          <div className={cardVariants()}>
            <HorizontalBars title="By traffic source" bars={charts.bySource} />
          </div>
          <div className={cardVariants()}>
            <HorizontalBars
              title="Conversion"
              bars={[
                { label: 'Won', count: counts.won },
                { label: 'All requests', count: counts.all },
              ]}
            />
          </div>
        </div>
      </section>
    </>
  );
}
