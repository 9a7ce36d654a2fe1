/**
 * Cookie consent (UK GDPR and PECR): rejecting is as easy as accepting, Google's tag loads only
 * after a yes (with Consent Mode defaults denied first), the choice can be changed from the
 * footer, and the banner never covers the element a keyboard user is on.
 */
import type { Browser, Page } from 'playwright-core';
import { test, expect } from './harness.ts';
import { launchBrowser, newContext } from '../../scripts/lib/browser.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let browser: Browser;

test.beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ PUBLIC_GA_ID: 'G-TEST123', PUBLIC_ADS_ID: 'AW-TEST456' }),
    launchBrowser(),
  ]);
});
test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A fresh visitor; Google's tag requests are answered here (no outside network). */
async function visit(
  width = 1280,
  height?: number,
): Promise<{ page: Page; tagRequests: string[] }> {
  const context = await newContext(browser, { width, height });
  const tagRequests: string[] = [];
  await context.route('https://www.googletagmanager.com/**', async (route) => {
    tagRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = true;' });
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  return { page, tagRequests };
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie choices' });

test.describe('cookie consent', () => {
  test('offers Reject all and Accept all side by side, looking the same', async () => {
    const { page } = await visit();
    await banner(page).waitFor();
    const reject = banner(page).getByRole('button', { name: 'Reject all' });
    const accept = banner(page).getByRole('button', { name: 'Accept all' });
    expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'));
    const [r, a] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(Math.abs(r!.height - a!.height)).toBeLessThan(1);
    await page.context().close();
  });

  for (const width of [320, 390, 768, 820, 1024, 1280]) {
    test(`is compact at ${width} px: at most 15 percent of a phone-tall screen, equal choices, header quote clear`, async () => {
      const { page } = await visit(width, 844);
      await banner(page).waitFor();
      const box = (await banner(page).boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(844 * 0.15);
      const reject = (await banner(page)
        .getByRole('button', { name: 'Reject all' })
        .boundingBox())!;
      const accept = (await banner(page)
        .getByRole('button', { name: 'Accept all' })
        .boundingBox())!;
      expect(Math.abs(reject.width - accept.width)).toBeLessThan(1);
      expect(Math.abs(reject.height - accept.height)).toBeLessThan(1);
      const header = page.locator('header');
      const quote = header
        .getByRole('button', { name: /quote/i })
        .or(header.getByRole('link', { name: /quote/i }))
        .filter({ visible: true })
        .first();
      const q = (await quote.boundingBox())!;
      // Never over the header's quote control: the banner starts below it.
      expect(q.y + q.height).toBeLessThanOrEqual(box.y);
      await page.context().close();
    });
  }

  test('loads no tag before a choice, nor after Reject all, even on the next page', async () => {
    const { page, tagRequests } = await visit();
    await banner(page).waitFor();
    expect(tagRequests).toEqual([]);
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await banner(page).waitFor({ state: 'detached' });
    await page.goto(`${server.url}/fleet`, { waitUntil: 'networkidle' });
    expect(await banner(page).count()).toBe(0);
    expect(tagRequests).toEqual([]);
    expect(await page.evaluate(() => 'gtag' in window)).toBe(false);
    await page.context().close();
  });

  test('loads the tag after Accept all, with Consent Mode defaults denied first', async () => {
    const { page, tagRequests } = await visit();
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await page.waitForFunction(() => (window as { __gtagLoaded?: boolean }).__gtagLoaded);
    expect(tagRequests[0]).toContain('id=G-TEST123');
    const consentCalls = await page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
        .map((args) => Array.from(args))
        .filter((args) => args[0] === 'consent'),
    );
    expect(consentCalls[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied' }),
    ]);
    expect(consentCalls[1]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ ad_storage: 'granted', analytics_storage: 'granted' }),
    ]);
    await page.context().close();
  });

  test('lets the visitor change their mind from the footer', async () => {
    const { page } = await visit();
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await banner(page).waitFor();
    await banner(page)
      .getByLabel(/Analytics/)
      .check();
    await banner(page).getByRole('button', { name: 'Save my choices' }).click();
    await banner(page).waitFor({ state: 'detached' });
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent')!));
    expect(saved).toMatchObject({ analytics: true, marketing: false });
    await page.context().close();
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px, scrolled to the very bottom before the page hydrates, keeps the last footer link clear of the banner`, async () => {
      const context = await newContext(browser, { width, height: 844 });
      // The page's scripts are held until the visitor has scrolled, as on a slow phone, where
      // the banner appears (with hydration) under a visitor already at the bottom.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await context.route(/\/assets\/.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const page = await context.newPage();
      await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
      const atBottom = () =>
        page.waitForFunction(
          () =>
            Math.ceil(window.scrollY + window.innerHeight) >=
            document.documentElement.scrollHeight - 1,
        );
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await atBottom();
      release();
      await banner(page).waitFor();
      // The banner has measured itself (it sets the page's scroll padding to clear it).
      await page.waitForFunction(() => document.documentElement.style.scrollPaddingBottom !== '');
      const last = page.locator('footer a').filter({ visible: true }).last();
      const link = (await last.boundingBox())!;
      const region = (await banner(page).boundingBox())!;
      expect(link.y + link.height).toBeLessThanOrEqual(region.y);
      // Nothing lies over the link's middle: a tap there reaches the link.
      const reached = await last.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && el.contains(hit);
      });
      expect(reached).toBe(true);
      // And a visitor who scrolls again finds nothing more behind it: this is the page's end.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await atBottom();
      const again = (await last.boundingBox())!;
      expect(again.y + again.height).toBeLessThanOrEqual(region.y);
      await context.close();
    });
  }

  for (const width of [1280, 390]) {
    test(`never hides the focused element at ${width} px`, async () => {
      const { page } = await visit(width);
      await banner(page).waitFor();
      for (let i = 0; i < 45; i += 1) {
        await page.keyboard.press('Tab');
        const covered = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement | null;
          const region = document.querySelector('[aria-label="Cookie choices"]');
          if (!focused || !region || region.contains(focused) || focused === document.body) {
            return false;
          }
          const rect = focused.getBoundingClientRect();
          if (rect.width === 0 && rect.height === 0) return false;
          return rect.bottom > region.getBoundingClientRect().top + 1;
        });
        expect(covered, `tab stop ${i}`).toBe(false);
      }
      await page.context().close();
    });
  }
});
