/**
 * The dashboard's search and filters, carried in the query string (a GET form, so they work
 * without JavaScript and can be bookmarked). Client-safe: the form and the loader share it.
 */
import { z } from 'zod';
import { SERVICE_TYPES } from '#app/content/types.ts';
import { isIsoDate } from '#app/lib/london-dates.ts';
import { TRAFFIC_SOURCES } from '#app/lib/traffic-sources.ts';
import { QUOTE_PIPELINE, type PipelineStatus } from './quote-status.ts';

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

/**
 * What each filter accepts, shared by the form's choices and the loader. A value outside it (a
 * hand-edited or stale link: `from=2026-02-30` once reached PostgreSQL and answered 500) is
 * dropped with a notice the page shows, never passed on.
 */
export const QuoteFilterFieldSchemas = {
  q: z.string().transform((value) => value.slice(0, SEARCH_MAX_LENGTH)),
  status: z.enum(QUOTE_PIPELINE),
  service: z.enum(SERVICE_TYPES),
  source: z.enum(TRAFFIC_SOURCES),
  from: z.string().refine(isIsoDate),
  to: z.string().refine(isIsoDate),
  page: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
} as const;

type FilterName = keyof typeof QuoteFilterFieldSchemas;

/** The names the form shows for its fields, for the notices. */
export const FILTER_LABELS: Record<FilterName, string> = {
  q: 'Search',
  status: 'Status',
  service: 'Service',
  source: 'Source',
  from: 'Received from',
  to: 'Received to',
  page: 'Page',
};

export function droppedFilterNotice(name: FilterName, value: string): string {
  if (name === 'from' || name === 'to') {
    return `“${FILTER_LABELS[name]}” was ${JSON.stringify(value)}, which is not a date in the calendar, so requests are shown without it.`;
  }
  if (name === 'page') {
    return `There is no page ${JSON.stringify(value)}, so the first page is shown.`;
  }
  return `“${FILTER_LABELS[name]}” was ${JSON.stringify(value)}, which is not one of its choices, so requests are shown without it.`;
}

const EMPTY_FILTERS: QuoteFilters = {
  q: '',
  status: '',
  service: '',
  source: '',
  from: '',
  to: '',
  page: 1,
};

export interface ParsedQuoteFilters {
  filters: QuoteFilters;
  /** One sentence per value that was dropped, for the page to show. */
  notices: string[];
}

export function readQuoteFilters(params: URLSearchParams): ParsedQuoteFilters {
  const filters: QuoteFilters = { ...EMPTY_FILTERS };
  const notices: string[] = [];
  for (const name of Object.keys(QuoteFilterFieldSchemas) as FilterName[]) {
    const raw = (params.get(name) ?? '').trim();
    if (raw === '') continue;
    const parsed = QuoteFilterFieldSchemas[name].safeParse(raw);
    if (parsed.success) {
      (filters as unknown as Record<FilterName, unknown>)[name] = parsed.data;
    } else {
      notices.push(droppedFilterNotice(name, raw.slice(0, SEARCH_MAX_LENGTH)));
    }
  }
  return { filters, notices };
}

export function parseQuoteFilters(params: URLSearchParams): QuoteFilters {
  return readQuoteFilters(params).filters;
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
