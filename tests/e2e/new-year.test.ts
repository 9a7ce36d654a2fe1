/**
 * A prerendered page opened in a later year than it was built in, as every page is from New
 * Year's Day until the next deploy. It must hydrate without a mismatch: on one, React throws the
 * server's HTML away and renders the page again, and a tap made meanwhile is lost. Found by
 * running the browser tests with the clock moved to 2027 (scripts/moved-clock.sh).
 */
import { describe, expect, it } from 'vitest';
import { newContext, shiftDate } from '../../scripts/lib/browser.ts';
import { browserPerSuite, serverPerSuite } from '../support/lifecycle.ts';
import { hydrated } from '../support/waits.ts';

const A_YEAR_MS = 366 * 24 * 3_600_000;

const server = serverPerSuite();
const browser = browserPerSuite();

describe('a page opened a year after it was built', () => {
  it.each(['/', '/cy/book-online'])(
    'hydrates %s with no mismatch, and keeps its year',
    async (path) => {
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
    },
  );
});
