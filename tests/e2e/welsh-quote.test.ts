/**
 * The quote journey in Welsh. /cy/quote with JavaScript off answers an empty send with
 * Welsh messages and a Welsh error summary, and a filled one lands on /cy/thanks; with JavaScript
 * on the form checks itself in Welsh with a Welsh toast, and the dialog opened on a Welsh page
 * sends a request whose acknowledgement arrives in Welsh on a real SMTP peer, while the operator
 * reads English with the customer's language noted.
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
import { hydrated } from '../support/waits.ts';

test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let browser: Browser;
let smtp: SmtpPeer;
let database: TestDatabase;
let mailing: MailingServer | undefined;

test.beforeAll(async () => {
  mailing = await startMailingServer('welsh-quote-test-secret-of-enough-length');
  ({ server, browser, smtp, database } = mailing);
});

test.afterAll(async () => {
  await mailing?.stop();
});

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The Welsh summary of an empty send with Return chosen and a first name typed. */
const EMPTY_SEND_SUMMARY = [
  'Man casglu: Rhowch y man casglu',
  'Cyrchfan: Rhowch eich cyrchfan',
  'Dyddiad casglu: Dewiswch y dyddiad casglu',
  'Amser casglu: Dewiswch yr amser casglu',
  'Dyddiad dychwelyd: Mae angen hwn ar gyfer taith yno ac yn ôl',
  'Amser dychwelyd: Mae angen hwn ar gyfer taith yno ac yn ôl',
  'Cyfenw: Rhowch eich cyfenw',
  'Cyfeiriad e-bost: Rhowch gyfeiriad e-bost dilys, fel enw@enghraifft.com',
  "Rhif ffôn: Mae'r rhif ffôn yn rhy fyr: rhowch y rhif llawn",
];

async function fillJourney(page: Page, email: string) {
  await page.locator('#quote-serviceType').selectOption('wedding');
  await page.locator('#quote-pickupLocation').fill('Pontcanna, Cardiff');
  await page.locator('#quote-destination').fill('Castell Coch');
  await page.locator('#quote-pickupDate').fill(londonDate(21));
  await page.locator('#quote-pickupTime').fill('11:15');
  await page.locator('#quote-firstName').fill('Elin');
  await page.locator('#quote-lastName').fill('Morgan');
  await page.locator('#quote-email').fill(email);
  await page.locator('#quote-phone').fill('07700 900789');
}

test.describe('the Welsh quote form without JavaScript', () => {
  test('answers an empty send in Welsh, with the summary focused and the values kept', async () => {
    const context = await newContext(browser, { width: 390, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/cy/quote`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Cael dyfynbris am ddim',
    );
    expect(await page.getByRole('form', { name: 'Gofyn am ddyfynbris' }).isVisible()).toBe(true);
    expect(await page.locator('form').getAttribute('action')).toBe('/cy/quote');
    await page.locator('#quote-firstName').fill('Elin');
    await page.locator('input[name=journeyDirection][value=return]').check();
    const response = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Cael fy nyfynbris am ddim' }).click();
    expect((await response).status()).toBe(400);
    await page.waitForLoadState();

    const summary = page.locator('[data-error-summary]');
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await summary.getByRole('heading').textContent()).toBe('Mae problem');
    expect(await summary.locator('li').allTextContents()).toEqual(EMPTY_SEND_SUMMARY);
    expect(await page.locator('#quote-lastName-error').textContent()).toBe(
      'Gwall: Rhowch eich cyfenw',
    );
    expect(await page.locator('#quote-firstName').inputValue()).toBe('Elin');
    await context.close();
  });

  test('stores a filled form as Welsh and lands on /cy/thanks', async () => {
    const context = await newContext(browser, { width: 390, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/cy/quote`);
    await fillJourney(page, 'elin.nojs@example.com');
    await page.getByRole('button', { name: 'Cael fy nyfynbris am ddim' }).click();
    await page.waitForURL('**/cy/thanks');
    expect(await page.locator('html').getAttribute('lang')).toBe('cy');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      "Diolch, mae eich cais am ddyfynbris wedi'i anfon",
    );
    const [row] = await database.query<{ current_page: string }>(
      `select current_page from quote_requests where email = 'elin.nojs@example.com'`,
    );
    expect(row?.current_page).toBe('/cy/quote');
    await context.close();
  });
});

