/**
 * /thanks in Chromium against the real server: a real quote through the dialog, then the calendar
 * file it offers (name, event, reminder), the personal WhatsApp text and the ad conversions; the
 * page without an enquiry; the fleet slideshow's autoplay and its pauses; axe-core at both widths.
 */
import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { test, expect } from './harness.ts';
import { launchBrowser, newContext } from '../../scripts/lib/browser.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

test.describe.configure({ mode: 'serial' });

const ADS_ID = 'AW-TEST456';

let server: RunningServer;
let browser: Browser;

test.beforeAll(async () => {
  // BUILD_DIR, when set, passes through to the server with the rest of the environment.
  [server, browser] = await Promise.all([startServer({ PUBLIC_ADS_ID: ADS_ID }), launchBrowser()]);
});

test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Next year's 14 July: summer time in London, whatever today is. */
const YEAR = new Date().getUTCFullYear() + 1;
const PICKUP_DATE = `${YEAR}-07-14`;
const RETURN_DATE = `${YEAR}-07-21`;

const ENQUIRY = {
  email: 'megan@example.com',
  pickupDate: PICKUP_DATE,
  pickupTime: '18:45',
  pickupLocation: '12 Cowbridge Road East, Canton, Cardiff',
  destination: 'Heathrow Airport Terminal 5',
  journeyType: 'airport-transfer',
  passengers: 12,
};

async function openContext(
  options: {
    width?: number;
    marketing?: boolean;
    enquiry?: Record<string, unknown> | null;
    reducedMotion?: 'reduce' | 'no-preference';
  } = {},
): Promise<BrowserContext> {
  const context = await newContext(browser, {
    width: options.width ?? 1280,
    reducedMotion: options.reducedMotion,
  });
  // Google's tag is answered here: the test network has no way out.
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await context.addInitScript(
    ({ marketing, enquiry }) => {
      localStorage.setItem(
        'cookieConsent',
        JSON.stringify({ analytics: false, marketing, version: 1, decidedAt: 'test' }),
      );
      if (enquiry) localStorage.setItem('enquiryDetails', JSON.stringify(enquiry));
      else localStorage.removeItem('enquiryDetails');
    },
    { marketing: options.marketing ?? false, enquiry: options.enquiry ?? null },
  );
  return context;
}

/** Opens /thanks and waits for hydration (the slideshow's buttons come alive with React). */
async function openThanks(options: Parameters<typeof openContext>[0] = {}): Promise<Page> {
  const context = await openContext(options);
  const page = await context.newPage();
  await page.goto(`${server.url}/thanks`, { waitUntil: 'networkidle' });
  await hydrated(page);
  return page;
}

