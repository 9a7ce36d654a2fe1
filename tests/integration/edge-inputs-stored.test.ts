/**
 * Input that reaches the database, on PGlite and PostgreSQL: each is refused with a clear 4xx
 * and changes nothing, or is cleaned before it is stored. A NUL byte in the customer's decline
 * reason (PostgreSQL cannot store it in text), and control and bidirectional characters that
 * would otherwise reach an e-mail or the admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueQuoteToken } from '#app/features/customer-quote/quote-token.server.ts';
import { sendPrice } from '#app/features/customer-quote/send-price.server.ts';
import { action as yourQuoteAction } from '#app/routes/your-quote.tsx';
import { SITE } from '../support/admin.ts';
import { customerPageContext } from '../support/customer-page.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases.ts';
import { priceForm } from '../support/price-loop.ts';
import { postQuote, quoteBody, startQuoteApp, type QuoteApp } from '../support/quote-app.ts';

type YourQuoteArgs = Parameters<typeof yourQuoteAction>[0];

describe.each(DATABASE_KINDS)('input that reaches the database, on %s', (kind) => {
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

  /** A stored request with a price sent; its id and the customer's token. */
  async function priced(email: string) {
    const response = await postQuote(app.url, quoteBody({ email }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const token = await issueQuoteToken(app.db, id);
    const sent = await sendPrice(
      { db: app.db, boss: app.boss },
      { quoteId: id, by: 'operator@bus4u.test', form: priceForm() },
    );
    expect(sent.ok).toBe(true);
    return { id, token };
  }

  /** Posts the customer's answer; what the page answered, thrown or returned. */
  async function answer(token: string, form: Record<string, string>) {
    try {
      return (await yourQuoteAction({
        request: new Request(`${SITE}/your-quote/${token}`, {
          method: 'POST',
          body: new URLSearchParams(form),
        }),
        params: { token },
        context: customerPageContext(database, app),
      } as unknown as YourQuoteArgs)) as { data: { error: string }; init: { status: number } };
    } catch (thrown) {
      if (thrown instanceof Response)
        return { data: { error: '' }, init: { status: thrown.status } };
      throw thrown;
    }
  }

  const priceOf = async (id: string) =>
    (
      await database.query<{ state: string; decline_reason: string | null }>(
        'select state, decline_reason from quote_prices where quote_id = $1',
        [id],
      )
    )[0]!;

  it('refuses a NUL byte in the decline reason with a 400 in the page, and changes nothing', async () => {
    const { id, token } = await priced('nul@example.com');
    const result = await answer(token, {
      intent: 'decline',
      revision: '1',
      reason: 'Too\u0000dear',
    });
    expect(result.init.status).toBe(400);
    expect(result.data.error).toBe(
      'We could not read your reason. Please type it again, or leave it out.',
    );
    expect(await priceOf(id)).toEqual({ state: 'sent', decline_reason: null });
  });
});
