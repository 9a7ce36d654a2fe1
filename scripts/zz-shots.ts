// Throwaway: screenshots of the Welsh pages (not committed).
import { launchBrowser, newContext } from './lib/browser.ts';
import { startServer } from './lib/server.ts';

const OUT = '/tmp/wt13-shots';
const server = await startServer({ SESSION_SECRET: 'screenshots-secret-of-enough-length-xx' });
const browser = await launchBrowser();
const texts: Record<string, string> = {};
try {
  for (const width of [390, 1280]) {
    const context = await newContext(browser, { width });
    const page = await context.newPage();
    for (const path of ['/cy', '/cy/quote', '/cy/what-we-offer/airport-transfer', '/cy/thanks']) {
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      const name = `${width}${path.replaceAll('/', '_')}`;
      await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });
      texts[name] = await page.locator('body').innerText();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      console.log(name, 'overflow', overflow);
    }
    // The dialog on /cy with a journey filled in.
    await page.goto(`${server.url}/cy`, { waitUntil: 'networkidle' });
    await page.locator('[data-quote-button]').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.locator('#quote-pickupLocation').fill('Cardiff Central');
    await page.locator('#quote-destination').fill('Heathrow T5');
    const d = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await page.locator('#quote-pickupDate').fill(d);
    await page.locator('#quote-pickupTime').fill('04:30');
    await page.locator('input[name=journeyDirection][value=return]').check();
    await page.locator('#quote-returnDate').fill(d);
    await page.locator('#quote-returnTime').fill('23:00');
    await page.locator('#quote-passengers').fill('20');
    await page.locator('[data-testid=estimate-total]').waitFor();
    await page.locator('[data-testid=estimate-panel] summary').click();
    await page.locator('[data-testid=estimate-panel]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/${width}_dialog.png` });
    texts[`${width}_dialog`] = await dialog.innerText();
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
const { writeFileSync } = await import('node:fs');
writeFileSync(`${OUT}/texts.json`, JSON.stringify(texts, null, 2));
