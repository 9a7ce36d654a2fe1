/**
 * The booking confirmation e-mail says what was paid and what is left, on PGlite and PostgreSQL
 * with the real outbox, a real SMTP peer and the Stripe stand-in: a deposit paid, the balance and
 * its date, the deposit terms and the cancellation terms; the whole fare paid on a short-notice
 * trip; and the same in Welsh for a request made in Welsh. Without VAT_NUMBER the fare claims no
 * VAT.
 */
import { describe, expect, it } from 'vitest';
import { CONFIRMATION_PAYMENT_TEXT } from '#app/features/payments/confirmation-payment-text.ts';
import { formatLongDate } from '#app/lib/dates.ts';
import { addDays } from '#app/lib/london-dates.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { paymentFlowPerSuite } from '../support/lifecycle.ts';
import { mailWithSubject } from '../support/mail-app.ts';

/** The plain-text body joins wrapped lines, so sentences compare whole. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe.each(DATABASE_KINDS)('the booking confirmation’s money on %s', (kind) => {
  const flow = paymentFlowPerSuite(kind);
  const pickupDateOf = async (id: string) =>
    (
      await flow.mailing.database.query<{ pickup_date: string }>(
        'select pickup_date::text as pickup_date from quote_requests where id = $1',
        [id],
      )
    )[0]!.pickup_date;

  it('says the deposit was paid, the balance and by when, and the deposit and cancellation terms', async () => {
    const address = 'deposit-confirmation@example.com';
    const { id, token } = await flow.priced(address, 40);
    await flow.acceptedAndPaid(token);
    const mail = await mailWithSubject(flow.mailing.smtp, address, 'Booking confirmed');
    const text = flat(mail.message.text);
    const due = formatLongDate(addDays(await pickupDateOf(id), -7), 'en');
    // The vehicle as a sentence says it: "in a 16-seat minibus", not "in a 16-Seat Minibus".
    expect(text).toContain(', in a 16-seat minibus.');
    // No VAT_NUMBER: the business charges no VAT, so the fare claims none.
    expect(text).toContain('Agreed fare: £420.00, every mandatory charge included.');
    expect(text).not.toContain('VAT');
    expect(text).toContain('You have paid a deposit of £105.00.');
    expect(text).toContain(
      `The balance of £315.00 is due by ${due}. We will e-mail you a link to pay it.`,
    );
    expect(text).toContain(
      'a deposit of 25% of the fare (at least £50) secures it, and the balance is due 7 days before the pickup.',
    );
    expect(text).toContain('If you cancel:');
    expect(text).toContain(
      'Cancelled more than 7 days before the pickup: everything you have paid comes back.',
    );
    expect(text).toContain('Cancelled with less notice: the whole fare is kept.');
  });

  it('says the whole fare was paid on a trip 10 days away', async () => {
    const address = 'whole-confirmation@example.com';
    const { token } = await flow.priced(address, 10);
    await flow.acceptedAndPaid(token);
    const text = flat(
      (await mailWithSubject(flow.mailing.smtp, address, 'Booking confirmed')).message.text,
    );
    expect(text).toContain(
      'You have paid the whole fare of £420.00. There is nothing left to pay.',
    );
    expect(text).not.toContain('The balance of');
  });

  it('says it in Welsh for a request made in Welsh', async () => {
    const address = 'cadarnhad@example.com';
    const { id, token } = await flow.priced(address, 40, { current_page: '/cy/quote' });
    await flow.acceptedAndPaid(token);
    const mail = await mailWithSubject(flow.mailing.smtp, address, 'Archeb wedi');
    const text = flat(mail.message.text);
    const cy = CONFIRMATION_PAYMENT_TEXT.cy;
    const due = formatLongDate(addDays(await pickupDateOf(id), -7), 'cy');
    expect(text).toContain('Y pris a gytunwyd: £420.00, gan gynnwys pob tâl gorfodol.');
    expect(text).not.toContain('TAW');
    expect(text).toContain(cy.paidDeposit('£105.00'));
    expect(text).toContain(cy.balanceDue('£315.00', due));
    expect(text).toContain(cy.cancellationHeading);
    expect(text).toContain('Canslo fwy na 7 diwrnod cyn yr amser casglu');
  });
});
