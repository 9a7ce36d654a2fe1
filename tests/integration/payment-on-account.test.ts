/**
 * An on-account request (a school, a company paying on invoice), on PGlite and PostgreSQL: the
 * operator marks it on the request page, and accepting then confirms the booking at once with
 * nothing asked online, the customer's page saying so in their language; unmarked, accepting
 * asks for the deposit again.
 */
import { describe, expect, it } from 'vitest';
import { documentFile } from '#app/features/payments/documents/document-file.server.ts';
import { queueDocumentEmails } from '#app/features/payments/documents/document-emails.server.ts';
import { documentsOf } from '#app/features/payments/documents/documents-store.server.ts';
import { payments } from '#app/features/payments/payments-schema.server.ts';
import { postMoneyForm } from '../support/admin-money.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { sessionIdOf } from '../support/payment-flow.ts';
import { paymentFlowPerSuite } from '../support/lifecycle.ts';
import { mailWithSubject } from '../support/mail-app.ts';
import { pdfText } from '../support/pdf-text.ts';

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

describe.each(DATABASE_KINDS)('an on-account booking’s VAT invoice on %s', (kind) => {
  const flow = paymentFlowPerSuite(kind, { VAT_NUMBER: 'GB 123 4567 89' });

  it('invoices the whole fare when confirmed, and gives its payment a receipt that refers to it', async () => {
    const { id, token } = await flow.priced('accounts@school.example');
    await postMoneyForm(flow, id, { intent: 'on-account', onAccount: 'on' });
    expect(
      await flow.post(token, {
        intent: 'accept',
        revision: '1',
        terms: 'on',
        invoiceAddress: 'Ysgol Treganna\nHeol y Coleg\nCaerdydd CF5 2YX',
      }),
    ).toBe(`/your-quote/${token}`);
    const [invoice] = await documentsOf(flow.mailing.app.db, id);
    expect(invoice).toMatchObject({ kind: 'vat-invoice', paymentId: null });
    const mail = await mailWithSubject(
      flow.mailing.smtp,
      'accounts@school.example',
      `VAT invoice ${invoice!.number} for your booking ${id}`,
    );
    expect(mail.message.text).toMatch(
      /Here is its VAT invoice: £420\.00 to pay by \d{1,2} \w+ \d{4}\./,
    );
    const invoiced = await pdfText(mail.message.attachments[0]!.content);
    expect(invoiced).toContain('Time of supply (invoice date)');
    expect(invoiced).toMatch(/Total to pay\s+£420\.00/);
    expect(invoiced).toMatch(/Please pay £420\.00 by \d{1,2} \w+ \d{4}/);
    expect(invoiced).toContain('Ysgol Treganna');

    expect(
      await postMoneyForm(flow, id, {
        intent: 'record-payment',
        method: 'bank-transfer',
        amount: '420',
      }),
    ).toMatchObject({ ok: true });
    const documents = await documentsOf(flow.mailing.app.db, id);
    expect(documents.map((d) => d.kind)).toEqual(['vat-invoice', 'receipt']);
    const receipt = await pdfText(
      (await documentFile({ db: flow.mailing.app.db }, documents[1]!.number))!.pdf,
    );
    expect(receipt).toMatch(
      new RegExp(`payment towards VAT invoice ${invoice!.number} of \\d{1,2} \\w{3} \\d{4}`),
    );
    expect(receipt).not.toContain('VAT registration number');

    // A refund of that payment credits the VAT the invoice charged, and names the invoice.
    const [paid] = await flow.mailing.database.query<{ id: number }>(
      "select id from payments where quote_id = $1 and kind = 'payment'",
      [id],
    );
    await flow.mailing.app.db.transaction(async (tx) => {
      await tx.insert(payments).values({
        quoteId: id,
        kind: 'refund',
        method: 'bank-transfer',
        amountPence: 42_000,
        refundOf: paid!.id,
        note: 'The school trip was called off',
      });
      await queueDocumentEmails(tx, flow.mailing.app.boss, id);
    });
    const credit = (await documentsOf(flow.mailing.app.db, id))[2]!;
    const credited = await pdfText(
      (await documentFile({ db: flow.mailing.app.db }, credit.number))!.pdf,
    );
    expect(credited).toContain('VAT registration number: GB 123 4567 89');
    expect(credited).toMatch(new RegExp(`corrects VAT invoice ${invoice!.number} of`));
    expect(credited).toMatch(/0%\s+£420\.00\s+£0\.00\s+£420\.00/);
  });
});
