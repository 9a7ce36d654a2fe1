/**
 * Receipts, VAT invoices and credit notes, on PGlite and PostgreSQL: numbered from one counter in
 * the ledger's own transaction (unique and unbroken under concurrency, a rolled-back payment giving
 * its number back), a VAT invoice per payment through Stripe's webhook with each line's rate
 * following its vehicle, a credit note per refund, each e-mailed with its PDF attached (read back
 * with mailparser and unpdf), and the customer's download: their own number a PDF, another
 * booking's a 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { startCheckout } from '#app/features/payments/checkout.server.ts';
import { CUSTOMER_QUOTE_ROUTE } from '#app/features/customer-quote/customer-quote-guard.server.ts';
import { issueQuoteToken } from '#app/features/customer-quote/quote-token.server.ts';
import { documentFile } from '#app/features/payments/documents/document-file.server.ts';
import { documentsOf } from '#app/features/payments/documents/documents-store.server.ts';
import { payments } from '#app/features/payments/payments-schema.server.ts';
import { refund } from '#app/features/payments/refunds.server.ts';
import { stripeClientFor, type StripeClient } from '#app/features/payments/stripe-client.server.ts';
import { serverContext } from '#app/lib/server-context.server.ts';
import { sendPrice } from '#app/features/customer-quote/send-price.server.ts';
import { loader as documentLoader } from '#app/routes/your-quote-document.ts';
import { action as customerPageAction } from '#app/routes/your-quote.tsx';
import { customerPageContext, postCustomerPage } from '../support/customer-page.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { londonDate } from '../support/dates.ts';
import { paymentFlowPerSuite } from '../support/lifecycle.ts';
import { sessionIdOf } from '../support/payment-flow.ts';
import { priceForm } from '../support/price-loop.ts';
import { mailWithSubject } from '../support/mail-app.ts';
import { pdfText } from '../support/pdf-text.ts';
import { postQuote, quoteBody } from '../support/quote-app.ts';

type DocumentLoaderArgs = Parameters<typeof documentLoader>[0];
type CustomerPageActionArgs = Parameters<typeof customerPageAction>[0];

const VAT_NUMBER = 'GB 123 4567 89';

describe.each(DATABASE_KINDS)('payment documents on %s', (kind) => {
  const flow = paymentFlowPerSuite(kind, { VAT_NUMBER, RATE_LIMIT_QUOTES_PER_HOUR: '100' });
  let stripe: StripeClient;

  beforeAll(() => {
    stripe = stripeClientFor(flow.mailing.app.env)!;
  });

  /** A request with a price sent for `vehicle` (the vehicle sold, which sets each line's rate). */
  async function newRequest(
    overrides: Record<string, unknown>,
    price: Record<string, string> = { total: '420.00', vehicle: '12-Seat Minibus' },
  ): Promise<string> {
    const response = await postQuote(flow.mailing.app.url, quoteBody(overrides));
    expect(response.status).toBe(201);
    const quoteId = ((await response.json()) as { id: string }).id;
    const sent = await sendPrice(
      { db: flow.mailing.app.db, boss: flow.mailing.app.boss },
      {
        quoteId,
        by: 'operator@bus4u.test',
        form: priceForm({ validUntil: londonDate(14), ...price }),
      },
    );
    expect(sent.ok).toBe(true);
    return quoteId;
  }

  /** Pays `amountPence` through Checkout and the stand-in's signed webhook. */
  async function payOnline(quoteId: string, email: string, amountPence: number) {
    const started = await startCheckout(
      { db: flow.mailing.app.db, stripe },
      {
        quoteId,
        purpose: 'deposit',
        amountPence,
        description: 'Deposit for your Bus4U trip',
        customerEmail: email,
        returnUrl: `${flow.mailing.app.url}/your-quote/some-token`,
      },
    );
    if (!started.ok) throw new Error('no Checkout Session');
    expect((await flow.standIn.pay(started.sessionId)).status).toBe(200);
  }

  const lastNumber = async () =>
    (
      await flow.mailing.database.query<{ last_number: number }>(
        'select last_number from document_counter',
      )
    )[0]!.last_number;

  it('numbers 20 payments recorded at once 1 to 20 past the last, with no gap for one rolled back', async () => {
    const quoteId = await newRequest({ email: 'twenty@example.com' });
    const before = await lastNumber();
    const record = (amountPence: number, rollBack: boolean) =>
      flow.mailing.app.db
        .transaction(async (tx) => {
          await tx
            .insert(payments)
            .values({ quoteId, kind: 'payment', method: 'cash', amountPence });
          if (rollBack) throw new Error('rolled back on purpose');
        })
        .then(
          () => 'recorded',
          () => 'rolled back',
        );
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, (_, i) => record(100 + i, i % 5 === 2)),
    );
    expect(outcomes.filter((o) => o === 'recorded')).toHaveLength(20);
    const numbers = (await documentsOf(flow.mailing.app.db, quoteId)).map((d) => d.number);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
    expect(await lastNumber()).toBe(before + 20);
    const kinds = new Set((await documentsOf(flow.mailing.app.db, quoteId)).map((d) => d.kind));
    expect([...kinds]).toEqual(['vat-invoice']);
  });

  it('e-mails a VAT invoice for a payment through Stripe, zero-rated for a 12-seat minibus', async () => {
    const quoteId = await newRequest({ email: 'zero@example.com', name: 'Megan Jones' });
    await payOnline(quoteId, 'zero@example.com', 10_500);
    const [document] = await documentsOf(flow.mailing.app.db, quoteId);
    expect(document).toMatchObject({ kind: 'vat-invoice' });
    const received = await mailWithSubject(
      flow.mailing.smtp,
      'zero@example.com',
      `VAT invoice ${document!.number} for your booking ${quoteId}`,
    );
    // The e-mail says what the money was for and what is left.
    // A VAT-registered business's price says VAT is in it.
    const price = await mailWithSubject(flow.mailing.smtp, 'zero@example.com', 'Your Bus4U price');
    expect(price.message.text.replace(/\s+/g, ' ')).toContain(
      '£420.00, VAT and every mandatory charge included.',
    );
    expect(received.message.text).toContain('Thank you: we have received your deposit of £105.00.');
    expect(received.message.text).toContain('£315.00 is left to pay');
    const [attachment] = received.message.attachments;
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.filename).toBe(`bus4u-vat-invoice-${document!.number}.pdf`);
    // Rendered from the stored rows: a retry of the e-mail would attach these very bytes.
    const again = await documentFile({ db: flow.mailing.app.db }, document!.number);
    expect(Buffer.compare(again!.pdf, attachment!.content)).toBe(0);
    const text = await pdfText(attachment!.content);
    expect(text).toContain(`VAT invoice ${document!.number}`);
    expect(text).toContain(`VAT registration number: ${VAT_NUMBER}`);
    expect(text).toContain('Megan Jones');
    expect(text).toContain(quoteId);
    expect(text).toContain('12-Seat Minibus');
    expect(text).toMatch(/0%\s+£105\.00\s+£0\.00\s+£105\.00/);
    expect(text).toMatch(/Total VAT\s+£0\.00/);
    expect(text).toContain('Zero-rated');
  });

  it('asks for the billing address above £250, prints it on the VAT invoice, and refuses one too long', async () => {
    const quoteId = await newRequest({ email: 'school@example.com', name: 'Rhian Morgan' });
    const token = await issueQuoteToken(flow.mailing.app.db, quoteId);
    const accept = { intent: 'accept', revision: '1', terms: 'on' };

    // £420 is above what a simplified VAT invoice may cover: the address is needed.
    const unaddressed = (await customerPageAction({
      request: new Request(`http://127.0.0.1/your-quote/${token}`, {
        method: 'POST',
        body: new URLSearchParams({ ...accept, invoiceAddress: '  ' }),
      }),
      params: { token },
      context: customerPageContext(flow.mailing.database, flow.mailing.app),
    } as unknown as CustomerPageActionArgs)) as unknown as {
      data: { error: string };
      init: { status: number };
    };
    expect(unaddressed.init.status).toBe(400);
    expect(unaddressed.data.error).toBe(
      'Please give your billing address: a VAT invoice for a fare over £250 must name it.',
    );

    // 301 characters, past what the field allows: refused in words, nothing accepted.
    const refused = (await customerPageAction({
      request: new Request(`http://127.0.0.1/your-quote/${token}`, {
        method: 'POST',
        body: new URLSearchParams({ ...accept, invoiceAddress: 'a'.repeat(301) }),
      }),
      params: { token },
      context: customerPageContext(flow.mailing.database, flow.mailing.app),
    } as unknown as CustomerPageActionArgs)) as unknown as {
      data: { error: string };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.error).toBe('Please keep the address under 300 characters.');
    expect(
      await flow.mailing.database.query('select 1 from bookings where quote_id = $1', [quoteId]),
    ).toHaveLength(0);

    const checkout = await postCustomerPage(
      flow.mailing.database,
      flow.mailing.app,
      'http://127.0.0.1',
      token,
      {
        ...accept,
        invoiceAddress: 'Ysgol Gymraeg Treganna\r\nHeol y Coleg\r\nCaerdydd CF5 2YX',
      },
    );
    expect((await flow.standIn.pay(sessionIdOf(checkout)!)).status).toBe(200);
    const [document] = await documentsOf(flow.mailing.app.db, quoteId);
    const received = await mailWithSubject(
      flow.mailing.smtp,
      'school@example.com',
      `VAT invoice ${document!.number} for your booking ${quoteId}`,
    );
    const text = await pdfText(received.message.attachments[0]!.content);
    expect(text).toMatch(/Rhian Morgan\s+Ysgol Gymraeg Treganna\s+Heol y Coleg\s+Caerdydd CF5 2YX/);
    const [stored] = await flow.mailing.database.query<{ invoice_address: string }>(
      'select invoice_address from quote_requests where id = $1',
      [quoteId],
    );
    expect(stored!.invoice_address).toBe('Ysgol Gymraeg Treganna\nHeol y Coleg\nCaerdydd CF5 2YX');
  });

  it('charges 20 % VAT on a payment for a luxury MPV sold, whatever the size of the group', async () => {
    const quoteId = await newRequest(
      { email: 'standard@example.com', passengerCount: 12 },
      { total: '420.00', vehicle: 'Luxury MPV' },
    );
    await payOnline(quoteId, 'standard@example.com', 12_000);
    const [document] = await documentsOf(flow.mailing.app.db, quoteId);
    const text = await pdfText(
      (await documentFile({ db: flow.mailing.app.db }, document!.number))!.pdf,
    );
    expect(text).toContain('Luxury MPV');
    expect(text).toMatch(/20%\s+£100\.00\s+£20\.00\s+£120\.00/);
    expect(text).toMatch(/Total without VAT\s+£100\.00/);
    expect(text).toMatch(/Total VAT\s+£20\.00/);
    expect(text).not.toContain('Zero-rated');
  });

  it('issues and e-mails a credit note for a refund, naming the invoice it pays back', async () => {
    const quoteId = await newRequest({ email: 'refund@example.com' });
    await payOnline(quoteId, 'refund@example.com', 10_500);
    const result = await refund(
      { db: flow.mailing.app.db, stripe, boss: flow.mailing.app.boss },
      {
        quoteId,
        requestKey: 'documents-test-refund',
        amountPence: 5_250,
        note: 'Cancelled five days ahead',
        by: null,
      },
    );
    expect(result).toMatchObject({ ok: true, refundedPence: 5_250 });
    const [invoice, credit] = await documentsOf(flow.mailing.app.db, quoteId);
    expect(credit).toMatchObject({ kind: 'credit-note', number: invoice!.number + 1 });
    const received = await mailWithSubject(
      flow.mailing.smtp,
      'refund@example.com',
      `Credit note ${credit!.number} for your booking ${quoteId}`,
    );
    expect(received.message.text).toContain('We have refunded £52.50 to you.');
    // The greeting as written, not in capitals; where the money goes and how long it takes.
    expect(received.message.text).toContain('Hello Megan,');
    expect(received.message.text).toContain('It goes back to the card you paid with');
    const text = await pdfText(received.message.attachments[0]!.content);
    expect(text).toContain(`Credit note ${credit!.number}`);
    expect(text).toMatch(/Total refunded\s+£52\.50/);
    expect(text).toMatch(
      new RegExp(
        `This credit note corrects VAT invoice ${invoice!.number} of \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2}\\.`,
      ),
    );
    expect(text).toContain('Reason: Cancelled five days ahead');
    expect(text).not.toContain('Thank you for travelling with us.');
  });

  it('writes a Welsh request’s invoice in Welsh, with ŵ and ŷ in the PDF’s own font', async () => {
    const quoteId = await newRequest({
      email: 'cymraeg@example.com',
      name: 'Gwŷn ap Dŵr',
      current_page: '/cy/book-online',
    });
    await payOnline(quoteId, 'cymraeg@example.com', 10_500);
    const [document] = await documentsOf(flow.mailing.app.db, quoteId);
    const received = await mailWithSubject(
      flow.mailing.smtp,
      'cymraeg@example.com',
      `Anfoneb TAW ${document!.number} ar gyfer eich archeb ${quoteId}`,
    );
    // Saved under a name in the reader's language.
    expect(received.message.attachments[0]?.filename).toBe(
      `bus4u-anfoneb-taw-${document!.number}.pdf`,
    );
    const text = await pdfText(received.message.attachments[0]!.content);
    expect(text).toContain(`Anfoneb TAW ${document!.number}`);
    expect(text).toContain('Gwŷn ap Dŵr');
    expect(text).toContain('Cyfanswm a dalwyd');
    expect(text).toContain('Bws mini 12 sedd');
  });

  it('lets the customer download their own documents, and no other booking’s', async () => {
    const mine = await newRequest({ email: 'mine@example.com' });
    const theirs = await newRequest({ email: 'theirs@example.com' });
    await payOnline(mine, 'mine@example.com', 10_500);
    await payOnline(theirs, 'theirs@example.com', 10_500);
    const [myDocument] = await documentsOf(flow.mailing.app.db, mine);
    const [theirDocument] = await documentsOf(flow.mailing.app.db, theirs);
    const token = await issueQuoteToken(flow.mailing.app.db, mine);
    const get = (file: string) => {
      const context = new RouterContextProvider();
      context.set(serverContext, {
        cspNonce: 'test',
        database: flow.mailing.database.handle,
        env: flow.mailing.app.env,
        clientAddress: '127.0.0.1',
        outbox: flow.mailing.app.boss,
      });
      return documentLoader({
        request: new Request(`http://127.0.0.1/your-quote/${token}/documents/${file}`),
        params: { token, file },
        context,
      } as unknown as DocumentLoaderArgs);
    };
    const response = await get(`${myDocument!.number}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(`VAT invoice ${myDocument!.number}`);
    expect((await get(`${theirDocument!.number}.pdf`)).status).toBe(404);
    expect((await get(`${myDocument!.number}`)).status).toBe(404);
    expect((await get(`0${myDocument!.number}.pdf`)).status).toBe(404);
    // Express puts the page's guard (headers, look-up limit) in front of the download too.
    expect(CUSTOMER_QUOTE_ROUTE.test(`/your-quote/${token}/documents/3.pdf`)).toBe(true);
  });
});
