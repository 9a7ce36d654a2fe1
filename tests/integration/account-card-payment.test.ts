/**
 * An account customer pays an invoice by card from its own page (`/account/<token>`), on PGlite
 * and PostgreSQL, through the Stripe stand-in driven by the real `stripe` client: the amount is
 * what is left of the invoice (never the form's), a double press ends on one session, a bank
 * payment recorded meanwhile closes the session it made stale, the webhook records one card
 * payment however often it comes, a return before the webhook is checked with Stripe, and a stale
 * session paid all the same leaves its excess on the account as credit and alerts the operator.
 */
import { describe, expect, it } from 'vitest';
import { asAppDb } from '#server/platform/db/app-db.server.ts';
import { invoiceAccountNow } from '#server/account-invoicing.server.ts';
import { issueAccountPageToken } from '#app/features/payments/account-invoices/account-page-token.server.ts';
import { closeStaleInvoiceCheckouts } from '#app/features/payments/account-invoices/account-card-payment.server.ts';
import { recordAccountPayment } from '#app/features/payments/account-invoices/account-payments.server.ts';
import { accountMoney } from '#app/features/payments/account-invoices/account-money.server.ts';
import { stripeClientFor } from '#app/features/payments/stripe-client.server.ts';
import { action, loader } from '#app/routes/account-page.tsx';
import { adminContext, adminEnv } from '../support/admin.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { stripeAppPerSuite } from '../support/lifecycle.ts';
import { postQuote, quoteBody } from '../support/quote-app.ts';
import { stripeEnvFor } from '../support/stripe-stand-in.ts';

const VAT_NUMBER = 'GB 123 4567 89';
const BILLING = 'accounts@ysgol-y-bryn.example';
const SITE = 'https://www.bus4u.test';
/** The Stripe client's first try and its two retries: every call of one request fails. */
const EXPIRE_CALLS_THAT_FAIL = 3;

