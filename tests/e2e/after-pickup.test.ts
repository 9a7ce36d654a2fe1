/**
 * Accepting after the pickup, in Chromium against the production server on PostgreSQL: the
 * operator prices at 1280 px (the form's "valid until" starts the day before pickup), the customer
 * opens their page while the price stands, and by the time they press "Accept and book" the
 * pickup has gone by. The answer is refused with the clear message, the page offers a call or a
 * new request, and no booking is made. "Gone by" is the stored pickup date moved to yesterday, as
 * the clock would do, rather than waiting for it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BUSINESS } from '#app/content/business.ts';
import { CUSTOMER_QUOTE_TEXT } from '#app/features/customer-quote/customer-quote-text.ts';
import { issueQuoteToken } from '#app/features/customer-quote/quote-token.server.ts';
import { addDays } from '#app/lib/london-dates.ts';
import { asAppDb } from '#server/platform/db/app-db.server.ts';
import { test, expect } from './harness.ts';
import {
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  axeViolations,
  signInThroughForm,
} from '../support/admin-browser.ts';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';
import { londonDate } from '../support/dates.ts';
import { quoteBody } from '../support/quote-app.ts';
import { launchBrowser, newContext } from '../../scripts/lib/browser.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

test.describe.configure({ mode: 'serial' });

const TEXT = CUSTOMER_QUOTE_TEXT.en;

let database: TestDatabase;
let server: RunningServer;
let browser: Browser;
let operator: BrowserContext;
let admin: Page;

test.beforeAll(async () => {
  database = await createTestDatabase('postgres');
  [server, browser] = await Promise.all([
    startServer({
      DATABASE_URL: database.env.DATABASE_URL!,
      SESSION_SECRET: 'after-pickup-session-secret-0123456789abcdef',
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    }),
    launchBrowser(),
  ]);
  operator = await newContext(browser, { width: 1280 });
  admin = await operator.newPage();
  await signInThroughForm(admin, server.url);
  await admin.waitForURL(`${server.url}/admin/dashboard`);
});

test.afterAll(async () => {
  await operator?.close();
  await browser?.close();
  await server?.stop();
  await database?.dispose();
});

test.describe('a price answered after the pickup', () => {
  test('is refused in the browser, with a call or a new request offered, and books nothing', async () => {
    const response = await fetch(`${server.url}/api/quotes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(quoteBody({ name: 'Rhys Lewis', email: 'rhys@example.com' }, 10)),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [{ pickup_date: pickupDate }] = (await database.query<{ pickup_date: string }>(
      'select pickup_date::text as pickup_date from quote_requests where id = $1',
      [id],
    )) as [{ pickup_date: string }];

    // The operator prices it; ten days out, the form starts the day before pickup.
    await admin.goto(`${server.url}/admin/quotes/${id}`);
    const validUntil = admin.getByLabel('Valid until');
    expect(await validUntil.inputValue()).toBe(addDays(pickupDate, -1));
    expect(await validUntil.getAttribute('max')).toBe(pickupDate);
    await admin.getByLabel('Total in pounds, VAT and all charges included').fill('240');
    await admin.getByLabel('Vehicle', { exact: true }).fill('16-Seat Minibus');
    await admin.getByLabel('What is included').fill('Driver, fuel and tolls');
    await admin.getByRole('button', { name: 'Send a price' }).click();
    await admin.getByText('Price sent: the customer is e-mailed.').waitFor();

    // The customer opens their page while the price stands...
    const token = await issueQuoteToken(asAppDb(database.handle.db), id);
    const phone = await newContext(browser, { width: 390 });
    const page = await phone.newPage();
    await page.goto(`${server.url}/your-quote/${token}`);
    await page.getByText('£240.00', { exact: true }).waitFor();

    // ...and answers only after the pickup has gone by.
    await database.query('update quote_requests set pickup_date = $1 where id = $2', [
      londonDate(-1),
      id,
    ]);
    await page.getByLabel('I agree to the terms of service.').check();
    await page.getByRole('button', { name: 'Accept and book' }).click();
    await page.getByRole('alert').filter({ hasText: TEXT.refusals['pickup-passed'] }).waitFor();
    await page.getByRole('heading', { name: TEXT.status['pickup-passed'].title }).waitFor();
    expect(
      await page
        .getByRole('link', { name: TEXT.contact.call(BUSINESS.phone.display) })
        .getAttribute('href'),
    ).toBe(`tel:${BUSINESS.phone.e164}`);
    expect(await page.getByRole('link', { name: TEXT.newRequest }).getAttribute('href')).toBe(
      '/quote',
    );
    expect(await page.getByRole('button', { name: 'Accept and book' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await phone.close();

    const [{ n }] = (await database.query<{ n: string }>(
      'select count(*) as n from bookings where quote_id = $1',
      [id],
    )) as [{ n: string }];
    expect(Number(n)).toBe(0);
    const [{ status }] = (await database.query<{ status: string }>(
      'select status from quote_requests where id = $1',
      [id],
    )) as [{ status: string }];
    expect(status).toBe('quoted');
  });
});
