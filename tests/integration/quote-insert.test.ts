/**
 * The quote's insert built once with placeholders (quote-insert.server.ts) stores exactly what
 * Drizzle's own insert stores, on both databases: every column, SQL NULL for a missing jsonb (not
 * JSON "null"), jsonb objects and arrays, dates as written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteInsert } from '#app/features/quote/quote-insert.server.ts';
import { asAppDb } from '#server/db/app-db.server.ts';
import {
  quoteRequests,
  type NewQuoteRequestRow,
  type StoredAttribution,
} from '#server/db/schema.server.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases.ts';

function row(id: string, extra: Partial<NewQuoteRequestRow>): NewQuoteRequestRow & { id: string } {
  return {
    id,
    name: 'Siân Ellis',
    email: 'sian@example.com',
    phone: '+447700900123',
    pickupLocation: 'Canton, Cardiff',
    destination: 'Bristol Airport',
    pickupDate: '2027-03-04',
    pickupTime: '05:30',
    returnDate: undefined,
    returnTime: null,
    passengerCount: 12,
    journeyType: 'airport-transfer',
    journeyDirection: 'one-way',
    specialRequirements: null,
    formVersion: 'pq1',
    currentPage: '/book-online',
    isSpam: false,
    idempotencyKey: undefined,
    requestHash: 'abc',
    clientIpHash: undefined,
    estimateTotal: null,
    estimateTariffVersion: null,
    ...extra,
  };
}

// The stored record keeps whatever the visitor's browser sent; its shape is not what is tested.
const attribution = {
  landing_page: '/',
  current_page: '/book-online',
  traffic_source: 'direct',
} as unknown as StoredAttribution;

const CASES: [string, Partial<NewQuoteRequestRow>][] = [
  ['no attribution, no estimate', { attribution: null, estimateLines: null, trafficSource: null }],
  [
    'an attribution record and estimate lines',
    {
      attribution,
      trafficSource: 'direct',
      estimateTotal: 23_400,
      estimateTariffVersion: 'v3',
      estimateLines: [{ code: 'minimum-fare', amount: 23_400 } as never],
      returnDate: '2027-03-09',
      returnTime: '18:00',
      idempotencyKey: 'key-1',
    },
  ],
];

describe.each(DATABASE_KINDS)('the quote insert with placeholders on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it.each(CASES)('stores what a plain insert stores: %s', async (_what, extra) => {
    const db = asAppDb(database.handle.db);
    const suffix = Math.random().toString(36).slice(2, 10).toUpperCase();
    const plain = row(`Q-270304-P${suffix.slice(1)}`, extra);
    const held = row(`Q-270304-H${suffix.slice(1)}`, {
      ...extra,
      ...(extra.idempotencyKey ? { idempotencyKey: `${extra.idempotencyKey}-held` } : {}),
    });
    await db.insert(quoteRequests).values(plain);
    const statement = quoteInsert(db, held);
    await database.query(statement.sql, statement.params);
    const stored = await database.query<{
      id: string;
      record: Record<string, unknown>;
      attribution_type: string | null;
    }>(
      `select id, to_jsonb(q) - 'id' - 'created_at' - 'updated_at' - 'idempotency_key' as record,
              jsonb_typeof(q.attribution) as attribution_type
         from quote_requests q where id in ($1, $2)`,
      [plain.id, held.id],
    );
    const byId = new Map(stored.map((r) => [r.id, r]));
    expect(byId.get(held.id)).toEqual({ ...byId.get(plain.id), id: held.id });
    if (extra.attribution === null) {
      // SQL NULL, not the JSON value null.
      expect(byId.get(held.id)!.attribution_type).toBeNull();
    }
  });
});
