/**
 * Paying the deposit online, in Chromium at 390 px against the real server, a real SMTP peer and
 * our Stripe stand-in (tests/support/stripe-stand-in.ts): the customer reads what accepting
 * costs, accepts, pays on the stand-in's Checkout page, and comes back to a confirmed booking
 * showing what is paid and what is left; the same with JavaScript off. axe on the page before
 * and after paying (with JavaScript on: axe runs in the page).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  axeViolations,
  signInThroughForm,
} from '../support/admin-browser.ts';
import { launchBrowser, newContext } from '../../scripts/lib/browser.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/peers.ts';
import { quoteBody, waitFor } from '../support/quote-app.ts';
import { freePort, startServer, type RunningServer } from '../../scripts/lib/server.ts';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
  type StripeStandIn,
} from '../support/stripe-stand-in.ts';

/** The customer's link in an e-mail, on this server's own origin (SITE_URL below). */
const LINK = /http:\/\/127\.0\.0\.1:\d+(\/your-quote\/[A-Za-z0-9_-]{43})/;

let server: RunningServer;
let smtp: SmtpPeer;
let standIn: StripeStandIn;
let browser: Browser;
let operator: BrowserContext;
let admin: Page;

async function request(name: string, email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/quotes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    // Three weeks ahead: a deposit now, the balance a week before the trip.
    body: JSON.stringify(quoteBody({ name, email }, 21)),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function linkInMail(to: string, subject: RegExp): Promise<string> {
  const mail = await waitFor(
    async () =>
      smtp.received
        .filter((m) => m.envelopeTo.includes(to))
        .reverse()
        .find((m) => subject.test(m.message.headers.get('subject') ?? '')),
    30_000,
    `an e-mail to ${to}`,
  );
  const path = LINK.exec(mail.message.text)?.[1];
  expect(path).toBeDefined();
  return path!;
}

async function sendPrice(quoteId: string, total: string) {
  await admin.goto(`${server.url}/admin/quotes/${quoteId}`);
  await admin.getByLabel('Total in pounds, VAT and all charges included').fill(total);
  await admin.getByLabel('Vehicle', { exact: true }).fill('16-Seat Minibus');
  await admin.getByLabel('What is included').fill('Driver, fuel, tolls and airport drop-off');
  await admin.getByRole('button', { name: 'Send a price' }).click();
  await admin.getByText('Price sent: the customer is e-mailed.').waitFor();
}

beforeAll(async () => {
  smtp = await startSmtpPeer();
  standIn = await startStripeStandIn();
  // Stripe sends the customer back to SITE_URL, so it must be this server's own origin here.
  const port = await freePort();
  [server, browser] = await Promise.all([
    startServer({
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      QUOTE_NOTIFY_EMAIL: 'ops@bus4u.test',
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
    }),
    launchBrowser(),
  ]);
  standIn.setWebhookUrl(`${server.url}/api/payments/stripe-webhook`);
  operator = await newContext(browser, { width: 1280 });
  admin = await operator.newPage();
  await signInThroughForm(admin, server.url);
  await admin.waitForURL(`${server.url}/admin/dashboard`);
});

afterAll(async () => {
  await operator?.close();
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  await standIn?.close();
});

/** `axe`: false with JavaScript off, where axe cannot run in the page. */
async function payTheDeposit(page: Page, path: string, axe = true) {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { name: 'What you pay, and when' }).waitFor();
  const plan = await page.getByTestId('payment-plan').textContent();
  expect(plan).toContain('You pay a £105 deposit now');
  expect(plan).toContain('the remaining £315 by');
  if (axe) expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('I agree to the terms of service.').check();
  await page.getByRole('button', { name: 'Accept and pay the £105 deposit' }).click();
  // Stripe's hosted page (the stand-in's): the amount the server worked out.
  await page.getByRole('heading', { name: 'Pay £105.00' }).waitFor();
  expect(new URL(page.url()).origin).toBe(standIn.url);
  await page.getByRole('button', { name: 'Pay £105.00' }).click();
  await page.waitForURL(`${server.url}${path}?payment=returned`);
}

async function expectPaid(page: Page, axe = true) {
  await page.getByRole('heading', { name: 'You have accepted: your journey is booked' }).waitFor();
  expect(await page.getByTestId('paid').textContent()).toBe('£105.00');
  expect(await page.getByTestId('left').textContent()).toMatch(/^£315\.00, due by \d+ \w+ \d{4}$/);
  await page.getByRole('button', { name: 'Pay the remaining £315.00' }).waitFor();
  if (axe) expect(await axeViolations(page)).toEqual([]);
}

describe('paying the deposit online', () => {
  it('accepts at 390 px, pays on Checkout and comes back to a confirmed, part-paid booking', async () => {
    const id = await request('Ffion Hughes', 'ffion@example.com');
    await sendPrice(id, '420');
    const path = await linkInMail('ffion@example.com', /Your Bus4U price: £420\.00/);
    const phone = await newContext(browser, { width: 390 });
    const page = await phone.newPage();
    await payTheDeposit(page, path);
    await expectPaid(page);
    await phone.close();
    // The confirmation follows the payment, not the acceptance.
    await linkInMail('ffion@example.com', /Booking confirmed/);
  });

  it('does the same with JavaScript off', async () => {
    const id = await request('Dafydd Owen', 'dafydd@example.com');
    await sendPrice(id, '420');
    const path = await linkInMail('dafydd@example.com', /Your Bus4U price: £420\.00/);
    const phone = await newContext(browser, { width: 390, javaScriptEnabled: false });
    const page = await phone.newPage();
    await payTheDeposit(page, path, false);
    await expectPaid(page, false);
    await phone.close();
  });
});
