/**
 * A job that was being delivered when its process died comes back within a minute (the heartbeat
 * in server/platform/outbox/queues.server.ts), not after pg-boss's default 15-minute expiry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases.ts';
import {
  postQuote,
  quoteBody,
  startQuoteApp,
  waitFor,
  type QuoteApp,
} from '../support/quote-app.ts';

describe.each(DATABASE_KINDS)('an abandoned delivery on %s', (kind) => {
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

  it('is retried and delivered within a minute', async () => {
    const response = await postQuote(app.url, quoteBody());
    const { id } = (await response.json()) as { id: string };
    // What a crash mid-delivery leaves: the job active, its heartbeat gone quiet.
    await database.query(
      `update pgboss.job
          set state = 'active', started_on = now() - interval '30 seconds',
              heartbeat_on = now() - interval '30 seconds'
        where name = 'quote.operator-email' and data->>'quoteId' = $1`,
      [id],
    );
    const started = Date.now();
    await app.startWorkers();
    await waitFor(
      async () => {
        const rows = await database.query(
          `select 1 from outbox_emails where quote_id = $1 and kind = 'operator'`,
          [id],
        );
        return rows.length ? true : undefined;
      },
      60_000,
      'the abandoned e-mail',
    );
    expect(Date.now() - started).toBeLessThan(60_000);
    const [job] = await database.query<{ state: string; retry_count: number }>(
      `select state, retry_count from pgboss.job
        where name = 'quote.operator-email' and data->>'quoteId' = $1`,
      [id],
    );
    expect(job).toMatchObject({ state: 'completed' });
  }, 90_000);
});
