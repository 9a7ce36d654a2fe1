/**
 * Documents are records, on PGlite and PostgreSQL: each document's facts are kept when it is
 * numbered, its PDF rendered from them after (never while the counter is held) and stored with
 * its SHA-256, and served byte for byte ever after, through erasure and a change of the
 * supplier's details; each line's VAT rate follows the vehicle sold, a shared fare is apportioned
 * by each vehicle's tariff price; a credit note names the document it corrects, its date and the
 * reason, and keeps its VAT treatment; deposit and balance say what they are, and a long document
 * repeats its title, number and page count on page 2. The PDFs are read back with unpdf.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerPrice } from '#app/features/customer-quote/answer-price.server.ts';
import { sendPrice } from '#app/features/customer-quote/send-price.server.ts';
import { createBooking } from '#app/features/bookings/create-booking.server.ts';
import { erasePersonByEmail } from '#app/features/admin/privacy/anonymise.server.ts';
import { queueDocumentEmails } from '#app/features/payments/documents/document-emails.server.ts';
import { documentFile } from '#app/features/payments/documents/document-file.server.ts';
import { keepDocumentFacts } from '#app/features/payments/documents/document-issue.server.ts';
import { paymentDocuments } from '#app/features/payments/documents/documents-schema.server.ts';
import {
  documentsOf,
  setDocumentIssuer,
} from '#app/features/payments/documents/documents-store.server.ts';
import { payments } from '#app/features/payments/payments-schema.server.ts';
import { currentTariff } from '#app/features/pricing/tariff-store.server.ts';
import { PERSON_DATA_PARTS } from '#server/person-data.server.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { londonDate } from '../support/dates.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';
import { priceForm } from '../support/price-loop.ts';
import { pdfText } from '../support/pdf-text.ts';
import { postQuote, quoteBody, startQuoteApp, type QuoteApp } from '../support/quote-app.ts';

const VAT_NUMBER = 'GB 123 4567 89';
const ISSUER = {
  BUSINESS_LEGAL_NAME: 'Bus4U Travel Ltd',
  BUSINESS_ADDRESS: 'The Maltings, East Tyndall Street, Cardiff CF24 5EA',
  COMPANY_NUMBER: '01234567',
};

describe.each(DATABASE_KINDS)('documents are records on %s', (kind) => {
  const { database, app } = quoteAppPerSuite(kind, {
    env: { VAT_NUMBER, RATE_LIMIT_QUOTES_PER_HOUR: '100', ...ISSUER },
  });
  // The tariff in force, as the first estimate or price pre-fill of a real site seeds it.
  beforeAll(async () => {
    await currentTariff(app.db);
  });

  /** A request priced for `vehicle` at `total` pounds, accepted: its booking holds the fare. */
  async function booked(
    email: string,
    vehicle: string,
    total = '420.00',
    overrides: Record<string, unknown> = {},
  ): Promise<string> {
    const response = await postQuote(app.url, quoteBody({ email, ...overrides }));
    expect(response.status).toBe(201);
    const quoteId = ((await response.json()) as { id: string }).id;
    const sent = await sendPrice(
      { db: app.db, boss: app.boss },
      {
        quoteId,
        by: 'operator@bus4u.test',
        form: priceForm({ total, vehicle, validUntil: londonDate(14) }),
      },
    );
    expect(sent.ok).toBe(true);
    const boss = app.boss;
    const answered = await answerPrice(
      { db: app.db, boss, onAccepted: (tx, accepted) => createBooking(tx, boss, accepted) },
      {
        quoteId,
        customerToken: 't',
        intent: 'accept',
        revision: 1,
        termsAccepted: true,
        reason: '',
      },
    );
    expect(answered.ok).toBe(true);
    return quoteId;
  }

  /** Records money in the ledger as the app's own paths do: the document issued in that transaction. */
  async function record(
    on: QuoteApp,
    quoteId: string,
    entry: { kind: 'payment' | 'refund'; amountPence: number; refundOf?: number; note?: string },
  ): Promise<number> {
    return on.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(payments)
        .values({ quoteId, method: 'bank-transfer', ...entry })
        .returning({ id: payments.id });
      await queueDocumentEmails(tx, on.boss, quoteId);
      return row!.id;
    });
  }

  const stored = async (number: number) => (await documentFile({ db: app.db }, number))!;
  /** The text of a stored document; with DOCUMENTS_OUT set, its PDF is also kept there to look at. */
  const textOf = async (number: number) => {
    const { pdf } = await stored(number);
    if (process.env.DOCUMENTS_OUT)
      writeFileSync(`${process.env.DOCUMENTS_OUT}/${kind}-${number}.pdf`, pdf);
    return pdfText(pdf);
  };

  it('charges VAT by the vehicle sold, not the group: 6 people in a 16-seater zero, 12 in two 8-seaters 20 %', async () => {
    const small = await booked('six@example.com', '16-Seat Minibus', '420.00', {
      passengerCount: 6,
    });
    await record(app, small, { kind: 'payment', amountPence: 10_500 });
    const [zero] = await documentsOf(app.db, small);
    const zeroText = await textOf(zero!.number);
    expect(zeroText).toContain('16-Seat Minibus');
    expect(zeroText).not.toContain('Luxury MPV');
    expect(zeroText).toMatch(/0%\s+£105\.00\s+£0\.00\s+£105\.00/);

    const pair = await booked('twelve@example.com', 'Two 8-Seat Minibuses', '420.00', {
      passengerCount: 12,
    });
    await record(app, pair, { kind: 'payment', amountPence: 42_000 });
    const [standard] = await documentsOf(app.db, pair);
    const pairText = await textOf(standard!.number);
    expect(pairText.match(/20%\s+£175\.00\s+£35\.00\s+£210\.00/g)).toHaveLength(2);
    expect(pairText).toMatch(/Total VAT\s+£70\.00/);
    expect(pairText).not.toContain('Zero-rated');
  });

  it('apportions a fare shared by a 16-seater and an MPV by each one’s tariff price, not equally', async () => {
    // The tariff in force, as the price form's pre-fill reads (and seeds) it.
    const { tariff } = await currentTariff(app.db);
    const quoteId = await booked('mixed@example.com', '16-Seat Minibus and Luxury MPV', '640.00', {
      passengerCount: 20,
    });
    await record(app, quoteId, { kind: 'payment', amountPence: 64_000 });
    const [document] = await documentsOf(app.db, quoteId);
    const text = await textOf(document!.number);
    const zero = /0%\s+£([\d,.]+)\s+£0\.00\s+£([\d,.]+)/.exec(text);
    const standard = /20%\s+£([\d,.]+)\s+£([\d,.]+)\s+£([\d,.]+)/.exec(text);
    expect(zero && standard).toBeTruthy();
    const pence = (pounds: string) => Math.round(Number(pounds.replace(',', '')) * 100);
    const minibus = pence(zero![2]!);
    const mpv = pence(standard![3]!);
    expect(minibus + mpv).toBe(64_000);
    // In the ratio of the two vehicles' own prices for the same miles, not half each.
    const [big, small] = [
      tariff.vehicles['16-seat'].perMile,
      tariff.vehicles['luxury-mpv'].perMile,
    ];
    expect(minibus).toBe(Math.round((64_000 * big) / (big + small)));
    expect(pence(standard![2]!)).toBe(mpv - Math.round((mpv * 100) / 120));
  });

  it('says deposit, then balance, with the fare, what is paid, and what is left and by when', async () => {
    const quoteId = await booked('plan@example.com', '16-Seat Minibus', '420.00', {
      journeyDirection: 'return',
      returnDate: londonDate(32),
      returnTime: '18:45',
    });
    await record(app, quoteId, { kind: 'payment', amountPence: 10_500 });
    await record(app, quoteId, { kind: 'payment', amountPence: 31_500 });
    const [deposit, balance] = await documentsOf(app.db, quoteId);
    const first = await textOf(deposit!.number);
    expect(first).toMatch(new RegExp(`VAT invoice ${deposit!.number}\\s+Deposit`));
    expect(first).toMatch(/Agreed fare\s+£420\.00/);
    expect(first).toMatch(/Paid to date\s+£105\.00/);
    expect(first).toMatch(/Left to pay\s+£315\.00, due by \d{1,2} \w+ \d{4}/);
    expect(first).toMatch(/Outbound\s+\d{1,2} \w+ \d{4} at \d{2}:\d{2}/);
    expect(first).toMatch(/Return\s+\d{1,2} \w+ \d{4} at 18:45/);
    expect(first).toContain('Time of supply (payment received)');
    const second = await textOf(balance!.number);
    expect(second).toMatch(new RegExp(`VAT invoice ${balance!.number}\\s+Balance of the fare`));
    expect(second).toMatch(/Paid to date\s+£420\.00/);
    expect(second).toMatch(/Left to pay\s+£0\.00/);
    // The supplier from configuration: registered name, office and company number.
    expect(second).toContain('Bus4U Travel Ltd');
    expect(second).toContain('company number 01234567');
  });

  it('names the corrected document, its date and the reason on a credit note, and keeps its VAT treatment', async () => {
    await setDocumentIssuer(app.db, {
      vatNumber: undefined,
      name: ISSUER.BUSINESS_LEGAL_NAME,
      addressLines: ['The Maltings'],
      companyNumber: undefined,
    });
    const quoteId = await booked('registered-later@example.com', 'Luxury MPV');
    let credit: { number: number } | undefined;
    try {
      const paid = await record(app, quoteId, { kind: 'payment', amountPence: 10_500 });
      // Registered for VAT between the payment and the refund, as a restart with VAT_NUMBER does.
      await setDocumentIssuer(app.db, {
        vatNumber: VAT_NUMBER,
        name: ISSUER.BUSINESS_LEGAL_NAME,
        addressLines: ['The Maltings'],
        companyNumber: undefined,
      });
      await record(app, quoteId, {
        kind: 'refund',
        amountPence: 10_500,
        refundOf: paid,
        note: 'Goodwill: the minibus was 40 minutes late',
      });
      const documents = await documentsOf(app.db, quoteId);
      expect(documents.map((d) => d.kind)).toEqual(['receipt', 'credit-note']);
      credit = documents[1];
      const text = await textOf(credit!.number);
      expect(text).toMatch(
        new RegExp(
          `corrects Receipt ${documents[0]!.number} of \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2}\\.`,
        ),
      );
      expect(text).toContain('Reason: Goodwill: the minibus was 40 minutes late');
      // No VAT was charged on the receipt, so none is credited.
      expect(text).not.toContain('VAT registration number');
      expect(text).not.toContain('Total VAT');
    } finally {
      await setDocumentIssuer(app.db, {
        vatNumber: VAT_NUMBER,
        name: ISSUER.BUSINESS_LEGAL_NAME,
        addressLines: ISSUER.BUSINESS_ADDRESS.split(', '),
        companyNumber: ISSUER.COMPANY_NUMBER,
      });
    }
  });

  it('writes a Welsh booking’s invoice in Welsh with an English copy, under a Welsh file name', async () => {
    const quoteId = await booked(
      'cymraeg@example.com',
      'Bws mini 16 sedd a MPV moethus',
      '640.00',
      {
        name: 'Siân Ŵyn',
        current_page: '/cy/book-online',
        passengerCount: 20,
      },
    );
    await record(app, quoteId, { kind: 'payment', amountPence: 16_000 });
    const [document] = await documentsOf(app.db, quoteId);
    const file = await stored(document!.number);
    expect(file.filename).toBe(`bus4u-anfoneb-taw-${document!.number}.pdf`);
    const text = await textOf(document!.number);
    expect(text).toMatch(new RegExp(`Anfoneb TAW ${document!.number}\\s+Blaendal`));
    expect(text).toContain('Siân Ŵyn');
    expect(text).toContain('Cyfradd TAW');
    expect(text).toMatch(/Taith allan\s+\d{1,2} \S+ \d{4} am 05:30/);
    expect(text).toContain('Bws mini 16 sedd');
    // The deposit shared by the two vehicles' own prices, each at its own rate.
    const minibus = /0%\s+£(\d+\.\d\d)\s+£0\.00\s+£\1/.exec(text);
    expect(Number(minibus?.[1])).toBeGreaterThan(80);
    expect(text).toMatch(/MPV moethus \(7 sedd i\s+deithwyr\)/);
    // And an English copy after it, for an accountant who reads no Welsh.
    expect(text).toMatch(new RegExp(`VAT invoice ${document!.number}\\s+Deposit`));
    expect(text).toContain('Passenger transport: Luxury MPV');
  });

  it('repeats the title, number and page count on page 2 of a long document', async () => {
    const quoteId = await booked(
      'coach-party@example.com',
      '20 × 16-Seat Minibus and 20 × 15-Seat Minibus',
      '9000.00',
      { passengerCount: 100 },
    );
    await record(app, quoteId, { kind: 'payment', amountPence: 900_000 });
    const [document] = await documentsOf(app.db, quoteId);
    const text = await textOf(document!.number);
    const pages = /page 1 of (\d+)/.exec(text);
    expect(Number(pages?.[1])).toBeGreaterThan(1);
    expect(text).toContain(`VAT invoice ${document!.number} · page 2 of ${pages![1]}`);
    expect(text.match(/Passenger transport: 16-Seat Minibus/g)).toHaveLength(20);
    expect(text.match(/Passenger transport: 15-Seat Minibus/g)).toHaveLength(20);
  });

  it('keeps a document’s facts while its number is held, and renders its PDF from them only after', async () => {
    const quoteId = await booked('facts-first@example.com', '16-Seat Minibus', '420.00', {
      name: 'Gwen Davies',
    });
    const number = await app.db.transaction(async (tx) => {
      await tx
        .insert(payments)
        .values({ quoteId, kind: 'payment', method: 'bank-transfer', amountPence: 10_500 });
      await queueDocumentEmails(tx, app.boss, quoteId);
      // Still inside the transaction that holds the document counter: nothing is rendered here.
      const [row] = await tx
        .select()
        .from(paymentDocuments)
        .where(eq(paymentDocuments.quoteId, quoteId));
      expect(row!.pdf).toBeNull();
      expect(row!.facts).toMatchObject({ customerName: 'Gwen Davies', amountPence: 10_500 });
      return row!.number;
    });
    // As if the server died before rendering it: the request changes meanwhile, and the PDF
    // rendered afterwards prints what was true when the document was issued.
    await database.query('update quote_requests set name = $1 where id = $2', [
      'Someone Else',
      quoteId,
    ]);
    const text = await textOf(number);
    expect(text).toContain('Gwen Davies');
    expect(text).not.toContain('Someone Else');
    await expect(
      database.query(`update payment_documents set facts = '{}'::jsonb where number = $1`, [
        number,
      ]),
    ).rejects.toThrow(/cannot change/);
  });

  it('stores a document’s bytes only with their own SHA-256', async () => {
    const quoteId = await booked('hashed@example.com', '16-Seat Minibus');
    // Numbered and its facts kept, with no e-mail queued: nothing renders it meanwhile.
    const [document] = await app.db.transaction(async (tx) => {
      await tx
        .insert(payments)
        .values({ quoteId, kind: 'payment', method: 'cash', amountPence: 2_000 });
      await keepDocumentFacts(tx, quoteId);
      return tx.select().from(paymentDocuments).where(eq(paymentDocuments.quoteId, quoteId));
    });
    await expect(
      database.query('update payment_documents set pdf = $1, pdf_sha256 = $2 where number = $3', [
        Buffer.from('forged'),
        'not its hash',
        document!.number,
      ]),
    ).rejects.toThrow(/SHA-256/);
    const { pdf } = await stored(document!.number);
    const [row] = await database.query<{ pdf_sha256: string }>(
      'select pdf_sha256 from payment_documents where number = $1',
      [document!.number],
    );
    expect(row!.pdf_sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
  });

  it('serves the same bytes after erasure and after the supplier’s details change, and keeps invoices', async () => {
    const quoteId = await booked('erase-me@example.com', '16-Seat Minibus', '420.00', {
      name: 'Rhodri Evans',
    });
    const paid = await record(app, quoteId, { kind: 'payment', amountPence: 10_500 });
    await record(app, quoteId, { kind: 'refund', amountPence: 5_250, refundOf: paid, note: 'x' });
    const documents = await documentsOf(app.db, quoteId);
    const before = await Promise.all(documents.map(async (d) => (await stored(d.number)).pdf));
    const [row] = await database.query<{ pdf_sha256: string }>(
      'select pdf_sha256 from payment_documents where number = $1',
      [documents[0]!.number],
    );
    expect(row!.pdf_sha256).toBe(createHash('sha256').update(before[0]!).digest('hex'));

    expect(await erasePersonByEmail(app.db, 'erase-me@example.com', PERSON_DATA_PARTS)).toBe(1);
    const [erased] = await database.query<{ name: string }>(
      'select name from quote_requests where id = $1',
      [quoteId],
    );
    expect(erased!.name).not.toBe('Rhodri Evans');
    const payment = PERSON_DATA_PARTS.find((part) => part.name === 'payments');
    expect(payment?.kept).toContain('legal obligation');

    // A second instance on the same database, the business renamed and moved.
    const renamed = await startQuoteApp(database, {
      env: {
        VAT_NUMBER,
        BUSINESS_LEGAL_NAME: 'Bus4U Coaches Ltd',
        BUSINESS_ADDRESS: '1 New Road, Newport NP20 1AA',
      },
    });
    try {
      for (const [index, document] of documents.entries()) {
        const after = (await documentFile({ db: renamed.db }, document.number))!.pdf;
        expect(Buffer.compare(after, before[index]!)).toBe(0);
      }
      expect(await textOf(documents[0]!.number)).toContain('Rhodri Evans');
      // The stored bytes cannot be changed behind the application's back either.
      await expect(
        database.query('update payment_documents set pdf = $1 where number = $2', [
          Buffer.from('forged'),
          documents[0]!.number,
        ]),
      ).rejects.toThrow(/cannot change/);
      const other = await booked('after-move@example.com', '16-Seat Minibus');
      await record(renamed, other, { kind: 'payment', amountPence: 10_500 });
      const [fresh] = await documentsOf(renamed.db, other);
      const freshText = await pdfText((await documentFile({ db: renamed.db }, fresh!.number))!.pdf);
      expect(freshText).toContain('Bus4U Coaches Ltd');
      expect(freshText).toContain('1 New Road');
    } finally {
      await renamed.stop();
      await setDocumentIssuer(app.db, {
        vatNumber: VAT_NUMBER,
        name: ISSUER.BUSINESS_LEGAL_NAME,
        addressLines: ISSUER.BUSINESS_ADDRESS.split(', '),
        companyNumber: ISSUER.COMPANY_NUMBER,
      });
    }
  });

  it('removes a receipt’s PDF on erasure and keeps its number', async () => {
    await setDocumentIssuer(app.db, {
      vatNumber: undefined,
      name: ISSUER.BUSINESS_LEGAL_NAME,
      addressLines: ['The Maltings'],
      companyNumber: undefined,
    });
    try {
      const quoteId = await booked('receipt-only@example.com', '16-Seat Minibus');
      await record(app, quoteId, { kind: 'payment', amountPence: 10_500 });
      const [receipt] = await documentsOf(app.db, quoteId);
      expect(receipt!.kind).toBe('receipt');
      const text = await textOf(receipt!.number);
      expect(text).toContain('Date paid');
      expect(text).not.toContain('supply');
      await erasePersonByEmail(app.db, 'receipt-only@example.com', PERSON_DATA_PARTS);
      expect(await documentFile({ db: app.db }, receipt!.number)).toBeNull();
      expect((await documentsOf(app.db, quoteId)).map((d) => d.number)).toEqual([receipt!.number]);
    } finally {
      await setDocumentIssuer(app.db, {
        vatNumber: VAT_NUMBER,
        name: ISSUER.BUSINESS_LEGAL_NAME,
        addressLines: ISSUER.BUSINESS_ADDRESS.split(', '),
        companyNumber: ISSUER.COMPANY_NUMBER,
      });
    }
  });
});

