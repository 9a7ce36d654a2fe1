/**
 * The dashboard's search and filters, carried in the query string (a GET form, so they work
 * without JavaScript and can be bookmarked). Client-safe: the form and the loader share it.
 */
import { SERVICE_TYPES } from '#app/content/types.ts';
import { TRAFFIC_SOURCES } from '#app/lib/traffic-sources.ts';
import { isPipelineStatus, type PipelineStatus } from './quote-status.ts';

export const QUOTES_PER_PAGE = 25;
export const SEARCH_MAX_LENGTH = 100;

export { TRAFFIC_SOURCES } from '#app/lib/traffic-sources.ts';

export interface QuoteFilters {
  q: string;
  status: PipelineStatus | '';
  service: string;
  source: string;
  /** Received on or after (London date, YYYY-MM-DD). */
  from: string;
  /** Received on or before (London date). */
  to: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseQuoteFilters(params: URLSearchParams): QuoteFilters {
  const text = (name: string) => (params.get(name) ?? '').trim();
  const status = text('status');
  const service = text('service');
  const source = text('source');
  const page = Number.parseInt(text('page'), 10);
  return {
    q: text('q').slice(0, SEARCH_MAX_LENGTH),
    status: isPipelineStatus(status) ? status : '',
    service: (SERVICE_TYPES as readonly string[]).includes(service) ? service : '',
    source: (TRAFFIC_SOURCES as readonly string[]).includes(source) ? source : '',
    from: DATE.test(text('from')) ? text('from') : '',
    to: DATE.test(text('to')) ? text('to') : '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The query string for these filters with some changed (e.g. another page). */
export function filtersSearch(filters: QuoteFilters, changes: Partial<QuoteFilters> = {}): string {
  const merged = { ...filters, ...changes };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) {
    if (key === 'page' && value === 1) continue;
    if (value !== '' && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function hasActiveFilters(filters: QuoteFilters): boolean {
  return Boolean(
    filters.q || filters.status || filters.service || filters.source || filters.from || filters.to,
  );
}
