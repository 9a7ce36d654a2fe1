/**
 * Issue 14 #12: what one quote request costs the database, read off the wire by a proxy in front
 * of PostgreSQL. The quote, its customer token and its outbox jobs go in one statement (a named
 * one, parsed once per connection), and the rate-limit counts of requests arriving together share
 * an upsert, while staying exact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.server.ts';
import { createTestDatabase, type TestDatabase, POSTGRES_PORT } from '../support/databases.ts';
import { postQuote, quoteBody, startQuoteApp, type QuoteApp } from '../support/quote-app.ts';
import { startStatementLog, type StatementLog } from '../support/statement-log.ts';

const JOB_INSERT = /insert into pgboss\.job/i;
const COUNTER = /"rate_limits"/;

describe('database round trips of POST /api/quotes on PostgreSQL', () => {
  let database: TestDatabase;
  let log: StatementLog;
  let app: QuoteApp;

  /** Starts the app with every connection (Drizzle's and pg-boss's) through the proxy. */
  async function startThroughLog(env: Record<string, string>) {
    const url = new URL(database.env.DATABASE_URL!);
    url.port = String(log.port);
    const handle = await openDatabase({
      databaseUrl: url.toString(),
      dataDir: database.env.DATA_DIR,
    });
    const proxied: TestDatabase = {
      ...database,
      handle,
      env: { ...database.env, DATABASE_URL: url.toString() },
      dispose: () => handle.close(),
    };
    const started = await startQuoteApp(proxied, {
      env: { PARTNER_QUOTE_URL: 'http://127.0.0.1:9/receive-quote', ...env },
    });
    return {
      ...started,
      stop: async () => {
        await started.stop();
        await handle.close();
      },
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    log = await startStatementLog(POSTGRES_PORT);
  });
  afterAll(async () => {
    await app?.stop();
    await log?.close();
    await database?.dispose();
  });

  it('writes a quote, its customer token and its three outbox jobs in one round trip', async () => {
    app = await startThroughLog({ RATE_LIMIT_QUOTES_PER_HOUR: '1000' });
    const before = log.trips.length;
    const response = await postQuote(app.url, quoteBody());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const trips = log.trips.slice(before).filter((sql) => !COUNTER.test(sql));
    // One statement, atomic on its own: no BEGIN, no COMMIT, nothing else on the way.
    expect(trips, trips.join('\n---\n')).toHaveLength(1);
    expect(trips[0]).toMatch(/insert into "quote_requests"/);
    expect(trips[0]).toMatch(/insert into "quote_tokens"/);
    expect(trips[0]!.match(new RegExp(JOB_INSERT, 'gi'))).toHaveLength(3);
    const jobs = await database.query<{ name: string }>(
      `select name from pgboss.job where data->>'quoteId' = $1 order by name`,
      [id],
    );
    expect(jobs.map((j) => j.name)).toEqual([
      'quote.customer-email',
      'quote.operator-email',
      'quote.partner-forward',
    ]);
    const [token] = await database.query<{ n: number }>(
      `select count(*)::int as n from quote_tokens where quote_id = $1`,
      [id],
    );
    expect(token!.n).toBe(1);

    // The statement is the same text for every quote of one shape: a connection parses it once
    // and then only binds it (one request after another reuses the same connection).
    const next = log.trips.length;
    for (let i = 0; i < 3; i++) expect((await postQuote(app.url, quoteBody())).status).toBe(201);
    const later = log.trips.slice(next).filter((sql) => !COUNTER.test(sql));
    expect(later, later.join('\n---\n')).toHaveLength(3);
    expect(later).toContain('(bind of a prepared statement)');
    await app.stop();
  });

  it('counts 50 requests arriving together in fewer upserts, exactly', async () => {
    app = await startThroughLog({ RATE_LIMIT_QUOTES_PER_HOUR: '30' });
    // The first test's request counted too: start this address afresh.
    await database.query(`delete from rate_limits`);
    const before = log.trips.length;
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => postQuote(app.url, quoteBody())),
    );
    const statuses = responses.map((r) => r.status);
    // Exact: the limit lets 30 through and refuses the other 20, however they were batched.
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const counterTrips = log.trips.slice(before).filter((sql) => COUNTER.test(sql));
    expect(counterTrips.length).toBeLessThan(50);
    const [row] = await database.query<{ hits: number }>(
      `select hits from rate_limits where key like 'quotes:%'`,
    );
    expect(row!.hits).toBe(50);
  });
});
