/**
 * The quote dialog in Chromium when the database is gone: the production server on PostgreSQL
 * behind a loopback TCP proxy, cut while the visitor fills the form. The dialog says
 * 'Submission Failed' with the server's own message, keeps everything typed, and once the line is
 * back the same form goes through to /thanks.
 */
import type { Browser } from 'playwright-core';
import { test, expect } from './harness.ts';
import { launchBrowser, newContext } from '../../scripts/lib/browser.ts';
import { createTestDatabase, type TestDatabase, POSTGRES_PORT } from '../support/databases.ts';
import { startTcpProxy, type TcpProxy } from '../support/peers.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';
import { londonDate } from '../support/dates.ts';

test.describe.configure({ mode: 'serial' });

let database: TestDatabase;
let proxy: TcpProxy;
let server: RunningServer;
let browser: Browser;

test.beforeAll(async () => {
  database = await createTestDatabase('postgres');
  proxy = await startTcpProxy(POSTGRES_PORT);
  const url = new URL(database.env.DATABASE_URL!);
  url.port = String(proxy.port);
  [server, browser] = await Promise.all([
    startServer({
      DATABASE_URL: url.toString(),
      SESSION_SECRET: 'dialog-fault-session-secret-0123456789abc',
    }),
    launchBrowser(),
  ]);
});

test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await proxy?.close();
  await database?.dispose();
});

/** Today in London shifted by whole days, YYYY-MM-DD. */

test.describe('quote dialog with the database unreachable', () => {
  test("shows the server's message, keeps the form, and sends it once the database is back", async () => {
    const context = await newContext(browser, { width: 1280 });
    await context.addInitScript(() => {
      localStorage.setItem(
        'cookieConsent',
        JSON.stringify({ analytics: false, marketing: false, version: 1, decidedAt: 'test' }),
      );
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    const dialog = page.getByRole('dialog', { name: 'Get your free quote' });
    await page.locator('header').getByRole('link', { name: 'Get Quote' }).click();
    await dialog.waitFor();
    const typed: [string, string][] = [
      ['#quote-pickupLocation', 'Barry Island'],
      ['#quote-destination', 'Cardiff Airport'],
      ['#quote-pickupDate', londonDate(12)],
      ['#quote-pickupTime', '15:30'],
      ['#quote-firstName', 'Siân'],
      ['#quote-lastName', 'Morgan'],
      ['#quote-email', 'sian@example.com'],
      ['#quote-phone', '07700 900789'],
      ['#quote-specialRequirements', 'Luggage for 8'],
    ];
    for (const [selector, value] of typed) await page.locator(selector).fill(value);

    proxy.cut();
    await dialog.getByRole('button', { name: 'Get my free quote' }).click();
    const failed = page.locator('[data-sonner-toast]').filter({ hasText: 'Submission Failed' });
    await failed.waitFor({ timeout: 10_000 });
    expect(await failed.textContent()).toContain('We could not save your request just now');
    expect(await dialog.getByRole('alert').textContent()).toContain(
      'We could not save your request just now',
    );
    for (const [selector, value] of typed) {
      expect(await page.locator(selector).inputValue()).toBe(value);
    }
    expect(await database.query(`select id from quote_requests`)).toEqual([]);

    proxy.restore();
    // The pool may need a moment to open a fresh connection through the restored line.
    for (let attempt = 0; attempt < 10 && !page.url().endsWith('/thanks'); attempt++) {
      await dialog.getByRole('button', { name: 'Get my free quote' }).click();
      await page.waitForURL(`${server.url}/thanks`, { timeout: 3000 }).catch(() => {});
    }
    expect(page.url()).toBe(`${server.url}/thanks`);
    const rows = await database.query<{ name: string; pickup_location: string }>(
      `select name, pickup_location from quote_requests`,
    );
    expect(rows).toEqual([{ name: 'Siân Morgan', pickup_location: 'Barry Island' }]);
    await context.close();
  });
});
