/**
 * The monthly run of account invoices on PGlite and PostgreSQL, with the real outbox and an SMTP
 * peer: each account with journeys completed in the month gets ONE invoice, however often the run
 * happens and on two instances at once (the numbering transaction and the unique (account, month)
 * index); a line per journey, the VAT rate by the vehicle that ran it (16 seats zero-rated, 8
 * standard), cancelled journeys, those of other months and one already invoiced when it was
 * confirmed left out; due after the account's terms;
 * the PDF stored as issued and e-mailed with a statement that adds up; the stored rows refuse change.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { asAppDb } from '#server/platform/db/app-db.server.ts';
import { openDatabase } from '#server/platform/db/client.server.ts';
import {
  invoiceAccountNow,
  runMonthlyInvoicing,
  type InvoicingDeps,
} from '#server/account-invoicing.server.ts';
import type {
  AccountInvoiceFacts,
  StatementFacts,
} from '#app/features/payments/account-invoices/account-invoice-facts.ts';
import { accountMoneyAction } from '#app/routes/admin/account-money-action.server.ts';
import { standingsOf } from '#app/routes/admin/account-standings.server.ts';
import { standingFlags } from '#app/features/contracts/account-standing.ts';
import { accountMoney } from '#app/features/payments/account-invoices/account-money.server.ts';
import { sendInvoiceReminders } from '#app/features/payments/account-invoices/account-invoice-reminders.server.ts';
import { loader as accountLoader } from '#app/routes/admin/account.tsx';
import { loader as accountDocumentLoader } from '#app/routes/admin/account-document.ts';
import { loader as invoicesCsvLoader } from '#app/routes/admin/invoices-csv.ts';
import { loader as accountPageLoader } from '#app/routes/account-page.tsx';
import { loader as accountPageDocumentLoader } from '#app/routes/account-page-document.ts';
import { formatPence } from '#app/lib/money.ts';
import { adminContext, adminEnv, adminRequest, signedInCookie } from '../support/admin.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { mailAppPerSuite } from '../support/lifecycle.ts';
import { mailWithSubject } from '../support/mail-app.ts';
import { pdfText } from '../support/pdf-text.ts';
import { postQuote, quoteBody, waitFor } from '../support/quote-app.ts';

const waitForMail = (done: () => boolean) =>
  waitFor(async () => (done() ? true : undefined), 30_000, 'the second reminder');

const VAT_NUMBER = 'GB 123 4567 89';
const BANK = 'Bus4U Ltd, sort code 12-34-56, account 12345678';
const BILLING = 'accounts@wern.example';

describe.each(DATABASE_KINDS)('monthly account invoices on %s', (kind) => {
  const mailing = mailAppPerSuite(kind, { VAT_NUMBER, BANK_TRANSFER_DETAILS: BANK });
  const deps = (): InvoicingDeps => ({
    db: mailing.app.db,
    boss: mailing.app.boss,
    env: { BANK_TRANSFER_DETAILS: BANK },
  });
  let accountId: number;
  let pageToken: string;

  async function journey(fields: {
    pickupAt: string;
    returnAt?: string;
    fare: number;
    vehicleId?: number;
    quoted?: string;
    status?: string;
    account?: number;
  }) {
    const response = await postQuote(mailing.app.url, quoteBody({ email: 'office@wern.example' }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await mailing.database.query(
      `insert into bookings (quote_id, hirer_name, hirer_email, hirer_phone, pickup_location, destination,
         pickup_at, ends_at, return_at, passengers, fare_pence, quoted_vehicle, vehicle_id, status,
         account_id, contract_reference)
       values ($1, 'Ysgol y Wern', 'office@wern.example', '+447700900123', 'Cardiff', 'Penarth',
         $2, $2::timestamptz + interval '1 hour', $3, 12, $4, $5, $6, $7, $8, 'C-0001')`,
      [
        id,
        fields.pickupAt,
        fields.returnAt ?? null,
        fields.fare,
        fields.quoted ?? '16-Seat Minibus',
        fields.vehicleId ?? null,
        fields.status ?? 'confirmed',
        fields.account ?? accountId,
      ],
    );
    return id;
  }

  const invoices = () =>
    mailing.database.query<{
      number: number;
      kind: string;
      month: string;
      issued_on: string;
      due_on: string;
      total_pence: number;
      facts: AccountInvoiceFacts;
      statement: StatementFacts;
      pdf: Uint8Array;
      statement_pdf: Uint8Array;
    }>(
      `select number, kind, month, issued_on::text, due_on::text, total_pence, facts, statement, pdf,
         statement_pdf
       from account_invoices where account_id = $1 order by number`,
      [accountId],
    );

  it('invoices October, then a part payment, then November once however often it runs', async () => {
    const [account] = await mailing.database.query<{ id: number }>(
      `insert into accounts (organisation, billing_email, billing_address, payment_terms_days, purchase_order)
       values ('Ysgol y Wern', $1, 'Wern Road\nCardiff CF14 1AA', 30, 'PO-4471') returning id`,
      [BILLING],
    );
    accountId = account!.id;
    await mailing.database.query(
      `insert into accounts (organisation, billing_email, billing_address)
       values ('Quiet Club', 'quiet@example.com', 'Somewhere') returning id`,
    );
    const [big] = await mailing.database.query<{ id: number }>(
      `insert into fleet_vehicles (name, seats) values ('Contract Minibus', 16) returning id`,
    );
    const [small] = await mailing.database.query<{ id: number }>(
      `insert into fleet_vehicles (name, seats) values ('Small Van', 8) returning id`,
    );
    // October: one journey. November: three to invoice, and four that are not November's.
    await journey({ pickupAt: '2026-10-15T07:15:00Z', fare: 20_000, vehicleId: big!.id });
    await journey({
      pickupAt: '2026-11-03T08:15:00Z',
      returnAt: '2026-11-03T15:30:00Z',
      fare: 8_550,
      vehicleId: big!.id,
    });
    await journey({ pickupAt: '2026-11-10T09:00:00Z', fare: 12_000, vehicleId: small!.id });
    // 23:30 on 30 November in London, unassigned: the quoted 16-seater sets its rate.
    await journey({ pickupAt: '2026-11-30T23:30:00Z', fare: 5_000 });
    await journey({ pickupAt: '2026-11-12T09:00:00Z', fare: 9_999, status: 'cancelled' });
    // Out on 30 November, back on 1 December: its last leg is December's.
    await journey({
      pickupAt: '2026-11-30T20:00:00Z',
      returnAt: '2026-12-01T00:30:00Z',
      fare: 7_777,
    });
    await journey({ pickupAt: '2026-12-01T00:30:00Z', fare: 6_666 });
    await journey({ pickupAt: '2026-09-30T22:30:00Z', fare: 5_555 });
    // Marked on account before it was put on the school's books: its VAT invoice was issued when
    // it was confirmed, so the month's invoice leaves it out (no second invoice for one supply).
    const invoicedAlready = await journey({ pickupAt: '2026-11-20T09:00:00Z', fare: 4_444 });
    await mailing.database.query(
      `insert into payment_documents (number, kind, quote_id, payment_id, vat_number)
       values (90001, 'vat-invoice', $1, null, $2)`,
      [invoicedAlready, VAT_NUMBER],
    );

    // 07:00 on 1 November: October's run.
    const october = await runMonthlyInvoicing(deps(), new Date('2026-11-01T07:00:00Z'));
    expect(october).toHaveLength(1);
    const [first] = await invoices();
    expect(first).toMatchObject({
      month: '2026-10',
      issued_on: '2026-11-01',
      due_on: '2026-12-01',
      total_pence: 20_000,
    });
    // A bank payment of £150 of its £200 on 20 November.
    const [payment] = await mailing.database.query<{ id: number }>(
      `insert into account_payments (account_id, method, amount_pence, received_on, reference)
       values ($1, 'bank-transfer', 15000, '2026-11-20', 'WERN OCT') returning id`,
      [accountId],
    );
    await mailing.database.query(
      `insert into account_payment_allocations (payment_id, invoice_number, amount_pence) values ($1, $2, 15000)`,
      [payment!.id, first!.number],
    );

    // 05:59 on 1 December: November is not due yet, and October is done.
    expect(await runMonthlyInvoicing(deps(), new Date('2026-12-01T05:59:00Z'))).toEqual([]);

    // 06:00: November's run on two instances at once, then again: one invoice.
    const now = new Date('2026-12-01T06:00:00Z');
    let second = deps();
    let closeSecond = async () => {};
    if (kind === 'postgres') {
      const dataDir = mkdtempSync(join(tmpdir(), 'bus4u-second-'));
      const handle = await openDatabase({
        databaseUrl: mailing.database.env.DATABASE_URL,
        dataDir,
      });
      second = { ...second, db: asAppDb(handle.db) };
      closeSecond = async () => {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      };
    }
    try {
      const [a, b] = await Promise.all([
        runMonthlyInvoicing(deps(), now),
        runMonthlyInvoicing(second, now),
      ]);
      expect([...a, ...b]).toHaveLength(1);
    } finally {
      await closeSecond();
    }
    expect(await runMonthlyInvoicing(deps(), now)).toEqual([]);
    expect(await invoiceAccountNow(deps(), accountId, now)).toEqual({
      month: '2026-11',
      number: null,
    });
    const rows = await invoices();
    expect(rows.map((row) => row.month)).toEqual(['2026-10', '2026-11']);
    const november = rows[1]!;
    expect(november).toMatchObject({
      kind: 'vat-invoice',
      issued_on: '2026-12-01',
      due_on: '2026-12-31',
      total_pence: 8_550 + 12_000 + 5_000,
    });
    // A line per journey, in date order, each at its vehicle's rate.
    expect(
      november.facts.lines.map((line) => [
        line.date,
        line.vehicle,
        line.vatPercent,
        line.netPence,
        line.vatPence,
        line.grossPence,
      ]),
    ).toEqual([
      ['2026-11-03', 'Contract Minibus', 0, 8_550, 0, 8_550],
      ['2026-11-10', 'Small Van', 20, 10_000, 2_000, 12_000],
      ['2026-11-30', '16-Seat Minibus', 0, 5_000, 0, 5_000],
    ]);
    // Nobody else had journeys: the quiet account has no invoice.
    const all = await mailing.database.query<{ n: number }>(
      `select count(*)::int as n from account_invoices`,
    );
    expect(all[0]!.n).toBe(2);

    // The statement: November to the invoice's date, adding up.
    const statement = november.statement;
    expect(statement.openingPence).toBe(0);
    expect(statement.entries.map((e) => [e.date, e.kind, e.amountPence])).toEqual([
      ['2026-11-01', 'invoice', 20_000],
      ['2026-11-20', 'payment', -15_000],
      ['2026-12-01', 'invoice', 25_550],
    ]);
    expect(statement.closingPence).toBe(
      statement.entries.reduce((sum, e) => sum + e.amountPence, statement.openingPence),
    );
    expect(statement.closingPence).toBe(30_550);
    expect(statement.open.map((o) => [o.number, o.leftPence])).toEqual([
      [first!.number, 5_000],
      [november.number, 25_550],
    ]);
    expect(statement.aged.notYetDuePence).toBe(30_550);
    expect(statement.overduePence).toBe(0);

    // The stored PDFs say so.
    const invoiceText = (await pdfText(november.pdf)).replace(/\s+/g, ' ');
    expect(invoiceText).toContain(`VAT invoice ${november.number}`);
    expect(invoiceText).toContain('Journeys in November 2026');
    expect(invoiceText).toContain('Ysgol y Wern');
    expect(invoiceText).toContain('PO-4471');
    expect(invoiceText).toContain('Cardiff to Penarth, returning at 15:30');
    expect(invoiceText).toContain('Small Van (8 seats)');
    expect(invoiceText).toContain('£255.50');
    expect(invoiceText).toContain('£20.00');
    expect(invoiceText).toContain('by 31 December 2026');
    expect(invoiceText).toContain(BANK);
    expect(invoiceText).toContain(`VAT registration number: ${VAT_NUMBER}`);
    const statementText = (await pdfText(november.statement_pdf)).replace(/\s+/g, ' ');
    expect(statementText).toContain('Opening balance');
    expect(statementText).toContain('Closing balance');
    expect(statementText).toContain('£305.50');
    expect(statementText).toContain('WERN OCT');

    // E-mailed once to the billing address with both, as stored.
    const mail = await mailWithSubject(mailing.smtp, BILLING, `VAT invoice ${november.number}`);
    expect(mail.message.attachments.map((a) => a.filename)).toEqual([
      `bus4u-vat-invoice-${november.number}.pdf`,
      `bus4u-statement-${november.number}.pdf`,
    ]);
    expect(Buffer.compare(mail.message.attachments[0]!.content, Buffer.from(november.pdf))).toBe(0);
    expect(mail.message.text).toContain('£255.50 to pay by 31 December 2026');
    // With the link to the account's own page: a 128-bit key, only its hash stored.
    pageToken = /\/account\/([A-Za-z0-9_-]+)/.exec(mail.message.text)?.[1] ?? '';
    expect(Buffer.from(pageToken, 'base64url')).toHaveLength(16);
    const hashes = await mailing.database.query<{ token_hash: string }>(
      `select token_hash from account_page_tokens where account_id = $1`,
      [accountId],
    );
    expect(hashes.map((h) => h.token_hash)).toContain(
      createHash('sha256').update(pageToken).digest('hex'),
    );
    expect(JSON.stringify(hashes)).not.toContain(pageToken);
  });

  it('keeps an issued invoice as it is, and the database refuses a second for its month', async () => {
    const [row] = await invoices();
    await expect(
      mailing.database.query(`update account_invoices set total_pence = 1 where number = $1`, [
        row!.number,
      ]),
    ).rejects.toThrow(/cannot change/);
    await expect(
      mailing.database.query(`update account_invoices set pdf = 'x'::bytea where number = $1`, [
        row!.number,
      ]),
    ).rejects.toThrow(/cannot change/);
    await expect(
      mailing.database.query(`delete from account_invoices where number = $1`, [row!.number]),
    ).rejects.toThrow(/cannot be deleted/);
    await expect(
      mailing.database.query(
        `insert into account_invoices (number, kind, account_id, month, issued_at, issued_on, due_on, total_pence, facts)
         values (9999, 'vat-invoice', $1, '2026-10', now(), '2026-12-01', '2026-12-31', 1, '{}')`,
        [accountId],
      ),
    ).rejects.toThrow(/account_invoices_month_unique/);
  });

  it("lists the invoices and statements on the admin account page, and 'Invoice now' issues the month before", async () => {
    const env = adminEnv(mailing.database, { VAT_NUMBER, BANK_TRANSFER_DETAILS: BANK });
    const cookie = await signedInCookie(mailing.database, env);
    const context = adminContext(mailing.database, env, { outbox: mailing.app.boss });
    const call = async (fn: (args: never) => Promise<unknown>, path: string, params: object) =>
      fn({ request: adminRequest(path, { cookie }), context, params } as never);
    const page = (await call(accountLoader as never, `/admin/accounts/${accountId}`, {
      id: String(accountId),
    })) as { money: { documents: { number: number; leftPence: number }[] } };
    const [november, october] = page.money.documents;
    expect(october).toMatchObject({ leftPence: 5_000 });
    expect(november).toMatchObject({ leftPence: 25_550 });
    const [stored] = await mailing.database.query<{ pdf: Uint8Array; statement_pdf: Uint8Array }>(
      `select pdf, statement_pdf from account_invoices where number = $1`,
      [november!.number],
    );
    const served = (await call(
      accountDocumentLoader as never,
      `/admin/accounts/${accountId}/documents/invoice-${november!.number}.pdf`,
      { id: String(accountId), file: `invoice-${november!.number}.pdf` },
    )) as Response;
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), Buffer.from(stored!.pdf))).toBe(
      0,
    );
    const statement = (await call(
      accountDocumentLoader as never,
      `/admin/accounts/${accountId}/documents/statement-${november!.number}.pdf`,
      { id: String(accountId), file: `statement-${november!.number}.pdf` },
    )) as Response;
    expect(
      Buffer.compare(
        Buffer.from(await statement.arrayBuffer()),
        Buffer.from(stored!.statement_pdf),
      ),
    ).toBe(0);
    // Another account's number is not this account's document.
    const elsewhere = (await call(
      accountDocumentLoader as never,
      `/admin/accounts/${accountId + 1}/documents/invoice-${november!.number}.pdf`,
      { id: String(accountId + 1), file: `invoice-${november!.number}.pdf` },
    )) as Response;
    expect(elsewhere.status).toBe(404);

    // A new account with a journey in December: "Invoice now" on 15 January invoices December.
    const [rowing] = await mailing.database.query<{ id: number }>(
      `insert into accounts (organisation, billing_email, billing_address, payment_terms_days)
       values ('Penarth Rowing', 'rowing@example.com', 'The Esplanade, Penarth', 14) returning id`,
    );
    await journey({ pickupAt: '2026-12-12T09:00:00Z', fare: 30_000, account: rowing!.id });
    const admin = {
      db: mailing.app.db,
      env,
      outbox: mailing.app.boss,
      session: { email: 'admin@bus4u.example' },
    };
    const form = new FormData();
    form.set('intent', 'invoice-now');
    const now = new Date('2027-01-15T10:00:00Z');
    const done = await accountMoneyAction(admin, rowing!.id, form, now);
    expect(done?.message).toMatch(/^VAT invoice \d+ for December 2026 is issued/);
    expect(await accountMoneyAction(admin, rowing!.id, form, now)).toEqual({
      ok: true,
      message:
        'Nothing to invoice for December 2026: it has its invoice already, or no completed journeys.',
    });
    const rows = await mailing.database.query<{ month: string; due_on: string }>(
      `select month, due_on::text from account_invoices where account_id = $1`,
      [rowing!.id],
    );
    expect(rows).toEqual([{ month: '2026-12', due_on: '2027-01-29' }]);
  });

  it("exports every invoice line in Xero's sales-invoice import columns, admin only", async () => {
    const env = adminEnv(mailing.database, { VAT_NUMBER });
    const context = adminContext(mailing.database, env);
    const get = async (cookie?: string) => {
      try {
        return (await invoicesCsvLoader({
          request: adminRequest('/admin/invoices.csv', { cookie }),
          context,
          params: {},
        } as never)) as Response;
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    };
    expect((await get()).status).toBe(401);
    const response = await get(await signedInCookie(mailing.database, env));
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await response.text();
    const [header] = text.split('\r\n');
    // Xero's template, column for column.
    expect(header).toBe(
      '*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4,' +
        'POCity,PORegion,POPostalCode,POCountry,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,' +
        'InventoryItemCode,*Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,' +
        'TrackingName1,TrackingOption1,TrackingName2,TrackingOption2,Currency,BrandingTheme',
    );
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    const [november] = (await invoices()).filter((row) => row.month === '2026-11');
    const ofNovember = rows.filter((row) => row['*InvoiceNumber'] === String(november!.number));
    // One row per journey, VAT included, each with its rate's Xero name.
    expect(
      ofNovember.map((row) => [
        row['*ContactName'],
        row.POAddressLine1,
        row.POAddressLine2,
        row.Reference,
        row['*InvoiceDate'],
        row['*DueDate'],
        row['*Quantity'],
        row['*UnitAmount'],
        row['*AccountCode'],
        row['*TaxType'],
        row.Currency,
      ]),
    ).toEqual([
      [
        'Ysgol y Wern',
        'Wern Road',
        'Cardiff CF14 1AA',
        'PO-4471',
        '01/12/2026',
        '31/12/2026',
        '1',
        '85.50',
        '200',
        'Zero Rated Income',
        'GBP',
      ],
      [
        'Ysgol y Wern',
        'Wern Road',
        'Cardiff CF14 1AA',
        'PO-4471',
        '01/12/2026',
        '31/12/2026',
        '1',
        '120.00',
        '200',
        '20% (VAT on Income)',
        'GBP',
      ],
      [
        'Ysgol y Wern',
        'Wern Road',
        'Cardiff CF14 1AA',
        'PO-4471',
        '01/12/2026',
        '31/12/2026',
        '1',
        '50.00',
        '200',
        'Zero Rated Income',
        'GBP',
      ],
    ]);
    expect(ofNovember[0]!['*Description']).toBe(
      '2026-11-03 08:15, Cardiff to Penarth, Contract Minibus, C-0001',
    );
    // October's invoice is there too: every invoice, not only the latest month's.
    expect(rows.filter((row) => row.Reference === 'PO-4471').length).toBe(4);
  });

  it('records a bank payment against several invoices, a part leaving the rest due, and flags what is long overdue', async () => {
    const env = adminEnv(mailing.database, { VAT_NUMBER });
    const admin = {
      db: mailing.app.db,
      env,
      outbox: mailing.app.boss,
      session: { email: 'admin@bus4u.example' },
    };
    const [october, november] = await invoices();
    const now = new Date('2026-12-10T12:00:00Z');
    const pay = (fields: Record<string, string>) => {
      const form = new FormData();
      form.set('intent', 'record-payment');
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return accountMoneyAction(admin, accountId, form, now);
    };
    // More than is left on October's invoice (£50) is refused, and nothing is recorded.
    expect(
      await pay({ [`towards-${october!.number}`]: '50.01', receivedOn: '2026-12-09' }),
    ).toEqual({
      ok: false,
      message: `That is more than is left to pay on invoice ${october!.number}: record only what it still owes.`,
    });
    expect(await pay({ receivedOn: '2026-12-09' })).toMatchObject({ ok: false });
    expect(await pay({ [`towards-${october!.number}`]: '10', receivedOn: '2026-12-11' })).toEqual({
      ok: false,
      message: 'The money cannot have arrived after today.',
    });
    // £50 clears October; £100 of November's £255.50 leaves £155.50 due.
    expect(
      await pay({
        [`towards-${october!.number}`]: '50',
        [`towards-${november!.number}`]: '100.00',
        receivedOn: '2026-12-09',
        reference: 'WERN NOV',
      }),
    ).toEqual({ ok: true, message: 'Bank payment of £150.00 recorded.' });
    const money = await accountMoney(mailing.app.db, accountId, now);
    expect(money.statement.open.map((o) => [o.number, o.leftPence])).toEqual([
      [november!.number, 15_550],
    ]);
    expect(money.statement.closingPence).toBe(15_550);
    expect(money.payments[0]).toMatchObject({
      amountPence: 15_000,
      reference: 'WERN NOV',
      allocations: [
        { invoiceNumber: october!.number, amountPence: 5_000 },
        { invoiceNumber: november!.number, amountPence: 10_000 },
      ],
    });
    const account = { id: accountId, organisation: 'Ysgol y Wern', creditLimitPence: 10_000 };
    // On 30 January November's invoice is 30 days past due: owed, over the limit, not yet flagged
    // as overdue; on 31 January it is more than 30 days late and flagged.
    const on = async (iso: string) =>
      (await standingsOf(mailing.app.db, [account], new Date(iso))).get(accountId)!;
    const january30 = await on('2027-01-30T12:00:00Z');
    expect(january30.balancePence).toBe(15_550 + january30.uninvoicedPence);
    expect(january30.longOverduePence).toBe(0);
    const january31 = await on('2027-01-31T12:00:00Z');
    expect(january31.longOverduePence).toBe(15_550);
    expect(standingFlags(account, january31)).toContain(
      'Ysgol y Wern has £155.50 on invoices more than 30 days overdue.',
    );
  });

  it("opens the account's own page by its key: statement, invoices as sent, journeys to come; 404 otherwise", async () => {
    const env = adminEnv(mailing.database, { BANK_TRANSFER_DETAILS: BANK });
    const context = adminContext(mailing.database, env, { outbox: mailing.app.boss });
    const load = async (fn: (args: never) => Promise<unknown>, path: string, params: object) => {
      try {
        return await fn({
          request: new Request(`https://www.bus4u.test${path}`),
          context,
          params,
        } as never);
      } catch (thrown) {
        return thrown;
      }
    };
    const page = (await load(accountPageLoader as never, `/cy/account/${pageToken}`, {
      token: pageToken,
    })) as {
      locale: string;
      organisation: string;
      money: { statement: { closingPence: number }; documents: { number: number }[] };
      bankDetails: string;
      documentsPath: string;
    };
    expect(page.locale).toBe('cy');
    expect(page.organisation).toBe('Ysgol y Wern');
    expect(page.bankDetails).toBe(BANK);
    expect(page.money.documents).toHaveLength(2);
    const [november] = page.money.documents;
    const pdf = (await load(
      accountPageDocumentLoader as never,
      `${page.documentsPath}/invoice-${november!.number}.pdf`,
      { token: pageToken, file: `invoice-${november!.number}.pdf` },
    )) as Response;
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    expect(pdf.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const [stored] = await mailing.database.query<{ pdf: Uint8Array }>(
      `select pdf from account_invoices where number = $1`,
      [november!.number],
    );
    expect(Buffer.compare(Buffer.from(await pdf.arrayBuffer()), Buffer.from(stored!.pdf))).toBe(0);
    // An unknown or malformed key, and another account's document, open nothing.
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'short']) {
      const missing = (await load(accountPageLoader as never, `/account/${token}`, { token })) as {
        init: { status: number } | null;
      };
      expect(missing.init?.status).toBe(404);
    }
    const [rowing] = await mailing.database.query<{ number: number }>(
      `select number from account_invoices where account_id <> $1`,
      [accountId],
    );
    const elsewhere = (await load(
      accountPageDocumentLoader as never,
      `/account/${pageToken}/documents/invoice-${rowing!.number}.pdf`,
      { token: pageToken, file: `invoice-${rowing!.number}.pdf` },
    )) as Response;
    expect(elsewhere.status).toBe(404);
  });

  it('reminds an unpaid invoice 7 and 14 days after it was due, once each, and alerts the operator', async () => {
    const remind = (iso: string) =>
      sendInvoiceReminders(mailing.app.db, mailing.app.boss, new Date(iso));
    const [, november] = await invoices();
    const alerts = async () =>
      (
        await mailing.database.query<{ n: number }>(
          `select count(*)::int as n from pgboss.job
           where name in ('alert.operator-email', 'alert.push') and data->>'alert' = 'invoice-overdue'`,
        )
      )[0]!.n;
    // November's invoice was due on 31 December, £155.50 of it still unpaid.
    expect(await remind('2027-01-06T12:00:00Z')).toBe(0);
    expect(await remind('2027-01-07T09:00:00Z')).toBe(1);
    expect(await remind('2027-01-07T10:00:00Z')).toBe(0);
    expect(await alerts()).toBe(1);
    const first = await mailWithSubject(
      mailing.smtp,
      BILLING,
      `Reminder: VAT invoice ${november!.number} is overdue`,
    );
    expect(first.message.text).toContain('£155.50 of VAT invoice');
    expect(first.message.text).toContain('7 days ago');
    expect(await remind('2027-01-13T12:00:00Z')).toBe(0);
    expect(await remind('2027-01-14T12:00:00Z')).toBe(1);
    expect(await remind('2027-01-20T12:00:00Z')).toBe(0);
    expect(await alerts()).toBe(2);
    await waitForMail(
      () =>
        mailing.smtp.received.filter(
          (m) =>
            m.envelopeTo.includes(BILLING) &&
            (m.message.headers.get('subject') ?? '').startsWith('Reminder:'),
        ).length === 2,
    );
    const rows = await mailing.database.query<{ first: Date | null; second: Date | null }>(
      `select first_reminder_at as first, second_reminder_at as second from account_invoices where number = $1`,
      [november!.number],
    );
    expect(rows[0]!.first).not.toBeNull();
    expect(rows[0]!.second).not.toBeNull();
  });

  it('corrects an issued invoice with a credit note for the journeys ticked, once per journey, with its VAT treatment', async () => {
    const env = adminEnv(mailing.database, { VAT_NUMBER });
    const admin = {
      db: mailing.app.db,
      env,
      outbox: mailing.app.boss,
      session: { email: 'admin@bus4u.example' },
    };
    const now = new Date('2027-01-21T12:00:00Z');
    const credit = (fields: Record<string, string | string[]>) => {
      const form = new FormData();
      form.set('intent', 'credit-note');
      for (const [name, value] of Object.entries(fields)) {
        for (const one of [value].flat()) form.append(name, one);
      }
      return accountMoneyAction(admin, accountId, form, now);
    };
    const [, november] = await invoices();
    const small = november!.facts.lines.find((line) => line.vatPercent === 20)!;
    const before = await accountMoney(mailing.app.db, accountId, now);
    // Nothing ticked, or no reason: refused, nothing issued.
    expect(await credit({ invoice: String(november!.number), reason: 'Did not run' })).toEqual({
      ok: false,
      message: 'Tick at least one journey to credit.',
    });
    expect(
      await credit({ invoice: String(november!.number), journey: String(small.bookingId) }),
    ).toEqual({ ok: false, message: 'Say why in a few words: it is printed on the credit note.' });
    // A journey of another invoice is not this one's to credit.
    const october = (await invoices())[0]!;
    expect(
      await credit({
        invoice: String(november!.number),
        journey: String(october.facts.lines[0]!.bookingId),
        reason: 'Wrong invoice',
      }),
    ).toMatchObject({ ok: false });
    expect((await invoices()).filter((i) => i.kind === 'credit-note')).toHaveLength(0);

    const issued = await credit({
      invoice: String(november!.number),
      journey: String(small.bookingId),
      reason: 'The journey on 20 November did not run',
    });
    const note = (await invoices()).find((i) => i.kind === 'credit-note')!;
    expect(issued).toEqual({
      ok: true,
      message: `Credit note ${note.number} for ${formatPence(small.grossPence)} is issued and on its way to the billing e-mail.`,
    });
    expect(note.total_pence).toBe(small.grossPence);
    expect(note.facts.corrects).toEqual({
      number: november!.number,
      issuedOn: november!.issued_on,
    });
    expect(note.facts.lines).toEqual([small]);
    // Twice for the same journey: refused, and still one note.
    expect(
      await credit({
        invoice: String(november!.number),
        journey: String(small.bookingId),
        reason: 'Again',
      }),
    ).toMatchObject({ ok: false });
    expect((await invoices()).filter((i) => i.kind === 'credit-note')).toHaveLength(1);

    // Its PDF names the invoice it corrects and the reason, the line at the invoice's 20%.
    const text = (await pdfText(note.pdf)).replace(/\s+/g, ' ');
    expect(text).toContain(`Credit note ${note.number}`);
    expect(text).toContain(
      `This credit note corrects VAT invoice ${november!.number} of 1 December 2026.`,
    );
    expect(text).toContain('Reason: The journey on 20 November did not run');
    expect(text).toContain('20%');
    expect(text).toContain('Total credited');
    expect(text).not.toContain('Please pay');
    // E-mailed to the billing address, the PDF attached as stored.
    const mail = await mailWithSubject(
      mailing.smtp,
      BILLING,
      `Credit note ${note.number}: a correction to VAT invoice ${november!.number}`,
    );
    expect(Buffer.compare(mail.message.attachments[0]!.content, Buffer.from(note.pdf))).toBe(0);
    // The account owes that much less, taken off November's invoice.
    const after = await accountMoney(mailing.app.db, accountId, now);
    expect(after.statement.closingPence).toBe(before.statement.closingPence - small.grossPence);
    // And it is in the accountant's export as a negative line of its own number.
    const csv = (await invoicesCsvLoader({
      request: adminRequest('/admin/invoices.csv', {
        cookie: await signedInCookie(mailing.database, env),
      }),
      context: adminContext(mailing.database, env),
      params: {},
    } as never)) as Response;
    const rows = parse(await csv.text(), { columns: true }) as Record<string, string>[];
    const noteRows = rows.filter((row) => row['*InvoiceNumber'] === String(note.number));
    expect(noteRows).toHaveLength(1);
    expect(Number(noteRows[0]!['*UnitAmount']) * Number(noteRows[0]!['*Quantity'])).toBeCloseTo(
      -small.grossPence / 100,
    );
  });
});