describe('documents issued by two instances on one PostgreSQL', () => {
  const { database, app } = quoteAppPerSuite('postgres', {
    env: { VAT_NUMBER, RATE_LIMIT_QUOTES_PER_HOUR: '100' },
  });

  it('numbers them uniquely without a gap and stores each one’s bytes once', async () => {
    const second = await startQuoteApp(database, { env: { VAT_NUMBER } });
    try {
      const quoteIds: string[] = [];
      for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) {
        const response = await postQuote(app.url, quoteBody({ email }));
        quoteIds.push(((await response.json()) as { id: string }).id);
      }
      const [{ last_number: before }] = (await database.query<{ last_number: number }>(
        'select last_number from document_counter',
      )) as [{ last_number: number }];
      const instances = [app, second];
      await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          instances[i % 2]!.db.transaction(async (tx) => {
            const quoteId = quoteIds[i % 3]!;
            await tx
              .insert(payments)
              .values({ quoteId, kind: 'payment', method: 'cash', amountPence: 1_000 + i });
            await queueDocumentEmails(tx, instances[i % 2]!.boss, quoteId);
          }),
        ),
      );
      // One more written outside the usual paths: both instances asked for it at once.
      await database.query(
        "insert into payments (quote_id, kind, method, amount_pence) values ($1, 'payment', 'cash', 500)",
        [quoteIds[0]],
      );
      const rows = await database.query<{ number: number }>(
        'select number from payment_documents where number > $1 order by number',
        [before],
      );
      expect(rows.map((r) => r.number)).toEqual(
        Array.from({ length: 13 }, (_, i) => before + 1 + i),
      );
      // Each one read by both instances at once: both may render it, one stores its bytes, and
      // both serve those bytes.
      for (const { number } of rows) {
        const [fromFirst, fromSecond] = await Promise.all(
          instances.map((instance) => documentFile({ db: instance.db }, number)),
        );
        expect(Buffer.compare(fromFirst!.pdf, fromSecond!.pdf)).toBe(0);
      }
      const stored = await database.query<{ number: number; pdf: Buffer; pdf_sha256: string }>(
        'select number, pdf, pdf_sha256 from payment_documents where number > $1 order by number',
        [before],
      );
      for (const row of stored) {
        expect(row.pdf).not.toBeNull();
        expect(row.pdf_sha256).toBe(createHash('sha256').update(row.pdf).digest('hex'));
      }
    } finally {
      await second.stop();
    }
  });
});
