import { Form, Link } from 'react-router';
import { SERVICE_TYPES } from '#app/content/types.ts';
import { SERVICE_TYPE_LABELS } from '#app/features/quote/quote-constants.ts';
import { TRAFFIC_SOURCES, hasActiveFilters, type QuoteFilters } from '../quotes/quote-filters.ts';
import { QUOTE_PIPELINE, STATUS_LABELS } from '../quotes/quote-status.ts';
import { adminButton, adminControl, adminLabel, adminLink } from './admin-styles.ts';

/** A GET form: the filters live in the URL, so they work without JavaScript and can be shared. */
export function QuoteFiltersForm({ filters }: { filters: QuoteFilters }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Search and filter requests"
      className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-[2fr_repeat(5,1fr)_auto]"
    >
      <div className="col-span-2 md:col-span-4 lg:col-span-1">
        <label htmlFor="q" className={adminLabel}>
          Search
        </label>
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={filters.q}
          placeholder="Name, e-mail, phone or place"
          className={adminControl}
        />
      </div>
      <div>
        <label htmlFor="status" className={adminLabel}>
          Status
        </label>
        <select id="status" name="status" defaultValue={filters.status} className={adminControl}>
          <option value="">Any</option>
          {QUOTE_PIPELINE.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="service" className={adminLabel}>
          Service
        </label>
        <select id="service" name="service" defaultValue={filters.service} className={adminControl}>
          <option value="">Any</option>
          {SERVICE_TYPES.map((s) => (
            <option key={s} value={s}>
              {SERVICE_TYPE_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="source" className={adminLabel}>
          Source
        </label>
        <select id="source" name="source" defaultValue={filters.source} className={adminControl}>
          <option value="">Any</option>
          {TRAFFIC_SOURCES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="from" className={adminLabel}>
          Received from
        </label>
        <input
          id="from"
          name="from"
          type="date"
          defaultValue={filters.from}
          className={adminControl}
        />
      </div>
      <div>
        <label htmlFor="to" className={adminLabel}>
          Received to
        </label>
        <input id="to" name="to" type="date" defaultValue={filters.to} className={adminControl} />
      </div>
      <div className="col-span-2 flex items-end gap-3 md:col-span-1">
        <button type="submit" className={adminButton}>
          Apply
        </button>
        {hasActiveFilters(filters) ? (
          <Link to="/admin/dashboard" className={`${adminLink} text-sm`}>
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
