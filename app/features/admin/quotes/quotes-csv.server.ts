/**
 * GET /admin/quotes.csv (CONTRACT): every stored quote request, spam included and marked, a
 * header row first and `id` the first column, with the traffic-attribution fields.
 */
import { asc } from 'drizzle-orm';
import type { AppDb } from '#server/db/app-db.server.ts';
import { quoteRequests } from '#server/db/schema.server.ts';
import { csvLine } from './csv.ts';

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
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'landing_page',
  'referrer',
  'current_page',
] as const;

export async function quotesCsv(db: AppDb): Promise<string> {
  const rows = await db
    .select()
    .from(quoteRequests)
    .orderBy(asc(quoteRequests.createdAt), asc(quoteRequests.id));
  let csv = csvLine(CSV_COLUMNS);
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
      a?.utm_source,
      a?.utm_medium,
      a?.utm_campaign,
      a?.utm_term,
      a?.utm_content,
      a?.gclid,
      a?.fbclid,
      a?.landing_page,
      a?.referrer,
      q.currentPage,
    ]);
  }
  return csv;
}
