/** The header, menus, call button, home link and FAQ accordion in Chromium, desktop and phone. */
import type { Page } from 'playwright-core';
import { test, expect, browserForFile, serverForFile } from './harness.ts';
import { newContext } from '../../scripts/lib/browser.ts';
import { visitorContext } from '../support/visitor-browser.ts';
import { focusLandsOn } from '../support/waits.ts';

test.describe.configure({ mode: 'serial' });

const server = serverForFile();
const browser = browserForFile();

async function openPage(width: number, path = '/'): Promise<Page> {
  const context = await visitorContext(browser, { width });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  return page;
}

test.describe('desktop (1280 px)', () => {
  test('shows the contact bar with address, phone, e-mail and the 5-star badge', async () => {
    const page = await openPage(1280);
    const header = page.locator('header').first();
    await expect(
      header.getByRole('link', { name: /The Maltings, East Tyndall Street/ }).getAttribute('href'),
    ).resolves.toMatch(/^https:\/\/www\.google\.com\/maps/);
    await expect(
      header.getByRole('link', { name: '029 2018 0123' }).getAttribute('href'),
    ).resolves.toBe('tel:+442920180123');
    expect(await header.getByRole('link', { name: /hello@bus4u\.example/ }).count()).toBe(1);
    expect(await header.getByText('5-star').isVisible()).toBe(true);
    await page.context().close();
  });

  test('keeps the header on screen while scrolling', async () => {
    const page = await openPage(1280);
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(300);
    const box = await page.locator('header').first().boundingBox();
    expect(box?.y).toBe(0);
    await page.context().close();
  });

  test('opens the Services dropdown with the seven services', async () => {
    const page = await openPage(1280);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // A native <details>: its summary opens it with or without the page's script.
    await nav.locator('summary', { hasText: 'Services' }).click();
    for (const name of [
      'Airport transfers',
      'Weddings',
      'Stag and hen parties',
      'Sporting events',
      'Filming and production',
      'Schools and nurseries',
      'Theme park transfers',
    ]) {
      expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    await nav.getByRole('link', { name: 'Weddings', exact: true }).click();
    await page.waitForURL('**/what-we-offer/weddings');
    expect(await page.locator('h1').textContent()).toBeTruthy();
    await page.context().close();
  });

  test('opens a dialog with the number when Call is pressed, instead of dialling', async () => {
    const page = await openPage(1280);
    await page.locator('header').getByRole('link', { name: 'Call', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Call Bus4U' });
    await dialog.waitFor(); // its code loads on this first click
    expect(await dialog.getByText('029 2018 0123').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  test('scrolls to the top when Home is used on the home page, and to the top on navigation', async () => {
    const page = await openPage(1280);
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Fleet' })
      .click();
    await page.waitForURL('**/fleet');
    await page.waitForFunction(() => window.scrollY === 0);
    await page.context().close();
  });

  test('scrolls smoothly to the quote section, 80 px below the top', async () => {
    const page = await openPage(1280);
    await page.getByRole('link', { name: /How our free quotes work/ }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('quote')!.getBoundingClientRect().top;
      return Math.abs(top - 80) < 2;
    });
    await page.context().close();
  });
});

test.describe('phone (390 px)', () => {
  test('hides the desktop navigation and opens the slide-out menu with a collapsible Services list', async () => {
    const page = await openPage(390);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await menu.getByRole('link', { name: 'Weddings' }).count()).toBe(0);
    await menu.locator('summary', { hasText: 'Services' }).click();
    await menu.getByRole('link', { name: 'Weddings' }).click();
    await page.waitForURL('**/what-we-offer/weddings');
    await menu.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  test('dials directly from Call on a phone', async () => {
    const page = await openPage(390);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    const call = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Call' });
    expect(await call.getAttribute('href')).toBe('tel:+442920180123');
    // The click is not intercepted: the browser follows tel: (nothing opens in the page).
    const prevented = await call.evaluate((el) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      el.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(prevented).toBe(false);
    expect(await page.getByRole('dialog', { name: 'Call Bus4U' }).count()).toBe(0);
    await page.context().close();
  });

  test('offers a WhatsApp button with a prefilled message', async () => {
    const page = await openPage(390);
    const href = await page
      .getByRole('link', { name: /Chat with us on WhatsApp/ })
      .getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/442920180123\?text=/);
    expect(decodeURIComponent(href!.split('text=')[1]!)).toContain('quote');
    await page.context().close();
  });
});

test.describe('FAQ accordion', () => {
  test('opens one answer at a time and closes it again', async () => {
    const page = await openPage(1280);
    const faq = page.locator('#faq-title').locator('xpath=ancestor::section[1]');
    const items = faq.locator('details');
    const summaries = faq.locator('summary');
    expect(await items.count()).toBe(8);
    const openStates = () =>
      items.evaluateAll((els) => els.map((e) => (e as HTMLDetailsElement).open));
    expect(await openStates()).toEqual(Array(8).fill(false));
    await summaries.nth(0).click();
    expect((await openStates())[0]).toBe(true);
    // Keyboard: the next question opens with Enter and the first closes.
    await summaries.nth(1).focus();
    await page.keyboard.press('Enter');
    expect(await openStates()).toEqual([false, true, false, false, false, false, false, false]);
    await summaries.nth(1).click();
    expect(await openStates()).toEqual(Array(8).fill(false));
    await page.context().close();
  });
});

/** The three ways a dialog closes: each must give focus back to its opener. */
const CLOSE_WAYS = ['Escape', 'close button', 'click outside'] as const;

async function close(page: Page, way: (typeof CLOSE_WAYS)[number], closeName: string) {
  if (way === 'Escape') await page.keyboard.press('Escape');
  else if (way === 'close button') await page.getByRole('button', { name: closeName }).click();
  else await page.mouse.click(8, page.viewportSize()!.height - 8);
}

const focusedIs = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

test.describe('focus goes back to the control that opened a dialog', () => {
  for (const way of CLOSE_WAYS) {
    test(`the call dialog, closed by ${way}`, async () => {
      const page = await openPage(1280);
      const call = page.getByRole('banner').getByRole('link', { name: 'Call', exact: true });
      await call.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Call Bus4U' });
      await dialog.waitFor();
      await close(page, way, 'Close');
      await dialog.waitFor({ state: 'detached' });
      expect(await focusLandsOn(call)).toBe(true);
      await page.context().close();
    });
  }

  for (const way of CLOSE_WAYS) {
    test(`the mobile menu, closed by ${way}`, async () => {
      const page = await openPage(390);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.waitFor();
      // Focus moves into the menu as it opens.
      expect(await focusedIs(page, '#site-menu *')).toBe(true);
      await close(page, way, 'Close menu');
      await menu.waitFor({ state: 'hidden' });
      expect(await focusLandsOn(page.getByRole('button', { name: 'Open menu' }))).toBe(true);
      await page.context().close();
    });
  }

  for (const way of CLOSE_WAYS) {
    test(`the mobile menu without JavaScript, closed by ${way}`, async () => {
      // What a tap does before hydration: the native popover alone must open and close the menu.
      const context = await newContext(browser, { width: 390, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(server.url);
      const opener = page.getByRole('button', { name: 'Open menu' });
      await opener.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.waitFor();
      await close(page, way, 'Close menu');
      await menu.waitFor({ state: 'hidden' });
      expect(await focusLandsOn(opener)).toBe(true);
      await context.close();
    });
  }
});
