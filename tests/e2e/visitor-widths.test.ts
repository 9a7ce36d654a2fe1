/**
 * What a visitor sees at every width, in Chromium against the production build: the
 * quote dialog's hint never covers a control, the phone home page is compact (swipeable rows, no
 * sideways page), reviews are never invented, and the About page shows what is true.
 */
import type { Page } from 'playwright-core';
import { BUSINESS } from '#app/content/business.ts';
import { REVIEWS } from '#app/content/reviews.ts';
import { test, expect, browserForFile, serverForFile } from './harness.ts';
import { visitorContext } from '../support/visitor-browser.ts';

test.describe.configure({ mode: 'serial' });

const WIDTHS = [320, 390, 768, 820, 1024, 1280] as const;

const server = serverForFile();
const browser = browserForFile();

/** A visitor who has already made their cookie choice, so the banner is out of the way. */
async function open(
  path: string,
  width: number,
  height = 844,
  { webFonts = true } = {},
): Promise<Page> {
  const context = await visitorContext(browser, { width, height });
  // Without the web fonts, text is set in the fallback font, as on a slow phone where the fonts
  // miss their moment (font-display: optional keeps the fallback for the page's life).
  if (!webFonts) await context.route(/\.woff2?$/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  return page;
}

/**
 * How far the page reaches past the right edge of the screen, in px, leaving the English header
 * out: it is rebuilt for every width and has tests of its own. The Welsh header, whose words are
 * longer, is measured here with its page.
 */
const pageOverflow = (page: Page, { withHeader = false } = {}) =>
  page.evaluate((keepHeader) => {
    if (!keepHeader) document.querySelector('header')?.style.setProperty('display', 'none');
    return document.documentElement.scrollWidth - window.innerWidth;
  }, withHeader);

test.describe('the quote dialog', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px, no hint, pill or banner lies over a control`, async () => {
      const page = await open('/', width);
      const header = page.locator('header');
      await header
        .getByRole('button', { name: /quote/i })
        .or(header.getByRole('link', { name: /quote/i }))
        .filter({ visible: true })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Get your free quote' });
      await dialog.waitFor();
      await page.locator('#quote-pickupDate').waitFor();
      // The scroll hint shows while the form overflows; on a phone it must be there to be tested.
      if (width <= 390) await page.locator('[data-scroll-hint]').waitFor();
      const covered = await dialog.evaluate((root) => {
        const scroller = root.querySelector('[data-quote-scroll]')!;
        const area = scroller.getBoundingClientRect();
        const shown = (el: Element) => {
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          return (
            style.visibility !== 'hidden' &&
            Number(style.opacity) > 0 &&
            box.width > 2 &&
            box.height > 2
          );
        };
        // Anything laid over the flow: a hint, pill or banner is positioned to float. (Geometry,
        // not elementFromPoint: a pointer-events-none pill is invisible to hit testing yet hides
        // the field from the eye.)
        const floating = [...root.querySelectorAll('*')].filter(
          (el) =>
            ['absolute', 'fixed', 'sticky'].includes(getComputedStyle(el).position) && shown(el),
        );
        const found: string[] = [];
        for (const control of root.querySelectorAll('input, select, textarea, button')) {
          if (!shown(control) || control.closest('[aria-hidden="true"]')) continue;
          const box = control.getBoundingClientRect();
          // Only what is on screen: fields scrolled out of the form's area are not covered.
          if (scroller.contains(control) && (box.bottom <= area.top || box.top >= area.bottom))
            continue;
          for (const over of floating) {
            if (over.contains(control) || control.contains(over)) continue;
            // A control's own icon (the select's chevron) is part of the control, not over it.
            if (over.tagName === 'svg' && over.parentElement?.contains(control)) continue;
            const o = over.getBoundingClientRect();
            const w = Math.min(box.right, o.right) - Math.max(box.left, o.left);
            const h = Math.min(box.bottom, o.bottom) - Math.max(box.top, o.top);
            if (w > 1 && h > 1) {
              found.push(
                `${control.id || control.textContent?.trim()} under ${over.outerHTML.slice(0, 90)}`,
              );
            }
          }
        }
        return found;
      });
      expect(covered).toEqual([]);
      await page.context().close();
    });
  }
});

test.describe('the home page on a phone', () => {
  test('shows the fleet, reasons and client groups as swipeable rows, not stacks', async () => {
    const page = await open('/', 390);
    const rows = page.locator('[data-swipe-row]');
    expect(await rows.count()).toBeGreaterThanOrEqual(4);
    for (const name of ['Our fleet', 'Groups we carry', 'Why groups choose Bus4U']) {
      const row = page.getByRole('region', { name, exact: true });
      const style = await row.evaluate((el) => {
        const s = getComputedStyle(el);
        return {
          overflowX: s.overflowX,
          snap: s.scrollSnapType,
          more: el.scrollWidth > el.clientWidth,
        };
      });
      expect(style, name).toEqual({ overflowX: 'auto', snap: 'x mandatory', more: true });
    }
    await page.context().close();
  });

  for (const path of ['/', '/cy']) {
    test(`at 390 px, the hero lead of ${path} keeps the page padding, like the heading`, async () => {
      const page = await open(path, 390);
      const edges = await page.locator('main h1').evaluate((heading) => {
        const lead = heading.nextElementSibling!;
        const box = (el: Element) => el.getBoundingClientRect();
        return {
          screen: document.documentElement.clientWidth,
          heading: { left: box(heading).left, right: box(heading).right },
          lead: { left: box(lead).left, right: box(lead).right, tag: lead.tagName },
        };
      });
      // The page's side padding at this width is 16 px, on both sides of both.
      expect(edges.lead.tag).toBe('P');
      expect(edges.heading.left).toBe(16);
      expect(edges.lead.left).toBe(16);
      expect(edges.heading.right).toBeLessThanOrEqual(edges.screen - 16);
      expect(edges.lead.right).toBeLessThanOrEqual(edges.screen - 16);
      await page.context().close();
    });
  }

  for (const width of WIDTHS) {
    test(`at ${width} px, nothing in the page reaches past the screen`, async () => {
      for (const path of ['/', '/about', '/thanks', '/book-online', '/cy', '/cy/book-online']) {
        // The fallback font is wider; only the narrowest screens have no room to spare for it.
        for (const webFonts of width <= 390 ? [true, false] : [true]) {
          const page = await open(path, width, 844, { webFonts });
          const fonts = webFonts ? 'web fonts' : 'fallback font';
          const overflow = await pageOverflow(page, { withHeader: path.startsWith('/cy') });
          expect(overflow, `${path} at ${width}, ${fonts}`).toBeLessThanOrEqual(0);
          await page.context().close();
        }
      }
    });
  }
});

test.describe('reviews', () => {
  for (const path of ['/', '/thanks', '/book-online']) {
    test(`${path} shows no invented quote, and the rating with a link to the reviews on Google`, async () => {
      expect(REVIEWS).toEqual([]);
      for (const width of [390, 1280]) {
        const page = await open(path, width);
        const main = page.locator('main');
        expect(await main.locator('blockquote').count()).toBe(0);
        for (const invented of ['Sian M.', 'Gareth & Nia P.', 'Helen R.']) {
          expect(await main.textContent()).not.toContain(invented);
        }
        const link = main.locator('[data-google-reviews-link]');
        expect(await link.isVisible()).toBe(true);
        expect(await link.getAttribute('href')).toBe(BUSINESS.social.google);
        expect(await main.textContent()).toMatch(/Rated \d\.\d out of 5 on Google/);
        await page.context().close();
      }
    });
  }
});

test.describe('the About page', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px shows the fleet, the depot and the service area`, async () => {
      const page = await open('/about', width);
      const main = page.locator('main');
      const images = await main
        .locator('img')
        .evaluateAll((imgs) =>
          imgs.map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src),
        );
      expect(images.some((src) => src.includes('about-team'))).toBe(false);
      expect(images.some((src) => src.includes('fleet-lineup'))).toBe(true);
      const facts = page
        .getByRole('region', { name: 'Bus4U at a glance' })
        .or(main.locator('section[aria-labelledby="about-facts-title"]'));
      const text = (await facts.textContent()) ?? '';
      for (const expected of [
        BUSINESS.address.street,
        BUSINESS.address.postcode,
        '16-Seat Minibus',
        'Luxury MPV',
        'Penarth',
        'Vale of Glamorgan',
      ]) {
        expect(text).toContain(expected);
      }
      await page.context().close();
    });
  }
});
