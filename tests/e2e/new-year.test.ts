/**
 * A prerendered page opened in a later year than it was built in, as every page is from New
 * Year's Day until the next deploy. It must hydrate without a mismatch: on one, React throws the
 * server's HTML away and renders the page again, and a tap made meanwhile is lost. Found by
 * running the browser tests with the clock moved to 2027 (scripts/moved-clock.sh).
 */
import { test, expect, browserForFile, serverForFile } from './harness.ts';
import { newContext, shiftDate } from '../../scripts/lib/browser.ts';
import { hydrated } from '../support/waits.ts';

test.describe.configure({ mode: 'serial' });

const A_YEAR_MS = 366 * 24 * 3_600_000;

const server = serverForFile();
const browser = browserForFile();

test.describe('a page opened a year after it was built', () => {
  for (const path of ['/', '/cy/book-online']) {
    test(`hydrates ${path} with no mismatch, and keeps its year`, async () => {
      const html = await (await fetch(`${server.url}${path}`)).text();
      const builtIn = Number(/© (?:<!-- -->)?(?:<span>)?(\d{4})/.exec(html)?.[1]);
      expect(builtIn).toBeGreaterThan(2025);

      const context = await newContext(browser, { width: 390 });
      await context.addInitScript(shiftDate, A_YEAR_MS);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${server.url}${path}`);
      await hydrated(page);
      expect(await page.evaluate(() => new Date().getFullYear())).toBeGreaterThan(builtIn);
      expect(await page.locator('footer').innerText()).toContain(`© ${builtIn} `);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
