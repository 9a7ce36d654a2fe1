/**
 * Paying the deposit online, in Chromium at 390 px against the real server, a real SMTP peer and
 * our Stripe stand-in (tests/support/stripe-stand-in.ts): the customer reads what accepting
 * costs, accepts, pays on the stand-in's Checkout page, and comes back to a confirmed booking
 * showing what is paid and what is left, with the deposit's receipt to download (its PDF read
 * back); the same with JavaScript off; and cancelled while Stripe is down, the booking cancelled at
 * once with its refund on its way. axe on the page before and after paying (with JavaScript on:
 * axe runs in the page).
 */
import type { Page } from 'playwright-core';
import { test, expect } from './harness.ts';
import { axeViolations } from '../support/admin-browser.ts';
import { newContext } from '../../scripts/lib/browser.ts';
import { startPaymentSite, type PaymentSite } from '../support/payment-site.ts';
import type { SmtpPeer } from '../support/peers.ts';
import { pdfText } from '../support/pdf-text.ts';
import { linkInMail, sendPriceAsOperator } from '../support/price-in-browser.ts';
import { quoteBody } from '../support/quote-app.ts';
import type { RunningServer } from '../../scripts/lib/server.ts';
import type { StripeStandIn } from '../support/stripe-stand-in.ts';

test.describe.configure({ mode: 'serial' });

/** The customer's link in an e-mail, on this server's own origin (SITE_URL below). */
const LINK = /http:\/\/127\.0\.0\.1:\d+(\/your-quote\/[A-Za-z0-9_-]{43})/;

let site: PaymentSite;
let server: RunningServer;
let smtp: SmtpPeer;
let standIn: StripeStandIn;
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

test.beforeAll(async () => {
  site = await startPaymentSite();
  ({ server, smtp, standIn, admin } = site);
});

test.afterAll(async () => {
  await site?.close();
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
  // The deposit's receipt is listed, and its PDF carries its number and the amount paid.
  const href = await page.getByRole('link', { name: /^Receipt \d+ \(PDF\)$/ }).getAttribute('href');
  const number = /\/documents\/(\d+)\.pdf$/.exec(href ?? '')?.[1];
  expect(number).toBeDefined();
  const pdf = await page.request.get(new URL(href!, page.url()).href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(await pdf.body());
  expect(text).toContain(`Receipt ${number}`);
  expect(text).toMatch(/Total paid\s+£105\.00/);
  if (axe) expect(await axeViolations(page)).toEqual([]);
}

test.describe('paying the deposit online', () => {
  test('accepts at 390 px, pays on Checkout and comes back to a confirmed, part-paid booking', async () => {
    const id = await request('Ffion Hughes', 'ffion@example.com');
    await sendPriceAsOperator(admin, server.url, id, '420');
    const path = await linkInMail(smtp, 'ffion@example.com', /Your Bus4U price: £420\.00/, LINK);
    const phone = await newContext(site.browser, { width: 390 });
    const page = await phone.newPage();
    await payTheDeposit(page, path);
    await expectPaid(page);
    await phone.close();
    // The confirmation follows the payment, not the acceptance.
    await linkInMail(smtp, 'ffion@example.com', /Booking confirmed/, LINK);
  });

  test('does the same with JavaScript off', async () => {
    const id = await request('Dafydd Owen', 'dafydd@example.com');
    await sendPriceAsOperator(admin, server.url, id, '420');
    const path = await linkInMail(smtp, 'dafydd@example.com', /Your Bus4U price: £420\.00/, LINK);
    const phone = await newContext(site.browser, { width: 390, javaScriptEnabled: false });
    const page = await phone.newPage();
    await payTheDeposit(page, path, false);
    await expectPaid(page, false);
    await phone.close();
  });

  test('cancels at once while Stripe is down, and says the refund is on its way', async () => {
    const id = await request('Gwen Pryce', 'gwen@example.com');
    await sendPriceAsOperator(admin, server.url, id, '420');
    const path = await linkInMail(smtp, 'gwen@example.com', /Your Bus4U price: £420\.00/, LINK);
    const phone = await newContext(site.browser, { width: 390 });
    const page = await phone.newPage();
    await payTheDeposit(page, path, false);
    await expectPaid(page, false);
    // The form carries the refund it shows; Stripe is down when the customer confirms.
    expect(await page.getByTestId('cancel-outcome').textContent()).toContain('(£105.00)');
    standIn.failNext(1_000);
    try {
      await page.getByLabel('Yes, I want to cancel my booking').check();
      await page.getByRole('button', { name: 'Cancel my booking' }).click();
      await page.getByTestId('refund-on-its-way').waitFor();
      expect(await page.getByTestId('refund-on-its-way').textContent()).toBe('£105.00');
      await page.getByText('£105.00 is on its way back to the card you paid with.').waitFor();
      expect(await page.getByText('Paid in full').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      standIn.failNext(0);
    }
    await phone.close();
  });
});

test.describe('a booking the customer cancelled, in the admin', () => {
  test('reads cancelled, offers no new price, shows idle e-mails as such and the money paid and refunded', async () => {
    const name = 'Elin Prosser';
    const id = await request(name, 'elin@example.com');
    await sendPriceAsOperator(admin, server.url, id, '420');
    const path = await linkInMail(smtp, 'elin@example.com', /Your Bus4U price: £420\.00/, LINK);
    const phone = await newContext(site.browser, { width: 390 });
    const page = await phone.newPage();
    await payTheDeposit(page, path, false);
    await expectPaid(page, false);
    // Three weeks ahead everything paid comes back.
    await page.getByLabel('Yes, I want to cancel my booking').check();
    await page.getByRole('button', { name: 'Cancel my booking' }).click();
    await page.getByRole('heading', { name: 'Your booking has been cancelled' }).waitFor();
    await phone.close();

    // The request page: its badge reads cancelled, not won (the history keeps its past
    // statuses); no new price offered; the balance request idle.
    await admin.goto(`${server.url}/admin/quotes/${id}`);
    await admin.locator('[data-status="booking-cancelled"]').first().waitFor();
    expect(await admin.locator('[data-status="booking-cancelled"]').first().textContent()).toBe(
      'Booking cancelled',
    );
    expect(await admin.getByRole('button', { name: 'Send a new price' }).count()).toBe(0);
    await admin.getByText('Won’t be sent: the booking is cancelled.').first().waitFor();
    expect(await axeViolations(admin)).toEqual([]);

    // The register: what was paid and what was refunded, never "Paid £0.00".
    await admin.goto(`${server.url}/admin/bookings`);
    const row = admin.locator('tr', { hasText: name });
    await row.waitFor();
    expect(await row.locator('[data-paid]').textContent()).toBe('Paid £105.00');
    expect(await row.locator('[data-refunded]').textContent()).toBe('Refunded £105.00');
  });
});
