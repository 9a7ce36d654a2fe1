/**
 * The dashboard's figures: requests today, this week and this month (London calendar), and the
 * chart data: requests per day for the last CHART_DAYS days, by service, by traffic source, and
 * the conversion rate (won ÷ all). Spam is never counted.
 */
import { and, count, sql } from 'drizzle-orm';
import { customerRequests } from '#app/lib/db/customer-requests.server.ts';
import { addDays, londonToday } from '#app/lib/london-dates.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import { londonDay } from './list-quotes.server.ts';

export const CHART_DAYS = 30;

const nowInLondon = sql`(now() at time zone 'Europe/London')`;
const createdInLondon = sql`(${quoteRequests.createdAt} at time zone 'Europe/London')`;

export interface CountRow {
  label: string;
  count: number;
}

export async function quoteCounts(db: AppDb) {
  const [row] = await db
    .select({
      today: sql<number>`count(*) filter (where ${londonDay} = ${nowInLondon}::date)`.mapWith(
        Number,
      ),
      week: sql<number>`count(*) filter (where date_trunc('week', ${createdInLondon}) = date_trunc('week', ${nowInLondon}))`.mapWith(
        Number,
      ),
      month:
        sql<number>`count(*) filter (where date_trunc('month', ${createdInLondon}) = date_trunc('month', ${nowInLondon}))`.mapWith(
          Number,
        ),
      all: count(),
      won: sql<number>`count(*) filter (where ${quoteRequests.status} = 'won')`.mapWith(Number),
    })
    .from(quoteRequests)
    .where(customerRequests());
  return {
    today: row?.today ?? 0,
    week: row?.week ?? 0,
    month: row?.month ?? 0,
    all: row?.all ?? 0,
    won: row?.won ?? 0,
  };
}

export async function requestsPerDay(db: AppDb, now = new Date()): Promise<CountRow[]> {
  const today = londonToday(now);
  const first = addDays(today, -(CHART_DAYS - 1));
  const rows = await db
    .select({ day: sql<string>`to_char(${londonDay}, 'YYYY-MM-DD')`, n: count() })
    .from(quoteRequests)
    .where(and(customerRequests(), sql`${londonDay} >= ${first}::date`))
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((r) => [r.day, r.n]));
  return Array.from({ length: CHART_DAYS }, (_, i) => {
    const day = addDays(first, i);
    return { label: day, count: byDay.get(day) ?? 0 };
  });
}

async function countBy(
  db: AppDb,
  column: typeof quoteRequests.journeyType | typeof quoteRequests.trafficSource,
) {
  const rows = await db
    .select({ label: sql<string | null>`${column}`, n: count() })
    .from(quoteRequests)
    .where(customerRequests())
    .groupBy(column)
    .orderBy(sql`2 desc`);
  return rows.map((r) => ({ label: r.label ?? 'not given', count: r.n }));
}

export async function dashboardCharts(db: AppDb, now = new Date()) {
  const [perDay, byService, bySource] = await Promise.all([
    requestsPerDay(db, now),
    countBy(db, quoteRequests.journeyType),
    countBy(db, quoteRequests.trafficSource),
  ]);
  return { perDay, byService, bySource };
}
