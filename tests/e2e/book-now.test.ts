/**
 * Booking instantly, in Chromium against the real server, a real SMTP peer and our Stripe
 * stand-in (tests/support/stripe-stand-in.ts), with nobody at Bus4U doing anything after switching
 * it on: the operator turns instant booking on and adds one 16-seater and one driver, every date
 * of both recorded, through the admin's own forms; a visitor at 390 px sends a request from the quote dialog, reads the firm price on
 * /thanks, books it, pays the deposit on the stand-in's Checkout and comes back to a confirmed
 * booking, whose confirmation e-mail carries its calendar file; the register shows the job on the
 * vehicle, marked instant. Then the same from /quote with JavaScript off, which goes straight to the
 * customer's page. axe on /thanks and the customer's page.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { test, expect } from './harness.ts';
import { axeViolations } from '../support/admin-browser.ts';
import { plainDayAhead } from '../support/dates.ts';
import { switchOnInstantBooking } from '../support/instant-booking-browser.ts';
import { startPaymentSite, type PaymentSite } from '../support/payment-site.ts';
import { visitorContext } from '../support/visitor-browser.ts';
import type { SmtpPeer } from '../support/peers.ts';
import { waitFor } from '../support/quote-app.ts';
import type { RunningServer } from '../../scripts/lib/server.ts';
import type { StripeStandIn } from '../support/stripe-stand-in.ts';

test.describe.configure({ mode: 'serial' });

let site: PaymentSite;
let server: RunningServer;
let smtp: SmtpPeer;
let standIn: StripeStandIn;
let admin: Page;

test.beforeAll(async () => {
  site = await startPaymentSite();
  ({ server, smtp, standIn, admin } = site);
  // The operator's part, once: one 16-seater in the fleet, one driver on the list, and instant
  // booking switched on.
  await switchOnInstantBooking(admin, server.url, { name: 'Minibus One', seats: 16 });
});

test.afterAll(async () => {
  await site?.close();
});

/** A phone at 390 px, the cookie choice made. */
const phone = (javaScriptEnabled = true): Promise<BrowserContext> =>
  visitorContext(site.browser, { width: 390, javaScriptEnabled });

/**
 * A one-way airport run the tariff prices to the penny (Canton to Bristol Airport for 12: the
 * 12-seater's fixed £200), on a plain day three weeks out: a £50 deposit now, the rest later.
 * Each of the two visitors takes a different hour, so the one vehicle is free for both.
 */
async function fillRequest(form: Locator, who: { first: string; email: string; time: string }) {
  await form.locator('[name=serviceType]').selectOption('airport-transfer');
  await form.locator('[name=journeyDirection][value=one-way]').check();
  await form.locator('[name=pickupLocation]').fill('Canton, Cardiff');
  await form.locator('[name=destination]').fill('Bristol Airport');
  await form.locator('[name=pickupDate]').fill(plainDayAhead(21));
  await form.locator('[name=pickupTime]').fill(who.time);
  await form.locator('[name=firstName]').fill(who.first);
  await form.locator('[name=lastName]').fill('Price');
  await form.locator('[name=email]').fill(who.email);
  await form.locator('[name=phone]').fill('07700 900321');
  await form.locator('[name=passengers]').fill('12');
}

/** Accepts on the customer's page, pays on the stand-in's Checkout and comes back confirmed. */
async function bookAndPay(page: Page, axe: boolean) {
  await page.getByRole('heading', { name: 'What you pay, and when' }).waitFor();
  expect(await page.getByTestId('payment-plan').textContent()).toContain(
    'You pay a £50 deposit now',
  );
  if (axe) expect(await axeViolations(page)).toEqual([]);
  const customerPage = page.url();
  await page.getByLabel('I agree to the terms of service.').check();
  await page.getByRole('button', { name: 'Accept and pay the £50 deposit' }).click();
  await page.getByRole('heading', { name: 'Pay £50.00' }).waitFor();
  expect(new URL(page.url()).origin).toBe(standIn.url);
  await page.getByRole('button', { name: 'Pay £50.00' }).click();
  await page.waitForURL(`${customerPage}?payment=returned`);
  await page.getByRole('heading', { name: 'You have accepted: your journey is booked' }).waitFor();
  expect(await page.getByTestId('paid').textContent()).toBe('£50.00');
  expect(await page.getByTestId('left').textContent()).toMatch(/^£150\.00, due by \d+ \w+ \d{4}$/);
  // Right after the deposit the balance is offered quietly, not as the page's main action.
  expect(
    await page.getByRole('button', { name: 'Pay the remaining £150.00' }).getAttribute('class'),
  ).not.toContain('bg-dragon-600');
  // The booking's calendar file is offered on the page, as the confirmation e-mail attaches it.
  const calendar = page.getByRole('link', { name: 'Add it to your calendar' });
  const ics = await fetch(new URL((await calendar.getAttribute('href'))!, page.url()));
  expect(ics.headers.get('content-type')).toContain('text/calendar');
  expect(await ics.text()).toContain('BEGIN:VEVENT');
  if (axe) expect(await axeViolations(page)).toEqual([]);
}

/** At 1280×800 the offer's Accept button is on the first screen, without scrolling. */
async function expectAcceptOnFirstScreen(url: string) {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url);
  const accept = page.getByRole('button', { name: 'Accept and pay the £50 deposit' });
  const box = (await accept.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(800);
  await context.close();
}

