/**
 * Paying by bank transfer, on PGlite and PostgreSQL: with BANK_TRANSFER_DETAILS set the customer
 * may ask for the details instead of Checkout (a plain form and a redirect, so it works without
 * JavaScript) and is shown them with a reference unique to the booking; the operator records the
 * money when it arrives, which confirms a held booking; more than is left is refused.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.ts';
import { postMoneyForm } from '../support/admin-money.ts';
import { paymentFlowPerSuite } from '../support/lifecycle.ts';

const DETAILS = 'Bus4U Ltd, sort code 12-34-56, account 12345678';

describe.each(DATABASE_KINDS)('bank transfer on %s', (kind) => {
  const flow = paymentFlowPerSuite(kind, { BANK_TRANSFER_DETAILS: DETAILS });

  const methodsOf = async (id: string) =>
    (
      await flow.mailing.database.query<{ method: string; amount_pence: number; kind: string }>(
        'select kind, method, amount_pence from payments where quote_id = $1 order by id',
        [id],
      )
    ).map((row) => `${row.kind} ${row.method} ${row.amount_pence}`);

  it('shows the details and the booking’s reference, and the operator marks the money received', async () => {
    const { id, token } = await flow.priced('transfer@example.com');
    await flow.accept(token);
    const held = await flow.load(token);
    expect(held.payment?.panel?.bankTransfer).toEqual({ offered: true, shown: null });

    expect(await flow.post(token, { intent: 'bank-transfer' })).toBe(
      `/your-quote/${token}?payment=bank-transfer`,
    );
    const shown = await flow.load(token, '?payment=bank-transfer');
    expect(shown.payment?.panel?.bankTransfer.shown).toEqual({
      details: DETAILS,
      reference: id,
      amountPence: 10_500,
    });

    // More than the fare's remainder is refused, and nothing is written.
    expect(
      await postMoneyForm(flow, id, {
        intent: 'record-payment',
        method: 'bank-transfer',
        amount: '420.01',
      }),
    ).toEqual({
      intent: 'money',
      ok: false,
      message: 'That is more than is left to pay (£420.00); the total paid never passes the fare.',
    });
    expect(await methodsOf(id)).toEqual([]);

    expect(
      await postMoneyForm(flow, id, {
        intent: 'record-payment',
        method: 'bank-transfer',
        amount: '105',
      }),
    ).toMatchObject({ ok: true, message: '£105.00 recorded as paid.' });
    expect(await methodsOf(id)).toEqual(['payment bank-transfer 10500']);
    // The money arrived: the held booking is confirmed, and its balance will be asked for.
    expect(await flow.bookingOf(id)).toMatchObject({ status: 'confirmed' });
    const jobs = await flow.mailing.database.query<{ name: string }>(
      `select name from pgboss.job where data->>'quoteId' = $1 and state = 'created'`,
      [id],
    );
    expect(jobs.map((j) => j.name)).toContain('payment.balance-request');
    expect((await flow.load(token)).payment?.panel).toMatchObject({
      paidPence: 10_500,
      leftPence: 31_500,
    });
  });

  it('reads the amount on the server, and refuses an amount it cannot read', async () => {
    const { id, token } = await flow.priced('transfer-typo@example.com');
    await flow.accept(token);
    expect(
      await postMoneyForm(flow, id, {
        intent: 'record-payment',
        method: 'bank-transfer',
        amount: '1o5',
      }),
    ).toMatchObject({ ok: false, message: 'Give the amount in pounds, such as 105 or 105.50.' });
    expect(
      await postMoneyForm(flow, id, { intent: 'record-payment', method: 'cheque', amount: '105' }),
    ).toMatchObject({ ok: false });
    expect(await methodsOf(id)).toEqual([]);
  });
});
