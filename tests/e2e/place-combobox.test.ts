/**
 * The pickup and destination combobox in Chromium against the built server, on a phone
 * (390 px): driven by the keyboard alone (type, arrows, Home/End, Enter, Escape), free text always
 * kept, rows big enough to tap, axe clean while open, and the plain input of the server's page
 * keeping what was typed before hydration.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { test, expect, browserForFile, serverForFile } from './harness.ts';
import { visitorContext } from '../support/visitor-browser.ts';
import { hydrated, settledValue } from '../support/waits.ts';

test.describe.configure({ mode: 'serial' });

const server = serverForFile();
const browser = browserForFile();

const phoneContext = (javaScriptEnabled = true): Promise<BrowserContext> =>
  visitorContext(browser, { width: 390, javaScriptEnabled });

async function openDialog(): Promise<Page> {
  const page = await (await phoneContext()).newPage();
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.locator('main [data-quote-button]').first().click();
  await page.getByRole('dialog', { name: 'Get your free quote' }).waitFor();
  // The dialog puts focus on its first question once open; only then is it ours to move.
  await page.waitForFunction(() => document.activeElement?.id === 'quote-serviceType');
  return page;
}

const pickup = (page: Page) => page.locator('#quote-pickupLocation');
const listbox = (page: Page) => page.locator('#quote-pickupLocation-listbox');
const options = (page: Page) => listbox(page).getByRole('option');
const liveText = (page: Page) =>
  page.locator('#quote-pickupLocation ~ [aria-live=polite]').textContent();
const activeOption = (page: Page) =>
  page.evaluate(() => {
    const input = document.getElementById('quote-pickupLocation')!;
    const id = input.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.textContent : null;
  });

test.describe('the place combobox in the quote dialog (390 px)', () => {
  test('is a combobox that suggests, chooses and closes from the keyboard alone', async () => {
    const page = await openDialog();
    await pickup(page).focus();
    expect(await pickup(page).getAttribute('role')).toBe('combobox');
    expect(await pickup(page).getAttribute('aria-expanded')).toBe('false');
    expect(await pickup(page).getAttribute('list')).toBeNull();

    await page.keyboard.type('Cae');
    await listbox(page).waitFor();
    expect(await pickup(page).getAttribute('aria-expanded')).toBe('true');
    expect(await pickup(page).getAttribute('aria-controls')).toBe('quote-pickupLocation-listbox');
    expect(await listbox(page).getAttribute('role')).toBe('listbox');
    expect(await options(page).allTextContents()).toEqual(['Caerau, Cardiff']);
    expect(await liveText(page)).toBe(
      '1 place suggested. Use the up and down arrows to choose one.',
    );
    const axe = await new AxeBuilder({ page }).include('[role=dialog]').analyze();
    expect(axe.violations).toEqual([]);

    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page)).toBe('Caerau, Cardiff');
    expect(await options(page).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    expect(await settledValue(pickup(page), 'Caerau, Cardiff')).toBe('Caerau, Cardiff');
    expect(await pickup(page).getAttribute('aria-expanded')).toBe('false');
    expect(await listbox(page).isVisible()).toBe(false);
    // Enter chose the place; it did not send the form.
    expect(await page.getByRole('dialog', { name: 'Get your free quote' }).isVisible()).toBe(true);
  });

  test('moves through the list with the arrows, Home and End', async () => {
    const page = await openDialog();
    await pickup(page).focus();
    await page.keyboard.type('Cardiff');
    await listbox(page).waitFor();
    const names = await options(page).allTextContents();
    expect(names).toHaveLength(8);
    expect(names[0]).toBe('Cardiff Airport');
    expect(await liveText(page)).toBe(
      '8 places suggested. Use the up and down arrows to choose one.',
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page)).toBe(names[1]);
    await page.keyboard.press('End');
    expect(await activeOption(page)).toBe(names[7]);
    await page.keyboard.press('Home');
    expect(await activeOption(page)).toBe(names[0]);
    await page.keyboard.press('ArrowUp');
    expect(await activeOption(page)).toBe(names[7]);
    // Escape closes the list, not the dialog, and keeps the text exactly as typed.
    await page.keyboard.press('Escape');
    expect(await listbox(page).isVisible()).toBe(false);
    expect(await pickup(page).getAttribute('aria-expanded')).toBe('false');
    expect(await pickup(page).getAttribute('aria-activedescendant')).toBeFalsy();
    expect(await pickup(page).inputValue()).toBe('Cardiff');
    const dialog = page.getByRole('dialog', { name: 'Get your free quote' });
    expect(await dialog.isVisible()).toBe(true);
    // With the list closed, Escape is the dialog's again.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  test('keeps free text: a house address is never replaced by a suggestion', async () => {
    const page = await openDialog();
    await pickup(page).focus();
    await page.keyboard.type('Canton');
    await listbox(page).waitFor();
    await page.keyboard.type(', 14 Heol y Nant');
    expect(await listbox(page).isVisible()).toBe(false);
    expect(await liveText(page)).toBe('No suggestions. You can type any address.');
    // Tab away with nothing highlighted: the text stays as typed.
    await page.keyboard.press('Tab');
    expect(await pickup(page).inputValue()).toBe('Canton, 14 Heol y Nant');
  });

  test('shows rows a thumb can tap, inside the screen, and takes a tap', async () => {
    const page = await openDialog();
    await pickup(page).focus();
    await page.keyboard.type('Llan');
    await listbox(page).waitFor();
    const box = (await listbox(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // To the hundredth of a pixel: inside the dialog's transform a 44 px row measured 43.99997.
    for (const option of await options(page).all()) {
      const height = (await option.boundingBox())!.height;
      expect(Math.round(height * 100) / 100).toBeGreaterThanOrEqual(44);
    }
    const fontSize = await options(page)
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(16);
    await listbox(page).getByRole('option', { name: 'Llanishen, Cardiff' }).click();
    expect(await settledValue(pickup(page), 'Llanishen, Cardiff')).toBe('Llanishen, Cardiff');
    expect(await listbox(page).isVisible()).toBe(false);
  });

  test('keeps header and footer to a quarter of a 390x844 screen while suggesting, the list above the footer', async () => {
    const page = await (await visitorContext(browser, { width: 390, height: 844 })).newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.locator('main [data-quote-button]').first().click();
    const dialog = page.getByRole('dialog', { name: 'Get your free quote' });
    await dialog.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'quote-serviceType');
    await pickup(page).focus();
    await page.keyboard.type('Card');
    await listbox(page).waitFor();
    // The list's own scrolling into view has settled when two frames agree.
    const measure = () =>
      page.evaluate(() => {
        const header = document.querySelector('[data-quote-dialog] header')!;
        const area = document.querySelector('[data-quote-scroll]')!.getBoundingClientRect();
        const list = document.getElementById('quote-pickupLocation-listbox')!;
        return {
          header: header.getBoundingClientRect(),
          area: { top: area.top, bottom: area.bottom },
          list: list.getBoundingClientRect().bottom,
        };
      });
    await page.waitForFunction(() => document.querySelector('[data-typing-hide]') !== null);
    // Measured once the dialog's opening slide has finished (it moves the whole dialog a little).
    await page.waitForFunction(
      () => document.querySelector('[data-quote-dialog]')!.getAnimations().length === 0,
    );
    const seen = await measure();
    const headerHeight = seen.header.bottom;
    const footerHeight = 844 - seen.area.bottom;
    expect(seen.header.top).toBe(0);
    expect(headerHeight + footerHeight).toBeLessThanOrEqual(844 / 4);
    expect(seen.list).toBeLessThanOrEqual(seen.area.bottom);
    // Closing the list brings the price panel and the phone line back.
    await page.keyboard.press('Escape');
    await dialog.getByTestId('estimate-panel').waitFor();
  });
});

test.describe('the quote form on /quote before and without JavaScript', () => {
  /** /quote on a phone with its scripts held: the server's plain form, until `release`. */
  async function quotePageNotYetHydrated(): Promise<{ page: Page; release: () => void }> {
    const page = await (await phoneContext()).newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/quote`, { waitUntil: 'commit' });
    return { page, release };
  }

  test('keeps what was typed before hydration once the combobox takes over', async () => {
    const { page, release } = await quotePageNotYetHydrated();
    await pickup(page).waitFor();
    expect(await pickup(page).getAttribute('list')).toBe('bus4u-place-suggestions');
    await pickup(page).pressSequentially('14 Heol y Nant, Caerau');
    release();
    await page.waitForFunction(
      () =>
        'hydrated' in document.documentElement.dataset &&
        document.getElementById('quote-pickupLocation')?.getAttribute('role') === 'combobox',
    );
    expect(await pickup(page).inputValue()).toBe('14 Heol y Nant, Caerau');
    // The form holds it too: a re-render of the form (another field changing) does not lose it.
    await page.locator('#quote-destination').fill('Bristol Airport');
    await page.locator('#quote-destination').press('Escape');
    expect(await pickup(page).inputValue()).toBe('14 Heol y Nant, Caerau');
    await page.context().close();
  });

  test('keeps every field typed before hydration and prices the journey once it runs', async () => {
    const { page, release } = await quotePageNotYetHydrated();
    const typed = {
      '#quote-pickupLocation': 'Cardiff Central',
      '#quote-destination': 'Heathrow T5',
      '#quote-pickupDate': '2027-12-27',
      '#quote-pickupTime': '04:30',
      '#quote-returnDate': '2027-12-28',
      '#quote-returnTime': '23:30',
      '#quote-firstName': 'Elin',
      '#quote-lastName': 'Morgan',
      '#quote-email': 'elin@example.com',
      '#quote-phone': '029 2000 0000',
      '#quote-passengers': '20',
      '#quote-specialRequirements': 'Two child seats, please.',
    };
    await page.locator('#quote-serviceType').selectOption('airport-transfer');
    await page.locator('input[name=journeyDirection][value=return]').check();
    for (const [field, value] of Object.entries(typed)) await page.locator(field).fill(value);
    release();
    await hydrated(page);
    for (const [field, value] of Object.entries(typed)) {
      expect(await page.locator(field).inputValue()).toBe(value);
    }
    expect(await page.locator('#quote-serviceType').inputValue()).toBe('airport-transfer');
    expect(await page.locator('input[name=journeyDirection][value=return]').isChecked()).toBe(true);
    // The form holds them, not only the page: the instant price is worked out from all of them.
    await page
      .locator('[data-testid=estimate-panel]')
      .getByText(/^2 vehicles: /)
      .waitFor();
    await page.context().close();
  });

  test('offers the native suggestions list with JavaScript off', async () => {
    const page = await (await phoneContext(false)).newPage();
    await page.goto(`${server.url}/quote`);
    expect(await pickup(page).getAttribute('list')).toBe('bus4u-place-suggestions');
    expect(await pickup(page).getAttribute('role')).toBeNull();
    const names = await page
      .locator('#bus4u-place-suggestions option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(names).toContain('Caerau, Cardiff');
  });
});
