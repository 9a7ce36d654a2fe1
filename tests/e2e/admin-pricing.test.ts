/**
 * /admin/pricing in Chromium against the built server: the operator changes a rate, saves, sees
 * the calculator use it, and the next estimate from the public API changes; the page passes axe.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { test, expect } from './harness.ts';
import {
  axeViolations,
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  signInThroughForm,
} from '../support/admin-browser.ts';
import { launchBrowser, newContext } from '../../scripts/lib/browser.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';
import { plainDayAfter, plainDayAhead } from '../support/dates.ts';

test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

// A plain day (no bank holiday, no clock change): the figures below are the tariff's plain ones.
const PICKUP_DATE = plainDayAhead(30);

const journey = {
  pickupLocation: 'Cardiff Central',
  destination: 'Heathrow T5',
  pickupDate: PICKUP_DATE,
  pickupTime: '09:00',
  journeyDirection: 'return',
  returnDate: plainDayAfter(PICKUP_DATE, 7),
  returnTime: '18:30',
  passengerCount: '14',
};

async function estimateTotal(): Promise<number> {
  const response = await fetch(`${server.url}/api/estimate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...journey, passengerCount: 14 }),
  });
  return ((await response.json()) as { estimate: { total: number } }).estimate.total;
}

test.beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ ADMIN_EMAIL: E2E_ADMIN_EMAIL, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD }),
    launchBrowser(),
  ]);
  context = await newContext(browser, { width: 1280 });
  page = await context.newPage();
  await signInThroughForm(page, server.url);
  await page.waitForURL(`${server.url}/admin/dashboard`);
});

test.afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

test.describe('the pricing page', () => {
  test('lets the operator change a rate, and the next estimate uses it', async () => {
    expect(await estimateTotal()).toBe(82_000);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByText('Pricing').click();
    await page.waitForURL(`${server.url}/admin/pricing`);
    await page.getByText('The first tariff is a starting point', { exact: false }).waitFor();

    const heathrow15 = page.locator('#tariff-vehicles-15-seat-airports-heathrow');
    expect(await heathrow15.inputValue()).toBe('410.00');
    await heathrow15.fill('450');
    await page.getByRole('button', { name: 'Save as a new version' }).click();
    await page.getByText('Saved as v2. The next estimate uses it.').waitFor();
    expect(await estimateTotal()).toBe(90_000);

    await page.goto(`${server.url}/admin/pricing?${new URLSearchParams(journey)}`);
    expect(await page.getByTestId('calculator-total').textContent()).toBe('£900');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('refuses a wrong figure with a message beside it and keeps what was typed', async () => {
    await page.goto(`${server.url}/admin/pricing`);
    const perMile = page.locator('#tariff-vehicles-16-seat-perMile');
    await perMile.fill('two pounds');
    await page.getByRole('button', { name: 'Save as a new version' }).click();
    await page.getByRole('alert').waitFor();
    expect(await perMile.inputValue()).toBe('two pounds');
    expect(await perMile.getAttribute('aria-invalid')).toBe('true');
    // The shared Field's error starts with "Error: " for screen readers (visually hidden).
    expect(await page.locator('#tariff-vehicles-16-seat-perMile-error').textContent()).toBe(
      'Error: Enter a rate per mile from £0 to £100',
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});
