/**
 * A full disk under the quote API. PostgreSQL and PGlite both report it as
 * SQLSTATE 53100 ("could not extend file …: No space left on device"; PGlite was seen doing so on
 * a size-limited tmpfs). Filling a real disk needs root to mount one, so the database itself is
 * made to raise exactly that error, through a trigger on each table a write would touch. Then:
 * 503 with Retry-After and the phone number, /readyz not ready until a write succeeds again, and
 * nothing acknowledged lost.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases.ts';
import { postQuote, quoteBody, startQuoteApp, type QuoteApp } from '../support/quote-app.ts';

/** Every table a quote request or a readiness probe writes to. */
const WRITTEN_TABLES = ['quote_requests', 'rate_limits', 'write_probes'];

async function fillDisk(database: TestDatabase): Promise<void> {
  await database.query(`
    create or replace function test_disk_full() returns trigger language plpgsql as $$
    begin
      raise exception using errcode = '53100',
        message = 'could not extend file "base/5/16444": No space left on device';
    end $$`);
  for (const table of WRITTEN_TABLES) {
    const [exists] = await database.query<{ found: boolean }>(
      `select to_regclass($1) is not null as found`,
      [table],
    );
    if (!exists?.found) continue;
    await database.query(
      `create trigger test_disk_full before insert or update on ${table}
       for each row execute function test_disk_full()`,
    );
  }
}

async function freeDisk(database: TestDatabase): Promise<void> {
  await database.query(`drop function test_disk_full cascade`);
}

describe.each(DATABASE_KINDS)('a full disk on %s', (kind) => {
  let database: TestDatabase;
  let app: QuoteApp;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await startQuoteApp(database);
  });
  afterAll(async () => {
    await app?.stop();
    await database?.dispose();
  });

  const readyz = () => fetch(`${app.url}/readyz`);
  const storedIds = async () =>
    (await database.query<{ id: string }>(`select id from quote_requests`)).map((r) => r.id);

  it('answers 503 with Retry-After and the phone, is not ready until a write succeeds', async () => {
    const acknowledged = await postQuote(app.url, quoteBody(), { 'Idempotency-Key': randomUUID() });
    expect(acknowledged.status).toBe(201);
    const { id: acknowledgedId } = (await acknowledged.json()) as { id: string };
    expect((await readyz()).status).toBe(200);

    await fillDisk(database);
    const key = randomUUID();
    const refused = await postQuote(app.url, quoteBody({ name: 'Disk Full' }), {
      'Idempotency-Key': key,
    });
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await refused.json()) as { error: string };
    expect(body.error).toMatch(/could not save your request.*call us: [\d ]{11,}/i);

    for (let i = 0; i < 2; i++) {
      const notReady = await readyz();
      expect(notReady.status).toBe(503);
      expect(Number(notReady.headers.get('retry-after'))).toBeGreaterThan(0);
    }

    await freeDisk(database);
    expect((await readyz()).status).toBe(200);
    const retried = await postQuote(app.url, quoteBody({ name: 'Disk Full' }), {
      'Idempotency-Key': key,
    });
    expect(retried.status).toBe(201);
    const { id: retriedId } = (await retried.json()) as { id: string };
    expect((await storedIds()).sort()).toEqual([acknowledgedId, retriedId].sort());
  });
});
