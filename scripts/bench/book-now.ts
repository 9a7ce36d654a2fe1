/**
 * Book now, as a visitor's time: in Chromium at 390 px against the production server, from the
 * tap on the header's quote button to the customer's page saying the booking is confirmed, with
 * the text fields typed at a person's pace, the Stripe stand-in's Checkout paid, and nobody at
 * Bus4U doing anything (instant booking switched on once beforehand, through the admin's forms).
 * Also how much of that time a request to our server was in flight (the union of their intervals,
 * so parallel requests count once): the rest is the visitor reading, typing and paying. Prints
 * only; a few runs, each a new visitor on a new day.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { plainDayAhead } from '../../tests/support/dates.ts';
import { switchOnInstantBooking } from '../../tests/support/instant-booking-browser.ts';
import { startPaymentSite } from '../../tests/support/payment-site.ts';
import { visitorContext } from '../../tests/support/visitor-browser.ts';

const RUNS = 3;
/** A person's typing: about 100 words a minute is fast; this is a steady 50. */
const KEY_DELAY_MS = 240;
/** A bench prints, never hangs. */
const GIVE_UP_MS = 120_000;

export interface BookNowRun {
  seconds: number;
  serverSeconds: number;
}

/** Milliseconds covered by at least one of the intervals. */
function unionMs(intervals: [number, number][]): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of sorted) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total;
}

async function typeInto(page: Page, selector: string, text: string) {
  // Focused, not clicked: a place field's suggestions may lie over the next field at 390 px.
  await page.locator(selector).focus();
  await page.keyboard.type(text, { delay: KEY_DELAY_MS });
}

async function bookOnce(browser: Browser, serverUrl: string, run: number): Promise<BookNowRun> {
  const context = await visitorContext(browser, { width: 390, height: 844 });
  const page = await context.newPage();
  page.setDefaultTimeout(GIVE_UP_MS);
  const inFlight: [number, number][] = [];
  const onDone = (request: Request) => {
    if (!request.url().startsWith(serverUrl)) return;
    const timing = request.timing();
    if (timing.startTime > 0 && timing.responseEnd > 0) {
      inFlight.push([timing.startTime, timing.startTime + timing.responseEnd]);
    }
  };
  page.on('requestfinished', onDone);
  try {
    await page.goto(`${serverUrl}/`, { waitUntil: 'networkidle' });
    // The time from the tap: the home page's first load is Lighthouse's business.
    inFlight.length = 0;
    const started = Date.now();
    await page.locator('header [data-quote-button]').first().click();
    // By role alone: its heading turns to "Book your journey" once the price says so.
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.locator('[name=serviceType]').selectOption('airport-transfer');
    await typeInto(page, '#quote-pickupLocation', 'Canton, Cardiff');
    await typeInto(page, '#quote-destination', 'Bristol Airport');
    // Date and time pickers are chosen, not typed.
    await dialog.locator('[name=pickupDate]').fill(plainDayAhead(21 + run * 7));
    await dialog.locator('[name=pickupTime]').fill('09:00');
    await typeInto(page, '#quote-firstName', 'Bench');
    await typeInto(page, '#quote-lastName', `Visitor ${run + 1}`);
    await typeInto(page, '#quote-email', `bench${run + 1}@example.com`);
    await typeInto(page, '#quote-phone', '07700 900321');
    await dialog.locator('[name=passengers]').fill('12');
    // The button a visitor presses once the price says the journey can be booked now.
    await dialog.getByRole('button', { name: 'Book this journey now' }).click();
    await page.getByTestId('instant-offer').getByRole('link', { name: 'Book now' }).click();
    await page.getByLabel('I agree to the terms of service.').check();
    await page.getByRole('button', { name: /^Accept and pay/ }).click();
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await page
      .getByRole('heading', { name: 'You have accepted: your journey is booked' })
      .waitFor();
    const seconds = (Date.now() - started) / 1000;
    // Request timings are on the browser's clock; only their lengths and overlaps matter here.
    return { seconds, serverSeconds: unionMs(inFlight) / 1000 };
  } finally {
    page.off('requestfinished', onDone);
    await context.close();
  }
}

export async function runBookNowBench(buildDir: string): Promise<BookNowRun[]> {
  const site = await startPaymentSite({ BUILD_DIR: buildDir });
  try {
    await switchOnInstantBooking(site.admin, site.server.url, { name: 'Bench Minibus', seats: 16 });
    const runs: BookNowRun[] = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await bookOnce(site.browser, site.server.url, run));
    }
    return runs;
  } finally {
    await site.close();
  }
}

export function bookNowTable(runs: readonly BookNowRun[]): string {
  const s = (value: number) => value.toFixed(1);
  return [
    `| run | tap to confirmed (s) | waiting on our server (s) | the visitor's own time (s) |`,
    `|---:|---:|---:|---:|`,
    ...runs.map(
      (r, i) =>
        `| ${i + 1} | ${s(r.seconds)} | ${s(r.serverSeconds)} | ${s(r.seconds - r.serverSeconds)} |`,
    ),
    '',
    `Typing at ${KEY_DELAY_MS} ms a key; the date and time chosen, not typed; the Stripe stand-in's Checkout paid at once.`,
  ].join('\n');
}
