/**
 * Accounts and contracts in Chromium against the real server, on a phone (390 px) and a desktop
 * (1280 px): an account is added through its form and opens its page; a week of school runs is
 * checked (its journeys listed, each with a Skip box), refused as a school run on the dates after
 * its driver's DBS lapses (each such date saying so), and saved as a plain run through the
 * contract form; the
 * contract's page cancels one date; the account's page lists the journeys. Nothing overflows the
 * screen and axe-core finds nothing at each step.
 */
import type { Browser, Page } from 'playwright-core';
import { test, expect } from './harness.ts';
import { launchBrowser, newContext } from '../../scripts/lib/browser.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';
import { addFitDriver } from '../support/fit-fleet.ts';
import {
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  axeViolations,
  signInThroughForm,
} from '../support/admin-browser.ts';

test.describe.configure({ mode: 'serial' });

let database: TestDatabase;
let server: RunningServer;
let browser: Browser;

test.beforeAll(async () => {
  // A database of the test's own, so a driver can be put on the list before the form is used.
  database = await createTestDatabase('postgres');
  [server, browser] = await Promise.all([
    startServer({
      DATABASE_URL: database.env.DATABASE_URL!,
      SESSION_SECRET: 'admin-contracts-session-secret-0123456789ab',
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    }),
    launchBrowser(),
  ]);
});

test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.dispose();
});

/** Each width runs its own school's week, so the two never share a vehicle's time. */
const RUNS = [
  {
    width: 390,
    school: 'Ysgol y Wern',
    monday: '2027-10-18',
    friday: '2027-10-22',
    driver: 'Gwen Davies',
    dbsUntil: '2027-10-20',
  },
  {
    width: 1280,
    school: 'Cardiff High School',
    monday: '2027-11-08',
    friday: '2027-11-12',
    driver: 'Ieuan Price',
    dbsUntil: '2027-11-10',
  },
] as const;

for (const run of RUNS) {
  test.describe(`accounts and contracts at ${run.width} px`, () => {
    const { width, school, monday, friday } = run;
    let page: Page;
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

    test.beforeAll(async () => {
      // A driver whose DBS check lapses on the Wednesday of the week.
      const driver = await addFitDriver(database.query, { name: run.driver });
      await database.query('update drivers set dbs_valid_until = $2 where id = $1', [
        driver,
        run.dbsUntil,
      ]);
      const context = await newContext(browser, { width, height: 900 });
      page = await context.newPage();
      await signInThroughForm(page, server.url);
      await page.waitForURL(`${server.url}/admin/dashboard`);
    });

    test('adds an account through its form and opens its page', async () => {
      await page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: 'Accounts' })
        .click();
      await page.waitForURL(`${server.url}/admin/accounts`);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      const form = page.getByRole('form', { name: 'Add an account' });
      expect(await form.getByLabel('Payment terms (days)').inputValue()).toBe('30');
      expect(await axeViolations(page)).toEqual([]);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await form.getByLabel('Organisation').fill(school);
      await form.getByLabel('Billing e-mail').fill('accounts@school.example');
      await form.getByLabel('Billing address').fill('1 School Lane\nCardiff\nCF5 1AA');
      await form.getByLabel('Credit limit').fill('2500');
      await form.getByRole('button', { name: 'Add account' }).click();
      await page.getByRole('heading', { level: 1, name: school }).waitFor();
      expect(await page.getByText('£2,500.00').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(await overflow()).toBeLessThanOrEqual(0);
    });

    test('checks a week of school runs, shows the dates past the driver’s DBS refused, then saves it as a plain run', async () => {
      await page.goto(`${server.url}/admin/contracts`);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      const form = page.getByRole('form', { name: 'Set up a contract' });
      await form.getByLabel('Account').selectOption({ label: school });
      await form.getByLabel(/^Pickup( \*)?$/).fill('Cardiff');
      await form.getByLabel('Destination').fill('Penarth');
      await form.getByLabel('Pickup time').fill('08:15');
      await form.getByLabel('Return time').fill('15:30');
      await form.getByLabel('From').fill(monday);
      await form.getByLabel('Until').fill(friday);
      await form.getByLabel('Passengers').fill('4');
      await form.getByLabel('Price per journey').fill('85');
      await form.getByLabel('Vehicle').selectOption({ index: 1 });
      await form.getByLabel(/^Driver/).selectOption({ label: run.driver });
      await form.getByLabel('School run (the driver needs a current DBS check)').check();
      expect(await axeViolations(page)).toEqual([]);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await form.getByRole('button', { name: 'Check dates' }).click();
      // A school run: Thursday and Friday are after the DBS lapses, and each says so.
      const refused = form.getByRole('alert');
      await refused.waitFor();
      expect(await refused.textContent()).toContain(
        'The vehicle or driver cannot be given this work. Nothing was saved.',
      );
      const lapse = `Refused: ${run.driver}: DBS valid until ${run.dbsUntil} lapses before this job ends.`;
      expect(await form.locator('[data-refusal]').allTextContents()).toEqual([lapse, lapse]);
      expect(await axeViolations(page)).toEqual([]);
      expect(await overflow()).toBeLessThanOrEqual(0);
      // Not a school run, no DBS is needed.
      await form.getByLabel('School run (the driver needs a current DBS check)').uncheck();
      await form.getByRole('button', { name: 'Check dates' }).click();
      const outcome = form.getByRole('status');
      await outcome.waitFor();
      expect(await outcome.textContent()).toContain('5 journeys.');
      expect(await form.getByRole('checkbox', { name: /^Skip / }).count()).toBe(5);
      expect(await axeViolations(page)).toEqual([]);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Save contract' }).click();
      await page.getByRole('heading', { level: 1, name: /^Contract C-\d{4}$/ }).waitFor();
      const journeys = page.getByRole('table', { name: /^Journeys of C-/ });
      expect(await journeys.getByRole('row').count()).toBe(6);
      expect(await axeViolations(page)).toEqual([]);
      expect(await overflow()).toBeLessThanOrEqual(0);
    });

    test("cancels one date on the contract's page, and the account's page lists the journeys", async () => {
      await page
        .getByRole('button', { name: /^Cancel the journey on / })
        .first()
        .click();
      await page
        .getByRole('status')
        .filter({ hasText: 'is cancelled and its vehicle released' })
        .waitFor();
      // The table is loaded again after the action: wait for it rather than read it at once.
      await page.locator('tr[data-status="cancelled"]').first().waitFor();
      expect(await page.locator('tr[data-status="cancelled"]').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: school }).click();
      await page.getByRole('heading', { level: 1, name: school }).waitFor();
      const bookings = page.getByRole('table', { name: `Bookings on ${school}'s account` });
      expect(await bookings.getByRole('row').count()).toBe(6);
      expect(await bookings.getByText('Cancelled').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(await overflow()).toBeLessThanOrEqual(0);
    });
  });
}
