/**
 * A quote and what it sets off are committed together or not at all, in two steps
 * (app/features/quote/enqueue-quote-jobs.server.ts): the request writes the quote and its one
 * follow-ups job, and with either insert refused by the database POST /api/quotes stores neither;
 * the follow-ups job, when it runs, writes the three deliveries in one transaction, and with any of
 * them refused it stores none and fails (to be retried), and run again once healthy it writes all
 * three, and a third run adds nothing. The customer's link is not among them: it is issued as the
 * acknowledgement is sent, so no job row ever holds one (outbox-customer-links).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import { followUpsJob } from '#app/features/quote/jobs.server.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { postQuote, quoteBody } from '../support/quote-app.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';

/** Where a row can be refused: the table, and which of its new rows the check lets through. */
const BREAKS = [
  { what: 'the quote', table: 'quote_requests', allow: 'false' },
  {
    what: 'the follow-ups job',
    table: 'pgboss.job_common',
    allow: `name <> 'quote.follow-ups'`,
  },
] as const;

/** Where one of the follow-ups' deliveries can be refused. */
const DELIVERY_BREAKS = [
  { what: 'the operator e-mail job', allow: `name <> 'quote.operator-email'` },
  { what: 'the partner forward job', allow: `name <> 'quote.partner-forward'` },
] as const;

describe.each(DATABASE_KINDS)('a quote written all or nothing on %s', (kind) => {
  // The partner forward makes the third job; the workers stay off, so every job stays put.
  const { database, app } = quoteAppPerSuite(kind, {
    env: {
      PARTNER_QUOTE_URL: 'http://127.0.0.1:9/receive-quote',
      RATE_LIMIT_QUOTES_PER_HOUR: '1000',
    },
  });

  async function stored() {
    const [counts] = await database.query<{ quotes: number; tokens: number; jobs: number }>(
      `select (select count(*)::int from quote_requests) as quotes,
              (select count(*)::int from quote_tokens) as tokens,
              (select count(*)::int from pgboss.job where name like 'quote.%') as jobs`,
    );
    return counts!;
  }

  it.each(BREAKS)('stores nothing when $what is refused', async ({ table, allow }) => {
    const before = await stored();
    // `not valid`: the rows already there are not checked, only the new ones.
    await database.query(
      `alter table ${table} add constraint refuse_one check (${allow}) not valid`,
    );
    try {
      const response = await postQuote(app.url, quoteBody());
      expect(response.status).toBe(500);
      expect(await stored()).toEqual(before);
    } finally {
      await database.query(`alter table ${table} drop constraint refuse_one`);
    }
  });

  it('stores the quote and its follow-ups job together once nothing is refused, and no link yet', async () => {
    const before = await stored();
    const response = await postQuote(app.url, quoteBody());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await stored()).toEqual({
      quotes: before.quotes + 1,
      tokens: before.tokens,
      jobs: before.jobs + 1,
    });
    const [token] = await database.query<{ n: number }>(
      `select count(*)::int as n from quote_tokens where quote_id = $1`,
      [id],
    );
    expect(token!.n).toBe(0);
    expect(await jobNames(id)).toEqual(['quote.follow-ups']);
  });

  /** Runs the quote's follow-ups job with the site's own handler (the workers are off here). */
  async function runFollowUps(id: string) {
    const entry = app.features
      .flatMap((feature) => feature.jobs ?? [])
      .find(({ job }) => job.name === followUpsJob.name)!;
    const [quote] = await app.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    const [job] = await database.query<{ data: unknown }>(
      `select data from pgboss.job where name = 'quote.follow-ups' and data->>'quoteId' = $1`,
      [id],
    );
    return entry.deliver(quote!, followUpsJob.schema.parse(job!.data));
  }

  async function jobNames(id: string) {
    const jobs = await database.query<{ name: string }>(
      `select name from pgboss.job where data->>'quoteId' = $1 and name like 'quote.%' order by name`,
      [id],
    );
    return jobs.map((j) => j.name);
  }

  it.each(DELIVERY_BREAKS)(
    'queues no delivery when $what is refused, then all three once, however often it runs',
    async ({ allow }) => {
      const response = await postQuote(app.url, quoteBody());
      const { id } = (await response.json()) as { id: string };
      await database.query(
        `alter table pgboss.job_common add constraint refuse_one check (${allow}) not valid`,
      );
      try {
        await expect(runFollowUps(id)).rejects.toThrow();
        expect(await jobNames(id)).toEqual(['quote.follow-ups']);
      } finally {
        await database.query(`alter table pgboss.job_common drop constraint refuse_one`);
      }
      expect(await runFollowUps(id)).toEqual({ ok: true });
      await runFollowUps(id);
      expect(await jobNames(id)).toEqual([
        'quote.customer-email',
        'quote.follow-ups',
        'quote.operator-email',
        'quote.partner-forward',
      ]);
    },
  );
});
