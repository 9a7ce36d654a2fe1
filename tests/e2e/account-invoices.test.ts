/**
 * Account invoices in Chromium against the production server on PostgreSQL, on a phone (390 px)
 * and a desktop (1280 px): the operator presses "Invoice now" on an account's page for a journey
 * completed last month, sees the invoice listed and records a part payment by bank; the account's
 * own page (/account/<token>) shows what is owed, the invoice as a PDF link and the bank details,
 * with no-store and noindex, and the rest is paid by card through the Stripe stand-in's hosted
 * page, the page then showing the invoice paid; an unknown key is a 404. Nothing overflows the
 * screen and axe-core finds nothing at each step. The card payment works with JavaScript off too.
 */
import type { Browser, Page } from 'playwright-core';
import { issueAccountPageToken } from '#app/features/payments/account-invoices/account-page-token.server.ts';
import {
  monthBounds,
  previousMonth,
} from '#app/features/payments/account-invoices/invoice-month.ts';
import { addDays } from '#app/lib/london-dates.ts';
import { asAppDb } from '#server/platform/db/app-db.server.ts';
import { test, expect } from './harness.ts';
import { axeViolations, signInThroughForm } from '../support/admin-browser.ts';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';
import { quoteBody } from '../support/quote-app.ts';
import { newContext } from '../../scripts/lib/browser.ts';
import type { RunningServer } from '../../scripts/lib/server.ts';
import { startPaymentSite, type PaymentSite } from '../support/payment-site.ts';
import type { StripeStandIn } from '../support/stripe-stand-in.ts';

test.describe.configure({ mode: 'serial' });

const BANK = 'Bus4U Ltd, sort code 12-34-56, account 12345678';

let database: TestDatabase;
let site: PaymentSite;
let server: RunningServer;
let browser: Browser;
let standIn: StripeStandIn;

test.beforeAll(async () => {
  database = await createTestDatabase('postgres');
  // Online payment on, against the Stripe stand-in: the account's page offers paying by card.
  site = await startPaymentSite({
    DATABASE_URL: database.env.DATABASE_URL!,
    SESSION_SECRET: 'account-invoices-session-secret-0123456789abcdef',
    BANK_TRANSFER_DETAILS: BANK,
    RATE_LIMIT_QUOTES_PER_HOUR: '100',
    // The tests press "Invoice now" themselves: the run at start would invoice the month first
    // whenever a run's journey is stored before it looks (30 seconds in).
    ACCOUNT_INVOICING: 'off',
  });
  ({ server, browser, standIn } = site);
});

test.afterAll(async () => {
  await site?.close();
  await database?.dispose();
});

