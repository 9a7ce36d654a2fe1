/** axe-core finds no violations on any public route, at desktop and phone widths. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext } from 'playwright-core';
import { PUBLIC_ROUTES } from '#app/routes-table.ts';
import { test, expect } from './harness.ts';
import { launchBrowser, newContext } from '../../scripts/lib/browser.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let browser: Browser;
const contexts: Record<number, BrowserContext> = {};

test.beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  for (const width of [1280, 390]) contexts[width] = await newContext(browser, { width });
});

test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function violations(width: number, path: string) {
  const page = await contexts[width]!.newPage();
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  // Bring lazy images in, so they are checked too.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 700) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    // Back to the top, as a visitor arrives: at the very bottom the cookie banner (fixed, and
    // dismissible) half covers whichever footer link happens to sit under it, which axe reports
    // as a small target; that depends on the page's length, not on the link.
    window.scrollTo(0, 0);
  });
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  await page.close();
  return result.violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
  }));
}

// The prerendered pages, and the quote form's own page (rendered per request).
const PAGES = [...PUBLIC_ROUTES.map((r) => r.path), '/quote'];

test.describe('axe-core at 1280 px', () => {
  for (const path of PAGES) {
    test(`${path}`, async () => {
      expect(await violations(1280, path)).toEqual([]);
    });
  }
});

test.describe('axe-core at 390 px', () => {
  for (const path of [
    '/',
    '/book-online',
    '/what-we-offer/airport-transfer',
    '/fleet',
    '/faq',
    '/thanks',
    '/quote',
  ]) {
    test(`${path}`, async () => {
      expect(await violations(390, path)).toEqual([]);
    });
  }
});
