/**
 * `npm run seed`: four weeks of believable demo data in an empty development
 * database, and a refusal, changing nothing, when the database holds real requests.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SERVICE_TYPES } from '#app/content/types.ts';
import { listQuotes } from '#app/features/admin/quotes/list-quotes.server.ts';
import { parseQuoteFilters } from '#app/features/admin/quotes/quote-filters.ts';
import { asAppDb } from '#server/platform/db/app-db.server.ts';
import { SeedRefusedError, seedDemoData } from '../../scripts/seed/seed-database.ts';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';

describe('the demo seed on PGlite', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  it('fills an empty database with every service, source mix, status, urgent trips, spam and rankings', async () => {
    database = await createTestDatabase('pglite');
    const result = await seedDemoData(asAppDb(database.handle.db));
    expect(result.requests).toBeGreaterThanOrEqual(100);

    const rows = await database.query<{
      journey_type: string;
      traffic_source: string;
      status: string;
      is_spam: boolean;
      created_at: Date;
    }>('select journey_type, traffic_source, status, is_spam, created_at from quote_requests');
    expect(rows).toHaveLength(result.requests);
    expect(new Set(rows.map((r) => r.journey_type))).toEqual(new Set(SERVICE_TYPES));
    expect(new Set(rows.map((r) => r.traffic_source)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['new', 'contacted', 'quoted', 'won', 'lost']),
    );
    expect(rows.filter((r) => r.is_spam).length).toBeGreaterThan(0);
    const ages = rows.map((r) => (Date.now() - new Date(r.created_at).getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(21);
    expect(Math.min(...ages)).toBeLessThan(1);

    // The admin list flags some as urgent, as the operator would see them.
    const list = await listQuotes(
      asAppDb(database.handle.db),
      parseQuoteFilters(new URLSearchParams()),
      new Date(),
    );
    expect(list.items.some((item) => item.urgent)).toBe(true);

    const [keywords] = await database.query<{ n: number }>(
      'select count(*)::int as n from ranking_keywords',
    );
    const [positions] = await database.query<{ n: number }>(
      'select count(*)::int as n from ranking_positions',
    );
    expect(keywords!.n).toBe(result.keywords);
    expect(positions!.n).toBe(result.positions);
    expect(positions!.n).toBeGreaterThan(keywords!.n * 20);

    // Run again (to bring the dates up to today): its own rows are replaced, not doubled.
    const again = await seedDemoData(asAppDb(database.handle.db));
    const [total] = await database.query<{ n: number }>(
      'select count(*)::int as n from quote_requests',
    );
    expect(total!.n).toBe(again.requests);
  });

  it('refuses a database holding real requests and changes nothing, unless forced', async () => {
    database = await createTestDatabase('pglite');
    const db = asAppDb(database.handle.db);
    // A request as the API stores one, without an Idempotency-Key.
    await database.query(
      `insert into quote_requests (id, name, email, phone, pickup_location, destination,
         pickup_date, pickup_time, passenger_count, journey_type, journey_direction,
         form_version, current_page)
       values ('Q-261120-7K3M9QXT', 'Megan Jones', 'megan@example.com', '+447700900123',
         'Canton, Cardiff', 'Bristol Airport', '2026-12-24', '05:30', 12, 'airport-transfer',
         'one-way', 'pq1', '/book-online')`,
    );

    await expect(seedDemoData(db)).rejects.toBeInstanceOf(SeedRefusedError);
    const [after] = await database.query<{ n: number }>(
      'select count(*)::int as n from quote_requests',
    );
    expect(after!.n).toBe(1);

    const forced = await seedDemoData(db, { force: true });
    const [total] = await database.query<{ n: number }>(
      'select count(*)::int as n from quote_requests',
    );
    expect(total!.n).toBe(forced.requests + 1);
  });
});