test.describe('the Welsh quote form with JavaScript', () => {
  test('keeps the Welsh country names and their order once it hydrates', async () => {
    const served = await (await fetch(`${server.url}/cy/quote`)).text();
    const servedLabels = [
      ...(
        /<select[^>]*id="quote-countryCode"[^>]*>([\s\S]*?)<\/select>/.exec(served)?.[1] ?? ''
      ).matchAll(/<option[^>]*>([^<]*)<\/option>/g),
    ].map((match) => match[1]);
    expect(servedLabels[0]).toBe('Y Deyrnas Unedig (+44)');
    const context = await newContext(browser, { width: 390, touch: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/cy/quote`, { waitUntil: 'networkidle' });
    await hydrated(page);
    expect(await page.locator('#quote-countryCode option').allTextContents()).toEqual(servedLabels);
    await context.close();
  });

  test('checks itself in Welsh, with a Welsh toast', async () => {
    const context = await newContext(browser, { width: 1280 });
    const page = await context.newPage();
    await page.goto(`${server.url}/cy/quote`, { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.locator('input[name=journeyDirection][value=return]').check();
    await page.getByRole('button', { name: 'Cael fy nyfynbris am ddim' }).click();
    const summary = page.locator('[data-error-summary]');
    await summary.waitFor();
    expect(await summary.getByRole('link').allTextContents()).toEqual([
      ...EMPTY_SEND_SUMMARY.slice(0, 6),
      'Enw cyntaf: Rhowch eich enw cyntaf',
      ...EMPTY_SEND_SUMMARY.slice(6),
    ]);
    await toast(page, 'Gwiriwch y ffurflen').waitFor();
    expect(
      await toast(page, 'Gwiriwch y ffurflen')
        .getByText('Llenwch bob maes gofynnol yn gywir, os gwelwch yn dda.')
        .isVisible(),
    ).toBe(true);
    await context.close();
  });

  test('sends from the dialog on a Welsh page: Welsh toast, /cy/thanks, Welsh acknowledgement', async () => {
    const context = await newContext(browser, { width: 1280 });
    const page = await context.newPage();
    await page.goto(`${server.url}/cy/what-we-offer/weddings`, { waitUntil: 'networkidle' });
    await page.locator('main [data-quote-button]').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { level: 2 }).first().textContent()).toBe(
      'Cael dyfynbris am ddim',
    );
    await fillJourney(page, 'elin.dialog@example.com');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/quotes'));
    await dialog.getByRole('button', { name: 'Cael fy nyfynbris am ddim' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      current_page: '/cy/what-we-offer/weddings',
    });
    const { id } = (await response.json()) as { id: string };
    await toast(page, "Mae eich cais wedi'i anfon! ✅").waitFor();
    await page.waitForURL(`${server.url}/cy/thanks`);

    // The journey card and its WhatsApp text speak Welsh, dates in cy-GB.
    const card = page.locator('[data-calendar-section]');
    await card.waitFor();
    expect(await card.textContent()).toContain('Priodas');
    expect(await card.textContent()).toContain('Ychwanegu at fy nghalendr');
    const whatsapp = await page.locator('[data-whatsapp-link]').getAttribute('href');
    expect(decodeURIComponent(whatsapp ?? '')).toContain('Helo Bus4U');

    const ack = await until(() =>
      smtp.received.find((m) => m.envelopeTo.includes('elin.dialog@example.com')),
    );
    expect(ack.message.headers.get('subject')).toBe(
      `Mae eich cais am ddyfynbris ${id} gyda ni - Bus4U`,
    );
    expect(ack.message.text).toContain('Eich cyfeirnod yw');
    // The link goes to the Welsh twin of the customer's page, Welsh from top bar to footer.
    const link = /http:\/\/localhost:3000(\/cy\/your-quote\/[A-Za-z0-9_-]{43})/.exec(
      ack.message.text,
    )?.[1];
    expect(link).toBeDefined();
    await page.goto(`${server.url}${link}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('cy');
    await page.getByRole('heading', { name: 'Rydym yn paratoi eich pris' }).waitFor();
    expect(await page.locator('header').textContent()).toContain('Caerdydd');
    const operator = await until(() =>
      smtp.received.find(
        (m) =>
          m.envelopeTo.includes(OPERATOR_INBOX) &&
          (m.message.headers.get('subject') ?? '').includes(id),
      ),
    );
    expect(operator.message.headers.get('subject')).toBe(
      `Quote request: Wedding for Elin Morgan (${id})`,
    );
    expect(operator.message.text).toMatch(/Customer's language:\s*Welsh/);
    await context.close();
  });
});

test.describe('the Welsh estimate and the Welsh customer page', () => {
  test('words every line of the estimate in Welsh, with no English line', async () => {
    const context = await newContext(browser, { width: 390 });
    const page = await context.newPage();
    await page.goto(`${server.url}/cy/quote`, { waitUntil: 'networkidle' });
    await hydrated(page);
    // A night return to Heathrow on a bank holiday for 20: two vehicles, fixed airport legs,
    // night and bank-holiday surcharges, VAT on the MPV.
    await page.locator('#quote-pickupLocation').fill('Cardiff Central');
    await page.locator('#quote-destination').fill('Heathrow T5');
    await page.locator('#quote-pickupDate').fill('2027-12-27');
    await page.locator('#quote-pickupTime').fill('04:30');
    await page.locator('input[name=journeyDirection][value=return]').check();
    await page.locator('#quote-returnDate').fill('2027-12-28');
    await page.locator('#quote-returnTime').fill('23:30');
    await page.locator('#quote-passengers').fill('20');
    const panel = page.locator('[data-testid=estimate-panel]');
    // The estimate refreshes as each field is filled: wait for the one for the whole journey (two
    // vehicles for 20) before reading its lines, not the first total that shows.
    await panel.getByText('Cerbydau (2): Bws mini 16 sedd a MPV moethus.').waitFor();
    await panel.getByText('Sut rydym wedi cyfrifo hyn').click();
    const table = panel.getByRole('table');
    await table.waitFor();
    const lines = await table.locator('tbody td:first-child').allTextContents();
    expect(lines).toContain(
      "Bws mini 16 sedd: Taith allan: Cardiff Central station → Heathrow Terminal 5, pris sefydlog i'r maes awyr",
    );
    expect(lines).toContain(
      'MPV moethus: Taith allan ar ŵyl banc (Dydd Nadolig (diwrnod amgen)): 50%',
    );
    expect(lines).toContain('MPV moethus: TAW ar gyfradd o 20%');
    expect(await panel.textContent()).toContain('Cerbydau (2): Bws mini 16 sedd a MPV moethus.');
    // The visitor's place names are theirs; every other word of the panel is Welsh.
    const words = (await panel.textContent())!.replace(
      /Cardiff Central station|Heathrow Terminal 5/g,
      '',
    );
    expect(words).not.toMatch(
      /\b(Outbound|Return|fixed|airport price|miles?|night|bank holiday|VAT|Minibus|Luxury|vehicles|Total|Rounded|Driving|Driver)\b/,
    );
    await context.close();
  });

  test('answers a Welsh link that opens nothing in Welsh, and an English one in English', async () => {
    const welsh = await fetch(`${server.url}/cy/your-quote/${'A'.repeat(43)}`);
    expect(welsh.status).toBe(404);
    expect(welsh.headers.get('cache-control')).toBe('no-store');
    const html = await welsh.text();
    expect(html).toMatch(/<html[^>]* lang="cy"/);
    expect(html).toContain('Nid oedd modd dod o hyd i&#x27;r dyfynbris hwnnw');
    expect(html).not.toContain('We could not find that quote');
    const english = await (await fetch(`${server.url}/your-quote/${'A'.repeat(43)}`)).text();
    expect(english).toContain('We could not find that quote');
  });
});
