/**
 * The operator's day in the admin area, in Chromium against the real server: the dashboard's
 * search and filters, a status change with a note, retrying a failed partner delivery, text a
 * visitor typed as HTML shown as text, the spam quarantine, the ranking import and an erase, with
 * axe-core checking each page.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { test, expect } from './harness.ts';
import { launchBrowser, newContext } from '../../scripts/lib/browser.ts';
import {
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  axeViolations,
  eraseThroughForm,
  signInThroughForm,
} from '../support/admin-browser.ts';
import { quoteBody } from '../support/quote-app.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

test.describe.configure({ mode: 'serial' });

const SAMPLE_CSV = new URL('./fixtures/gsc-queries.csv', import.meta.url);
const XSS_NAME = '<script>window.__xss = 1</script><b>Bold</b> Jones';

let server: RunningServer;
let browser: Browser;
let partner: Server;
let partnerStatus = 500;
let context: BrowserContext;
let page: Page;
const ids: Record<string, string> = {};

async function post(key: string, body: Record<string, unknown>) {
  const response = await fetch(`${server.url}/api/quotes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  ids[key] = ((await response.json()) as { id: string }).id;
}

const rowNames = () => page.locator('tbody tr td:first-child a').allTextContents();

test.beforeAll(async () => {
  partner = createServer((req, res) => {
    req.resume();
    req.on('end', () =>
      res.writeHead(partnerStatus, { 'Content-Type': 'application/json' }).end('{}'),
    );
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  const partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/receive-quote`;
  [server, browser] = await Promise.all([
    startServer({
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      PARTNER_QUOTE_URL: partnerUrl,
      // One attempt only, so the partner's 500 fails the job for good at once.
      OUTBOX_RETRY_LIMIT: '0',
    }),
    launchBrowser(),
  ]);
  await post('megan', quoteBody());
  await post(
    'owain',
    quoteBody(
      {
        name: 'Owain Price',
        email: 'owain@example.com',
        pickupLocation: 'Penarth Marina',
        journeyType: 'wedding',
        attribution: { ...quoteBody().attribution, gclid: null, traffic_source: 'direct' },
      },
      2,
    ),
  );
  await post(
    'xss',
    quoteBody({ name: XSS_NAME, specialRequirements: '<img src=x onerror="window.__xss = 2">' }),
  );
  await post(
    'spam',
    quoteBody({ name: 'Spam Bot', email: 'bot@example.com', website: 'http://spam.example' }),
  );
  context = await newContext(browser, { width: 1280 });
  page = await context.newPage();
  await signInThroughForm(page, server.url);
  await page.waitForURL(`${server.url}/admin/dashboard`);
});

test.afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => partner?.close(resolve));
});

test.describe('the dashboard', () => {
  test('lists requests newest first without the spam, flags urgent trips, and passes axe', async () => {
    await page.goto(`${server.url}/admin/dashboard`);
    expect(await page.title()).toBe('Requests | Bus4U admin');
    expect(await rowNames()).toEqual([XSS_NAME, 'Owain Price', 'Megan Jones']);
    const owain = page.locator('tr', { hasText: 'Owain Price' });
    expect(await owain.getByText('Urgent').count()).toBe(1);
    expect(await page.locator('tr', { hasText: 'Megan Jones' }).getByText('Urgent').count()).toBe(
      0,
    );
    expect(
      await page.getByRole('img', { name: /^Requests per day, last 30 days: 3 requests/ }).count(),
    ).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('searches and filters through the query string', async () => {
    await page.goto(`${server.url}/admin/dashboard`);
    await page.getByRole('searchbox', { name: 'Search' }).fill('penarth');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/q=penarth/);
    await expect.poll(rowNames).toEqual(['Owain Price']);

    await page.goto(`${server.url}/admin/dashboard`);
    await page.getByLabel('Service').selectOption('wedding');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/service=wedding/);
    await expect.poll(rowNames).toEqual(['Owain Price']);

    await page.goto(`${server.url}/admin/dashboard?source=google_ads`);
    expect(await rowNames()).toEqual([XSS_NAME, 'Megan Jones']);
    await page.goto(`${server.url}/admin/dashboard?q=MEGAN%40example.com&source=google_ads`);
    expect(await rowNames()).toEqual([XSS_NAME, 'Megan Jones']);
    await page.goto(`${server.url}/admin/dashboard?to=2000-01-01`);
    expect(await rowNames()).toEqual([]);
  });
});

test.describe('the dashboard on a phone and its export', () => {
  test('shows each request as a card at 390 px, nothing cut off, with the reply actions', async () => {
    const phone = await newContext(browser, { width: 390, height: 844 });
    const phonePage = await phone.newPage();
    await signInThroughForm(phonePage, server.url);
    await phonePage.waitForURL(`${server.url}/admin/dashboard`);
    await phonePage.goto(`${server.url}/admin/dashboard`);
    const overflow = await phonePage.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The wide table is not shown (hidden elements have no role), the cards are.
    expect(
      await phonePage.getByRole('table', { name: 'Quote requests, newest first' }).count(),
    ).toBe(0);
    const cards = phonePage.locator('[data-quote-card]');
    expect(await cards.count()).toBe(3);
    const owain = cards.filter({ hasText: 'Owain Price' });
    for (const text of ['Wedding', 'Urgent', 'New']) {
      expect(await owain.textContent()).toContain(text);
    }
    for (const action of ['Call', 'E-mail', 'WhatsApp']) {
      const link = owain.getByRole('link', { name: new RegExp(`^${action} Owain Price`) });
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    // Every card lies inside the screen.
    for (const box of await cards.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().right),
    )) {
      expect(box).toBeLessThanOrEqual(390);
    }
    // Every section of the admin is in sight on a phone, none scrolled off the bar.
    const sections = phonePage
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link');
    expect(await sections.count()).toBeGreaterThanOrEqual(7);
    for (const box of await sections.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect()),
    )) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    expect(await axeViolations(phonePage)).toEqual([]);
    await phone.close();
  });

  test('says "Saved." beside the button just pressed, on the screen of a phone', async () => {
    const phone = await newContext(browser, { width: 390, height: 844 });
    const page = await phone.newPage();
    await signInThroughForm(page, server.url);
    await page.waitForURL(`${server.url}/admin/dashboard`);
    await page.goto(`${server.url}/admin/settings`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const save = page.getByRole('button', { name: 'Save booking rules' });
    await save.scrollIntoViewIfNeeded();
    await save.click();
    const saved = page.getByRole('status').filter({ hasText: 'Saved. New requests are held' });
    await saved.waitFor();
    // The panel renders once more as the page's data comes back after the save: measured once the
    // message stands in the laid-out page, not in the frame between the two renders.
    await expect.poll(() => saved.boundingBox()).not.toBeNull();
    const box = (await saved.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await phone.close();
  });

  test('marks a wrong booking rule at its field, with JavaScript and without, and saves nothing', async () => {
    const notice = 'Error: Enter a whole number of hours from 0 to 8760';
    // Hydrated: the figure is marked as the field is left, and the save is stopped in the browser.
    await page.goto(`${server.url}/admin/settings`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const rules = page.locator('#booking-rules');
    await rules.getByLabel('Least notice').fill('0x30');
    await rules.getByLabel('Most passengers').focus();
    await rules.getByText(notice).waitFor();
    await expect
      .poll(() => rules.getByLabel('Least notice').getAttribute('aria-invalid'))
      .toBe('true');
    await rules.getByRole('button', { name: 'Save booking rules' }).click();
    await page.getByRole('alert').filter({ hasText: 'one rule needs a look' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Without JavaScript the server answers the same, keeping what was typed.
    const noScript = await newContext(browser, { width: 1280, javaScriptEnabled: false });
    await noScript.addCookies(await context.cookies());
    const plain = await noScript.newPage();
    await plain.goto(`${server.url}/admin/settings`);
    const plainRules = plain.locator('#booking-rules');
    await plainRules.getByLabel('Most passengers').fill('1e2');
    await plainRules.getByRole('button', { name: 'Save booking rules' }).click();
    await plain.getByText('Error: Enter a whole number of passengers from 1 to 100').waitFor();
    expect(await plainRules.getByLabel('Most passengers').inputValue()).toBe('1e2');
    await plain.getByRole('alert').filter({ hasText: 'one rule needs a look' }).waitFor();
    await noScript.close();

    // Nothing was saved: the rules in force are still the first version's.
    await page.goto(`${server.url}/admin/settings`);
    expect(await page.locator('#booking-rules').getByLabel('Least notice').inputValue()).toBe('48');
  });

  test('exports exactly the filtered list, says so, and starts the file with a BOM', async () => {
    await page.goto(`${server.url}/admin/dashboard?service=wedding`);
    const button = page.locator('[data-csv-export]');
    expect(await button.textContent()).toBe('Export this filtered request (CSV)');
    const href = (await button.getAttribute('href'))!;
    expect(href).toBe('/admin/quotes.csv?service=wedding');
    const response = await page.request.get(`${server.url}${href}`);
    const bytes = await response.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split(/\r?\n/);
    expect(lines[0]!.startsWith('id,')).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(ids.owain!);
    await page.goto(`${server.url}/admin/dashboard`);
    expect(await button.textContent()).toBe('Export all requests (CSV)');
  });
});

test.describe('a request', () => {
  test('moves along the pipeline with a note, kept in its history', async () => {
    await page.goto(`${server.url}/admin/dashboard`);
    await page.getByRole('link', { name: 'Megan Jones' }).click();
    await page.waitForURL(/\/admin\/quotes\//);
    await page.getByLabel('Contacted').check();
    await page.getByLabel('Note').fill('Called, left a voicemail');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const history = page.locator('ol li', { hasText: 'Called, left a voicemail' });
    await history.waitFor();
    expect(await history.getByText('Contacted').count()).toBe(1);
    await page.goto(`${server.url}/admin/dashboard?status=contacted`);
    expect(await rowNames()).toEqual(['Megan Jones']);
  });

  test('shows every field, reply links and the kept e-mails, and passes axe', async () => {
    await page.goto(`${server.url}/admin/quotes/${ids.megan!.toLowerCase()}`);
    for (const text of [
      'megan@example.com',
      'Canton, Cardiff',
      'Two child seats',
      'google_ads',
      'abc123',
    ]) {
      expect(await page.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);
    }
    expect(await page.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe(
      'tel:+447700900123',
    );
    expect(await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/447700900123\?text=Hello%20Megan/,
    );
    expect(await page.getByRole('link', { name: 'E-mail' }).getAttribute('href')).toMatch(
      /^mailto:megan%40example\.com\?subject=Your%20Bus4U%20quote/,
    );
    await page.locator('summary', { hasText: 'Operator e-mail' }).click();
    const frame = page.locator('iframe[title="operator e-mail, HTML version"]');
    expect(await frame.getAttribute('sandbox')).toBe('');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('retries a failed partner delivery', async () => {
    const url = `${server.url}/admin/quotes/${ids.megan!.toLowerCase()}`;
    const partnerRow = page.locator('[data-delivery="quote.partner-forward"]');
    await expect
      .poll(
        async () => {
          await page.goto(url);
          return partnerRow.textContent();
        },
        { timeout: 30_000, intervals: [500] },
      )
      .toMatch(/failed.*Error: .*500/);
    partnerStatus = 201;
    await partnerRow.getByRole('button', { name: 'Retry Partner forwarding' }).click();
    await page.getByText('Queued for another attempt.').waitFor();
    await expect
      .poll(
        async () => {
          await page.goto(url);
          return partnerRow.textContent();
        },
        { timeout: 30_000, intervals: [500] },
      )
      .toMatch(/sent/);
  });

  test('shows HTML a visitor typed as text, and runs none of it', async () => {
    await page.goto(`${server.url}/admin/dashboard`);
    expect(await page.getByRole('link', { name: XSS_NAME }).count()).toBe(1);
    await page.goto(`${server.url}/admin/quotes/${ids.xss!.toLowerCase()}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(XSS_NAME);
    expect(
      await page.locator('dd', { hasText: '<img src=x onerror="window.__xss = 2">' }).count(),
    ).toBe(1);
    expect(await page.locator('b', { hasText: 'Bold' }).count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });
});

test.describe('spam, rankings and data protection', () => {
  test('keeps honeypot catches apart until marked not spam', async () => {
    await page.goto(`${server.url}/admin/spam`);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /Not spam: Spam Bot/ }).click();
    await page.getByText(/moved to the requests/).waitFor();
    await page.goto(`${server.url}/admin/dashboard?q=bot%40example.com`);
    expect(await rowNames()).toEqual(['Spam Bot']);
  });

  test('imports a Search Console export and charts it; a malformed file names its line', async () => {
    await page.goto(`${server.url}/admin/ranking-tracker`);
    await page.getByRole('textbox', { name: 'Keyword' }).fill('Minibus hire Cardiff');
    await page.getByLabel('Target page').fill('/minibus-hire-cardiff');
    await page.getByRole('button', { name: 'Add keyword' }).click();
    await page.getByText('Tracking “Minibus hire Cardiff”.').waitFor();

    await page.getByLabel('CSV file').setInputFiles(SAMPLE_CSV.pathname);
    await page.getByLabel('Date of the figures').fill('2026-06-01');
    await page.getByRole('button', { name: 'Import' }).click();
    await page
      .getByText('Imported 1 position for 2026-06-01; 2 untracked queries skipped.')
      .waitFor();
    const row = page.locator('tr[data-keyword="minibus hire cardiff"]');
    // The table revalidates after the action's message renders: wait for the new figure.
    await row.filter({ hasText: '4.2' }).waitFor();
    expect(await row.locator('svg[role="img"]').getAttribute('aria-label')).toMatch(
      /position 4\.2/,
    );

    const bad = readFileSync(SAMPLE_CSV, 'utf8').replace('0,55,0%,23.1', '0,55,0%,first');
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await page.getByLabel('Also add queries not tracked yet').check();
    await page.getByRole('button', { name: 'Import' }).click();
    await page
      .getByText('Nothing imported. Line 4: Position "first" is not a position (1 or more).')
      .waitFor();
    expect(await page.locator('tbody tr[data-keyword]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('erases a person by e-mail', async () => {
    await page.goto(`${server.url}/admin/data-protection`);
    expect(await axeViolations(page)).toEqual([]);
    await eraseThroughForm(page, server.url, 'OWAIN@example.com');
    await page
      .getByText('1 request from OWAIN@example.com anonymised; their kept e-mails deleted.')
      .waitFor();
    await page.goto(`${server.url}/admin/dashboard?q=owain`);
    expect(await rowNames()).toEqual([]);
    await page.goto(`${server.url}/admin/quotes/${ids.owain!.toLowerCase()}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Erased');
  });
});
