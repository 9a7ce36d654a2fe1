/**
 * Every public page at every width a visitor brings: at 320, 390, 768, 820, 1024 and
 * 1280 px nothing scrolls sideways, the header's quote control is on screen, and every navigation
 * link can be reached from the header (in the bar from 1024 px, through the menu below that).
 */
import type { Page } from 'playwright-core';
import { test, expect, browserForFile, serverForFile } from './harness.ts';
import { BUSINESS_LINKS, PRIMARY_LINKS, SERVICE_LINKS } from '../../app/content/navigation.ts';
import { PUBLIC_ROUTES } from '../../app/routes-table.ts';
import { visitorContext } from '../support/visitor-browser.ts';

test.describe.configure({ mode: 'serial' });

const WIDTHS = [320, 390, 768, 820, 1024, 1280];
const NAV_PATHS = [
  '/',
  '/contact-us',
  '/what-we-offer',
  ...[...SERVICE_LINKS, ...BUSINESS_LINKS, ...PRIMARY_LINKS].map((link) => link.to),
];

const server = serverForFile();
const browser = browserForFile();

async function openAt(width: number): Promise<Page> {
  const context = await visitorContext(browser, { width, height: 800 });
  return context.newPage();
}

/** The hrefs of the header's links a visitor can see right now. */
function visibleHeaderHrefs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('header a[href], #site-menu a[href]')]
      .filter((a) => a.getClientRects().length > 0 && getComputedStyle(a).visibility !== 'hidden')
      .map((a) => new URL(a.href).pathname),
  );
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test('no public page scrolls sideways and the quote control is on screen', async () => {
      const page = await openAt(width);
      const problems: string[] = [];
      for (const route of PUBLIC_ROUTES) {
        await page.goto(`${server.url}${route.path}`, { waitUntil: 'load' });
        const { scrollWidth, quote } = await page.evaluate(() => {
          const button = document.querySelector('header [data-quote-button]');
          const box = button?.getBoundingClientRect();
          return {
            scrollWidth: document.documentElement.scrollWidth,
            quote: box && box.width > 0 ? { left: box.left, right: box.right } : null,
          };
        });
        if (scrollWidth > width) problems.push(`${route.path}: ${scrollWidth} px wide`);
        if (!quote || quote.left < 0 || quote.right > width) {
          problems.push(`${route.path}: quote control not on screen`);
        }
      }
      expect(problems).toEqual([]);
      await page.context().close();
    });

    test('reaches every navigation link from the header', async () => {
      const page = await openAt(width);
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      if (width >= 1024) {
        await page.getByRole('navigation', { name: 'Main' }).locator('summary').click();
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.locator('#site-menu summary').click();
      }
      const reachable = new Set(await visibleHeaderHrefs(page));
      expect(NAV_PATHS.filter((path) => !reachable.has(path))).toEqual([]);
      await page.context().close();
    });
  });
}
