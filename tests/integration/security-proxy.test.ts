/**
 * The rate limit counts the real client (never a spoofable address). By default
 * X-Forwarded-For is ignored, so a client cannot reset its limit by inventing a new address on
 * every request; with TRUST_PROXY=loopback (the app behind nginx on the same machine) each
 * forwarded address counts on its own.
 */
import { describe, expect, it } from 'vitest';
import { postQuote, quoteBody, startQuoteApp, type QuoteApp } from '../support/quote-app.ts';
import { databasePerSuite } from '../support/lifecycle.ts';

const LIMIT = '2';
const forwarded = (address: string) => ({ 'X-Forwarded-For': address });

describe('the rate limit and X-Forwarded-For', () => {
  const database = databasePerSuite('pglite');

  const withApp = async (env: Record<string, string>, run: (app: QuoteApp) => Promise<void>) => {
    // A fresh count for each case: the limit is per address, and both cases come from loopback.
    await database.query(`delete from rate_limits`);
    const app = await startQuoteApp(database, {
      env: { RATE_LIMIT_QUOTES_PER_HOUR: LIMIT, ...env },
    });
    try {
      await run(app);
    } finally {
      await app.stop();
    }
  };

  it('ignores a spoofed header by default: a new address per request resets nothing', async () => {
    await withApp({}, async (app) => {
      const statuses: number[] = [];
      for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '2001:db8::1']) {
        statuses.push((await postQuote(app.url, quoteBody(), forwarded(address))).status);
      }
      expect(statuses).toEqual([201, 201, 429, 429]);
      // One counter, for the socket's address.
      expect(await database.query(`select hits from rate_limits`)).toEqual([{ hits: 4 }]);
    });
  });

  it('counts per forwarded address with TRUST_PROXY=loopback', async () => {
    await withApp({ TRUST_PROXY: 'loopback' }, async (app) => {
      const a = forwarded('203.0.113.10');
      const b = forwarded('203.0.113.20');
      expect((await postQuote(app.url, quoteBody(), a)).status).toBe(201);
      expect((await postQuote(app.url, quoteBody(), a)).status).toBe(201);
      expect((await postQuote(app.url, quoteBody(), a)).status).toBe(429);
      // Another visitor behind the same proxy has a limit of their own.
      expect((await postQuote(app.url, quoteBody(), b)).status).toBe(201);
      // The proxy appends the real address last; a client-supplied first entry changes nothing.
      const spoofed = forwarded('198.51.100.7, 203.0.113.10');
      expect((await postQuote(app.url, quoteBody(), spoofed)).status).toBe(429);
      const rows = await database.query<{ hits: number }>(
        `select hits from rate_limits order by hits`,
      );
      expect(rows.map((r) => r.hits)).toEqual([1, 4]);
    });
  });
});
