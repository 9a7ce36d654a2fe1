/**
 * Giving a job its vehicle and driver on a phone (390 px wide) in Chromium, against the production
 * server on PostgreSQL: a vehicle whose MOT lapses before the job ends is refused by the register's
 * form, which says which rule refuses it and saves nothing; a job a change made unfit heads the
 * register. The page fits the screen and axe-core finds nothing on it.
 */
import type { Browser, Page } from 'playwright-core';
import { addDays } from '#app/lib/london-dates.ts';
import { test, expect } from './harness.ts';
import {
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  axeViolations,
  signInThroughForm,
} from '../support/admin-browser.ts';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';
import { addFitDriver, addFitVehicle } from '../support/fit-fleet.ts';
import { quoteBody } from '../support/quote-app.ts';
import { launchBrowser, newContext } from '../../scripts/lib/browser.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

test.describe.configure({ mode: 'serial' });

const WIDTH = 390;
let database: TestDatabase;
let server: RunningServer;
let browser: Browser;
let page: Page;

test.beforeAll(async () => {
  database = await createTestDatabase('postgres');
  [server, browser] = await Promise.all([
    startServer({
      DATABASE_URL: database.env.DATABASE_URL!,
      SESSION_SECRET: 'assign-fitness-session-secret-0123456789ab',
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    }),
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
  await database?.dispose();
});

/** A request sent through the API and booked as the register books an accepted price. */
async function booked(name: string, daysAhead: number) {
  const email = `${name.split(' ')[0]!.toLowerCase()}@example.com`;
  const response = await fetch(`${server.url}/api/quotes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(quoteBody({ name, email }, daysAhead)),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const [row] = await database.query<{ id: number; day: string }>(
    `insert into bookings (quote_id, hirer_name, hirer_email, hirer_phone, pickup_location,
       destination, pickup_at, ends_at, passengers, fare_pence, quoted_vehicle)
     select id, name, email, phone, pickup_location, destination,
       (pickup_date + pickup_time::time) at time zone 'Europe/London',
       (pickup_date + pickup_time::time) at time zone 'Europe/London' + interval '3 hours',
       passenger_count, 30000, '16-Seat Minibus'
     from quote_requests where id = $1
     returning id, (select pickup_date::text from quote_requests where id = $1) as day`,
    [id],
  );
  return row!;
}

const overflow = () =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('the register’s assignment at 390 px', () => {
  test('refuses a vehicle whose MOT lapses before the job ends, saying so, and saves nothing', async () => {
    const job = await booked('Nia Evans', 21);
    const lapsing = await addFitVehicle(database.query, { name: 'Minibus One', seats: 16 });
    const mot = addDays(job.day, -1);
    await database.query('update fleet_vehicles set mot_due = $2 where id = $1', [lapsing, mot]);
    await addFitDriver(database.query, { name: 'Alun Jones' });
    // An earlier job on a vehicle since retired: the register puts it first.
    const earlier = await booked('Owain Price', 14);
    const retired = await addFitVehicle(database.query, { name: 'Old Van', seats: 16 });
    await database.query('update fleet_vehicles set active = false where id = $1', [retired]);
    await database.query('update bookings set vehicle_id = $2 where id = $1', [
      earlier.id,
      retired,
    ]);

    await page.goto(`${server.url}/admin/bookings`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const unfit = page.getByRole('region', { name: 'These jobs are no longer fit:' });
    await unfit.getByText('Old Van is retired.').waitFor();
    expect(await unfit.textContent()).toContain('Owain Price');

    const card = page.locator(`li[data-booking="${job.id}"]`);
    await card.getByText('Assign vehicle and driver').click();
    await card.getByLabel('Vehicle').selectOption({ label: 'Minibus One (16 seats)' });
    await card.getByLabel('Driver').selectOption({ label: 'Alun Jones (B, D1, D)' });
    await card.getByRole('button', { name: /^Save/ }).click();

    const status = page.getByRole('status').filter({ hasText: 'Nothing was saved.' });
    await status.waitFor();
    expect(await status.getByRole('listitem').allTextContents()).toEqual([
      `Minibus One: MOT due ${mot} lapses before this job ends.`,
    ]);
    expect(
      await database.query('select vehicle_id, driver_id from bookings where id = $1', [job.id]),
    ).toEqual([{ vehicle_id: null, driver_id: null }]);
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
