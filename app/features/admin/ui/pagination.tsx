import { Link } from 'react-router';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { filtersSearch, type QuoteFilters } from '../quotes/quote-filters.ts';

const pageLink = buttonVariants({ variant: 'subtle', size: 'compact' });

export function Pagination({
  filters,
  page,
  pageCount,
  totalCount,
}: {
  filters: QuoteFilters;
  page: number;
  pageCount: number;
  totalCount: number;
}) {
  return (
    <nav
      aria-label="Pages"
      className="flex items-center justify-between gap-3 border-t border-slate-200 px-3 py-2 text-sm text-slate-700"
    >
      <span>
        {totalCount} request{totalCount === 1 ? '' : 's'} · page {page} of {pageCount}
      </span>
      <span className="flex gap-2">
        {page > 1 ? (
          <Link to={filtersSearch(filters, { page: page - 1 })} className={pageLink} rel="prev">
            Previous
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={filtersSearch(filters, { page: page + 1 })} className={pageLink} rel="next">
            Next
          </Link>
        ) : null}
      </span>
    </nav>
  );
}
