/**
 * The outbox when its peers misbehave (and when one request arrives many times at once). The SMTP server is down while a burst of 40 requests comes
 * in and comes back later: every e-mail arrives, once. The partner app answers 500, then hangs past
 * the (lowered) timeout, then 429 with Retry-After, then accepts: each retry waits longer than the
 * last, carries the same Idempotency-Key and body, and exactly one attempt is accepted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';
import { startPartnerPeer, startSmtpPeer, type PartnerPeer } from '../support/peers.ts';
import {
  postQuote,
  quoteBody,
  startQuoteApp,
  waitFor,
  type QuoteApp,
} from '../support/quote-app.ts';
import { freePort } from '../../scripts/lib/server.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const BURST = 40;

const jobs = (database: TestDatabase, queue: string) =>
  database.query<{ quote_id: string; state: string; retry_count: number }>(
    `select data->>'quoteId' as quote_id, state, retry_count from pgboss.job where name = $1`,
    [queue],
  );

describe.each(DATABASE_KINDS)('SMTP down during a burst on %s', (kind) => {
  let database: TestDatabase;
  let app: QuoteApp;
  let smtpPort: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtpPort = await freePort();
    app = await startQuoteApp(database, {
      workers: true,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        QUOTE_NOTIFY_EMAIL: 'ops@bus4u.example',
        RATE_LIMIT_QUOTES_PER_HOUR: '1000',
      },
    });
  });
  afterAll(async () => {
    await app?.stop();
    await database?.dispose();
  });

  it(`delivers each of ${BURST * 2} e-mails exactly once when SMTP comes back`, async () => {
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        postQuote(app.url, quoteBody({ name: `Burst Customer ${i}`, email: `c${i}@example.com` })),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(BURST).fill(201));
    const ids = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { id: string }).id),
    );

    // Nothing listens: attempts fail and wait for their retries.
    await waitFor(
      async () => {
        const failed = (await jobs(database, 'quote.operator-email')).filter(
          (j) => j.retry_count >= 1,
        );
        return failed.length >= 5 ? true : undefined;
      },
      30_000,
      'failed first attempts',
    );
    const smtp = await startSmtpPeer(smtpPort);
    try {
      await waitFor(
        async () => {
          const all = [
            ...(await jobs(database, 'quote.operator-email')),
            ...(await jobs(database, 'quote.customer-email')),
          ];
          return all.length === BURST * 2 && all.every((j) => j.state === 'completed')
            ? true
            : undefined;
        },
        90_000,
        'every e-mail job completed',
      );
      // Give a duplicate every chance to show up.
      await sleep(2500);
      const keys = smtp.received.map((m) => m.message.headers.get('message-id'));
      expect(smtp.received).toHaveLength(BURST * 2);
      expect(new Set(keys).size).toBe(BURST * 2);
      for (const id of ids) {
        expect(keys).toContain(`<${id}.operator@bus4u.outbox>`);
        expect(keys).toContain(`<${id}.customer@bus4u.outbox>`);
      }
    } finally {
      await smtp.close();
    }
  }, 150_000);
});

describe('a partner that fails, hangs and throttles', () => {
  let database: TestDatabase;
  let app: QuoteApp;
  let partner: PartnerPeer;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    partner = await startPartnerPeer((n) => {
      if (n === 1) return { status: 500 };
      if (n === 2) return 'hang';
      if (n === 3) return { status: 429, headers: { 'Retry-After': '1' } };
      return { status: 201 };
    });
    app = await startQuoteApp(database, {
      workers: true,
      // 1 s instead of the default 10 s, so the hanging attempt gives up quickly.
      partnerTimeoutMs: 1000,
      env: { PARTNER_QUOTE_URL: partner.url, PARTNER_API_KEY: 'pk_test_faults' },
    });
  });
  afterAll(async () => {
    await app?.stop();
    await partner?.close();
    await database?.dispose();
  });

  it('retries with growing delays and one Idempotency-Key until one delivery is accepted', async () => {
    const response = await postQuote(app.url, quoteBody());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const job = await waitFor(
      async () => {
        const [row] = (await jobs(database, 'quote.partner-forward')).filter(
          (j) => j.quote_id === id,
        );
        return row?.state === 'completed' ? row : undefined;
      },
      60_000,
      'partner job completed',
    );
    await sleep(2500);
    const { requests } = partner;
    expect(requests).toHaveLength(4);
    expect(job.retry_count).toBe(3);
    expect(requests.map((r) => r.status)).toEqual([500, undefined, 429, 201]);
    for (const request of requests) {
      expect(request.headers['idempotency-key']).toBe(id);
      expect(request.headers['x-api-key']).toBe('pk_test_faults');
    }
    expect(new Set(requests.map((r) => r.body)).size).toBe(1);

    // Backoff from OUTBOX_RETRY_DELAY_SECONDS=1: the k-th retry waits between 2^(k-1) and 2^k s
    // (pg-boss adds jitter), so the gaps grow. Lower bounds only, with slack for the clock.
    const gaps = requests.slice(1).map((r, i) => r.at - requests[i]!.at);
    expect(gaps[0]).toBeGreaterThanOrEqual(900);
    expect(gaps[1]).toBeGreaterThanOrEqual(1000 + 1900); // the 1 s timeout, then ≥ 2 s
    expect(gaps[2]).toBeGreaterThanOrEqual(3800);
    expect(gaps[2]!).toBeGreaterThan(gaps[0]!);
  }, 90_000);
});

describe.each(DATABASE_KINDS)('one Idempotency-Key sent 20 times at once on %s', (kind) => {
  const { database, app } = quoteAppPerSuite(kind, { env: { RATE_LIMIT_QUOTES_PER_HOUR: '1000' } });

  it('stores one quote with one set of jobs, and answers every copy with its id', async () => {
    const key = `double-click-${kind}`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postQuote(app.url, quoteBody(), { 'Idempotency-Key': key })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    const ids = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { id: string }).id),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await database.query(`select id from quote_requests`)).toEqual([{ id: ids[0] }]);
    // The request's one job (its follow-ups queue the deliveries when it runs; workers are off).
    const queued = await database.query(`select name from pgboss.job where data->>'quoteId' = $1`, [
      ids[0],
    ]);
    expect(queued).toEqual([{ name: 'quote.follow-ups' }]);
  });
});
