/**
 * The drivers page on a phone (390 px wide) in Chromium against the real server: the add form
 * fits the screen, a driver is added through it with their licence categories and checks, a form
 * with a date that is no date is refused with the field marked, edits and retirement work, and
 * axe-core finds nothing on the page at each step. The page is reached from the admin's sections.
 * The fleet list beside the register marks a fresh install's vehicles "To confirm" until their
 * documents are recorded.
 */
import type { Browser, Page } from 'playwright-core';
import { test, expect } from './harness.ts';
import { launchBrowser, newContext } from '../../scripts/lib/browser.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';
import {
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  axeViolations,
  signInThroughForm,
} from '../support/admin-browser.ts';

test.describe.configure({ mode: 'serial' });

const WIDTH = 390;
let server: RunningServer;
let browser: Browser;
let page: Page;

test.beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ ADMIN_EMAIL: E2E_ADMIN_EMAIL, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD }),
    launchBrowser(),
  ]);
  const phone = await newContext(browser, { width: WIDTH, height: 844 });
  page = await phone.newPage();
  await signInThroughForm(page, server.url);
  await page.waitForURL(`${server.url}/admin/dashboard`);
});

test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const overflow = () =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('the drivers page at 390 px', () => {
  test('is one of the admin sections, and its empty add form fits the screen', async () => {
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Drivers' })
      .click();
    await page.waitForURL(`${server.url}/admin/drivers`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await overflow()).toBeLessThanOrEqual(0);
    const form = page.getByRole('form', { name: 'Add a driver' });
    for (const label of [
      'Name',
      'Phone',
      'Licence valid until',
      'Driver CPC until',
      'DBS valid until',
      'Badge until',
    ]) {
      const box = (await form.getByLabel(label, { exact: false }).first().boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test('adds a driver with their categories and checks', async () => {
    const form = page.getByRole('form', { name: 'Add a driver' });
    await form.getByLabel('Name').fill('Alun Jones');
    await form.getByLabel('Phone').fill('07700 900123');
    await form.getByLabel('D1', { exact: true }).check();
    await form.getByLabel('Licence valid until').fill('2031-05-01');
    await form.getByLabel('DBS valid until').fill('2027-12-31');
    await form.getByRole('button', { name: 'Add driver' }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'Alun Jones' });
    await card.getByText('31 December 2027').waitFor();
    expect(await card.textContent()).toContain('D1');
    expect(await card.textContent()).toContain('Not recorded');
    expect(await page.getByRole('status').filter({ hasText: 'Alun Jones added.' }).count()).toBe(1);
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('edits the driver and retires them, who stays on the list', async () => {
    const card = page.getByRole('listitem').filter({ hasText: 'Alun Jones' });
    await card.getByText('Edit').click();
    const form = page.getByRole('form', { name: 'Edit Alun Jones' });
    await form.getByLabel('Badge number').fill('PH-1234');
    await form.getByLabel('Badge until').fill('2027-06-30');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Alun Jones saved.' }).waitFor();
    // The list is loaded again after the save: wait for it rather than read it at once.
    await card.getByText('30 June 2027').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Retire Alun Jones' }).click();
    await card.getByText('(retired)').waitFor();
    expect(await card.getByRole('button', { name: 'Back to driving Alun Jones' }).count()).toBe(1);
  });
});

test.describe("a fresh install's fleet at 390 px", () => {
  test("marks the fleet page's vehicles 'To confirm' until their documents are recorded", async () => {
    await page.goto(`${server.url}/admin/bookings`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const fleet = page.getByRole('region', { name: 'Fleet' });
    const minibus = fleet.getByRole('listitem').filter({ hasText: '16-Seat Minibus' });
    expect(await minibus.textContent()).toContain(
      'To confirm Not offered for instant booking until these are recorded: MOT due, Insurance until, Road tax due, Next inspection.',
    );
    await minibus.locator('summary').click();
    for (const label of ['MOT due', 'Insurance until', 'Road tax due', 'Next inspection']) {
      await minibus.getByLabel(label, { exact: false }).fill('2030-01-31');
    }
    await minibus.getByRole('button', { name: 'Save documents' }).click();
    await minibus.getByText('To confirm').waitFor({ state: 'detached' });
    expect(await minibus.textContent()).toContain('31 January 2030');
    // The others are still to confirm: one vehicle's documents say nothing of the rest.
    const mpv = fleet.getByRole('listitem').filter({ hasText: 'Luxury MPV' });
    expect(await mpv.textContent()).toContain('To confirm');
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