async function hydrated(page: Page): Promise<void> {
  await page.locator('button[aria-label="Next slide"]:not([disabled])').waitFor();
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
const calendarButton = (page: Page) => page.getByRole('button', { name: 'Add to my calendar' });
const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');
const selectedSlide = (page: Page) => carousel(page).getAttribute('data-selected');

/** The unfolded content lines of an .ics file. */
function icsLines(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}

test.describe('after a real quote through the dialog', () => {
  test('offers the journey as a calendar file, prefills WhatsApp and counts the conversion once', async () => {
    const context = await openContext({ marketing: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });

    await page.locator('header').getByRole('link', { name: 'Get Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get your free quote' });
    await dialog.waitFor();
    await page.locator('#quote-serviceType').selectOption('airport-transfer');
    const typed: [string, string][] = [
      ['#quote-pickupLocation', ENQUIRY.pickupLocation],
      ['#quote-destination', ENQUIRY.destination],
      ['#quote-pickupDate', PICKUP_DATE],
      ['#quote-pickupTime', '18:45'],
      ['#quote-firstName', 'Megan'],
      ['#quote-lastName', 'Jones'],
      ['#quote-email', ENQUIRY.email],
      ['#quote-phone', '07700 900123'],
      ['#quote-passengers', '12'],
    ];
    for (const [selector, value] of typed) await page.locator(selector).fill(value);
    await dialog.getByRole('button', { name: 'Get my free quote' }).click();
    await page.waitForURL(`${server.url}/thanks`);
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('enquiryDetails'))) ?? 'null'),
    ).toEqual(ENQUIRY);

    // The journey card, with what was sent.
    const section = page.locator('[data-calendar-section]');
    await section.waitFor();
    expect(await section.textContent()).toContain(`14 July ${YEAR}`);
    expect(await section.textContent()).toContain('18:45');

    // WhatsApp opens with the route and the date already written.
    const href = (await page.locator('[data-whatsapp-link]').getAttribute('href')) ?? '';
    const text = new URL(href).searchParams.get('text') ?? '';
    expect(text).toContain(
      '12 Cowbridge Road East, Canton, Cardiff to Heathrow Airport Terminal 5',
    );
    expect(text).toContain('14 July');

    // The calendar file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      calendarButton(page).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`bus4u-journey-${PICKUP_DATE}.ics`);
    const ics = await readFile((await download.path())!, 'utf8');
    const lines = icsLines(ics);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    // 18:45 in London in July is 17:45 UTC.
    const compact = PICKUP_DATE.replaceAll('-', '');
    expect(lines).toContain(`DTSTART:${compact}T174500Z`);
    expect(lines).toContain('DURATION:PT1H');
    expect(lines).toContain('TRIGGER:-PT24H');
    expect(lines.indexOf('BEGIN:VALARM')).toBeGreaterThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines).toContain(
      'SUMMARY:Bus4U: 12 Cowbridge Road East\\, Canton\\, Cardiff to Heathrow Airport Terminal 5',
    );
    expect(lines).toContain('LOCATION:12 Cowbridge Road East\\, Canton\\, Cardiff');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    await toast(page, 'Calendar Event Downloaded!').waitFor();
    expect(
      await toast(page, 'Open the file to add this journey to your calendar app.').isVisible(),
    ).toBe(true);

    // The two ad-conversion events, once.
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
        .map((args) => Array.from(args) as unknown[])
        .filter((args) => args[0] === 'event'),
    );
    expect(events).toEqual([
      ['event', 'conversion', { send_to: `${ADS_ID}/quote_request` }],
      ['event', 'generate_lead', { event_category: 'quote' }],
    ]);
    await context.close();
  });
});

test.describe('a return journey sent after a failed try', () => {
  test('leaves no stale error, shows no toast twice, and shows both legs', async () => {
    const context = await openContext({ width: 390 });
    const page = await context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.locator('header').getByRole('link', { name: 'Get Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get your free quote' });
    await dialog.waitFor();
    const send = dialog.getByRole('button', { name: 'Get my free quote' });

    // Two presses on an empty form: one "Validation Error", an alert, never two at once.
    await send.click();
    await toast(page, 'Validation Error').waitFor();
    await send.click();
    // The second press may replace the first toast, which leaves as the new one comes: what stands
    // once they settle is one toast, one alert (two toasts left standing would never settle at 1).
    await expect.poll(() => toast(page, 'Validation Error').count()).toBe(1);
    await expect.poll(() => toast(page, 'Validation Error').getByRole('alert').count()).toBe(1);

    await page.locator('input[name=journeyDirection][value=return]').check();
    const typed: [string, string][] = [
      ['#quote-pickupLocation', ENQUIRY.pickupLocation],
      ['#quote-destination', ENQUIRY.destination],
      ['#quote-pickupDate', PICKUP_DATE],
      ['#quote-pickupTime', '18:45'],
      ['#quote-returnDate', RETURN_DATE],
      ['#quote-returnTime', '09:30'],
      ['#quote-firstName', 'Megan'],
      ['#quote-lastName', 'Jones'],
      ['#quote-email', ENQUIRY.email],
      ['#quote-phone', '07700 900123'],
      ['#quote-passengers', '12'],
    ];
    for (const [selector, value] of typed) await page.locator(selector).fill(value);
    await send.click();
    await page.waitForURL(`${server.url}/thanks`);

    const toasts = page.locator('[data-sonner-toast]:not([data-removed="true"])');
    await toast(page, 'Quote Request Sent!').waitFor();
    await expect.poll(() => toast(page, 'Validation Error').count()).toBe(0);
    const texts = await toasts.allTextContents();
    expect(new Set(texts).size).toBe(texts.length);
    expect(await toast(page, 'Quote Request Sent!').getByRole('status').count()).toBe(1);
    expect(await toasts.getByRole('alert').count()).toBe(0);

    const outbound = page.locator('[data-journey-leg="Outbound"]');
    const back = page.locator('[data-journey-leg="Return"]');
    await back.waitFor();
    expect(await outbound.textContent()).toContain(`14 July ${YEAR}`);
    expect(await outbound.textContent()).toContain('18:45');
    expect(await outbound.textContent()).toContain(
      '12 Cowbridge Road East, Canton, Cardiff to Heathrow Airport Terminal 5',
    );
    expect(await back.textContent()).toContain(`21 July ${YEAR}`);
    expect(await back.textContent()).toContain('09:30');
    expect(await back.textContent()).toContain(
      'Heathrow Airport Terminal 5 to 12 Cowbridge Road East, Canton, Cardiff',
    );
    await context.close();
  });
});

