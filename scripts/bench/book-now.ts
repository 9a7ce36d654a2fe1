/**
 * Book now, as a visitor's time: in Chromium at 390 px against the production server, from the
 * tap on the header's quote button to the customer's page saying the booking is confirmed, with
 * the text fields typed at a person's pace, the Stripe stand-in's Checkout paid, and nobody at
 * Bus4U doing anything (instant booking switched on once beforehand, through the admin's forms).
 * Also how much of that time a request to our server was in flight (the union of their intervals,
 * so parallel requests count once): the rest is the visitor reading, typing and paying. Prints
 * only; a few runs in English and as many in Welsh (from /cy/), each a new visitor on a new day.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { INSTANT_TEXT } from '../../app/features/instant-booking/instant-text.ts';
import { QUOTE_TEXT } from '../../app/features/quote/quote-text.ts';
import type { Locale } from '../../app/lib/locale.ts';
import { plainDayAhead } from '../../tests/support/dates.ts';
import { switchOnInstantBooking } from '../../tests/support/instant-booking-browser.ts';
import { startPaymentSite } from '../../tests/support/payment-site.ts';
import { visitorContext } from '../../tests/support/visitor-browser.ts';

/** Runs per language. */
const RUNS = 2;
const LOCALES: readonly Locale[] = ['en', 'cy'];
/** Where each language's visitor starts: the home page in it. */
const HOME: Record<Locale, string> = { en: '/', cy: '/cy/' };
/** A person's typing: about 100 words a minute is fast; this is a steady 50. */
const KEY_DELAY_MS = 240;
/** A bench prints, never hangs. */
const GIVE_UP_MS = 120_000;

export interface BookNowRun {
  locale: Locale;
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

async function bookOnce(
  browser: Browser,
  serverUrl: string,
  run: number,
  locale: Locale,
): Promise<BookNowRun> {
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
    await page.goto(`${serverUrl}${HOME[locale]}`, { waitUntil: 'networkidle' });
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
    await dialog.getByRole('button', { name: QUOTE_TEXT[locale].submitBookNow }).click();
    await page
      .getByTestId('instant-offer')
      .getByRole('link', { name: INSTANT_TEXT[locale].bookNow })
      .click();
    // By name, not label: the page's own text record loads only through Vite.
    await page.locator('input[name=terms]').check();
    await page.locator('form:has(input[name=intent][value=accept]) button[type=submit]').click();
    await page.getByRole('button', { name: /^Pay £/ }).click();
    // Confirmed: only a confirmed booking offers its calendar file.
    await page.locator('a[href$="/calendar.ics"]').waitFor();
    const seconds = (Date.now() - started) / 1000;
    // Request timings are on the browser's clock; only their lengths and overlaps matter here.
    return { locale, seconds, serverSeconds: unionMs(inFlight) / 1000 };
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
    for (const [index, locale] of LOCALES.entries()) {
      for (let run = 0; run < RUNS; run++) {
        runs.push(await bookOnce(site.browser, site.server.url, index * RUNS + run, locale));
      }
    }
    return runs;
  } finally {
    await site.close();
  }
}

export function bookNowTable(runs: readonly BookNowRun[]): string {
  const s = (value: number) => value.toFixed(1);
  return [
    `| run | language | tap to confirmed (s) | waiting on our server (s) | the visitor's own time (s) |`,
    `|---:|---|---:|---:|---:|`,
    ...runs.map(
      (r, i) =>
        `| ${i + 1} | ${r.locale === 'cy' ? 'Welsh' : 'English'} | ${s(r.seconds)} | ${s(r.serverSeconds)} | ${s(r.seconds - r.serverSeconds)} |`,
    ),
    '',
    `Typing at ${KEY_DELAY_MS} ms a key; the date and time chosen, not typed; the Stripe stand-in's Checkout paid at once.`,
  ].join('\n');
}
