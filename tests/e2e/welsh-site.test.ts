/**
 * The Welsh site: every public page has a twin under /cy that is really Welsh, says
 * so to browsers and search engines, and links back to its English twin; the language switch
 * moves between the two; no shared component's English words are left on a Welsh page.
 */
import { globSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import * as content from '#app/content/localised.ts';
import { localisePath } from '#app/lib/locale.ts';
import { PUBLIC_ROUTES } from '#app/routes-table.ts';
import { test, expect } from './harness.ts';
import { launchBrowser, newContext } from '../../scripts/lib/browser.ts';
import { canonicalOf, extractAll, metaContent, titleOf } from '../support/pages.ts';
import { hydrated } from '../support/waits.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

test.describe.configure({ mode: 'serial' });

// The build is made for the default origin (SITE_URL defaults to http://localhost:3000, docs/configuration.md).
const ORIGIN = 'http://localhost:3000';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
const english = new Map<string, string>();
const welsh = new Map<string, string>();

test.beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  context = await newContext(browser, { width: 1280 });
  for (const route of PUBLIC_ROUTES) {
    const twin = localisePath(route.path, 'cy');
    for (const [path, pages] of [
      [route.path, english],
      [twin, welsh],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(200);
      pages.set(route.path, await res.text());
    }
  }
});

test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** `<link rel="alternate" hreflang=…>` of a page, as hreflang → href. */
function alternates(html: string): Record<string, string> {
  const links = extractAll(html, /(<link[^>]*rel="alternate"[^>]*>)/g);
  return Object.fromEntries(
    links.map((link) => [
      /hreflang="([^"]+)"/i.exec(link)?.[1] ?? '',
      /href="([^"]+)"/.exec(link)?.[1] ?? '',
    ]),
  );
}

const ENGLISH_PATHS = PUBLIC_ROUTES.map((r) => r.path);

test.describe('every English page has a Welsh twin', () => {
  test('covers all 35 routes, home at /cy', () => {
    expect(welsh.size).toBe(35);
    expect(localisePath('/', 'cy')).toBe('/cy');
  });

  for (const path of ENGLISH_PATHS) {
    test(`${path}: the twin is Welsh, one h1, its own title, canonical itself`, () => {
      const twin = localisePath(path, 'cy');
      const cy = welsh.get(path)!;
      const en = english.get(path)!;
      expect(/<html[^>]*\blang="([^"]+)"/.exec(cy)?.[1]).toBe('cy');
      expect(/<html[^>]*\blang="([^"]+)"/.exec(en)?.[1]).toBe('en-GB');
      expect(extractAll(cy, /<h1[^>]*>([\s\S]*?)<\/h1>/g)).toHaveLength(1);
      expect(titleOf(cy)).toBeTruthy();
      expect(titleOf(cy)).not.toBe(titleOf(en));
      expect(metaContent(cy, 'name', 'description')).not.toBe(
        metaContent(en, 'name', 'description'),
      );
      expect(canonicalOf(cy)).toBe(`${ORIGIN}${twin}`);
      expect(metaContent(cy, 'property', 'og:locale')).toBe('cy_GB');
      expect(metaContent(en, 'property', 'og:locale')).toBe('en_GB');
      expect(metaContent(cy, 'property', 'og:url')).toBe(`${ORIGIN}${twin}`);
    });
  }

  for (const path of ENGLISH_PATHS) {
    test(`${path}: both twins name each other with hreflang`, () => {
      const expected = {
        en: `${ORIGIN}${path}`,
        cy: `${ORIGIN}${localisePath(path, 'cy')}`,
        'x-default': `${ORIGIN}${path}`,
      };
      expect(alternates(english.get(path)!)).toEqual(expected);
      expect(alternates(welsh.get(path)!)).toEqual(expected);
    });
  }

  test('gives the address in the top bar and footer the Welsh city name on Welsh pages only', () => {
    const home = (html: string) => html.split('The Maltings, East Tyndall Street, ').slice(1);
    // Top bar and footer, each with the city in the page's language.
    expect(home(welsh.get('/')!).map((s) => s.slice(0, 8))).toEqual(['Caerdydd', 'Caerdydd']);
    expect(home(english.get('/')!).map((s) => s.slice(0, 7))).toEqual(['Cardiff', 'Cardiff']);
  });

  test('gives every Welsh page its own title', () => {
    const titles = [...welsh.values()].map(titleOf);
    expect(new Set(titles).size).toBe(welsh.size);
  });

  test('says which language the structured data is in', () => {
    const blocks = (html: string) =>
      extractAll(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).join('\n');
    expect(blocks(welsh.get('/blog/minibus-hiring-guide')!)).toContain('"inLanguage":"cy"');
    expect(blocks(welsh.get('/about')!)).toContain('"inLanguage":"cy"');
    expect(blocks(english.get('/about')!)).toContain('"inLanguage":"en-GB"');
  });

  test('keeps the internal links of Welsh pages in Welsh', () => {
    for (const [path, html] of welsh) {
      const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
      const hrefs = extractAll(main, /href="(\/[^"#?]*)/g).filter(
        (href) => !href.startsWith('/cy') && !href.startsWith('/img/') && href !== '/favicon.svg',
      );
      expect(hrefs, path).toEqual([]);
    }
  });

  test('sends an unknown Welsh path to the Welsh booking page, and old Welsh paths on', async () => {
    const unknown = await fetch(`${server.url}/cy/no-such-page`, { redirect: 'manual' });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/cy/book-online');
    const legacy = await fetch(`${server.url}/cy/contact`, { redirect: 'manual' });
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('location')).toBe('/cy/contact-us');
  });
});