/** The confirmation e-mail to `to`, with its calendar file attached. */
async function confirmationWithCalendar(to: string) {
  const mail = await waitFor(
    async () =>
      smtp.received.find(
        (m) =>
          m.envelopeTo.includes(to) &&
          /Booking confirmed/.test(m.message.headers.get('subject') ?? ''),
      ),
    30_000,
    `the booking confirmation to ${to}`,
  );
  const calendar = mail.message.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  expect(calendar).toBeDefined();
  expect(calendar!.content.toString()).toContain('BEGIN:VEVENT');
}

/**
 * The register's row for `name`: on the vehicle, marked as booked online; and the request list's
 * row marked too.
 */
async function expectInRegister(name: string) {
  await admin.goto(`${server.url}/admin/bookings`);
  const row = admin.locator('tr', { hasText: name });
  await row.first().waitFor();
  const text = await row.first().textContent();
  expect(text).toContain('Minibus One');
  expect(text).toContain('Instant booking: booked online');
  await admin.goto(`${server.url}/admin/dashboard`);
  const request = admin.locator('tr', { hasText: name });
  expect(await request.locator('[data-instant]').textContent()).toBe('Instant booking');
}

test.describe('booking instantly with nobody at Bus4U', () => {
  test('books and pays from the quote dialog at 390 px, confirmed with its calendar file', async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.locator('header [data-quote-button]').first().click();
    // By role alone: its name, its heading, follows the instant price (asserted below).
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const heading = () => page.getByRole('dialog', { name: 'Book your journey' });
    expect(await page.getByRole('dialog', { name: 'Get your free quote' }).count()).toBe(1);
    await fillRequest(dialog, { first: 'Nia', email: 'nia@example.com', time: '09:00' });
    // The price panel and the button speak booking for a journey that can be booked now...
    const panel = dialog.getByTestId('estimate-panel');
    await panel
      .getByText('You can book this now: send the form, then book and pay straight away.')
      .waitFor();
    expect(await panel.textContent()).not.toContain('within 24 hours');
    // The dialog's heading and promise say booking too, not a quote within 24 hours.
    await heading().waitFor();
    expect(await dialog.textContent()).toContain(
      'Your price is below. Send the form and you can book and pay straight away.',
    );
    expect(await dialog.textContent()).not.toContain('within 24 hours');
    // ...and quoting, with the reason, for one that cannot (more than the rules' 16 passengers).
    await dialog.locator('[name=passengers]').fill('20');
    await panel
      .getByText('We book a group this size by hand. Our quote confirms it within 24 hours.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Get my free quote' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Get your free quote' }).count()).toBe(1);
    await dialog.locator('[name=passengers]').fill('12');
    await dialog.getByRole('button', { name: 'Book this journey now' }).click();
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Your price is ready to book on the next page.' })
      .waitFor();

    await page.waitForURL(`${server.url}/thanks`);
    const offer = page.getByTestId('instant-offer');
    expect(await offer.textContent()).toContain('Your price is £200');
    // Nothing to wait for, and the page says so instead of promising a reply within 24 hours.
    await page
      .getByRole('heading', { level: 1, name: 'Thank you, your journey can be booked now' })
      .waitFor();
    expect(await page.getByText('quote request has been sent').count()).toBe(0);
    expect(await page.getByText('within 24 hours').count()).toBe(0);
    // No dash left dangling before the button when it wraps.
    expect(await offer.textContent()).not.toContain('—');
    // "Book now" is the one primary action; WhatsApp and Call are there to ask first.
    const hero = page.locator('section', { has: page.locator('h1') });
    expect(await hero.locator(':is(a, button):is(.bg-dragon-600, .bg-whatsapp)').count()).toBe(1);
    expect(await hero.getByRole('link', { name: 'Book now' }).getAttribute('class')).toContain(
      'bg-dragon-600',
    );
    expect(await axeViolations(page)).toEqual([]);
    await offer.getByRole('link', { name: 'Book now' }).click();
    await page.waitForURL(/\/your-quote\/[\w-]{43}$/);
    // The page leads with the journey, before the price.
    const glance = page.getByTestId('journey-at-a-glance');
    for (const fact of ['Canton, Cardiff', 'Bristol Airport', '09:00', 'Minibus']) {
      expect(await glance.textContent()).toContain(fact);
    }
    await expectAcceptOnFirstScreen(page.url());
    // No calendar file before the booking is confirmed.
    expect(await page.getByRole('link', { name: 'Add it to your calendar' }).count()).toBe(0);
    expect((await fetch(`${page.url()}/calendar.ics`)).status).toBe(404);
    await bookAndPay(page, true);
    await context.close();

    await confirmationWithCalendar('nia@example.com');
    await expectInRegister('Nia Price');
  });

  test('goes from /quote straight to the price with JavaScript off, and books the same way', async () => {
    const context = await phone(false);
    const page = await context.newPage();
    await page.goto(`${server.url}/quote`);
    const form = page.locator('form', { has: page.locator('[name=pickupLocation]') });
    await fillRequest(form, { first: 'Owain', email: 'owain@example.com', time: '16:00' });
    await form.locator('button[type=submit]').click();
    // No /thanks in between: the form's 303 lands on the customer's own page.
    await page.waitForURL(/\/your-quote\/[\w-]{43}$/);
    await bookAndPay(page, false);
    await context.close();

    await confirmationWithCalendar('owain@example.com');
    await expectInRegister('Owain Price');
  });
});
