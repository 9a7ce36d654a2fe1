/**
 * A customer cancelling from their page tells both sides, on PGlite and PostgreSQL with the real
 * outbox and a real SMTP peer: the customer gets the cancellation, and the operator an e-mail
 * saying what was refunded and what is still held.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.ts';
import { mailWithSubject } from '../support/mail-app.ts';
import { OPERATOR_INBOX } from '../support/payment-flow.ts';
import { paymentFlowPerSuite } from '../support/lifecycle.ts';

describe.each(DATABASE_KINDS)('a customer cancelling on %s', (kind) => {
  const flow = paymentFlowPerSuite(kind);

  it('e-mails the customer and the operator, with the refund the terms gave', async () => {
    // Five days out the whole fare was due at once, and the terms keep half of it.
    const { id, token } = await flow.priced('cancels@example.com', 5);
    await flow.acceptedAndPaid(token);
    expect(await flow.heldOf(id)).toBe(42_000);
    await flow.cancel(token);
    expect(await flow.bookingOf(id)).toMatchObject({ status: 'cancelled' });

    const customer = await mailWithSubject(
      flow.mailing.smtp,
      'cancels@example.com',
      'Booking cancelled',
    );
    expect(customer.message.headers.get('subject')).toContain(id);
    const operator = await mailWithSubject(
      flow.mailing.smtp,
      OPERATOR_INBOX,
      `The customer cancelled their booking (${id})`,
    );
    expect(operator.message.text).toContain(
      'Refunded so far: £210.00. Still held: £210.00 of the £420.00 fare.',
    );
  });
});