test.describe('sitemap', () => {
  test('lists both languages, each with its alternates', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const locs = extractAll(sitemap, /<loc>([^<]+)<\/loc>/g);
    const listed = PUBLIC_ROUTES.filter((r) => r.inSitemap !== false);
    expect(locs).toHaveLength(listed.length * 2);
    for (const route of listed) {
      expect(locs).toContain(`${ORIGIN}${route.path}`);
      expect(locs).toContain(`${ORIGIN}${localisePath(route.path, 'cy')}`);
    }
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="cy" href="${ORIGIN}/cy/what-we-offer/weddings"/>`,
    );
    expect(locs.some((l) => l.endsWith('/thanks'))).toBe(false);
  });
});

test.describe('language switch', () => {
  test('is a plain link in the header and footer, marked with lang and hreflang', () => {
    for (const [html, target, name, lang] of [
      [english.get('/fleet')!, '/cy/fleet', 'Cymraeg', 'cy'],
      [welsh.get('/fleet')!, '/fleet', 'English', 'en-GB'],
    ] as const) {
      const switches = extractAll(html, /(<a[^>]*data-language-switch[^>]*>[\s\S]*?<\/a>)/g);
      expect(switches.length).toBeGreaterThanOrEqual(2);
      for (const link of switches) {
        expect(link).toContain(`href="${target}"`);
        expect(link).toContain(`lang="${lang}"`);
        expect(link).toMatch(/hreflang="(cy|en)"/i);
        expect(link).toContain(name);
      }
    }
  });

  test('leads to the twin and back, with JavaScript off as well as on', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const ctx = await newContext(browser, { width: 1280, javaScriptEnabled });
      const page = await ctx.newPage();
      await page.goto(`${server.url}/what-we-offer/weddings`);
      // The header's first switch is in its top bar (the second is inside the closed phone menu).
      await page.locator('header [data-language-switch]').first().click();
      await page.waitForURL(`${server.url}/cy/what-we-offer/weddings`);
      expect(await page.getAttribute('html', 'lang')).toBe('cy');
      await page.locator('footer [data-language-switch]').click();
      await page.waitForURL(`${server.url}/what-we-offer/weddings`);
      expect(await page.getAttribute('html', 'lang')).toBe('en-GB');
      await ctx.close();
    }
  });
});

test.describe('axe-core on Welsh pages', () => {
  for (const path of [
    '/cy',
    '/cy/book-online',
    '/cy/what-we-offer/weddings',
    '/cy/what-we-offer/cardiff-to-heathrow-airport',
    '/cy/blog',
    '/cy/blog/minibus-hiring-guide',
    '/cy/privacy-policy',
    '/cy/fleet',
  ]) {
    test(`${path}`, async () => {
      const page = await context.newPage();
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      await page.close();
      const violations = result.violations.map((v) => ({
        id: v.id,
        nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      }));
      expect(violations).toEqual([]);
    });
  }
});

/** Every string of a text module's English half whose Welsh half says something else. */
function englishOnly(en: unknown, cy: unknown, into: Set<string>): void {
  if (typeof en === 'string' && typeof cy === 'string') {
    const text = en.replace(/[→←]/g, '').trim();
    if (text && en !== cy) into.add(text);
  } else if (Array.isArray(en) && Array.isArray(cy)) {
    en.forEach((item, i) => englishOnly(item, cy[i], into));
  } else if (en && cy && typeof en === 'object' && typeof cy === 'object') {
    for (const [key, value] of Object.entries(en)) {
      englishOnly(value, (cy as Record<string, unknown>)[key], into);
    }
  }
}

// Every shared component's words (each `-text.ts` module of app/), loaded before the tests are listed.
const APP = new URL('../../app/', import.meta.url).pathname;
const textModules = await Promise.all(
  globSync('**/*-text.ts', { cwd: APP }).map(
    (path) => import(join(APP, path)) as Promise<Record<string, unknown>>,
  ),
);

/** English words of every shared component (`*-text.ts`) and every typed content module. */
function sharedEnglishStrings(): string[] {
  const strings = new Set<string>();
  for (const module of textModules) {
    for (const value of Object.values(module)) {
      if (value && typeof value === 'object' && 'en' in value && 'cy' in value) {
        englishOnly(value.en, value.cy, strings);
      }
    }
  }
  for (const modules of Object.values(content)) {
    if (typeof modules === 'object' && 'en' in modules)
      englishOnly(modules.en, modules.cy, strings);
  }
  return [...strings];
}

/**
 * The words of a Welsh page a visitor or a screen reader meets: its text, hidden menus included,
 * and its labels, leaving out what is marked as English (the language switch, real reviews).
 */
async function welshPageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('script, style, [lang^="en"]').forEach((el) => el.remove());
    const labels = [...body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')].map(
      (el) =>
        ['aria-label', 'alt', 'title', 'placeholder']
          .map((a) => el.getAttribute(a) ?? '')
          .join(' '),
    );
    return `${body.textContent ?? ''}\n${labels.join('\n')}`;
  });
}

/** English calendar words: a browser without Welsh date data writes them while hydrating. */
const ENGLISH_CALENDAR =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;

/** English strings that are also everyday Welsh words ("to" is a roof: "to uchel"). */
const ALSO_WELSH = new Set(['to']);

test.describe('no English left on Welsh pages', () => {
  let phone: BrowserContext;
  test.beforeAll(async () => {
    phone = await newContext(browser, { width: 390, touch: true });
  });
  test.afterAll(async () => {
    await phone.close();
  });
  const strings = sharedEnglishStrings().filter((s) => !ALSO_WELSH.has(s));

  test('collects the English strings of the shared components', () => {
    expect(strings.length).toBeGreaterThan(150);
    expect(strings).toContain('Skip to main content');
    expect(strings).toContain('Cookie settings');
  });

  const pages = ENGLISH_PATHS.map((p) => localisePath(p, 'cy'));

  // Read on a phone once the page has hydrated: what the browser rewrote counts, not only the HTML.
  for (const path of pages) {
    test(`${path}`, async () => {
      const page = await phone.newPage();
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      await hydrated(page);
      const words = await welshPageWords(page);
      await page.close();
      expect(ENGLISH_CALENDAR.exec(words)?.[0]).toBeUndefined();
      const left = strings.filter((s) =>
        new RegExp(
          `(^|[^\\p{L}])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`,
          'u',
        ).test(words),
      );
      expect(left).toEqual([]);
    });
  }
});
