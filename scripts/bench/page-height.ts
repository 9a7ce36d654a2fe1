/**
 * How long the home page is on a phone: its full height at 390 × 844 px in Chromium,
 * and how far below the hero the first FAQ question sits, with every lazy section loaded.
 */
import { pathToFileURL } from 'node:url';
import { launchBrowser, newContext } from '../lib/browser.ts';

export const PHONE_WIDTH = 390;
export const PHONE_HEIGHT = 844;
export const HEIGHT_ROUTES = ['/', '/thanks', '/about', '/book-online'] as const;

export interface HeightRow {
  path: string;
  /** document height in CSS px */
  heightPx: number;
  /** screens of 844 px a visitor scrolls through */
  screens: number;
  /** from the bottom of the first section (the hero) to the first FAQ question, when there is one */
  firstFaqBelowHeroPx: number | null;
}

export async function measurePageHeights(baseUrl: string): Promise<HeightRow[]> {
  const browser = await launchBrowser();
  const rows: HeightRow[] = [];
  try {
    const context = await newContext(browser, { width: PHONE_WIDTH, height: PHONE_HEIGHT });
    // A returning visitor who has chosen: the cookie banner's padding is not part of the page.
    await context.addInitScript(() =>
      localStorage.setItem(
        'cookieConsent',
        JSON.stringify({ analytics: false, marketing: false, version: 1, decidedAt: 'bench' }),
      ),
    );
    const page = await context.newPage();
    for (const path of HEIGHT_ROUTES) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      // Scroll through once so lazy images take their reserved space as a visitor sees them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 700) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
        }
        window.scrollTo(0, 0);
      });
      const measured = await page.evaluate(() => {
        const hero = document.querySelector('main > section, main section');
        const faq = document.querySelector('#faq-title')?.closest('section');
        const question = faq?.querySelector('summary');
        const top = (el: Element) => el.getBoundingClientRect().top + window.scrollY;
        return {
          height: document.documentElement.scrollHeight,
          faq:
            hero && question
              ? Math.round(top(question) - (top(hero) + hero.getBoundingClientRect().height))
              : null,
        };
      });
      rows.push({
        path,
        heightPx: measured.height,
        screens: Math.round((measured.height / PHONE_HEIGHT) * 10) / 10,
        firstFaqBelowHeroPx: measured.faq,
      });
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return rows;
}

export function heightTable(rows: HeightRow[]): string {
  const lines = [
    `| route | height at ${PHONE_WIDTH} px | screens of ${PHONE_HEIGHT} px | first FAQ question below the hero |`,
    '| --- | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.path} | ${r.heightPx} px | ${r.screens} | ${r.firstFaqBelowHeroPx === null ? '–' : `${r.firstFaqBelowHeroPx} px`} |`,
    );
  }
  return lines.join('\n');
}

// `node scripts/bench/page-height.ts http://localhost:3118` prints the table for a running server.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(heightTable(await measurePageHeights(process.argv[2] ?? 'http://localhost:3000')));
}
