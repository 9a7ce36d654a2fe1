/**
 * From request to booking in Chromium against the real server and a real SMTP peer:
 * the operator sends a price at 1280 px, the customer opens the link in the e-mail the peer caught
 * and accepts at 390 px, and the job appears in the booking register; then the same accept with
 * JavaScript off; then the customer erased, and the register keeping the job but not the person.
 * Also the customer page's privacy headers, its bare 404 and its rate limit.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { test, expect } from './harness.ts';
import {
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  axeViolations,
  eraseThroughForm,
  signInThroughForm,
} from '../support/admin-browser.ts';
import { launchBrowser, newContext } from '../../scripts/lib/browser.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/peers.ts';
import { linkInMail, sendPriceAsOperator } from '../support/price-in-browser.ts';
import { quoteBody } from '../support/quote-app.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let smtp: SmtpPeer;
let browser: Browser;
let operator: BrowserContext;
let admin: Page;

async function request(name: string, email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/quotes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(quoteBody({ name, email }, 21)),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The path of the /your-quote link in the newest e-mail to `to` whose subject matches. */

test.beforeAll(async () => {
  smtp = await startSmtpPeer();
  [server, browser] = await Promise.all([
    startServer({
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      QUOTE_NOTIFY_EMAIL: 'ops@bus4u.test',
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
  await smtp?.close();
});

test.describe('the customer page', () => {
  test('links from the acknowledgement, says the price is being prepared, and keeps private', async () => {
    await request('Nia Thomas', 'nia@example.com');
    const path = await linkInMail(smtp, 'nia@example.com', /We have your quote request/);
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-robots-tag')).toMatch(/noindex/);
    const html = await response.text();
    expect(html).toContain('We are preparing your price');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('your-quote');

    const phone = await newContext(browser, { width: 390 });
    const page = await phone.newPage();
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { name: 'We are preparing your price' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await phone.close();
  });

  test('answers a wrong or malformed link with the same bare 404', async () => {
    const wrong = await fetch(`${server.url}/your-quote/${'A'.repeat(43)}`);
    const malformed = await fetch(`${server.url}/your-quote/not-a-token`);
    for (const response of [wrong, malformed]) {
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain('We could not find that quote');
      expect(html).not.toMatch(/Q-\d{6}/);
    }
  });
});

test.describe('from price to booking', () => {
  test('the operator prices at 1280 px; the customer accepts at 390 px from the e-mailed link', async () => {
    const id = await request('Megan Jones', 'megan@example.com');
    await sendPriceAsOperator(admin, server.url, id, '485.50');
    const whatsapp = await admin
      .getByRole('link', { name: 'Send the same link by WhatsApp' })
      .getAttribute('href');
    const path = await linkInMail(smtp, 'megan@example.com', /Your Bus4U price: £485\.50/);
    // The operator's copy is a link of its own (only hashes are stored, so the e-mail's cannot be
    // read back), and it opens the same page with the same price.
    const shared = /\/your-quote\/[A-Za-z0-9_-]{43}/.exec(decodeURIComponent(whatsapp!))?.[0];
    expect(shared).toBeDefined();
    expect(shared).not.toBe(path);
    expect(await (await fetch(`${server.url}${shared}`)).text()).toContain('£485.50');

    const phone = await newContext(browser, { width: 390 });
    const page = await phone.newPage();
    await page.goto(`${server.url}${path}`);
    await page.getByText('£485.50', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('I agree to the terms of service.').check();
    await page.getByRole('button', { name: 'Accept and book' }).click();
    await page
      .getByRole('heading', { name: 'You have accepted: your journey is booked' })
      .waitFor();
    expect(page.url()).toBe(`${server.url}${path}`);
    await phone.close();

    // Each e-mail carries a link of its own to the same page, now showing the booking.
    const confirmed = await linkInMail(smtp, 'megan@example.com', /Booking confirmed/);
    expect(confirmed).toMatch(/^\/your-quote\/[A-Za-z0-9_-]{43}$/);
    expect(await (await fetch(`${server.url}${confirmed}`)).text()).toContain(
      'You have accepted: your journey is booked',
    );
    await admin.goto(`${server.url}/admin/bookings`);
    const row = admin.locator('tr', { hasText: 'Megan Jones' });
    await row.waitFor();
    expect(await row.textContent()).toContain('£485.50');
    expect(await axeViolations(admin)).toEqual([]);
  });

  test('accepts with JavaScript off, and a second post of the same answer changes nothing', async () => {
    const id = await request('Owain Price', 'owain@example.com');
    await sendPriceAsOperator(admin, server.url, id, '320');
    const path = await linkInMail(smtp, 'owain@example.com', /Your Bus4U price: £320\.00/);

    const phone = await newContext(browser, { width: 390, javaScriptEnabled: false });
    const page = await phone.newPage();
    await page.goto(`${server.url}${path}`);
    await page.getByLabel('I agree to the terms of service.').check();
    await page.getByRole('button', { name: 'Accept and book' }).click();
    await page
      .getByRole('heading', { name: 'You have accepted: your journey is booked' })
      .waitFor();
    await phone.close();

    const again = await fetch(`${server.url}${path}`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'accept', revision: '1', terms: 'on' }),
      redirect: 'manual',
    });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(path);

    await admin.goto(`${server.url}/admin/bookings`);
    expect(await admin.locator('tr', { hasText: 'Owain Price' }).count()).toBe(1);
    await admin.goto(`${server.url}/admin/quotes/${id}`);
    expect(await admin.locator('ol li', { hasText: 'accepted £320.00 online' }).count()).toBe(1);
  });

  test('shows the booking as a card on a phone', async () => {
    const phone = await newContext(browser, { width: 390 });
    const page = await phone.newPage();
    await signInThroughForm(page, server.url, undefined, '/admin?redirectTo=/admin/bookings');
    await page.waitForURL(`${server.url}/admin/bookings`);
    const card = page.locator('li[data-booking]', { hasText: 'Megan Jones' });
    await card.waitFor();
    expect(await page.locator('table').isVisible()).toBe(false);
    await phone.close();
  });
});

test.describe('erasing a booked customer', () => {
  test('leaves the journey and fare in the register, and nothing of the person', async () => {
    await eraseThroughForm(admin, server.url, 'owain@example.com');
    await admin
      .getByText('1 request from owain@example.com anonymised; their kept e-mails deleted.')
      .waitFor();
    // The operator is told what is kept, and why (the licensing record of the journey).
    await admin.getByText('What is kept, and why:').waitFor();

    await admin.goto(`${server.url}/admin/bookings`);
    const register = (await admin.locator('main').textContent())!;
    expect(register).not.toContain('Owain');
    expect(register).not.toContain('owain@example.com');
    const erased = admin.locator('tr', { hasText: '£320.00' });
    expect(await erased.count()).toBe(1);
    expect(await erased.textContent()).toContain('Erased');
    expect(await axeViolations(admin)).toEqual([]);

    const csv = await (await admin.request.get(`${server.url}/admin/bookings.csv`)).text();
    expect(csv).not.toContain('Owain');
    expect(csv).toContain('Megan Jones');
  });
});

test.describe('guessing links', () => {
  test('is rate-limited per address', async () => {
    let status = 0;
    for (let i = 0; i < 70 && status !== 429; i++) {
      status = (await fetch(`${server.url}/your-quote/${'B'.repeat(43)}`)).status;
    }
    expect(status).toBe(429);
  });
});
