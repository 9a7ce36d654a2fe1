/**
 * The dashboard's list: quote requests newest first, spam left out, searched and filtered as the
 * query string says, one page at a time. Returns only the columns the table shows.
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { URGENT_TRIP_DAYS } from '#app/lib/quote-facts.ts';
import { daysUntil } from '#app/lib/london-dates.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { customerRequests } from '#app/lib/db/customer-requests.server.ts';
import {
  QUOTE_STATUSES,
  quoteRequests,
  type QuoteStatus,
} from '#app/lib/db/quote-schema.server.ts';
import { QUOTES_PER_PAGE, type QuoteFilters } from './quote-filters.ts';
import type { QuoteListItem } from './quote-types.ts';
import { OPEN_STATUSES, QUOTE_PIPELINE, type PipelineStatus } from './quote-status.ts';

// The client-safe pipeline and the database's statuses must be the same five, in both directions.
const _pipelineInDatabase: readonly QuoteStatus[] = QUOTE_PIPELINE;
const _databaseInPipeline: readonly PipelineStatus[] = QUOTE_STATUSES;

/** A received date in London, the way the operator counts days. */
export const londonDay = sql`(${quoteRequests.createdAt} at time zone 'Europe/London')::date`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function filterConditions(filters: QuoteFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [customerRequests()];
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    conditions.push(
      or(
        ilike(quoteRequests.name, pattern),
        ilike(quoteRequests.email, pattern),
        ilike(quoteRequests.phone, pattern),
        ilike(quoteRequests.pickupLocation, pattern),
        ilike(quoteRequests.destination, pattern),
        ilike(quoteRequests.id, pattern),
      ),
    );
  }
  if (filters.status) conditions.push(eq(quoteRequests.status, filters.status));
  if (filters.service) conditions.push(eq(quoteRequests.journeyType, filters.service));
  if (filters.source) conditions.push(eq(quoteRequests.trafficSource, filters.source));
  if (filters.from) conditions.push(sql`${londonDay} >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`${londonDay} <= ${filters.to}::date`);
  return and(...conditions);
}

export async function listQuotes(db: AppDb, filters: QuoteFilters, now = new Date()) {
  const where = filterConditions(filters);
  const [total] = await db.select({ n: count() }).from(quoteRequests).where(where);
  const totalCount = total?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(totalCount / QUOTES_PER_PAGE));
  const page = Math.min(filters.page, pageCount);
  const rows = await db
    .select({
      id: quoteRequests.id,
      createdAt: quoteRequests.createdAt,
      name: quoteRequests.name,
      email: quoteRequests.email,
      phone: quoteRequests.phone,
      service: quoteRequests.journeyType,
      pickupDate: quoteRequests.pickupDate,
      pickupLocation: quoteRequests.pickupLocation,
      destination: quoteRequests.destination,
      passengers: quoteRequests.passengerCount,
      source: quoteRequests.trafficSource,
      status: quoteRequests.status,
    })
    .from(quoteRequests)
    .where(where)
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(QUOTES_PER_PAGE)
    .offset((page - 1) * QUOTES_PER_PAGE);
  const items: QuoteListItem[] = rows.map(({ createdAt, ...row }) => ({
    ...row,
    receivedAt: createdAt.toISOString(),
    urgent: isUrgent(row.pickupDate, row.status, now),
  }));
  return { items, totalCount, page, pageCount };
}

/** A trip fewer than URGENT_TRIP_DAYS days away, not yet in the past, and not settled. */
export function isUrgent(pickupDate: string, status: PipelineStatus, now: Date): boolean {
  const days = daysUntil(pickupDate, now);
  return days >= 0 && days < URGENT_TRIP_DAYS && OPEN_STATUSES.includes(status);
}
