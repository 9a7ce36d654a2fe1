/**
 * A person's data beyond the request, on PGlite and PostgreSQL: a customer who was priced, booked
 * (with a reminder queued and an invoice address given) and paid is exported whole, then erased
 * from the request, the booking register, the price's free text, the ledger's notes, their page
 * links and the outbox, with the journey, fare and amounts kept and said to be kept. Another
 * customer's rows are untouched.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { exportPersonByEmail } from '#app/features/admin/privacy/export-person.server.ts';
import { ERASED_EMAIL } from '#app/features/admin/privacy/privacy-constants.ts';
import { answerPrice } from '#app/features/customer-quote/answer-price.server.ts';
import { issueQuoteToken } from '#app/features/customer-quote/quote-token.server.ts';
import { sendPrice } from '#app/features/customer-quote/send-price.server.ts';
import { action as eraseAction } from '#app/routes/admin/data-protection.tsx';
import type { Env } from '#server/platform/env.server.ts';
import { PERSON_DATA_PARTS } from '#server/person-data.server.ts';
import { adminContext, adminEnv, adminRequest, signedInCookie } from '../support/admin.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { answerDeps, priceForm } from '../support/price-loop.ts';
import { postQuote, quoteBody } from '../support/quote-app.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';

describe.each(DATABASE_KINDS)('a person’s data across the app on %s', (kind) => {
  const { database, app } = quoteAppPerSuite(kind);
  let env: Env;
  let cookie: string;
  const booked: Record<string, string> = {};

  /** A request from `email`, priced with a note, accepted (booked, reminder queued) and paid. */
  async function bookedAndPaid(name: string, email: string): Promise<string> {
    const response = await postQuote(app.url, quoteBody({ name, email, phone: '+447700900555' }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const token = await issueQuoteToken(app.db, id);
    const sent = await sendPrice(
      { db: app.db, boss: app.boss },
      {
        quoteId: id,
        by: 'operator@bus4u.test',
        form: priceForm({ note: `Lovely to hear from you, ${name}` }),
      },
    );
    expect(sent.ok).toBe(true);
    const answered = await answerPrice(answerDeps(app), {
      quoteId: id,
      customerToken: token,
      intent: 'accept',
      revision: 1,
      termsAccepted: true,
      reason: '',
      invoiceAddress: `${name}\n12 Heol y Coleg\nCaerdydd CF5 2YX`,
    });
    expect(answered).toEqual({ ok: true, changed: true });
    await database.query(
      `insert into payments (quote_id, kind, method, amount_pence, note, recorded_by)
       values ($1, 'payment', 'bank-transfer', 10500, $2, 'operator@bus4u.test')`,
      [id, `Transfer from ${name}`],
    );
    return id;
  }

  beforeAll(async () => {
    env = adminEnv(database);
    cookie = await signedInCookie(database, env);
    booked.erased = await bookedAndPaid('Siân Roberts', 'sian@example.com');
    booked.other = await bookedAndPaid('Gareth Lewis', 'gareth@example.com');
  });

  const jobsOf = async (quoteId: string) =>
    (
      await database.query<{ name: string }>(
        `select name from pgboss.job where data->>'quoteId' = $1 and state <> 'completed'`,
        [quoteId],
      )
    ).map((j) => j.name);

  it('exports the booking, the price and answer, and the payments with the requests', async () => {
    const data = (await exportPersonByEmail(
      app.db,
      'SIAN@example.com',
      PERSON_DATA_PARTS,
    )) as unknown as {
      quoteRequests: { id: string; invoiceAddress: string | null }[];
      bookings: Record<string, unknown>[];
      pricesAndAnswers: Record<string, unknown>[];
      payments: Record<string, unknown>[];
    };
    expect(data.quoteRequests.map((q) => q.id)).toEqual([booked.erased]);
    expect(data.quoteRequests[0]!.invoiceAddress).toBe(
      'Siân Roberts\n12 Heol y Coleg\nCaerdydd CF5 2YX',
    );
    expect(data.bookings).toEqual([
      expect.objectContaining({
        quoteId: booked.erased,
        hirerName: 'Siân Roberts',
        hirerEmail: 'sian@example.com',
        hirerPhone: '+447700900555',
        farePence: 48_550,
      }),
    ]);
    expect(data.pricesAndAnswers).toEqual([
      expect.objectContaining({
        quoteId: booked.erased,
        totalPence: 48_550,
        note: 'Lovely to hear from you, Siân Roberts',
        state: 'accepted',
      }),
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({ amountPence: 10_500, note: 'Transfer from Siân Roberts' }),
    ]);
  });

  it('erases them from the register, the prices, the ledger, the links and the outbox', async () => {
    expect(await jobsOf(booked.erased!)).toContain('booking.reminder');
    const result = (await eraseAction({
      request: adminRequest('/admin/data-protection', {
        cookie,
        form: { email: 'sian@example.com', confirm: 'yes' },
      }),
      context: adminContext(database, env),
      params: {},
    } as never)) as { ok: boolean; kept: string[] };
    expect(result.ok).toBe(true);
    expect(result.kept).toEqual(
      PERSON_DATA_PARTS.flatMap((part) => (part.kept ? [part.kept] : [])),
    );

    const [booking] = await database.query<Record<string, unknown>>(
      `select hirer_name, hirer_email, hirer_phone, fare_pence, passengers from bookings
       where quote_id = $1`,
      [booked.erased],
    );
    expect(booking).toEqual({
      hirer_name: 'Erased',
      hirer_email: ERASED_EMAIL,
      hirer_phone: 'Erased',
      fare_pence: 48_550,
      passengers: 12,
    });
    const [price] = await database.query(
      `select note, decline_reason, total_pence from quote_prices where quote_id = $1`,
      [booked.erased],
    );
    expect(price).toEqual({ note: null, decline_reason: null, total_pence: 48_550 });
    const [payment] = await database.query(
      `select note, amount_pence from payments where quote_id = $1`,
      [booked.erased],
    );
    expect(payment).toEqual({ note: null, amount_pence: 10_500 });
    expect(
      await database.query(`select 1 from quote_tokens where quote_id = $1`, [booked.erased]),
    ).toHaveLength(0);
    expect(await jobsOf(booked.erased!)).toEqual([]);

    // Nothing of the person is left in any column of the rows that were theirs.
    const theirs = [
      ['quote_requests', 'id'],
      ['bookings', 'quote_id'],
      ['quote_prices', 'quote_id'],
      ['payments', 'quote_id'],
    ];
    for (const [table, column] of theirs) {
      const rows = await database.query(`select * from ${table} where ${column} = $1`, [
        booked.erased,
      ]);
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toMatch(/Siân|Roberts|sian@example|900555/);
    }
  });

  it('leaves another customer’s booking, price, payment and reminder alone', async () => {
    const [booking] = await database.query<{ hirer_name: string }>(
      `select hirer_name from bookings where quote_id = $1`,
      [booked.other],
    );
    expect(booking!.hirer_name).toBe('Gareth Lewis');
    const [price] = await database.query<{ note: string }>(
      `select note from quote_prices where quote_id = $1`,
      [booked.other],
    );
    expect(price!.note).toBe('Lovely to hear from you, Gareth Lewis');
    expect(await jobsOf(booked.other!)).toContain('booking.reminder');
  });
});
