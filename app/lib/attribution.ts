/**
 * The traffic-attribution record, once: the browser keeps it in sessionStorage["attribution"], a
 * quote request carries it (POST /api/quotes `attribution`), the server stores it with the quote
 * and the admin shows and exports it (docs/http-api.md). Field names are the record's own,
 * snake_case as the spec writes them. Client-safe.
 */
import * as z from 'zod/mini';
import { TRAFFIC_SOURCES } from './traffic-sources.ts';

/**
 * The campaign's words and the ad click ids: each is read from the landing URL's query parameter
 * of the same name, or null.
 */
export const ATTRIBUTION_PARAM_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
] as const;

/** The addresses: where the session landed and is now, and who referred it (first and last). */
export const ATTRIBUTION_PAGE_FIELDS = [
  'landing_page',
  'current_page',
  'referrer',
  'initial_referrer',
] as const;

/** An object with one entry per key, each made by `value`. */
export function mapFields<const K extends string, V>(
  keys: readonly K[],
  value: (key: K) => V,
): Record<K, V> {
  // fromEntries cannot know its keys: the type says what the map above builds.
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}

const maybeText = z.nullable(z.string());

export const AttributionSchema = z.object({
  ...mapFields(ATTRIBUTION_PARAM_FIELDS, () => maybeText),
  landing_page: z.string(),
  current_page: z.string(),
  referrer: maybeText,
  initial_referrer: maybeText,
  /** Classified on the first page view of the session (first touch). */
  traffic_source: z.enum(TRAFFIC_SOURCES),
});

export type Attribution = z.output<typeof AttributionSchema>;
export type AttributionField = keyof Attribution;