describe.each(DATABASE_KINDS)('paying an account invoice by card on %s', (kind) => {
  const { database, app, standIn } = stripeAppPerSuite(kind, { VAT_NUMBER });
  let accountId: number;
  let otherAccountId: number;
  let token: string;
  let october: number;

  const env = () => adminEnv(database, { ...stripeEnvFor(standIn), VAT_NUMBER });
  const context = () => adminContext(database, env(), { outbox: app.boss });
  const db = () => asAppDb(database.handle.db);

  /** The customer presses "Pay" for `invoice`, with whatever else a crafted form adds. */
  async function pay(invoice: number | string, extra: Record<string, string> = {}) {
    const body = new URLSearchParams({ invoice: String(invoice), ...extra });
    const response = (await action({
      request: new Request(`${SITE}/account/${token}`, { method: 'POST', body }),
      params: { token },
      context: context(),
    } as never)) as Response;
    expect(response.status).toBe(303);
    return response.headers.get('location') ?? '';
  }

  const load = async (query = '') =>
    (await loader({
      request: new Request(`${SITE}/account/${token}${query}`),
      params: { token },
      context: context(),
    } as never)) as {
      cardPayment: boolean;
      cardReturn: string | null;
      money: {
        statement: { closingPence: number };
        documents: { number: number; leftPence: number }[];
      };
    };

  const sessionOf = (url: string) => {
    const id = /\/pay\/(cs_test_[0-9a-f]+)$/.exec(url)?.[1];
    const session = id ? standIn.sessions.get(id) : undefined;
    if (!session) throw new Error(`no stand-in session at ${url}`);
    return session;
  };

  const cardPayments = () =>
    database.query<{ amount_pence: number; allocated: number | null; reference: string }>(
      `select p.amount_pence, (select sum(a.amount_pence)::int from account_payment_allocations a
         where a.payment_id = p.id) as allocated, p.reference
       from account_payments p where p.account_id = $1 and p.method = 'card' order by p.id`,
      [accountId],
    );

  async function journey(account: number, pickupAt: string, fare: number, vehicleId: number) {
    const response = await postQuote(app.url, quoteBody({ email: BILLING }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await database.query(
      `insert into bookings (quote_id, hirer_name, hirer_email, hirer_phone, pickup_location, destination,
         pickup_at, ends_at, passengers, fare_pence, quoted_vehicle, vehicle_id, status, account_id)
       values ($1, 'Ysgol y Bryn', $2, '+447700900123', 'Cardiff', 'Barry', $3,
         $3::timestamptz + interval '1 hour', 12, $4, '16-Seat Minibus', $5, 'confirmed', $6)`,
      [id, BILLING, pickupAt, fare, vehicleId, account],
    );
  }

  it('asks Stripe for what is left of the invoice, whatever the form says, once however often pressed', async () => {
    const [account] = await database.query<{ id: number }>(
      `insert into accounts (organisation, billing_email, billing_address, payment_terms_days)
       values ('Ysgol y Bryn', $1, 'Heol y Bryn\nBarry CF62 1AA', 30) returning id`,
      [BILLING],
    );
    accountId = account!.id;
    const [other] = await database.query<{ id: number }>(
      `insert into accounts (organisation, billing_email, billing_address)
       values ('Other Club', 'club@example.com', 'Somewhere') returning id`,
    );
    otherAccountId = other!.id;
    const [vehicle] = await database.query<{ id: number }>(
      `insert into fleet_vehicles (name, seats) values ('Bryn Minibus', 16) returning id`,
    );
    await journey(accountId, '2026-10-15T07:15:00Z', 20_000, vehicle!.id);
    const issued = await invoiceAccountNow(
      { db: app.db, boss: app.boss, env: {} },
      accountId,
      new Date('2026-11-01T07:00:00Z'),
    );
    october = issued!.number!;
    token = await issueAccountPageToken(db(), accountId);

    const page = await load();
    expect(page.cardPayment).toBe(true);
    expect(page.money.documents.find((d) => d.number === october)?.leftPence).toBe(20_000);

    // A crafted amount is ignored: the server asks for the £200.00 left.
    const first = await pay(october, { amount: '1', amountPence: '1' });
    const session = sessionOf(first);
    expect(session.amount_total).toBe(20_000);
    expect(session.currency).toBe('gbp');
    expect(session.customer_email).toBe(BILLING);
    expect(session.metadata).toMatchObject({ accountInvoice: String(october) });
    // Back to the account's own page, which checks with Stripe rather than believe the address.
    expect(new URL(session.success_url).pathname + new URL(session.success_url).search).toBe(
      `/account/${token}?payment=returned`,
    );
    expect(JSON.stringify(session.line_items_requested)).toContain(`Bus4U VAT invoice ${october}`);
    // Pressed again: the same session, not a second one.
    expect(await pay(october)).toBe(first);
    const attempts = await database.query<{ n: number }>(
      `select count(*)::int as n from account_invoice_checkouts where invoice_number = $1`,
      [october],
    );
    expect(attempts[0]!.n).toBe(1);
  });

  it('closes the session a bank payment made stale, and the new one asks only what is left', async () => {
    const stale = sessionOf(await pay(october));
    const recorded = await recordAccountPayment(db(), {
      accountId,
      method: 'bank-transfer',
      receivedOn: '2026-11-20',
      reference: 'BACS 0193',
      by: 'office@bus4u.test',
      parts: [{ invoiceNumber: october, amountPence: 5_000 }],
    });
    expect(recorded.ok).toBe(true);
    await closeStaleInvoiceCheckouts({ db: db(), stripe: stripeClientFor(env()) }, accountId);
    expect(standIn.sessions.get(stale.id)?.status).toBe('expired');

    const fresh = sessionOf(await pay(october));
    expect(fresh.id).not.toBe(stale.id);
    expect(fresh.amount_total).toBe(15_000);
  });

  it('records the paid session once, however often Stripe says so, and the invoice shows paid', async () => {
    const session = sessionOf(await pay(october));
    const paid = await standIn.pay(session.id);
    expect(paid.status).toBe(200);
    const again = await standIn.sendEvent('checkout.session.completed', session.id);
    expect(again.status).toBe(200);
    expect(await cardPayments()).toEqual([
      { amount_pence: 15_000, allocated: 15_000, reference: session.payment_intent },
    ]);
    const page = await load();
    expect(page.money.documents.find((d) => d.number === october)?.leftPence).toBe(0);
    expect(page.money.statement.closingPence).toBe(0);
    // Nothing left: a press now starts nothing and says so.
    expect(await pay(october)).toBe(`/account/${token}?payment=nothing-due`);
    // Another account's invoice, or no invoice at all, cannot be paid from this page.
    const [clubVehicle] = await database.query<{ id: number }>(
      `insert into fleet_vehicles (name, seats) values ('Club Minibus', 16) returning id`,
    );
    await journey(otherAccountId, '2026-10-20T09:00:00Z', 9_000, clubVehicle!.id);
    const theirs = await invoiceAccountNow(
      { db: app.db, boss: app.boss, env: {} },
      otherAccountId,
      new Date('2026-11-01T07:00:00Z'),
    );
    expect(await pay(theirs!.number!)).toBe(`/account/${token}?payment=nothing-due`);
    expect(await pay('0; drop table accounts')).toBe(`/account/${token}?payment=nothing-due`);
    const theirAttempts = await database.query<{ n: number }>(
      `select count(*)::int as n from account_invoice_checkouts where invoice_number = $1`,
      [theirs!.number],
    );
    expect(theirAttempts[0]!.n).toBe(0);
  });

  it('checks with Stripe when the customer is back before the webhook', async () => {
    const [vehicle] = await database.query<{ id: number }>(
      `select id from fleet_vehicles where name = 'Bryn Minibus'`,
    );
    await journey(accountId, '2026-11-12T07:15:00Z', 12_000, vehicle!.id);
    const november = (await invoiceAccountNow(
      { db: app.db, boss: app.boss, env: {} },
      accountId,
      new Date('2026-12-01T07:00:00Z'),
    ))!.number!;
    const session = sessionOf(await pay(november));
    // Completed at Stripe by a delayed method, not paid yet: the page says it is on its way.
    Object.assign(session, { status: 'complete', payment_status: 'unpaid' });
    expect((await load('?payment=returned')).cardReturn).toBe('returned');
    // Paid at Stripe, its event not yet here.
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_back_first',
    });
    const page = await load('?payment=returned');
    expect(page.cardReturn).toBe('recorded');
    expect(page.money.documents.find((d) => d.number === november)?.leftPence).toBe(0);
    // The webhook when it comes finds it recorded.
    await standIn.sendEvent('checkout.session.completed', session.id);
    expect((await cardPayments()).filter((p) => p.reference === 'pi_back_first')).toHaveLength(1);
  });

  it('keeps a stale session paid all the same as credit on the account, and tells the operator', async () => {
    const [vehicle] = await database.query<{ id: number }>(
      `select id from fleet_vehicles where name = 'Bryn Minibus'`,
    );
    await journey(accountId, '2026-12-03T07:15:00Z', 8_000, vehicle!.id);
    const december = (await invoiceAccountNow(
      { db: app.db, boss: app.boss, env: {} },
      accountId,
      new Date('2027-01-01T07:00:00Z'),
    ))!.number!;
    const session = sessionOf(await pay(december));
    // Paid in full by bank; Stripe cannot be reached to close the card session.
    await recordAccountPayment(db(), {
      accountId,
      method: 'bank-transfer',
      receivedOn: '2027-01-05',
      reference: 'BACS 0201',
      by: 'office@bus4u.test',
      parts: [{ invoiceNumber: december, amountPence: 8_000 }],
    });
    standIn.failNext(EXPIRE_CALLS_THAT_FAIL);
    await closeStaleInvoiceCheckouts({ db: db(), stripe: stripeClientFor(env()) }, accountId);
    expect(standIn.sessions.get(session.id)?.status).toBe('open');
    // The customer pays the card session they still had open.
    expect((await standIn.pay(session.id)).status).toBe(200);
    const excess = (await cardPayments()).find((p) => p.reference === session.payment_intent);
    expect(excess).toEqual({
      amount_pence: 8_000,
      allocated: null,
      reference: session.payment_intent,
    });
    const money = await accountMoney(db(), accountId, new Date('2027-01-06T12:00:00Z'));
    expect(money.statement.closingPence).toBe(-8_000);
    const alerts = await database.query<{ title: string; body: string }>(
      `select data->'lapse'->>'title' as title, data->'lapse'->>'body' as body from pgboss.job
       where data->'lapse'->>'key' = $1`,
      [`invoice-card-${session.id}`],
    );
    expect(alerts[0]?.title).toBe(`Invoice ${december} paid by card: £80.00`);
    expect(alerts[0]?.body).toContain('£80.00 more than was left of it');
  });

  it('says so when Stripe cannot be reached, and the next press starts afresh', async () => {
    const [vehicle] = await database.query<{ id: number }>(
      `select id from fleet_vehicles where name = 'Bryn Minibus'`,
    );
    await journey(accountId, '2027-01-14T07:15:00Z', 6_000, vehicle!.id);
    const january = (await invoiceAccountNow(
      { db: app.db, boss: app.boss, env: {} },
      accountId,
      new Date('2027-02-01T07:00:00Z'),
    ))!.number!;
    // The first try and both of the client's retries answered 500.
    standIn.failNext(EXPIRE_CALLS_THAT_FAIL);
    expect(await pay(january)).toBe(`/account/${token}?payment=unavailable`);
    const states = await database.query<{ state: string }>(
      `select state from account_invoice_checkouts where invoice_number = $1 order by id`,
      [january],
    );
    expect(states.map((row) => row.state)).toEqual(['failed']);
    expect((await load('?payment=unavailable')).cardReturn).toBe('unavailable');
    const session = sessionOf(await pay(january));
    expect(session.amount_total).toBe(6_000);
  });
});
