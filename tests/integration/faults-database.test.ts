/**
 * The database going away under the running production server, on PostgreSQL behind a loopback
 * TCP proxy (the machine's PostgreSQL is never stopped). Two ways to lose it: the server refusing
 * connections (reset) and a silent network (stall). Either way POST /api/quotes answers 503 with
 * a clear message within a few seconds, /readyz says 503, the process stays up (a connection
 * dropped under an open transaction once ended it), and service and the outbox come back by
 * themselves when the line does.
 */
import { describe, expect, it } from 'vitest';
import { POSTGRES_PORT } from '../support/databases.ts';
import { databasePerSuite, serverPerSuite, tcpProxyPerSuite } from '../support/lifecycle.ts';
import { postQuote, quoteBody, waitFor } from '../support/quote-app.ts';

/** How soon a request answers 503 with the database away: generous, but far below a browser's or a proxy's own timeout. */
const QUICKLY_MS = 5000;

describe.each(['reset', 'stall'] as const)('PostgreSQL unreachable (%s)', (mode) => {
  const database = databasePerSuite('postgres');
  const proxy = tcpProxyPerSuite(POSTGRES_PORT);
  const server = serverPerSuite(() => {
    const url = new URL(database.env.DATABASE_URL!);
    url.port = String(proxy.port);
    return {
      DATABASE_URL: url.toString(),
      SESSION_SECRET: 'database-fault-session-secret-0123456789',
      RATE_LIMIT_QUOTES_PER_HOUR: '1000',
    };
  });

  const storedEmails = async (id: string) =>
    (await database.query(`select kind from outbox_emails where quote_id = $1`, [id])).length;

  it('answers 503 quickly, then serves again and delivers by itself', async () => {
    const before = await postQuote(server.url, quoteBody());
    expect(before.status).toBe(201);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    proxy.cut(mode);
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      const response = await postQuote(server.url, quoteBody());
      const elapsed = Date.now() - started;
      expect(response.status).toBe(503);
      expect(elapsed).toBeLessThan(QUICKLY_MS);
      const body = (await response.json()) as { error: string };
      expect(body.error).toMatch(/could not save your request.*call us/i);
    }
    const readyStarted = Date.now();
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect(Date.now() - readyStarted).toBeLessThan(QUICKLY_MS);
    // The process lives on and still serves what needs no database.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/`)).status).toBe(200);

    proxy.restore();
    const after = await waitFor(
      async () => {
        const response = await postQuote(server.url, quoteBody());
        return response.status === 201 ? ((await response.json()) as { id: string }) : undefined;
      },
      30_000,
      'a 201 after the database came back',
    );
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect(server.process.exitCode).toBeNull();

    // The outbox carried on too: both quotes' e-mails are kept (no SMTP_URL, so stored mode).
    const { id: beforeId } = (await before.json()) as { id: string };
    await waitFor(
      async () =>
        (await storedEmails(beforeId)) === 2 && (await storedEmails(after.id)) === 2
          ? true
          : undefined,
      60_000,
      'the outbox to resume',
    );
  }, 120_000);
});
