/**
 * An on-account request (a school, a company paying on invoice), on PGlite and PostgreSQL: the
 * operator marks it on the request page, and accepting then confirms the booking at once with
 * nothing asked online, the customer's page saying so in their language; unmarked, accepting
 * asks for the deposit again.
 */
import { describe, expect, it } from 'vitest';
import { postMoneyForm } from '../support/admin-money.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { sessionIdOf } from '../support/payment-flow.ts';
import { paymentFlowPerSuite } from '../support/lifecycle.ts';

describe.each(DATABASE_KINDS)('on account on %s', (kind) => {
  const flow = paymentFlowPerSuite(kind);

  const markOnAccount = (id: string, on: boolean) =>
    postMoneyForm(flow, id, { intent: 'on-account', onAccount: on ? 'on' : 'off' });

  it('confirms on accepting with nothing to pay online, and the page says so', async () => {
    const { id, token } = await flow.priced('school@example.com');
    expect(await markOnAccount(id, true)).toMatchObject({ ok: true });
    const before = await flow.load(token);
    expect(before.payment).toMatchObject({ onAccount: 'before-accept', acceptLabel: null });
    expect(await flow.accept(token)).toBe(`/your-quote/${token}`);
    expect(await flow.bookingOf(id)).toMatchObject({ status: 'confirmed', hold_until: null });
    expect(flow.standIn.sessions.size).toBe(0);
    const after = await flow.load(token);
    expect(after.status).toBe('accepted');
    expect(after.payment).toMatchObject({ onAccount: 'booked', panel: null });
    expect(await flow.heldOf(id)).toBe(0);
  });

  it('asks for the deposit again once taken off account', async () => {
    const { id, token } = await flow.priced('company@example.com');
    await markOnAccount(id, true);
    expect(await markOnAccount(id, false)).toMatchObject({ ok: true });
    expect((await flow.load(token)).payment).toMatchObject({
      onAccount: null,
      acceptLabel: 'Accept and pay the £105 deposit',
    });
    expect(sessionIdOf(await flow.accept(token))).toBeDefined();
    expect(await flow.bookingOf(id)).toMatchObject({ status: 'awaiting-payment' });
    // No BANK_TRANSFER_DETAILS here: bank transfer is not offered.
    expect((await flow.load(token)).payment?.panel?.bankTransfer.offered).toBe(false);
  });
});
