/**
 * What the operator sees of flights, in Chromium against the production server on PostgreSQL, at
 * 390 and 1280 px: the register shows a booking's flight with its latest status and that the
 * flight moved the pickup; the settings page's flight panel refuses a meet time out of range with
 * the field marked, and saves a good one. axe-core finds nothing at each step.
 */
import type { Browser, Page } from 'playwright-core';
import { bookings } from '#app/features/bookings/bookings-schema.server.ts';
import { flightLegs, flightStatusEvents } from '#app/features/flights/flights-schema.server.ts';
import { londonInstant } from '#app/lib/london-dates.ts';
import { asAppDb } from '#server/platform/db/app-db.server.ts';
import { test, expect } from './harness.ts';
import { launchBrowser, newContext } from '../../scripts/lib/browser.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';
import {
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  axeViolations,
  signInThroughForm,
} from '../support/admin-browser.ts';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';
import { plainDayAhead } from '../support/dates.ts';
import { quoteBody } from '../support/quote-app.ts';

test.describe.configure({ mode: 'serial' });

const LANDS_ON = plainDayAhead(20);

let database: TestDatabase;
let server: RunningServer;
let browser: Browser;

test.beforeAll(async () => {
  database = await createTestDatabase('postgres');
  [server, browser] = await Promise.all([
    startServer({
      DATABASE_URL: database.env.DATABASE_URL!,
      SESSION_SECRET: 'admin-flights-session-secret-0123456789abcdef',
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    }),
    launchBrowser(),
  ]);
  // A booked pickup at Heathrow whose flight, delayed, moved it to 10:20: stored as tracking
  // leaves it (the moving itself is tests/integration/flight-follow.test.ts's).
  const response = await fetch(`${server.url}/api/quotes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(
      quoteBody({
        email: 'register-flight@example.com',
        pickupLocation: 'Heathrow Terminal 5',
        destination: 'Canton, Cardiff',
        pickupDate: LANDS_ON,
        pickupTime: '10:20',
      }),
    ),
  });
  const { id } = (await response.json()) as { id: string };
  const db = asAppDb(database.handle.db);
  const pickupAt = londonInstant(LANDS_ON, '10:20');
  await db.insert(bookings).values({
    quoteId: id,
    hirerName: 'Megan Jones',
    hirerEmail: 'register-flight@example.com',
    hirerPhone: '+447700900123',
    pickupLocation: 'Heathrow Terminal 5',
    destination: 'Canton, Cardiff',
    pickupAt,
    endsAt: new Date(pickupAt.getTime() + 3 * 3_600_000),
    passengers: 12,
    farePence: 48550,
    quotedVehicle: '16-Seat Minibus',
  });
  await db.insert(flightLegs).values({
    quoteId: id,
    leg: 'return',
    designator: 'BA1234',
    ident: 'BAW1234',
    airportCode: 'LHR',
    airportName: 'Heathrow Terminal 5',
    flightDate: LANDS_ON,
    enteredBy: 'customer',
    status: 'En Route / Delayed',
    tracking: 'tracking',
  });
  await db.insert(flightStatusEvents).values({
    quoteId: id,
    leg: 'return',
    status: 'En Route / Delayed',
    pickupMovedTo: pickupAt,
  });
});

test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.dispose();
});

async function signedIn(width: number): Promise<Page> {
  const context = await newContext(browser, { width, height: 900 });
  const page = await context.newPage();
  await signInThroughForm(page, server.url);
  await page.waitForURL(`${server.url}/admin/dashboard`);
  return page;
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const width of [390, 1280]) {
  test.describe(`flights in the admin at ${width} px`, () => {
    test('the register shows the flight’s status and that it moved the pickup', async () => {
      const page = await signedIn(width);
      await page.goto(`${server.url}/admin/bookings`);
      const flight = page.locator('[data-flight="BA 1234"]:visible');
      await flight.waitFor();
      expect(await flight.textContent()).toContain('Flight BA 1234: En Route / Delayed');
      expect(await flight.textContent()).toContain('Pickup moved to meet it');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });

    test('the settings refuse a meet time out of range, and save a good one', async () => {
      const page = await signedIn(width);
      await page.goto(`${server.url}/admin/settings`);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      const panel = page.locator('section[aria-labelledby="flight-settings-heading"]');
      const meet = panel.getByLabel('Meet time', { exact: false });
      expect(await meet.inputValue()).toBe('30');
      expect(await panel.getByLabel('Flight data calls', { exact: false }).inputValue()).toBe(
        '200',
      );

      await meet.fill('500');
      await panel.getByRole('button', { name: 'Save flight settings' }).click();
      await expect
        .poll(() => panel.locator('#flights-meetMinutes-error').textContent())
        .toContain('Enter a whole number of minutes from 0 to 180');
      expect(await meet.getAttribute('aria-invalid')).toBe('true');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);

      await meet.fill('45');
      await panel.getByRole('button', { name: 'Save flight settings' }).click();
      await expect.poll(() => panel.getByText('Saved. The next flight that moves').count()).toBe(1);
      expect(await panel.getByLabel('Meet time', { exact: false }).inputValue()).toBe('45');
      expect(await axeViolations(page)).toEqual([]);
      // Back to the default for the next width.
      await panel.getByLabel('Meet time', { exact: false }).fill('30');
      await panel.getByRole('button', { name: 'Save flight settings' }).click();
      await expect.poll(() => panel.getByText('Saved. The next flight that moves').count()).toBe(1);
      await page.context().close();
    });
  });
}
