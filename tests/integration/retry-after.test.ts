/**
 * Every 429 and 503 the app sends says when to try again (Retry-After), so a client,
 * a load balancer or a crawler backs off for the right time instead of guessing: the quote API's
 * rate limit (429), the quote API and /readyz with the database gone (503; PostgreSQL behind a
 * loopback proxy that is cut), and any other refusal a handler sends without one. The sign-in
 * 429 is covered over HTTP in sign-in-race.test.ts and sign-in-lockout.test.ts.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { retryAfterOnRefusals } from '#server/platform/retry-after.server.ts';
import { POSTGRES_PORT } from '../support/databases.ts';
import { databasePerSuite, serverPerSuite, tcpProxyPerSuite } from '../support/lifecycle.ts';
import { postQuote, quoteBody } from '../support/quote-app.ts';

const retryAfter = (response: Response) => Number(response.headers.get('retry-after'));

describe('the quote API and /readyz', () => {
  const database = databasePerSuite('postgres');
  const proxy = tcpProxyPerSuite(POSTGRES_PORT);
  const server = serverPerSuite(() => {
    const url = new URL(database.env.DATABASE_URL!);
    url.port = String(proxy.port);
    return {
      DATABASE_URL: url.toString(),
      SESSION_SECRET: 'retry-after-session-secret-0123456789',
      RATE_LIMIT_QUOTES_PER_HOUR: '1',
    };
  });

  it('answer the rate limit with 429 and Retry-After', async () => {
    expect((await postQuote(server.url, quoteBody())).status).toBe(201);
    const limited = await postQuote(server.url, quoteBody());
    expect(limited.status).toBe(429);
    expect(retryAfter(limited)).toBeGreaterThan(0);
  });

  it('answer 503 with Retry-After while the database is away', async () => {
    proxy.cut('reset');
    try {
      const quote = await postQuote(server.url, quoteBody());
      expect(quote.status).toBe(503);
      expect(retryAfter(quote)).toBe(60);
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(retryAfter(ready)).toBe(5);
    } finally {
      proxy.restore();
    }
  });
});

describe('a refusal sent without Retry-After', () => {
  it.each([429, 503])('gets one anyway on a %i', async (status) => {
    const app = express();
    app.use(retryAfterOnRefusals);
    app.get('/bare', (_req, res) => void res.status(status).send('busy'));
    app.get('/own', (_req, res) => void res.status(status).set('Retry-After', '7').send('busy'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(retryAfter(await fetch(`${url}/bare`))).toBe(60);
      // A handler's own value is kept.
      expect(retryAfter(await fetch(`${url}/own`))).toBe(7);
    } finally {
      server.close();
    }
  });
});
