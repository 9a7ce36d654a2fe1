/**
 * Entering a flight number on an airport transfer's customer page, in Chromium at 390 px against
 * the production server on PostgreSQL with flight data asked of the FlightAware stand-in: a typed
 * number that is not one comes back with its field message, a real one is saved and shown (its
 * status follows once tracking can ask, 2 days ahead), in English and in Welsh, and axe-core finds
 * nothing at each step.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { issueQuoteToken } from '#app/features/customer-quote/quote-token.server.ts';
import { calendarDate } from '#app/lib/calendar-date.ts';
import { londonInstant } from '#app/lib/london-dates.ts';
import { asAppDb } from '#server/platform/db/app-db.server.ts';
import { test, expect } from './harness.ts';
import { axeViolations } from '../support/admin-browser.ts';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';
import { plainDayAhead } from '../support/dates.ts';
import {
  FLIGHTAWARE_TEST_KEY,
  startFlightAwareStandIn,
  type FlightAwareStandIn,
} from '../support/flightaware-stand-in.ts';
import { quoteBody } from '../support/quote-app.ts';
import { launchBrowser, newContext } from '../../scripts/lib/browser.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

test.describe.configure({ mode: 'serial' });

const LANDS_ON = plainDayAhead(30);

let database: TestDatabase;
let standIn: FlightAwareStandIn;
let server: RunningServer;
let browser: Browser;
let phone: BrowserContext;

test.beforeAll(async () => {
  [database, standIn] = await Promise.all([
    createTestDatabase('postgres'),
    startFlightAwareStandIn(),
  ]);
  standIn.schedule({
    icao: 'BAW1234',
    iata: 'BA1234',
    from: 'JFK',
    to: 'LHR',
    departs: londonInstant(LANDS_ON, '00:30').toISOString(),
    lands: londonInstant(LANDS_ON, '09:00').toISOString(),
  });
  [server, browser] = await Promise.all([
    startServer({
      DATABASE_URL: database.env.DATABASE_URL!,
      SESSION_SECRET: 'flight-number-session-secret-0123456789abcdef',
      FLIGHT_API_KEY: FLIGHTAWARE_TEST_KEY,
      FLIGHT_API_URL: standIn.url,
    }),
    launchBrowser(),
  ]);
  phone = await newContext(browser, { width: 390 });
});

test.afterAll(async () => {
  await phone?.close();
  await browser?.close();
  await server?.stop();
  await standIn?.close();
  await database?.dispose();
});

/** An airport transfer picking up at Heathrow T5 off a flight; its page's token. */
async function fromHeathrow(email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/quotes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(
      quoteBody({
        email,
        pickupLocation: 'Heathrow Terminal 5',
        destination: 'Canton, Cardiff',
        pickupDate: LANDS_ON,
        pickupTime: '10:00',
      }),
    ),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const handle = database.handle;
  return issueQuoteToken(asAppDb(handle.db), id);
}

test.describe('the flight number on a phone', () => {
  test('is refused when it is not one, then saved and shown, in English', async () => {
    const token = await fromHeathrow('flight-en@example.com');
    const page = await phone.newPage();
    await page.goto(`${server.url}/your-quote/${token}`);
    const day = calendarDate(LANDS_ON, 'en', 'short');
    const field = page.getByLabel(`Flight number landing at Heathrow Terminal 5 on ${day}`);
    await field.fill('my flight');
    await page.getByRole('button', { name: 'Save flight number' }).click();
    await expect
      .poll(() => page.locator('#flight-number-return-error').textContent())
      .toContain('Enter the flight number as it is on your booking');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    await field.fill('ba 1234');
    await page.getByRole('button', { name: 'Save flight number' }).click();
    await expect.poll(() => page.getByText('Saved: BA 1234').count()).toBe(1);
    // Weeks ahead the provider cannot answer yet: it is checked when tracking starts.
    expect(await page.getByText('Latest from the airline').count()).toBe(0);
    expect(await field.inputValue()).toBe('BA 1234');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  test('is refused and saved in Welsh on the Welsh page', async () => {
    const token = await fromHeathrow('flight-cy@example.com');
    const page = await phone.newPage();
    await page.goto(`${server.url}/cy/your-quote/${token}`);
    const day = calendarDate(LANDS_ON, 'cy', 'short');
    const field = page.getByLabel(`Rhif yr hediad sy’n glanio yn Heathrow Terminal 5 ar ${day}`);
    await field.fill('BA 98765');
    await page.getByRole('button', { name: 'Cadw rhif yr hediad' }).click();
    await expect
      .poll(() => page.locator('#flight-number-return-error').textContent())
      .toContain('Rhowch rif yr hediad fel y mae ar eich archeb');
    expect(await axeViolations(page)).toEqual([]);

    await field.fill('BAW1234');
    await page.getByRole('button', { name: 'Cadw rhif yr hediad' }).click();
    await expect.poll(() => page.getByText('Wedi’i gadw: BA 1234').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
