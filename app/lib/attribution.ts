/**
 * The traffic-attribution record, once: the browser keeps it in sessionStorage["attribution"], a
 * quote request carries it (POST /api/quotes `attribution`), the server stores it with the quote
 * and the admin shows and exports it (docs/http-api.md). Field names are the record's own,
 * snake_case as the spec writes them. Client-safe.
 */
import * as z from 'zod/mini';
import { ATTRIBUTION_PARAM_FIELDS, mapFields } from './attribution-fields.ts';
import { TRAFFIC_SOURCES } from './traffic-sources.ts';

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
