/**
 * The instant price in the quote dialog on a phone (390 px), in Chromium against the built server:
 * it appears once the journey is known, changes with the journey without moving the submit
 * button, says when a journey is priced by hand, opens its working, and passes axe.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { test, expect, browserForFile, serverForFile } from './harness.ts';
import { plainDayAfter, plainDayAhead } from '../support/dates.ts';
import { visitorContext } from '../support/visitor-browser.ts';

test.describe.configure({ mode: 'serial' });

// A plain day (no bank holiday, no clock change): the figures below are the tariff's plain ones.
const PICKUP_DATE = plainDayAhead(30);

const server = serverForFile();
const browser = browserForFile();

async function openDialog(width: number): Promise<Page> {
  const context = await visitorContext(browser, { width });
  const page = await context.newPage();
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.locator('main [data-quote-button]').first().click();
  await page.getByRole('dialog', { name: 'Get your free quote' }).waitFor();
  return page;
}

const total = (page: Page) => page.getByTestId('estimate-total');
const submitTop = async (page: Page) =>
  (await page.getByRole('button', { name: 'Get my free quote' }).boundingBox())!.y;

test.describe('the instant price in the quote dialog (390 px)', () => {
  test('appears for Cardiff Central → Heathrow T5, 14 people, return, and follows the journey', async () => {
    const page = await openDialog(390);
    const panel = page.getByTestId('estimate-panel');
    expect(await panel.textContent()).toContain('to see an instant price');
    await page.locator('#quote-pickupLocation').fill('Cardiff Central');
    await page.locator('#quote-destination').fill('Heathrow T5');
    await page.locator('#quote-pickupDate').fill(PICKUP_DATE);
    await page.locator('#quote-pickupTime').fill('09:00');
    await page.locator('input[name=journeyDirection][value=return]').check();
    await page.locator('#quote-returnDate').fill(plainDayAfter(PICKUP_DATE, 7));
    await page.locator('#quote-returnTime').fill('18:30');
    // Measured once the return fields are in and the hint has gone (both change the form's
    // height on their own), and before the passengers make the journey priceable.
    await page.locator('[data-quote-scroll]').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await page.locator('[data-scroll-hint]').waitFor({ state: 'detached' });
    const before = await submitTop(page);
    await page.locator('#quote-passengers').fill('14');

    await total(page).waitFor();
    expect(await total(page).textContent()).toBe('£820');
    expect(await panel.textContent()).toContain('15-Seat Minibus');
    // The test server has no VAT_NUMBER: a business not registered for VAT says nothing of VAT.
    expect(await panel.textContent()).toContain('Includes driver, fuel and all charges.');
    expect(await panel.textContent()).not.toContain('VAT');
    // The price arriving did not move the submit button.
    expect(await submitTop(page)).toBe(before);

    // One way instead: half the price, once typing pauses.
    await page.locator('input[name=journeyDirection][value=one-way]').check();
    // Until then the panel says it is working, never showing the return's price for it.
    await panel.getByText('Working out your price…').waitFor();
    expect(await total(page).count()).toBe(0);
    await page.waitForFunction(
      () => document.querySelector('[data-testid=estimate-total]')?.textContent === '£410',
    );

    await page.getByText('How we worked this out').click();
    expect(await panel.getByRole('table').textContent()).toContain('fixed airport price');

    const axe = await new AxeBuilder({ page }).include('[data-testid=estimate-panel]').analyze();
    expect(axe.violations).toEqual([]);

    // A place we do not know: priced by hand, said plainly.
    await page.locator('#quote-destination').fill('1 Rue de Rivoli, Paris');
    await page.getByText('we will price this journey by hand').waitFor();
    expect(await total(page).count()).toBe(0);
    await page.context().close();
  });
});
