/**
 * GET /admin/quotes.csv (docs/http-api.md): without filters every stored quote request, spam included and
 * marked; with the admin list's filters exactly the rows that list holds (every page of it, in its
 * order). A byte order mark first, so Excel reads the UTF-8 ("£", Welsh letters) as UTF-8, then a
 * header row, `id` the first column, with the traffic-attribution fields.
 */
import { asc, desc } from 'drizzle-orm';
import { ATTRIBUTION_PARAM_FIELDS } from '#app/lib/attribution-fields.ts';
import type { AttributionField } from '#app/lib/attribution.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import { csvLine } from './csv.ts';
import { filterConditions } from './list-quotes.server.ts';
import { hasActiveFilters, type QuoteFilters } from './quote-filters.ts';

/** U+FEFF: Excel opens a CSV as UTF-8 only when the file starts with it. */
export const UTF8_BOM = '\uFEFF';

/** The attribution record's own columns (the source and the page sent from are the quote's). */
const ATTRIBUTION_COLUMNS = [
  ...ATTRIBUTION_PARAM_FIELDS,
  'landing_page',
  'referrer',
] as const satisfies readonly AttributionField[];

export const CSV_COLUMNS = [
  'id',
  'received_at',
  'status',
  'is_spam',
  'name',
  'email',
  'phone',
  'service',
  'journey_direction',
  'pickup_location',
  'destination',
  'pickup_date',
  'pickup_time',
  'return_date',
  'return_time',
  'passengers',
  'special_requirements',
  'traffic_source',
  ...ATTRIBUTION_COLUMNS,
  'current_page',
  'estimate_total_gbp',
  'estimate_tariff_version',
  'instant_booking',
] as const;

/**
 * The CSV of the requests. Which were booked instantly is the booking register's to say, so the
 * caller hands in `instantlyBooked` (the register's own answer: every request booked instantly).
 */
export async function quotesCsv(
  db: AppDb,
  instantlyBooked: () => Promise<readonly string[]>,
  filters?: QuoteFilters,
): Promise<string> {
  const rows =
    filters && hasActiveFilters(filters)
      ? await db
          .select()
          .from(quoteRequests)
          .where(filterConditions(filters))
          .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      : await db
          .select()
          .from(quoteRequests)
          .orderBy(asc(quoteRequests.createdAt), asc(quoteRequests.id));
  const instant = new Set(await instantlyBooked());
  let csv = UTF8_BOM + csvLine(CSV_COLUMNS);
  for (const q of rows) {
    const a = q.attribution;
    csv += csvLine([
      q.id,
      q.createdAt,
      q.status,
      q.isSpam ? 'yes' : 'no',
      q.name,
      q.email,
      q.phone,
      q.journeyType,
      q.journeyDirection,
      q.pickupLocation,
      q.destination,
      q.pickupDate,
      q.pickupTime,
      q.returnDate,
      q.returnTime,
      q.passengerCount,
      q.specialRequirements,
      q.trafficSource,
      ...ATTRIBUTION_COLUMNS.map((field) => a?.[field]),
      q.currentPage,
      q.estimateTotal === null ? null : (q.estimateTotal / 100).toFixed(2),
      q.estimateTariffVersion,
      instant.has(q.id) ? 'yes' : 'no',
    ]);
  }
  return csv;
}
