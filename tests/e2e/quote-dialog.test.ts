/**
 * The quote dialog in Chromium against the real server (its build, database and outbox), with a
 * real SMTP server and a partner app listening on loopback: validation the way a visitor meets it,
 * then a return airport transfer filled in with the keyboard alone, all the way to the operator's
 * inbox, the partner app and /thanks.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { test, expect } from './harness.ts';
import { launchBrowser, newContext } from '../../scripts/lib/browser.ts';
import { freePort, startServer, type RunningServer } from '../../scripts/lib/server.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/peers.ts';
import { focusLandsOn, hydrated } from '../support/waits.ts';
import { londonDate } from '../support/dates.ts';

test.describe.configure({ mode: 'serial' });

const OPERATOR_INBOX = 'operator@bus4u.test';
const PARTNER_KEY = 'pk_test_dialog';

interface PartnerCall {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: RunningServer;
let browser: Browser;
let smtp: SmtpPeer | undefined;
let partner: Server;
const partnerCalls: PartnerCall[] = [];

test.beforeAll(async () => {
  const smtpPort = await freePort();
  smtp = await startSmtpPeer(smtpPort);

  partner = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      partnerCalls.push({ url: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  const partnerPort = (partner.address() as AddressInfo).port;

  // BUILD_DIR, when set, passes through to the server: a build of one's own beside ./build.
  [server, browser] = await Promise.all([
    startServer({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      QUOTE_NOTIFY_EMAIL: OPERATOR_INBOX,
      PARTNER_QUOTE_URL: `http://127.0.0.1:${partnerPort}/receive-quote`,
      PARTNER_API_KEY: PARTNER_KEY,
    }),
    launchBrowser(),
  ]);
});

test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  await new Promise<void>((resolve) => (partner ? partner.close(() => resolve()) : resolve()));
});

async function openPage(width: number, path = '/', touch = false): Promise<Page> {
  const context = await newContext(browser, { width, touch });
  // Consent decided, so the banner does not sit over the page.
  await context.addInitScript(() => {
    localStorage.setItem(
      'cookieConsent',
      JSON.stringify({ analytics: false, marketing: false, version: 1, decidedAt: 'test' }),
    );
  });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  return page;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Get your free quote' });
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
const activeMatches = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

/** Presses Tab until the focused element matches `selector`: how a keyboard user gets there. */
async function tabTo(page: Page, selector: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await activeMatches(page, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function until<T>(check: () => T | undefined, what: string, ms = 30_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The text of a MIME message with quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Today in London, YYYY-MM-DD, and that date shifted by whole days. */

test.describe('quote dialog: opening, fields and validation (1280 px)', () => {
  test("opens from the header, with the form's defaults and the scroll hint", async () => {
    const page = await openPage(1280);
    await page.locator('header').getByRole('link', { name: 'Get Quote' }).click();
    await dialog(page).waitFor();
    expect(await activeMatches(page, '#quote-serviceType')).toBe(true);
    expect(await dialog(page).getByText('reply within 24 hours').isVisible()).toBe(true);

    expect(await page.locator('input[name=journeyDirection][value=one-way]').isChecked()).toBe(
      true,
    );
    expect(await page.locator('#quote-passengers').inputValue()).toBe('16');
    expect(await page.locator('#quote-countryCode').inputValue()).toBe('+44');
    const codes = await page.locator('#quote-countryCode option').allTextContents();
    expect(codes.length).toBeGreaterThanOrEqual(35);
    expect(codes[0]).toBe('United Kingdom (+44)');
    expect(codes).toContain('Ireland (+353)');

    // The hint goes once the form has scrolled more than 50 px; the bar follows the scroll.
    const hint = page.getByText('Please scroll down to complete all required fields');
    expect(await hint.isVisible()).toBe(true);
    const scroller = page.locator('[data-quote-scroll]');
    await scroller.evaluate((el) => el.scrollTo(0, 30));
    await page.waitForTimeout(200);
    expect(await hint.isVisible()).toBe(true);
    await scroller.evaluate((el) => el.scrollTo(0, 120));
    await hint.waitFor({ state: 'detached' });
    const progress = Number(
      await page.locator('[data-scroll-progress]').getAttribute('data-scroll-progress'),
    );
    expect(progress).toBeGreaterThan(0);

    // Date minimums in London time.
    expect(await page.locator('#quote-pickupDate').getAttribute('min')).toBe(londonDate(-3));

    // The honeypot is out of reach of people and of the accessibility tree.
    const honeypot = page.locator('input[name=website]');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.getAttribute('autocomplete')).toBe('off');
    expect(await page.getByRole('textbox', { name: 'Website' }).count()).toBe(0);
    await page.context().close();
  });

  test('shows every field message in the summary and inline, and clears one on edit', async () => {
    const page = await openPage(1280);
    await page.locator('header').getByRole('link', { name: 'Get Quote' }).click();
    await dialog(page).waitFor();
    await page.locator('input[name=journeyDirection][value=return]').check();
    await dialog(page).getByRole('button', { name: 'Get my free quote' }).click();

    const summary = page.locator('[data-error-summary]');
    await summary.waitFor();
    expect(await activeMatches(page, '[data-error-summary]')).toBe(true);
    expect(await summary.getByRole('heading', { name: 'There is a problem' }).count()).toBe(1);
    expect(await summary.getByRole('link').allTextContents()).toEqual([
      'Pickup Location: Required',
      'Destination: Required',
      'Pickup Date: Required',
      'Pickup Time: Required',
      'Return Date: Required for return journey',
      'Return Time: Required for return journey',
      'First Name: Required',
      'Last Name: Required',
      'Email Address: Invalid email',
      'Phone Number: Too short',
    ]);

    await toast(page, 'Validation Error').waitFor();
    expect(
      await toast(page, 'Validation Error')
        .getByText('Please fill in all required fields correctly.')
        .isVisible(),
    ).toBe(true);

    // Inline messages are tied to their fields.
    const firstName = page.locator('#quote-firstName');
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    expect(await firstName.getAttribute('aria-describedby')).toContain('quote-firstName-error');
    expect(await page.locator('#quote-firstName-error').textContent()).toBe('Error: Required');
    expect(await page.locator('#quote-email-error').textContent()).toBe('Error: Invalid email');

    // A summary link takes focus to its field; typing there clears that field's error only.
    await summary.getByRole('link', { name: 'First Name: Required' }).click();
    expect(await activeMatches(page, '#quote-firstName')).toBe(true);
    await page.keyboard.type('M');
    expect(await page.locator('#quote-firstName-error').count()).toBe(0);
    expect(await firstName.getAttribute('aria-invalid')).toBeNull();
    expect(await summary.getByRole('link', { name: /First Name/ }).count()).toBe(0);
    expect(await page.locator('#quote-lastName-error').count()).toBe(1);

    // Back to one-way: the hidden return fields drop their errors.
    await page.locator('input[name=journeyDirection][value=one-way]').check();
    expect(await summary.getByRole('link', { name: /Return/ }).count()).toBe(0);
    await page.context().close();
  });

  test('keeps passengers within 1 to 100 across stepper, number input and dropdown', async () => {
    const page = await openPage(1280);
    await page.locator('header').getByRole('link', { name: 'Get Quote' }).click();
    await dialog(page).waitFor();
    const passengers = page.locator('#quote-passengers');
    await page.getByRole('button', { name: 'Add a passenger' }).click();
    expect(await passengers.inputValue()).toBe('17');
    await page.locator('#quote-passengers-size').selectOption('100');
    expect(await passengers.inputValue()).toBe('100');
    await page.getByRole('button', { name: 'Add a passenger' }).click();
    expect(await passengers.inputValue()).toBe('100');
    await passengers.fill('250');
    const adjusted = page.locator('#quote-passengers-adjusted');
    expect(await adjusted.textContent()).toBe(
      'One request takes up to 100 passengers, so we have put 100. For a bigger group, tell us how many under Special Requirements, or call us.',
    );
    await passengers.blur();
    expect(await passengers.inputValue()).toBe('100');
    // Said beside the field after it is left too, and read with it.
    expect(await adjusted.isVisible()).toBe(true);
    expect(await passengers.getAttribute('aria-describedby')).toContain(
      'quote-passengers-adjusted',
    );
    await passengers.fill('0');
    await passengers.blur();
    expect(await passengers.inputValue()).toBe('1');
    expect(await adjusted.textContent()).toBe('At least 1 passenger travels, so we have put 1.');
    await page.getByRole('button', { name: 'Remove a passenger' }).click();
    expect(await passengers.inputValue()).toBe('1');
    await passengers.fill('15');
    expect(await page.locator('#quote-passengers-size').inputValue()).toBe('15');

    const notes = page.locator('#quote-specialRequirements');
    expect(await notes.getAttribute('maxlength')).toBe('2000');
    await notes.fill('Two child seats');
    expect(await page.locator('#quote-specialRequirements-count').textContent()).toBe(
      'You have 1,985 characters remaining',
    );
    await page.context().close();
  });

  test('replaces the prefilled 16 with what a thumb types after a tap, and a click does the same', async () => {
    const phone = await openPage(390, '/', true);
    await phone.locator('main [data-quote-button]').first().tap();
    await dialog(phone).waitFor();
    await hydrated(phone);
    const field = phone.locator('#quote-passengers');
    expect(await field.inputValue()).toBe('16');
    await field.tap();
    await phone.keyboard.type('12');
    expect(await field.inputValue()).toBe('12');
    expect(await phone.locator('#quote-passengers-adjusted').isVisible()).toBe(false);
    await phone.context().close();

    const desktop = await openPage(1280);
    await desktop.locator('header').getByRole('link', { name: 'Get Quote' }).click();
    await dialog(desktop).waitFor();
    await desktop.locator('#quote-passengers').click();
    await desktop.keyboard.type('8');
    expect(await desktop.locator('#quote-passengers').inputValue()).toBe('8');
    await desktop.context().close();
  });

  test('fills the service from a service page and styles an airport return in amber', async () => {
    const page = await openPage(1280, '/what-we-offer/airport-transfer');
    await page.locator('main [data-quote-button]').first().click();
    await dialog(page).waitFor();
    expect(await page.locator('#quote-serviceType').inputValue()).toBe('airport-transfer');
    await page.locator('input[name=journeyDirection][value=return]').check();
    const section = page.locator('section[data-airport]');
    await section.waitFor();
    expect(await section.getByText('Return Flight Arrival Time *').isVisible()).toBe(true);
    expect(await section.getByText('flight number').isVisible()).toBe(true);
    expect(await page.locator('#quote-returnDate').getAttribute('min')).toBe(londonDate(0));
    await page.locator('#quote-pickupDate').fill(londonDate(20));
    expect(await page.locator('#quote-returnDate').getAttribute('min')).toBe(londonDate(20));
    await page.context().close();
  });

  test('keeps what was typed when the dialog is closed and opened again', async () => {
    const page = await openPage(1280);
    const open = page.locator('header').getByRole('link', { name: 'Get Quote' });
    await open.click();
    await page.locator('#quote-lastName').fill('Jones');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await open.click();
    await dialog(page).waitFor();
    expect(await page.locator('#quote-lastName').inputValue()).toBe('Jones');
    await page.context().close();
  });

  for (const way of ['Escape', 'close button', 'click outside'] as const) {
    test(`gives focus back to the quote button that opened it when closed by ${way}`, async () => {
      const page = await openPage(1280);
      const opener = page.locator('main [data-quote-button]').first();
      await opener.focus();
      await page.keyboard.press('Enter');
      await dialog(page).waitFor();
      if (way === 'Escape') await page.keyboard.press('Escape');
      else if (way === 'close button') {
        await dialog(page).getByRole('button', { name: 'Close' }).click();
      } else await page.mouse.click(8, 890);
      await dialog(page).waitFor({ state: 'detached' });
      expect(await focusLandsOn(opener)).toBe(true);
      await page.context().close();
    });
  }
});

test.describe('quote dialog: its code loads on intent, never with the page', () => {
  // The dialog's own chunk, not the small store every quote button imports (quote-dialog-store-*).
  const dialogCode = (url: string) => /\/assets\/quote-dialog-(?!store-)[\w-]+\.js$/.test(url);

  test('is not fetched at load, and is fetched when a pointer comes over a quote button', async () => {
    const context = await newContext(browser, { width: 1280 });
    // Consent decided, so the banner does not sit over the button.
    await context.addInitScript(() => {
      localStorage.setItem(
        'cookieConsent',
        JSON.stringify({ analytics: false, marketing: false, version: 1, decidedAt: 'test' }),
      );
    });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    // The page hydrates after load: until then there is no handler to see the pointer.
    await hydrated(page);
    expect(scripts.filter(dialogCode)).toEqual([]);
    const loaded = page.waitForRequest((request) => dialogCode(request.url()));
    await page.locator('main a[data-quote-button]').first().hover();
    await loaded;
    await context.close();
  });

  test('is fetched when a finger lands on a quote button on a phone, before the tap ends', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await hydrated(page);
    const loaded = page.waitForRequest((request) => dialogCode(request.url()));
    // The touch alone, before any click: the code is on its way while the finger is down.
    await page.locator('main a[data-quote-button]').first().dispatchEvent('touchstart');
    await loaded;
    await expect(dialog(page).count()).resolves.toBe(0);
    await context.close();
  });
});

test.describe('quote dialog: a failed send', () => {
  test('keeps everything typed, says why, and sends the same request again with the same key', async () => {
    const page = await openPage(1280);
    await page.locator('header').getByRole('link', { name: 'Get Quote' }).click();
    await dialog(page).waitFor();
    const typed: [string, string][] = [
      ['#quote-pickupLocation', 'Penarth Marina'],
      ['#quote-destination', 'Principality Stadium'],
      ['#quote-pickupDate', londonDate(10)],
      ['#quote-pickupTime', '14:00'],
      ['#quote-firstName', 'Rhys'],
      ['#quote-lastName', 'Evans'],
      ['#quote-email', 'rhys@example.com'],
      ['#quote-phone', '07700 900456'],
    ];
    for (const [selector, value] of typed) await page.locator(selector).fill(value);

    // The network drops the first attempt, as a train going into a tunnel would.
    const keys: string[] = [];
    await page.route('**/api/quotes', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await dialog(page).getByRole('button', { name: 'Get my free quote' }).click();
    await toast(page, 'Submission Failed').waitFor();
    expect(await toast(page, 'Please call us: 029 2018 0123').isVisible()).toBe(true);
    expect(await dialog(page).getByRole('alert').textContent()).toContain(
      'Please call us: 029 2018 0123',
    );
    for (const [selector, value] of typed) {
      expect(await page.locator(selector).inputValue()).toBe(value);
    }

    await dialog(page).getByRole('button', { name: 'Get my free quote' }).click();
    await page.waitForURL(`${server.url}/thanks`);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await page.context().close();
  });
});

test.describe('quote dialog accessibility (axe-core)', () => {
  for (const width of [390, 1280]) {
    test(`has no violations open, in error and as an airport return at ${width} px`, async () => {
      const page = await openPage(width);
      await page.locator('[data-quote-button]').filter({ visible: true }).first().click();
      await dialog(page).waitFor();
      await page.locator('#quote-serviceType').selectOption('airport-transfer');
      await page.locator('input[name=journeyDirection][value=return]').check();
      await dialog(page).getByRole('button', { name: 'Get my free quote' }).click();
      await page.locator('[data-error-summary]').waitFor();
      await page.waitForTimeout(400);
      const result = await new AxeBuilder({ page })
        .include('[data-quote-dialog]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(
        result.violations.map((v) => ({
          id: v.id,
          nodes: v.nodes.slice(0, 3).map((n) => n.target),
        })),
      ).toEqual([]);
      await page.context().close();
    });
  }
});

test.describe('quote dialog on a phone (390 px)', () => {
  test('is a full-height sheet with the submit button in view', async () => {
    const page = await openPage(390);
    await page.locator('main [data-quote-button]').first().click();
    await dialog(page).waitFor();
    await page.waitForTimeout(400);
    const box = await dialog(page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 900 });
    expect(await dialog(page).getByRole('button', { name: 'Get my free quote' }).isVisible()).toBe(
      true,
    );
    await page.context().close();
  });
});

test.describe('quote dialog: a return airport transfer with the keyboard only', () => {
  test('sends the request, lands on /thanks and reaches the operator and the partner', async () => {
    const page = await openPage(1280);
    // Day and month equal, so the digits mean the same whatever order the date input shows.
    const year = Number(londonDate(0).slice(0, 4)) + 1;
    const pickupDate = `${year}-05-05`;
    const returnDate = `${year}-06-06`;

    await tabTo(page, 'header [data-quote-button]');
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    expect(await activeMatches(page, '#quote-serviceType')).toBe(true);
    await page.keyboard.type('Airport');
    expect(await page.locator('#quote-serviceType').inputValue()).toBe('airport-transfer');

    await tabTo(page, 'input[name=journeyDirection]');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('input[name=journeyDirection][value=return]').isChecked()).toBe(true);

    await tabTo(page, '#quote-pickupLocation');
    await page.keyboard.type('12 Cowbridge Road East, Canton, Cardiff');
    await tabTo(page, '#quote-destination');
    await page.keyboard.type('Heathrow Airport Terminal 5');
    await tabTo(page, '#quote-pickupDate');
    await page.keyboard.type(`0505${year}`);
    // Times from 13:00 to 19:59 type the same on a 12- or a 24-hour clock.
    await tabTo(page, '#quote-pickupTime');
    await page.keyboard.type('1845');
    await tabTo(page, '#quote-returnDate');
    await page.keyboard.type(`0606${year}`);
    await tabTo(page, '#quote-returnTime');
    await page.keyboard.type('1915');
    expect(await page.locator('#quote-pickupDate').inputValue()).toBe(pickupDate);
    expect(await page.locator('#quote-pickupTime').inputValue()).toBe('18:45');
    expect(await page.locator('#quote-returnDate').inputValue()).toBe(returnDate);
    expect(await page.locator('#quote-returnTime').inputValue()).toBe('19:15');
    expect(await page.getByText('Return Flight Arrival Time *').isVisible()).toBe(true);

    await tabTo(page, '#quote-firstName');
    await page.keyboard.type('Megan');
    await tabTo(page, '#quote-lastName');
    await page.keyboard.type('Jones');
    await tabTo(page, '#quote-email');
    await page.keyboard.type('megan@example.com');
    await tabTo(page, '#quote-phone');
    await page.keyboard.type('07700 900123');
    // Sixteen by default; four presses of the minus button make twelve.
    await tabTo(page, 'button[aria-label="Remove a passenger"]');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Space');
    expect(await page.locator('#quote-passengers').inputValue()).toBe('12');
    await tabTo(page, '#quote-specialRequirements');
    await page.keyboard.type('Two child seats, and room for skis.');

    // Hold the answer a moment (the request itself is untouched) to see the sending state.
    await page.route('**/api/quotes', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    const response = page.waitForResponse((r) => r.url().endsWith('/api/quotes'));
    await tabTo(page, 'button[type=submit]');
    await page.keyboard.press('Enter');
    const submit = page.locator('button[type=submit]');
    await page.getByRole('button', { name: 'Sending Your Request...' }).waitFor();
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    expect(await submit.getAttribute('aria-busy')).toBe('true');

    const answer = await response;
    expect(answer.status()).toBe(201);
    const request = answer.request();
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const sent = request.postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Megan Jones',
      email: 'megan@example.com',
      phone: '+447700900123',
      pickupLocation: '12 Cowbridge Road East, Canton, Cardiff',
      destination: 'Heathrow Airport Terminal 5',
      pickupDate,
      pickupTime: '18:45',
      returnDate,
      returnTime: '19:15',
      passengerCount: 12,
      journeyType: 'airport-transfer',
      journeyDirection: 'return',
      specialRequirements: 'Two child seats, and room for skis.',
      formVersion: 'pq1',
      current_page: '/',
      website: '',
    });
    expect(sent.attribution).toMatchObject({ traffic_source: 'direct', landing_page: '/' });
    const { id } = (await answer.json()) as { id: string };

    await toast(page, 'Quote Request Sent! ✅').waitFor();
    await page.waitForURL(`${server.url}/thanks`);
    // The toast outlives the dialog and the navigation.
    expect(
      await toast(page, "We'll contact you within 24 hours with your quote.").isVisible(),
    ).toBe(true);
    expect(await dialog(page).count()).toBe(0);
    const enquiry = await page.evaluate(() => localStorage.getItem('enquiryDetails'));
    expect(JSON.parse(enquiry ?? 'null')).toEqual({
      email: 'megan@example.com',
      pickupDate,
      pickupTime: '18:45',
      pickupLocation: '12 Cowbridge Road East, Canton, Cardiff',
      destination: 'Heathrow Airport Terminal 5',
      journeyType: 'airport-transfer',
      passengers: 12,
      // Kept so /thanks can show the return leg too.
      returnDate,
      returnTime: '19:15',
    });

    // What left the server: the operator's e-mail and the partner's body (docs/http-api.md).
    const operatorMail = await until(
      // Other tests send quotes too: this one's e-mail carries its reference.
      () => smtp?.received.find((m) => m.envelopeTo.includes(OPERATOR_INBOX) && m.raw.includes(id)),
      'the operator e-mail',
    );
    const text = decodeQuotedPrintable(operatorMail.raw);
    expect(text).toMatch(/Subject: .*Airport Transfer.*Megan Jones/);
    for (const expected of [id, 'megan@example.com', 'Heathrow Airport Terminal 5', 'direct']) {
      expect(text).toContain(expected);
    }

    const call = await until(
      () => partnerCalls.find((c) => c.headers['idempotency-key'] === id),
      'the partner call',
    );
    expect(call.url).toBe('/receive-quote');
    expect(call.headers['content-type']).toMatch(/^application\/json/);
    expect(call.headers['x-api-key']).toBe(PARTNER_KEY);
    expect(call.headers['idempotency-key']).toBe(id);
    const body = JSON.parse(call.body) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'customer_email',
        'customer_name',
        'customer_phone',
        'dropoff_location',
        'notes',
        'passengers',
        'pickup_datetime',
        'pickup_location',
      ].sort(),
    );
    expect(body).toMatchObject({
      customer_name: 'Megan Jones',
      customer_email: 'megan@example.com',
      customer_phone: '+447700900123',
      pickup_location: '12 Cowbridge Road East, Canton, Cardiff',
      dropoff_location: 'Heathrow Airport Terminal 5',
      pickup_datetime: `${pickupDate}T18:45:00+01:00`,
      passengers: 12,
    });
    await page.context().close();
  });
});
