/**
 * When things break: the database away (503 at once, from the failed transaction) and the outbox
 * refusing a job (the quote is not stored either, because both are one transaction).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SendOptions } from 'pg-boss';
import { describe, expect, it, vi } from 'vitest';
import { quotesRouter } from '#app/features/quote/quotes-api.server.ts';
import { createApp } from '#server/app.server.ts';
import { asAppDb } from '#server/platform/db/app-db.server.ts';
import { openDatabase } from '#server/platform/db/client.server.ts';
import { parseEnv } from '#server/platform/env.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { databasePerSuite } from '../support/lifecycle.ts';
import {
  postQuote,
  quoteBody,
  startQuoteApp,
  TEST_ENV,
  type QuoteApp,
} from '../support/quote-app.ts';
import { freePort } from '../../scripts/lib/server.ts';

describe('database unreachable', () => {
  it('answers 503 {error} from the failed transaction, not from its deadline', async () => {
    // A port nothing listens on: the connection is refused at once.
    const port = await freePort();
    const databaseUrl = `postgres://postgres@127.0.0.1:${port}/bus4u`;
    const clientDir = mkdtempSync(join(tmpdir(), 'bus4u-client-'));
    const database = await openDatabase({ databaseUrl, dataDir: clientDir });
    const env = parseEnv({ ...TEST_ENV, DATABASE_URL: databaseUrl, DATA_DIR: clientDir });
    // No pg-boss can start without its database. Like pg-boss, this outbox writes its job through
    // the database it is handed: the quote's transaction, which cannot reach the server.
    const send = async (_name: string, _data?: object | null, options?: SendOptions) => {
      await options!.db!.executeSql('insert into pgboss.job_common default values', []);
      return 'never';
    };
    // pg-boss's send is overloaded (a request object or its parts); this fake takes the parts.
    const unreachableOutbox: Enqueuer = { send: send as Enqueuer['send'] };
    const app = createApp({
      env,
      database,
      clientDir,
      loadServerBuild: () => Promise.reject(new Error('no build')),
      buildTime: new Date().toISOString(),
      features: [
        {
          api: (express) =>
            express.use(quotesRouter({ db: asAppDb(database.db), boss: unreachableOutbox, env })),
        },
      ],
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    // What the router logs says which path answered: the failed transaction, or the deadline.
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args.join(' '));
    });
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // A request that hung would fail this test by the runner's own timeout.
      const response = await postQuote(url, quoteBody());
      expect(response.status).toBe(503);
      const body = (await response.json()) as { error: string };
      expect(body.error).toMatch(/call us/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      // Answered by the refused connection itself, not by the deadline that bounds a silent one.
      expect(logged.join('\n')).toMatch(/POST \/api\/quotes failed \(database unavailable\)/);
      expect(logged.join('\n')).not.toMatch(/not done within/);
    } finally {
      vi.restoreAllMocks();
      server.close();
      server.closeAllConnections();
      await database.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});

describe.each(DATABASE_KINDS)('one transaction for the quote and its jobs on %s', (kind) => {
  const database = databasePerSuite(kind);

  const countQuotes = async () =>
    Number((await database.query<{ n: string }>(`select count(*) as n from quote_requests`))[0]!.n);

  it('stores no quote when the outbox refuses its job', async () => {
    const failingOutbox = { send: () => Promise.reject(new Error('outbox refused the job')) };
    let app: QuoteApp | undefined;
    try {
      app = await startQuoteApp(database, { enqueuer: failingOutbox });
      const before = await countQuotes();
      const response = await postQuote(app.url, quoteBody());
      expect(response.status).toBe(500);
      expect(await countQuotes()).toBe(before);
    } finally {
      await app?.stop();
    }
  });

  it("stores no quote when pg-boss's job table refuses the insert", async () => {
    let app: QuoteApp | undefined;
    try {
      app = await startQuoteApp(database);
      const before = await countQuotes();
      // The real pg-boss, its job partition made to refuse every new row.
      await database.query(
        `alter table pgboss.job_common add constraint refuse_all check (false) not valid`,
      );
      const response = await postQuote(app.url, quoteBody());
      expect(response.status).toBe(500);
      expect(await countQuotes()).toBe(before);
      await database.query(`alter table pgboss.job_common drop constraint refuse_all`);
      // And with the outbox healthy again, the same request goes through.
      expect((await postQuote(app.url, quoteBody())).status).toBe(201);
      expect(await countQuotes()).toBe(before + 1);
    } finally {
      await app?.stop();
    }
  });
});
