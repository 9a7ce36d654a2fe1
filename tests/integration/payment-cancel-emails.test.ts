/**
 * A cancellation tells both sides what happened to the money, on PGlite and PostgreSQL with the
 * real outbox, a real SMTP peer and the Stripe stand-in. The customer's cancellation e-mail is
 * worded for who cancelled ("As you asked…" when they did, "If this is unexpected…" only when we
 * did) and says the cancellation charge kept under the terms, where the rest goes back and what
 * the booking finally cost; each credit note, and its e-mail, says the same figures, and a refund
 * that reached two payments says it comes as two refunds with two credit notes. The operator gets
 * an e-mail saying what was refunded and what is still held.
 */
import { describe, expect, it } from 'vitest';
import { documentsOf } from '#app/features/payments/documents/documents-store.server.ts';
import { postBookingCancel } from '../support/admin-money.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { mailWithSubject } from '../support/mail-app.ts';
import { OPERATOR_INBOX, sessionIdOf } from '../support/payment-flow.ts';
import { paymentFlowPerSuite } from '../support/lifecycle.ts';
import { pdfText } from '../support/pdf-text.ts';

/** The plain-text body wraps lines; sentences compare whole. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe.each(DATABASE_KINDS)('a cancellation’s e-mails on %s', (kind) => {
  const flow = paymentFlowPerSuite(kind);

  /** Every credit note e-mailed to `address`, read back: its text and its PDF's. */
  async function creditNotes(id: string, address: string) {
    const numbers = (await documentsOf(flow.mailing.app.db, id))
      .filter((d) => d.kind === 'credit-note')
      .map((d) => d.number);
    return Promise.all(
      numbers.map(async (number) => {
        const mail = await mailWithSubject(
          flow.mailing.smtp,
          address,
          `Credit note ${number} for your booking ${id}`,
        );
        const attachment = mail.message.attachments[0]!.content;
        return { text: flat(mail.message.text), pdf: flat(await pdfText(attachment)) };
      }),
    );
  }

  it('says what the customer’s own cancellation kept and what the booking cost, in the e-mail and the credit note', async () => {
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
    const said = flat(customer.message.text);
    expect(said).toContain('As you asked, we have cancelled your booking for');
    expect(said).not.toContain('If this is unexpected');
    expect(said).toContain('If you would like to book again, call or WhatsApp us any time.');
    expect(said).toContain(
      'Under our cancellation terms we keep £210.00 of the £420.00 you paid, as the cancellation charge.',
    );
    expect(said).toContain(
      '£210.00 goes back to the card you paid with; banks usually show a card refund within 5 to 10 working days.',
    );
    expect(said).toContain('In all, your booking costs you £210.00.');

    const [note] = await creditNotes(id, 'cancels@example.com');
    expect(note!.text).toContain('We have refunded £210.00 to you.');
    expect(note!.text).toContain(
      'Under our cancellation terms we keep £210.00 of the £420.00 you paid, as the cancellation charge.',
    );
    expect(note!.text).toContain('In all, your booking costs you £210.00.');
    expect(note!.text).not.toContain('separate refunds');
    expect(note!.pdf).toMatch(/Cancellation charge \(kept under our terms\) £210\.00/);
    expect(note!.pdf).toMatch(/Final cost of your booking £210\.00/);

    const operator = await mailWithSubject(
      flow.mailing.smtp,
      OPERATOR_INBOX,
      `The customer cancelled their booking (${id})`,
    );
    // Rendered when it goes: after the refund job, or before it while the refund is on its way
    // (the two jobs are independent, and on a busy machine either may go first). Both are true.
    expect(flat(operator.message.text)).toMatch(
      /Refunded so far: £210\.00\. Still held: £210\.00 of the £420\.00 fare\.|Refunded so far: £0\.00, and £210\.00 on its way to their card\. Still held: £420\.00 of the £420\.00 fare\./,
    );
  });

  it('alerts the operator of the customer’s own cancellation once: one e-mail, with the money', async () => {
    const { id, token } = await flow.priced('cancels-once@example.com', 5);
    await flow.acceptedAndPaid(token);
    await flow.cancel(token);
    // Queued in the cancellation's own transaction, so every alert about it is there by now:
    // the payments feature's e-mail, and no alert e-mail beside it (no device is subscribed).
    const alerts = await flow.mailing.database.query<{ name: string; data: { alert?: string } }>(
      `select name, data from pgboss.job where data->>'quoteId' = $1
         and (name like 'alert.%' or name = 'payment.operator-alert')
         and coalesce(data->>'alert', data->>'paymentAlert') in ('cancellation', 'customer-cancelled')`,
      [id],
    );
    expect(alerts.map((job) => job.name)).toEqual(['payment.operator-alert']);
    await mailWithSubject(
      flow.mailing.smtp,
      OPERATOR_INBOX,
      `The customer cancelled their booking (${id})`,
    );
    const toOperator = flow.mailing.smtp.received.filter(
      (mail) =>
        mail.envelopeTo.includes(OPERATOR_INBOX) &&
        /cancelled/i.test(mail.message.headers.get('subject') ?? '') &&
        (mail.message.headers.get('subject') ?? '').includes(id),
    );
    expect(toOperator).toHaveLength(1);
  });

  it('says a refund of a deposit and a balance comes back as two refunds, each with its credit note', async () => {
    // Thirty days out: the deposit, then the balance; cancelled with everything coming back.
    const { id, token } = await flow.priced('two-payments@example.com', 30);
    await flow.acceptedAndPaid(token);
    expect(
      (await flow.standIn.pay(sessionIdOf(await flow.post(token, { intent: 'pay' }))!)).status,
    ).toBe(200);
    expect(await flow.heldOf(id)).toBe(42_000);
    // Each payment's e-mail names what it paid and what is left.
    const [deposit, balance] = await documentsOf(flow.mailing.app.db, id);
    const depositMail = await mailWithSubject(
      flow.mailing.smtp,
      'two-payments@example.com',
      `Receipt ${deposit!.number} for your booking ${id}`,
    );
    expect(flat(depositMail.message.text)).toContain(
      'Thank you: we have received your deposit of £105.00. £315.00 is left to pay, by',
    );
    const balanceMail = await mailWithSubject(
      flow.mailing.smtp,
      'two-payments@example.com',
      `Receipt ${balance!.number} for your booking ${id}`,
    );
    expect(flat(balanceMail.message.text)).toContain(
      'Thank you: we have received the balance of £315.00. Your fare is now paid in full.',
    );
    await flow.cancel(token);

    const customer = await mailWithSubject(
      flow.mailing.smtp,
      'two-payments@example.com',
      'Booking cancelled',
    );
    const said = flat(customer.message.text);
    expect(said).toContain(
      'We keep no cancellation charge: everything you paid (£420.00) comes back to you.',
    );
    expect(said).toContain('£420.00 goes back to the card you paid with');
    expect(said).toContain('In all, your booking costs you nothing.');

    const notes = await creditNotes(id, 'two-payments@example.com');
    expect(notes).toHaveLength(2);
    for (const note of notes) {
      expect(note.text).toContain(
        'Your refund comes back as 2 separate refunds, one for each payment you made, each with its own credit note; this e-mail brings one of them.',
      );
      // The same final figures on both, whichever refund was made first.
      expect(note.text).toContain('In all, your booking costs you nothing.');
      expect(note.pdf).toMatch(/Final cost of your booking £0\.00/);
    }
  });

  it('says it in Welsh for a request made in Welsh', async () => {
    const { id, token } = await flow.priced('canslo@example.com', 5, { current_page: '/cy/quote' });
    await flow.acceptedAndPaid(token);
    await flow.cancel(token);
    const said = flat(
      (await mailWithSubject(flow.mailing.smtp, 'canslo@example.com', "Archeb wedi'i chanslo"))
        .message.text,
    );
    expect(said).toContain('Fel y gofynnoch, rydym wedi canslo eich archeb');
    expect(said).not.toContain('Os nad oeddech yn disgwyl hyn');
    expect(said).toContain(
      "Yn unol â'n hamodau canslo, byddwn yn cadw £210.00 o'r £420.00 a daloch, fel tâl canslo.",
    );
    expect(said).toContain('Felly, cyfanswm cost eich archeb i chi yw £210.00.');
    const [document] = (await documentsOf(flow.mailing.app.db, id)).filter(
      (d) => d.kind === 'credit-note',
    );
    const note = await mailWithSubject(
      flow.mailing.smtp,
      'canslo@example.com',
      `Nodyn credyd ${document!.number} ar gyfer eich archeb ${id}`,
    );
    expect(flat(note.message.text)).toContain('Felly, cyfanswm cost eich archeb i chi yw £210.00.');
    expect(note.message.attachments[0]?.filename).toBe(
      `bus4u-nodyn-credyd-${document!.number}.pdf`,
    );
    const pdf = flat(await pdfText(note.message.attachments[0]!.content));
    expect(pdf).toMatch(/Tâl canslo \(a gadwyd yn unol â'n hamodau canslo\) £210\.00/);
    expect(pdf).toMatch(/Cost terfynol eich archeb £210\.00/);
  });

  it('keeps "If this is unexpected" for a booking the operator cancelled', async () => {
    const { id, token } = await flow.priced('operator-cancels@example.com', 5);
    await flow.acceptedAndPaid(token);
    expect(await postBookingCancel(flow, id, 'full')).toMatchObject({ ok: true });
    const said = flat(
      (
        await mailWithSubject(
          flow.mailing.smtp,
          'operator-cancels@example.com',
          'Booking cancelled',
        )
      ).message.text,
    );
    expect(said).toContain('We have cancelled your booking for');
    expect(said).not.toContain('As you asked');
    expect(said).toContain('If this is unexpected, or you would like to book again');
    expect(said).toContain('In all, your booking costs you nothing.');
  });
});
