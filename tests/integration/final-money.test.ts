/**
 * What a cancelled booking finally cost, on PGlite and PostgreSQL with the Stripe stand-in: the
 * card part of the refund, the part owed back by hand (bank transfer or cash) less what the
 * operator has since paid back by hand, and the charge kept. A refund paid by hand before the
 * cancellation settles nothing of what the cancellation owes.
 */
import { describe, expect, it } from 'vitest';
import { refundFormKey } from '#app/features/payments/admin-money.server.ts';
import { finalMoney } from '#app/features/payments/final-money.server.ts';
import { postMoneyForm } from '../support/admin-money.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { paymentFlowPerSuite } from '../support/lifecycle.ts';

describe.each(DATABASE_KINDS)('a booking’s final money on %s', (kind) => {
  const flow = paymentFlowPerSuite(kind);
  const paymentIdOf = async (id: string, method: string) =>
    String(
      (
        await flow.mailing.database.query<{ id: number }>(
          `select id from payments where quote_id = $1 and kind = 'payment' and method = $2`,
          [id, method],
        )
      )[0]!.id,
    );

  it('splits a whole refund into card and by hand, and counts only what is paid back by hand after', async () => {
    // 30 days out: a £105 deposit by card, the £315 balance by bank transfer.
    const { id, token } = await flow.priced('final-money@example.com', 30);
    await flow.acceptedAndPaid(token);
    expect(
      await postMoneyForm(flow, id, {
        intent: 'record-payment',
        method: 'bank-transfer',
        amount: '315.00',
      }),
    ).toMatchObject({ ok: true });
    // £15 of the transfer paid back by hand before the cancellation: its own refund, not part
    // of what the cancellation owes.
    expect(
      await postMoneyForm(flow, id, {
        intent: 'refund-payment',
        paymentId: await paymentIdOf(id, 'bank-transfer'),
        amount: '15',
        note: 'One passenger fewer',
        refundKey: refundFormKey(),
      }),
    ).toMatchObject({ ok: true });
    // More than 7 days ahead everything held comes back: £105 to the card, £300 by hand.
    await flow.cancelAsShown(token);
    expect(await finalMoney(flow.mailing.app.db, id)).toEqual({
      paidPence: 42_000,
      keptPence: 0,
      cardBackPence: 10_500,
      byHandOwedPence: 30_000,
    });
    // The operator pays £100 of it back by hand: £200 is still owed, nothing more is kept.
    expect(
      await postMoneyForm(flow, id, {
        intent: 'refund-payment',
        paymentId: await paymentIdOf(id, 'bank-transfer'),
        amount: '100',
        note: 'Paid back by bank transfer',
        refundKey: refundFormKey(),
      }),
    ).toMatchObject({ ok: true });
    expect(await finalMoney(flow.mailing.app.db, id)).toEqual({
      paidPence: 42_000,
      keptPence: 0,
      cardBackPence: 10_500,
      byHandOwedPence: 20_000,
    });
  });
});
