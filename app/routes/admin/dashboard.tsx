import type { Route } from './+types/dashboard';
import { requireAdmin } from '#app/features/admin/auth/require-admin.server.ts';
import { listQuotes } from '#app/features/admin/quotes/list-quotes.server.ts';
import { parseQuoteFilters } from '#app/features/admin/quotes/quote-filters.ts';
import { dashboardCharts, quoteCounts } from '#app/features/admin/quotes/quote-stats.server.ts';
import { adminMeta, PageTitle } from '#app/features/admin/ui/admin-shell.tsx';
import { adminCard, adminButtonSecondary } from '#app/features/admin/ui/admin-styles.ts';
import { ColumnChart, HorizontalBars } from '#app/features/admin/ui/bar-chart.tsx';
import { DashboardStats } from '#app/features/admin/ui/dashboard-stats.tsx';
import { Pagination } from '#app/features/admin/ui/pagination.tsx';
import { QuoteFiltersForm } from '#app/features/admin/ui/quote-filters-form.tsx';
import { QuoteTable, serviceName } from '#app/features/admin/ui/quote-table.tsx';

export const meta: Route.MetaFunction = () => adminMeta('Requests');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request, context);
  const filters = parseQuoteFilters(new URL(request.url).searchParams);
  const [list, counts, charts] = await Promise.all([
    listQuotes(db, filters),
    quoteCounts(db),
    dashboardCharts(db),
  ]);
  return { filters, list, counts, charts };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { filters, list, counts, charts } = loaderData;
  return (
    <>
      <PageTitle title="Quote requests">
        <a href="/admin/quotes.csv" className={adminButtonSecondary} download>
          Export CSV
        </a>
      </PageTitle>
      <DashboardStats counts={counts} />
      <section aria-labelledby="list-heading" className={`${adminCard} mt-5`}>
        <h2 id="list-heading" className="sr-only">
          Requests
        </h2>
        <div className="border-b border-slate-200 p-3">
          <QuoteFiltersForm filters={filters} />
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
          <div className={`${adminCard} p-4 lg:col-span-3`}>
            <ColumnChart title="Requests per day, last 30 days" bars={charts.perDay} />
          </div>
          <div className={`${adminCard} p-4`}>
            <HorizontalBars
              title="By service"
              bars={charts.byService.map((b) => ({
                ...b,
                label: serviceName(b.label === 'not given' ? null : b.label),
              }))}
            />
          </div>
          <div className={`${adminCard} p-4`}>
            <HorizontalBars title="By traffic source" bars={charts.bySource} />
          </div>
          <div className={`${adminCard} p-4`}>
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
