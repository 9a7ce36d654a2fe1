/**
 * POST /api/quotes against real databases (PGlite and PostgreSQL): every answer docs/http-api.md lists,
 * and what each one leaves in the database and in the outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';
import { postQuote, quoteBody, startQuoteApp, type QuoteApp } from '../support/quote-app.ts';

describe.each(DATABASE_KINDS)('POST /api/quotes on %s', (kind) => {
  let database: TestDatabase;
  let app: QuoteApp;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await startQuoteApp(database, {
      env: { PARTNER_QUOTE_URL: 'http://127.0.0.1:9/receive-quote' },
    });
  });
  afterAll(async () => {
    await app?.stop();
    await database?.dispose();
  });

  const jobsFor = (id: string) =>
    database.query<{ name: string }>(
      `select name from pgboss.job where data->>'quoteId' = $1 order by name`,
      [id],
    );
  /** The request's follow-ups job: what it will queue when it runs (the workers are off here). */
  const followUpsOf = async (id: string) =>
    (
      await database.query<{ data: Record<string, unknown> }>(
        `select data from pgboss.job where name = 'quote.follow-ups' and data->>'quoteId' = $1`,
        [id],
      )
    ).map((row) => row.data);
  const quoteRow = async (id: string) =>
    (
      await database.query<Record<string, unknown>>(`select * from quote_requests where id = $1`, [
        id,
      ])
    )[0];

  it('stores a request and answers 201 {id}, with its follow-ups job in place', async () => {
    const response = await postQuote(app.url, quoteBody());
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^Q-\d{6}-[0-9A-Z]{8}$/);
    const row = await quoteRow(id);
    expect(row).toMatchObject({
      name: 'Megan Jones',
      email: 'megan@example.com',
      phone: '+447700900123',
      pickup_location: 'Canton, Cardiff',
      destination: 'Bristol Airport',
      pickup_time: '05:30',
      passenger_count: 12,
      journey_type: 'airport-transfer',
      journey_direction: 'one-way',
      special_requirements: 'Two child seats',
      form_version: 'pq1',
      current_page: '/book-online',
      traffic_source: 'google_ads',
      status: 'new',
      is_spam: false,
    });
    expect(row!.attribution).toMatchObject({ gclid: 'abc123', traffic_source: 'google_ads' });
    expect((await jobsFor(id)).map((j) => j.name)).toEqual(['quote.follow-ups']);
    expect(await followUpsOf(id)).toEqual([
      expect.objectContaining({ quoteId: id, partnerForwarding: true, acknowledgementLink: true }),
    ]);
  });

  it('answers the same id for the same Idempotency-Key and body, storing nothing new', async () => {
    const key = `key-${kind}-same`;
    const first = await postQuote(app.url, quoteBody(), { 'Idempotency-Key': key });
    const second = await postQuote(app.url, quoteBody(), { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    expect(await second.json()).toEqual({ id });
    const rows = await database.query(`select id from quote_requests where idempotency_key = $1`, [
      key,
    ]);
    expect(rows).toHaveLength(1);
    expect(await jobsFor(id)).toHaveLength(1);
  });

  it('answers 422 for the same Idempotency-Key with a different body', async () => {
    const key = `key-${kind}-different`;
    expect((await postQuote(app.url, quoteBody(), { 'Idempotency-Key': key })).status).toBe(201);
    const other = await postQuote(app.url, quoteBody({ passengerCount: 13 }), {
      'Idempotency-Key': key,
    });
    expect(other.status).toBe(422);
    expect(await other.json()).toHaveProperty('error');
  });

  it("answers 400 with the spec's messages per field", async () => {
    const response = await postQuote(
      app.url,
      quoteBody({
        name: '',
        email: 'not-an-email',
        phone: '+4477',
        pickupLocation: ' ',
        journeyDirection: 'return',
        passengerCount: 101,
      }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fieldErrors: Record<string, string> };
    expect(body.error).toBe('Please fill in all required fields correctly.');
    expect(body.fieldErrors).toMatchObject({
      name: 'Required',
      email: 'Invalid email',
      phone: 'Too short',
      pickupLocation: 'Required',
      returnDate: 'Required for return journey',
      returnTime: 'Required for return journey',
      passengerCount: 'Passengers must be between 1 and 100',
    });
  });

  it('answers 400 for unreadable JSON', async () => {
    const response = await postQuote(app.url, '{"name":');
    expect(response.status).toBe(400);
  });

  it('answers 413 for a body over 32 KB', async () => {
    const response = await postQuote(app.url, quoteBody({ padding: 'x'.repeat(33 * 1024) }));
    expect(response.status).toBe(413);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await fetch(`${app.url}/api/quotes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=Megan',
    });
    expect(response.status).toBe(415);
  });

  it('stores a filled honeypot as spam, answers 201 all the same, and queues nothing', async () => {
    const response = await postQuote(app.url, quoteBody({ website: 'http://spam.example' }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await quoteRow(id)).toMatchObject({ is_spam: true });
    expect(await jobsFor(id)).toEqual([]);
  });

  it('leaves partner forwarding out when PARTNER_QUOTE_URL is unset', async () => {
    const plain = await startQuoteApp(database);
    try {
      const response = await postQuote(plain.url, quoteBody());
      const { id } = (await response.json()) as { id: string };
      expect(await followUpsOf(id)).toEqual([
        expect.objectContaining({ quoteId: id, partnerForwarding: false }),
      ]);
    } finally {
      await plain.stop();
    }
  });
});

describe.each(DATABASE_KINDS)('rate limit on %s', (kind) => {
  const { database, app } = quoteAppPerSuite(kind, { env: { RATE_LIMIT_QUOTES_PER_HOUR: '2' } });

  it('answers 429 with Retry-After past the hourly limit, counting in the database', async () => {
    expect((await postQuote(app.url, quoteBody())).status).toBe(201);
    expect((await postQuote(app.url, quoteBody())).status).toBe(201);
    const limited = await postQuote(app.url, quoteBody());
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await database.query(`select hits from rate_limits`)).toEqual([{ hits: 3 }]);
    // A second instance on the same database shares the count.
    const other = await startQuoteApp(database, { env: { RATE_LIMIT_QUOTES_PER_HOUR: '2' } });
    try {
      expect((await postQuote(other.url, quoteBody())).status).toBe(429);
    } finally {
      await other.stop();
    }
  });

  it('stays exact when 30 requests arrive together and share their counts', async () => {
    await database.query(`delete from rate_limits`);
    const burst = await startQuoteApp(database, { env: { RATE_LIMIT_QUOTES_PER_HOUR: '20' } });
    try {
      const statuses = (
        await Promise.all(Array.from({ length: 30 }, () => postQuote(burst.url, quoteBody())))
      ).map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
      expect(await database.query(`select hits from rate_limits`)).toEqual([{ hits: 30 }]);
    } finally {
      await burst.stop();
    }
  });
});
