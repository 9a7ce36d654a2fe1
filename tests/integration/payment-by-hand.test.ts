/**
 * The operator's own entries in a booking's money, on PGlite and PostgreSQL: cash or a card taken
 * on the day is recorded with its method; part of a payment is refunded with a reason, through
 * Stripe (with the amount) for a card payment and marked as paid back by hand otherwise; never
 * more than is left of that payment, and the same form pressed twice refunds once. A refund of a
 * bank transfer tells the customer it goes to the account they paid from.
 */
import { describe, expect, it } from 'vitest';
import { refundFormKey } from '#app/features/payments/admin-money.server.ts';
import { documentsOf } from '#app/features/payments/documents/documents-store.server.ts';
import { postMoneyForm } from '../support/admin-money.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { paymentFlowPerSuite } from '../support/lifecycle.ts';
import { mailWithSubject } from '../support/mail-app.ts';

describe.each(DATABASE_KINDS)('money by hand on %s', (kind) => {
  const flow = paymentFlowPerSuite(kind);

  const ledgerOf = async (id: string) =>
    (
      await flow.mailing.database.query<{
        kind: string;
        method: string;
        amount_pence: number;
        note: string | null;
        refunded: boolean;
      }>(
        `select kind, method, amount_pence, note, refund_of is not null as refunded
         from payments where quote_id = $1 order by id`,
        [id],
      )
    ).map((r) => `${r.kind} ${r.method} ${r.amount_pence}${r.note ? ` ${r.note}` : ''}`);
  const paymentIdOf = async (id: string, method: string) =>
    String(
      (
        await flow.mailing.database.query<{ id: number }>(
          `select id from payments where quote_id = $1 and kind = 'payment' and method = $2`,
          [id, method],
        )
      )[0]!.id,
    );

  it('records cash on the day, and refunds part of a card payment and of the cash with a reason', async () => {
    const { id, token } = await flow.priced('by-hand@example.com');
    await flow.acceptedAndPaid(token);
    expect(
      await postMoneyForm(flow, id, {
        intent: 'record-payment',
        method: 'cash',
        amount: '100.00',
        note: 'Paid the driver',
      }),
    ).toMatchObject({ ok: true, message: '£100.00 recorded as paid.' });

    const card = await paymentIdOf(id, 'stripe');
    const form = {
      intent: 'refund-payment',
      paymentId: card,
      amount: '40',
      note: 'One passenger fewer',
      refundKey: refundFormKey(),
    };
    expect(await postMoneyForm(flow, id, form)).toMatchObject({
      ok: true,
      message: '£40.00 refunded.',
    });
    // The same form sent again (a double click, a reload): the same refund, not a second one.
    expect(await postMoneyForm(flow, id, form)).toMatchObject({ ok: true });
    const stripeRefunds = [...flow.standIn.refunds.values()].filter((r) => r.amount === 4_000);
    expect(stripeRefunds).toHaveLength(1);

    // More than is left of the card payment (£65) is refused, whatever is held in all.
    expect(
      await postMoneyForm(flow, id, { ...form, amount: '70', refundKey: refundFormKey() }),
    ).toMatchObject({
      ok: false,
      message:
        'That is more than is left of the payment to refund (£65.00); a refund never passes what was paid.',
    });
    // A refund without a reason is refused.
    expect(
      await postMoneyForm(flow, id, { ...form, note: ' ', refundKey: refundFormKey() }),
    ).toMatchObject({
      ok: false,
      message: 'Say why the money goes back: it is kept with the refund.',
    });

    // Cash goes back by hand: marked, with the cash's own method.
    expect(
      await postMoneyForm(flow, id, {
        intent: 'refund-payment',
        paymentId: await paymentIdOf(id, 'cash'),
        amount: '30',
        note: 'Overpaid',
        refundKey: refundFormKey(),
      }),
    ).toMatchObject({ ok: true, message: '£30.00 refunded.' });

    // A payment id too large for its column, or no number at all, is no payment of this request's.
    for (const paymentId of ['99999999999999999999', '0x20', '']) {
      expect(
        await postMoneyForm(flow, id, { ...form, paymentId, refundKey: refundFormKey() }),
      ).toMatchObject({ ok: false, message: 'That payment is not one of this request’s.' });
    }

    expect(await ledgerOf(id)).toEqual([
      'payment stripe 10500',
      'payment cash 10000 Paid the driver',
      'refund stripe 4000 One passenger fewer',
      'refund cash 3000 Overpaid',
    ]);
    expect(await flow.heldOf(id)).toBe(13_500);
  });

  it('tells the customer a bank transfer’s refund goes to the account they paid from', async () => {
    const { id, token } = await flow.priced('transfer-back@example.com');
    await flow.acceptedAndPaid(token);
    expect(
      await postMoneyForm(flow, id, {
        intent: 'record-payment',
        method: 'bank-transfer',
        amount: '315',
      }),
    ).toMatchObject({ ok: true });
    expect(
      await postMoneyForm(flow, id, {
        intent: 'refund-payment',
        paymentId: await paymentIdOf(id, 'bank-transfer'),
        amount: '15',
        note: 'Overpaid',
        refundKey: refundFormKey(),
      }),
    ).toMatchObject({ ok: true });
    const [credit] = (await documentsOf(flow.mailing.app.db, id)).filter(
      (d) => d.kind === 'credit-note',
    );
    const mail = await mailWithSubject(
      flow.mailing.smtp,
      'transfer-back@example.com',
      `Credit note ${credit!.number} for your booking ${id}`,
    );
    const text = mail.message.text.replace(/\s+/g, ' ');
    expect(text).toContain('We have refunded £15.00 to you.');
    expect(text).toContain('It goes by bank transfer to the bank account you paid from.');
    expect(text).not.toContain('card');
  });

  it('records a card taken on the day as such', async () => {
    const { id, token } = await flow.priced('card-on-the-day@example.com');
    await flow.acceptedAndPaid(token);
    expect(
      await postMoneyForm(flow, id, {
        intent: 'record-payment',
        method: 'card-on-the-day',
        amount: '315',
      }),
    ).toMatchObject({ ok: true });
    expect(await ledgerOf(id)).toEqual(['payment stripe 10500', 'payment card-on-the-day 31500']);
    expect((await flow.load(token)).payment?.panel).toMatchObject({ leftPence: 0, payNow: null });
  });
});

describe.each(DATABASE_KINDS)('money by hand with online payment off, on %s', (kind) => {
  // No secret key: accepting books at once, and the customer pays by hand.
  const flow = paymentFlowPerSuite(kind, { STRIPE_SECRET_KEY: '' });

  it('lists the receipt of cash on the day on the customer’s page', async () => {
    const { id, token } = await flow.priced('cash-only@example.com');
    expect(await flow.accept(token)).toMatch(/\/your-quote\//);
    expect((await flow.bookingOf(id))?.status).toBe('confirmed');
    const before = await flow.load(token);
    expect(before.payment).toBeNull();
    expect(before.documents).toEqual([]);

    expect(
      await postMoneyForm(flow, id, {
        intent: 'record-payment',
        method: 'cash',
        amount: '420',
      }),
    ).toMatchObject({ ok: true, message: '£420.00 recorded as paid.' });
    const page = await flow.load(token);
    expect(page.payment).toBeNull();
    expect(page.documents).toEqual([
      expect.objectContaining({
        kind: 'receipt',
        href: expect.stringMatching(new RegExp(`^/your-quote/${token}/documents/\\d+\\.pdf$`)),
      }),
    ]);
  });
});
