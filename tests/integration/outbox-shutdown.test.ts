/**
 * SIGTERM with e-mails in flight to a slow SMTP server. Five quotes make ten
 * e-mails; the peer accepts the first four after a short wait and leaves the rest hanging, as a
 * server taking far longer than any shutdown deadline would. At SIGTERM the server stops taking
 * jobs, gives the sends in flight its stated deadline, records each accepted send the moment the
 * peer accepts it, and abandons the rest. After a restart (the peer now quick), every e-mail has
 * been accepted exactly once. Before, a send was recorded only when its whole batch finished, so
 * the hard exit forgot the accepted ones and the restart sent them again.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { databasePerSuite, smtpPeerPerSuite } from '../support/lifecycle.ts';
import { postQuote, quoteBody, waitFor } from '../support/quote-app.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

const QUOTES = 5;
/** Accepted before the peer starts hanging: some before SIGTERM, some while shutting down. */
const ACCEPTED_QUICKLY = 4;
/** Short enough that the test does not wait on it, long enough for SIGTERM to land mid-send. */
const SLOW_REPLY_MS = 800;

describe('SIGTERM with a slow SMTP server', () => {
  const database = databasePerSuite('postgres');
  const smtp = smtpPeerPerSuite((n) => (n <= ACCEPTED_QUICKLY ? SLOW_REPLY_MS : 'hang'));
  // Started by hand, not by a helper: the test stops it with SIGTERM and starts another, which
  // is what it checks. Registered after the helpers', this stops whichever is left before they end.
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it('delivers each e-mail once across a shutdown and a restart', async () => {
    const env = {
      DATABASE_URL: database.env.DATABASE_URL!,
      SESSION_SECRET: 'outbox-shutdown-session-secret-0123456789',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      OUTBOX_RETRY_DELAY_SECONDS: '1',
      RATE_LIMIT_QUOTES_PER_HOUR: '1000',
    };
    server = await startServer(env);
    const ids: string[] = [];
    for (let i = 0; i < QUOTES; i++) {
      const response = await postQuote(
        server.url,
        quoteBody({ name: `Shutdown Customer ${i}`, email: `shutdown${i}@example.com` }),
      );
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    // SIGTERM once two e-mails are accepted and the next two are waiting for their 250.
    await waitFor(
      async () => (smtp.received.length >= 2 && smtp.waiting() >= 2 ? true : undefined),
      30_000,
      'two accepted and two in flight',
    );
    const first = server;
    server = undefined;
    await first.stop('SIGTERM');
    const acceptedBeforeRestart = smtp.received.length;
    // The deadline let the two in flight finish; the hanging ones were abandoned, not accepted.
    expect(acceptedBeforeRestart).toBe(ACCEPTED_QUICKLY);

    smtp.setAnswer(() => 0);
    server = await startServer(env);
    const expected = ids.flatMap((id) => [
      `<${id}.operator@bus4u.outbox>`,
      `<${id}.customer@bus4u.outbox>`,
    ]);
    const messageIds = () => smtp.received.map((m) => m.message.headers.get('message-id'));
    await waitFor(
      async () => (expected.every((m) => messageIds().includes(m)) ? true : undefined),
      90_000,
      'every e-mail after the restart',
    );
    // Every job is finished: nothing is left that could send again.
    await waitFor(
      async () => {
        const [open] = await database.query<{ n: string }>(
          `select count(*) as n from pgboss.job
            where name like 'quote.%' and state not in ('completed', 'failed', 'cancelled')`,
        );
        return Number(open!.n) === 0 && smtp.waiting() === 0 ? true : undefined;
      },
      90_000,
      'the outbox to settle',
    );
    expect(messageIds().sort()).toEqual(expected.sort());
    expect(first.output()).toMatch(/stopped taking outbox jobs/);
  }, 180_000);
});
