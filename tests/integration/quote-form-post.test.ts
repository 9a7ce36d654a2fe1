/**
 * POST /quote, the quote form sent without JavaScript (docs/http-api.md), against real
 * databases: stored by the same code as POST /api/quotes (the row, its outbox jobs, the honeypot,
 * the shared rate limit), then 303 to /thanks.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';
import { postQuote, quoteBody, quoteFormFields as formFields } from '../support/quote-app.ts';

const postForm = (url: string, fields: Record<string, string>) =>
  fetch(`${url}/quote`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

describe.each(DATABASE_KINDS)('POST /quote on %s', (kind) => {
  const { database, app } = quoteAppPerSuite(kind, { env: { RATE_LIMIT_QUOTES_PER_HOUR: '3' } });

  it('stores the form as the API would, with its outbox jobs, and answers 303 /thanks', async () => {
    const response = await postForm(app.url, formFields());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/thanks');
    const [row] = await database.query<Record<string, unknown>>(
      `select * from quote_requests where email = 'carys@example.com'`,
    );
    expect(row).toMatchObject({
      name: 'Carys Evans',
      phone: '+447700900456',
      passenger_count: 14,
      journey_type: 'wedding',
      journey_direction: 'return',
      return_time: '23:30',
      special_requirements: 'Ribbons on the front, please.',
      form_version: 'pq1',
      current_page: '/quote',
      is_spam: false,
    });
    const jobs = await database.query<{ name: string }>(
      `select name from pgboss.job where data->>'quoteId' = $1`,
      [row!.id],
    );
    expect(jobs.length).toBeGreaterThan(0);
  });

  it('keeps a filled honeypot as spam and sends nothing for it', async () => {
    const response = await postForm(
      app.url,
      formFields({ email: 'bot@example.com', website: 'https://spam.example' }),
    );
    expect(response.status).toBe(303);
    const [row] = await database.query<{ id: string; is_spam: boolean }>(
      `select id, is_spam from quote_requests where email = 'bot@example.com'`,
    );
    expect(row!.is_spam).toBe(true);
    const jobs = await database.query(`select 1 from pgboss.job where data->>'quoteId' = $1`, [
      row!.id,
    ]);
    expect(jobs).toEqual([]);
  });

  it('shares the API rate limit: past it, nothing more is stored from the form', async () => {
    // Two form posts above; one API request reaches the limit of 3.
    expect((await postQuote(app.url, quoteBody())).status).toBe(201);
    const before = await database.query(`select 1 from quote_requests`);
    const response = await postForm(app.url, formFields({ email: 'late@example.com' }));
    expect(response.status).not.toBe(303);
    expect(await database.query(`select 1 from quote_requests`)).toHaveLength(before.length);
  });
});