test.describe('the calendar offer', () => {
  test('is absent with storage cleared, and WhatsApp carries the general message', async () => {
    const page = await openThanks({ enquiry: null });
    expect(await page.locator('[data-calendar-section]').count()).toBe(0);
    expect(await calendarButton(page).count()).toBe(0);
    const href = (await page.locator('[data-whatsapp-link]').getAttribute('href')) ?? '';
    expect(new URL(href).searchParams.get('text')).toBe(
      "Hi Bus4U, I'd like a quote for a minibus journey. Could you help?",
    );
    await page.context().close();
  });

  test('names the day in Welsh on the Welsh page, though Chromium has no Welsh date data', async () => {
    const page = await (await openContext({ enquiry: ENQUIRY, width: 390 })).newPage();
    await page.goto(`${server.url}/cy/thanks`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const weekday = new Date(`${PICKUP_DATE}T12:00:00Z`).getUTCDay();
    const welshDay = ['Sul', 'Llun', 'Mawrth', 'Mercher', 'Iau', 'Gwener', 'Sadwrn'][weekday];
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain(`Dydd ${welshDay} 14 Gorffennaf ${YEAR}`);
    expect(text).not.toMatch(/July|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday/);
    await page.context().close();
  });

  test('is absent without a pickup time', async () => {
    const page = await openThanks({ enquiry: { ...ENQUIRY, pickupTime: '' } });
    expect(await calendarButton(page).count()).toBe(0);
    // The route is still known, so WhatsApp still names it.
    const href = (await page.locator('[data-whatsapp-link]').getAttribute('href')) ?? '';
    expect(new URL(href).searchParams.get('text')).toContain('to Heathrow Airport Terminal 5');
    await page.context().close();
  });

  test('says so when the saved details cannot make an event', async () => {
    const page = await openThanks({ enquiry: { ...ENQUIRY, pickupTime: 'after lunch' } });
    await calendarButton(page).click();
    await toast(page, 'Calendar Event Not Available').waitFor();
    expect(
      await toast(
        page,
        "We couldn't create a calendar event. Please add your journey details manually to your calendar.",
      ).isVisible(),
    ).toBe(true);
    await page.context().close();
  });

  test('loads the calendar code only on the click, and says so if it fails to load', async () => {
    const context = await openContext({ enquiry: ENQUIRY });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('.js')) scripts.push(res.url());
    });
    await page.goto(`${server.url}/thanks`, { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.locator('[data-calendar-section]').waitFor();
    const bodies = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
    // A string only the `ics` package writes.
    expect(bodies.some((body) => body.includes('X-PUBLISHED-TTL'))).toBe(false);

    // Now the network drops the chunk holding `ics`, as a deploy in between would.
    let blocked = 0;
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('X-PUBLISHED-TTL')) {
        blocked++;
        await route.abort();
      } else {
        await route.fulfill({ response });
      }
    });
    await calendarButton(page).click();
    await toast(page, 'Download Failed').waitFor();
    expect(
      await toast(
        page,
        'There was an error creating the calendar file. Please try again.',
      ).isVisible(),
    ).toBe(true);
    expect(blocked).toBeGreaterThan(0);
    await context.close();
  });
});

