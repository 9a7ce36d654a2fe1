/**
 * The quote form with JavaScript off (docs/http-api.md, "POST /quote"): from the
 * home page a quote button leads to /quote; an empty send comes back with the messages, a focused
 * error summary and the values kept; a filled one lands on /thanks, is stored in the database and
 * reaches the operator's inbox on a real SMTP peer.
 */
import type { Browser, Page } from 'playwright-core';
import { test, expect } from './harness.ts';
import { newContext } from '../../scripts/lib/browser.ts';
import type { TestDatabase } from '../support/databases.ts';
import type { SmtpPeer } from '../support/peers.ts';
import type { RunningServer } from '../../scripts/lib/server.ts';
import {
  OPERATOR_INBOX,
  startMailingServer,
  until,
  type MailingServer,
} from '../support/mailing-server.ts';
import { londonDate } from '../support/dates.ts';

test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let browser: Browser;
let smtp: SmtpPeer;
let database: TestDatabase;
let mailing: MailingServer | undefined;

test.beforeAll(async () => {
  mailing = await startMailingServer('quote-page-test-secret-of-enough-length');
  ({ server, browser, smtp, database } = mailing);
});

test.afterAll(async () => {
  await mailing?.stop();
});

async function pageWithoutScript(width = 390): Promise<Page> {
  const context = await newContext(browser, { width, javaScriptEnabled: false });
  return context.newPage();
}

test.describe('the quote form without JavaScript', () => {
  test('is reached from a quote button on the home page, with the service a button presets', async () => {
    const page = await pageWithoutScript();
    await page.goto(`${server.url}/`);
    await page.locator('main [data-quote-button]').first().click();
    await page.waitForURL('**/quote');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Get your free quote');
    expect(await page.getByRole('form', { name: 'Quote request' }).isVisible()).toBe(true);

    await page.goto(`${server.url}/what-we-offer/weddings`);
    const href = await page.locator('main [data-quote-button]').first().getAttribute('href');
    expect(href).toBe('/quote?service=wedding');
    await page.goto(`${server.url}${href}`);
    expect(await page.locator('#quote-serviceType').inputValue()).toBe('wedding');
    await page.context().close();
  });

  test('answers an empty send with the messages, a focused summary and the values kept', async () => {
    const page = await pageWithoutScript();
    await page.goto(`${server.url}/quote`);
    await page.locator('#quote-firstName').fill('Ann');
    await page.locator('input[name=journeyDirection][value=return]').check();
    const response = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Get my free quote' }).click();
    expect((await response).status()).toBe(400);
    await page.waitForLoadState();

    const summary = page.locator('[data-error-summary]');
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    const items = await summary.locator('li').allTextContents();
    expect(items).toEqual([
      'Pickup Location: Required',
      'Destination: Required',
      'Pickup Date: Required',
      'Pickup Time: Required',
      'Return Date: Required for return journey',
      'Return Time: Required for return journey',
      'Last Name: Required',
      'Email Address: Invalid email',
      'Phone Number: Too short',
    ]);
    // What was typed and chosen is still there, and the return fields still show.
    expect(await page.locator('#quote-firstName').inputValue()).toBe('Ann');
    expect(await page.locator('input[name=journeyDirection][value=return]').isChecked()).toBe(true);
    expect(await page.locator('#quote-returnDate').isVisible()).toBe(true);
    expect(await page.locator('#quote-passengers').inputValue()).toBe('16');
    await page.context().close();
  });

  test('refuses a passenger count that is not plain digits', async () => {
    const response = await fetch(`${server.url}/quote`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ firstName: 'Ann', passengers: '1e1' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Passengers must be between 1 and 100');
  });

  test('stores a filled form, delivers it to the operator and lands on /thanks', async () => {
    const page = await pageWithoutScript();
    await page.goto(`${server.url}/quote?service=airport-transfer`);
    const pickupDate = londonDate(12);
    await page.locator('#quote-pickupLocation').fill('CF10 1EP');
    await page.locator('#quote-destination').fill('Bristol Airport');
    await page.locator('#quote-pickupDate').fill(pickupDate);
    await page.locator('#quote-pickupTime').fill('05:45');
    await page.locator('#quote-firstName').fill('Nia');
    await page.locator('#quote-lastName').fill('Pritchard');
    await page.locator('#quote-email').fill('nia.pritchard@example.com');
    await page.locator('#quote-phone').fill('07700 900123');
    await page.locator('#quote-passengers').fill('11');
    await page.locator('#quote-specialRequirements').fill('Two child seats, please.');
    await page.getByRole('button', { name: 'Get my free quote' }).click();
    await page.waitForURL('**/thanks');

    const rows = await database.query<{
      name: string;
      phone: string;
      passenger_count: number;
      journey_type: string;
      pickup_date: string;
      current_page: string;
      is_spam: boolean;
    }>(
      'select name, phone, passenger_count, journey_type, pickup_date::text, current_page, is_spam from quote_requests',
    );
    expect(rows).toEqual([
      {
        name: 'Nia Pritchard',
        phone: '+447700900123',
        passenger_count: 11,
        journey_type: 'airport-transfer',
        pickup_date: pickupDate,
        current_page: '/quote',
        is_spam: false,
      },
    ]);
    const mail = await until(() =>
      smtp.received.find((m) => m.envelopeTo.includes(OPERATOR_INBOX)),
    );
    expect(mail.raw).toContain('Nia Pritchard');
    await page.context().close();
  });

  test('stores a form sent twice (back, then send again) once, and both sends land on /thanks', async () => {
    const page = await pageWithoutScript();
    await page.goto(`${server.url}/quote`);
    const fill = async () => {
      await page.locator('#quote-pickupLocation').fill('Whitchurch, Cardiff');
      await page.locator('#quote-destination').fill('Cardiff Airport');
      await page.locator('#quote-pickupDate').fill(londonDate(15));
      await page.locator('#quote-pickupTime').fill('06:15');
      await page.locator('#quote-firstName').fill('Elin');
      await page.locator('#quote-lastName').fill('Morgan');
      await page.locator('#quote-email').fill('elin.morgan@example.com');
      await page.locator('#quote-phone').fill('07700 900321');
      await page.locator('#quote-passengers').fill('9');
    };
    await fill();
    await page.getByRole('button', { name: 'Get my free quote' }).click();
    await page.waitForURL('**/thanks');
    await page.goBack();
    await page.waitForURL('**/quote');
    // Whether the browser kept what was typed or not, the same request goes again.
    await fill();
    await page.getByRole('button', { name: 'Get my free quote' }).click();
    await page.waitForURL('**/thanks');
    const rows = await database.query(
      `select id from quote_requests where email = 'elin.morgan@example.com'`,
    );
    expect(rows).toHaveLength(1);
    await page.context().close();
  });
});