/** An account with one journey completed on the tenth of last month (London). */
async function accountWithJourney(organisation: string): Promise<number> {
  const [account] = await database.query<{ id: number }>(
    `insert into accounts (organisation, billing_email, billing_address)
     values ($1, 'accounts@school.example', '1 School Lane\nCardiff') returning id`,
    [organisation],
  );
  const response = await fetch(`${server.url}/api/quotes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(quoteBody({ email: 'office@school.example' })),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const day = addDays(monthBounds(previousMonth(new Date())).firstDay, 9);
  await database.query(
    `insert into bookings (quote_id, hirer_name, hirer_email, hirer_phone, pickup_location, destination,
       pickup_at, ends_at, passengers, fare_pence, quoted_vehicle, status, account_id)
     values ($1, $2, 'office@school.example', '+447700900123', 'Cardiff', 'Penarth',
       ($3 || 'T09:00:00Z')::timestamptz, ($3 || 'T10:00:00Z')::timestamptz, 12, 8550,
       '16-Seat Minibus', 'confirmed', $4)`,
    [id, organisation, day, account!.id],
  );
  return account!.id;
}

/**
 * Pays what the account page offers by card: Stripe's hosted page (the stand-in's) asks the amount
 * the server worked out, and the return lands on the account's page with the payment recorded.
 */
async function payByCard(page: Page, token: string, pounds: string) {
  const escaped = pounds.replace('.', '\\.');
  await page
    .getByRole('button', { name: new RegExp(`^Pay £${escaped} of invoice \\d+ by card$`) })
    .click();
  await page.getByRole('heading', { name: `Pay £${pounds}` }).waitFor();
  expect(new URL(page.url()).origin).toBe(standIn.url);
  await page.getByRole('button', { name: `Pay £${pounds}` }).click();
  await page.waitForURL(`${server.url}/account/${token}?payment=returned`);
  await page
    .getByRole('status')
    .filter({ hasText: 'Thank you: your card payment is recorded' })
    .waitFor();
  await page.getByText('Owed on invoices: £0.00.').waitFor();
}

const RUNS = [
  { width: 390, organisation: 'Ysgol y Wern' },
  { width: 1280, organisation: 'Cardiff High School' },
] as const;

for (const { width, organisation } of RUNS) {
  test.describe(`account invoices at ${width} px`, () => {
    let page: Page;
    let accountId: number;
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

    test.beforeAll(async () => {
      accountId = await accountWithJourney(organisation);
      const context = await newContext(browser, { width, height: 900 });
      page = await context.newPage();
      await signInThroughForm(page, server.url);
      await page.waitForURL(`${server.url}/admin/dashboard`);
    });

    test("invoices last month with 'Invoice now' and records a part payment by bank", async () => {
      await page.goto(`${server.url}/admin/accounts/${accountId}`);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      expect(await axeViolations(page)).toEqual([]);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Invoice now' }).click();
      await page.getByRole('status').filter({ hasText: 'is issued' }).waitFor();
      await page.getByRole('link', { name: /^Receipt \d+ \(PDF\)$/ }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.getByLabel(/^Towards invoice \d+/).fill('20');
      await page.getByLabel('Bank reference').fill('SCHOOL 1');
      await page.getByRole('button', { name: 'Record bank payment' }).click();
      await page.getByText('Bank payment of £20.00 recorded.').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await overflow()).toBeLessThanOrEqual(0);
    });

    test("opens the account's own page by its key, and nothing for an unknown one", async () => {
      const token = await issueAccountPageToken(asAppDb(database.handle.db), accountId);
      const response = await page.goto(`${server.url}/account/${token}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('no-store');
      expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await page.getByRole('heading', { level: 1, name: `${organisation}'s account` }).waitFor();
      await page.getByText('Owed on invoices: £65.50.').waitFor();
      await page.getByRole('link', { name: /^Receipt \d+, .+ \(PDF\)$/ }).waitFor();
      await page.getByText(BANK).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/account-page-${width}.png`, fullPage: true });

      // The rest by card: Stripe's hosted page (the stand-in's) asks the £65.50 the server worked out.
      await payByCard(page, token, '65.50');
      await page.getByText('Paid', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: /by card$/ }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `test-results/account-page-paid-${width}.png`,
        fullPage: true,
      });
      const missing = await page.goto(`${server.url}/account/AAAAAAAAAAAAAAAAAAAAAA`);
      expect(missing?.status()).toBe(404);
    });

    test('corrects the invoice with a credit note for its journey, from the admin account page', async () => {
      await page.goto(`${server.url}/admin/accounts/${accountId}`);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await page.getByText(/^Issue a credit note against invoice \d+$/).click();
      await page.getByRole('checkbox', { name: /Cardiff to Penarth: £85\.50$/ }).check();
      await page.getByLabel('Reason, printed on the credit note').fill('The journey did not run');
      expect(await axeViolations(page)).toEqual([]);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Issue credit note' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /^Credit note \d+ for £85\.50 is issued/ })
        .waitFor();
      await page.getByRole('link', { name: /^Credit note \d+ \(PDF\)$/ }).waitFor();
      // Its one journey credited, nothing is left to credit on that invoice.
      expect(await page.getByText(/^Issue a credit note against invoice/).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `test-results/account-credit-note-${width}.png`,
        fullPage: true,
      });
    });
  });
}

test.describe('paying an account invoice with JavaScript off', () => {
  test('goes to Stripe from a plain form post and comes back to the invoice paid', async () => {
    const accountId = await accountWithJourney('Ysgol Gymraeg Pwll Coch');
    // The operator invoices the month with a browser as usual.
    const admin = await newContext(browser, { width: 1280 });
    const adminPage = await admin.newPage();
    await signInThroughForm(adminPage, server.url);
    await adminPage.waitForURL(`${server.url}/admin/dashboard`);
    await adminPage.goto(`${server.url}/admin/accounts/${accountId}`);
    await adminPage.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await adminPage.getByRole('button', { name: 'Invoice now' }).click();
    await adminPage.getByRole('status').filter({ hasText: 'is issued' }).waitFor();
    await admin.close();

    // The school's office pays on a phone with JavaScript off: the form posts, the server answers
    // with Stripe's hosted page, and the return lands on the account's page with the invoice paid.
    const token = await issueAccountPageToken(asAppDb(database.handle.db), accountId);
    const phone = await newContext(browser, { width: 390, javaScriptEnabled: false });
    const page = await phone.newPage();
    await page.goto(`${server.url}/account/${token}`);
    await page.getByText('Owed on invoices: £85.50.').waitFor();
    await payByCard(page, token, '85.50');
    expect(await page.getByRole('button', { name: /by card$/ }).count()).toBe(0);
    await phone.close();
  });
});