test.describe('the prerendered page', () => {
  test('is complete without JavaScript: confirmation, contacts, fleet, reviews link, licence', async () => {
    const context = await newContext(browser, { width: 390, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/thanks`);
    const main = page.locator('main');
    expect(await main.locator('h1').textContent()).toBe(
      'Thank you, your quote request has been sent',
    );
    const text = (await main.textContent()) ?? '';
    for (const expected of [
      'within 24 hours',
      'What happens next',
      'verified Bus4U business account',
      'spam or junk',
      'Not a broker: local since 2020',
      'Luxury MPV',
      '16-Seat Minibus',
      'Back to Home',
      'Read our reviews on Google',
      'OP 0935',
      'Licensed by Cardiff Council for private hire',
      '029 2018 0123',
    ]) {
      expect(text).toContain(expected);
    }
    expect(await main.locator('[data-calendar-section]').count()).toBe(0);
    expect(await main.getByRole('link', { name: /WhatsApp us/ }).count()).toBe(1);
    // Only reviews the operator entered as real: none yet, so no quotes at all.
    expect(text).not.toContain('Sian M.');
    expect(await main.locator('blockquote').count()).toBe(0);
    await context.close();
  });
});

test.describe('the fleet slideshow', () => {
  test('is a labelled carousel of five slides, "n of N"', async () => {
    const page = await openThanks();
    expect(await carousel(page).getAttribute('aria-label')).toBe('Our fleet');
    const slides = carousel(page).locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBe(5);
    expect(
      await slides.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label'))),
    ).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    expect(await slides.first().getAttribute('role')).toBe('group');
    await page.context().close();
  });

  test('advances by itself every 3 seconds', async () => {
    const page = await openThanks();
    expect(await carousel(page).getAttribute('data-playing')).toBe('true');
    const first = await selectedSlide(page);
    await page.waitForTimeout(3600);
    const second = await selectedSlide(page);
    expect(second).not.toBe(first);
    expect(Number(second)).toBe((Number(first) + 1) % 5);
    await page.context().close();
  });

  test('stops while hovered and starts again when the pointer leaves', async () => {
    const page = await openThanks();
    await carousel(page).locator('[aria-roledescription="slide"]').first().hover();
    expect(await carousel(page).getAttribute('data-playing')).toBe('false');
    const held = await selectedSlide(page);
    await page.waitForTimeout(4000);
    expect(await selectedSlide(page)).toBe(held);
    await page.mouse.move(5, 5);
    await page.waitForTimeout(3600);
    expect(await selectedSlide(page)).not.toBe(held);
    await page.context().close();
  });

  test('stops while a control has keyboard focus, and moves with the keyboard', async () => {
    const page = await openThanks();
    // Focus starts from the section heading, as if the visitor had read down to it.
    await page.getByRole('heading', { name: 'The vehicles you could be travelling in' }).click();
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      if (
        await page.evaluate(
          () => document.activeElement?.getAttribute('aria-label') === 'Next slide',
        )
      )
        break;
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Next slide',
    );
    expect(await carousel(page).getAttribute('data-playing')).toBe('false');
    const held = await selectedSlide(page);
    await page.waitForTimeout(4000);
    expect(await selectedSlide(page)).toBe(held);
    await page.keyboard.press('Enter');
    await expect.poll(() => selectedSlide(page)).toBe(String((Number(held) + 1) % 5));
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => selectedSlide(page)).toBe(held);
    await page.context().close();
  });

  test('can be paused for good with its own button', async () => {
    const page = await openThanks();
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.getByRole('button', { name: 'Play slideshow' }).waitFor();
    await page.mouse.move(5, 5);
    const held = await selectedSlide(page);
    await page.waitForTimeout(3600);
    expect(await selectedSlide(page)).toBe(held);
    await page.context().close();
  });

  test('does not autoplay for visitors who prefer reduced motion', async () => {
    const page = await openThanks({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Play slideshow' }).waitFor();
    expect(await carousel(page).getAttribute('data-playing')).toBe('false');
    const held = await selectedSlide(page);
    await page.waitForTimeout(3600);
    expect(await selectedSlide(page)).toBe(held);
    await page.context().close();
  });
});

test.describe('accessibility (axe-core) with an enquiry present', () => {
  for (const width of [390, 1280]) {
    test(`has no violations at ${width} px`, async () => {
      const page = await openThanks({ width, enquiry: ENQUIRY });
      await page.locator('[data-calendar-section]').waitFor();
      // Scroll through so lazy images and their fade-ins have settled.
      const height = await page.evaluate(() => document.body.scrollHeight);
      for (let y = 0; y < height; y += 500) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(60);
      }
      await page.waitForTimeout(500);
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(
        result.violations.map((v) => ({
          id: v.id,
          nodes: v.nodes.slice(0, 3).map((n) => n.target),
        })),
      ).toEqual([]);
      await page.context().close();
    });
  }
});
