/**
 * Looks at pages the way a visitor does: full-page screenshots in Chromium at phone and desktop
 * widths. Usage: node scripts/screenshot.ts http://localhost:3000 / /fleet … (PNGs in /tmp/shots).
 */
import { mkdirSync } from 'node:fs';
import { launchBrowser, newContext } from './lib/browser.ts';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);
const out = process.env.OUT ?? '/tmp/shots';
mkdirSync(out, { recursive: true });
const browser = await launchBrowser();
for (const width of widths) {
  const context = await newContext(browser, { width });
  const page = await context.newPage();
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    // Scroll through so lazy images load, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(500);
    const file = `${out}/${path.replace(/\W+/g, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
