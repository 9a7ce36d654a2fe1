/**
 * A quote and its three outbox jobs are committed together or not at all: with any one of their
 * inserts refused by the database, POST /api/quotes stores none of them, and with the database
 * healthy again the same request stores all four rows. The customer's link is not among them: it
 * is issued as the acknowledgement is sent, so no job row ever holds one (outbox-customer-links).
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.ts';
import { postQuote, quoteBody } from '../support/quote-app.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';

/** Where a row can be refused: the table, and which of its new rows the check lets through. */
const BREAKS = [
  { what: 'the quote', table: 'quote_requests', allow: 'false' },
  {
    what: 'the operator e-mail job',
    table: 'pgboss.job_common',
    allow: `name <> 'quote.operator-email'`,
  },
  {
    what: 'the partner forward job',
    table: 'pgboss.job_common',
    allow: `name <> 'quote.partner-forward'`,
  },
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

  it('stores the quote and its three jobs together once nothing is refused, and no link yet', async () => {
    const before = await stored();
    const response = await postQuote(app.url, quoteBody());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await stored()).toEqual({
      quotes: before.quotes + 1,
      tokens: before.tokens,
      jobs: before.jobs + 3,
    });
    const [token] = await database.query<{ n: number }>(
      `select count(*)::int as n from quote_tokens where quote_id = $1`,
      [id],
    );
    expect(token!.n).toBe(0);
    const jobs = await database.query<{ name: string }>(
      `select name from pgboss.job where data->>'quoteId' = $1 order by name`,
      [id],
    );
    expect(jobs.map((j) => j.name)).toEqual([
      'quote.customer-email',
      'quote.operator-email',
      'quote.partner-forward',
    ]);
  });
});
