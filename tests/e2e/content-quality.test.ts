/**
 * The copy reads as finished: enough words on the pages that sell, no paragraph used twice across
 * the site, and every internal link and image on every page answers 200.
 */
import { NAV_NAMES } from '#app/content/navigation.ts';
import { PUBLIC_ROUTES } from '#app/routes-table.ts';
import { test, expect } from './harness.ts';
import { decodeEntities, extractAll } from '../support/pages.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

test.describe.configure({ mode: 'serial' });

let server: RunningServer;
const pages = new Map<string, string>();

test.beforeAll(async () => {
  server = await startServer();
  for (const r of PUBLIC_ROUTES) pages.set(r.path, await (await fetch(server.url + r.path)).text());
});
test.afterAll(async () => {
  await server?.stop();
});

/** The prose of a content page: what the Markdown body rendered into. */
function bodyText(html: string): string {
  const article = /<article[^>]*class="prose[^"]*"[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1];
  return decodeEntities((article ?? '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

function paragraphs(html: string): string[] {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return extractAll(main, /<p[^>]*>([\s\S]*?)<\/p>/g)
    .map((p) =>
      decodeEntities(p.replace(/<[^>]+>/g, ''))
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((p) => p.split(' ').length >= 12);
}

const SELLING_PAGES = PUBLIC_ROUTES.filter(
  (r) =>
    r.path.startsWith('/what-we-offer/') ||
    [
      '/staff-shuttle-services-cardiff',
      '/business-corporate',
      '/minibus-hire-cardiff',
      '/minibus-hire',
      '/mpv-cardiff',
    ].includes(r.path),
).map((r) => r.path);

test.describe('copy', () => {
  test('covers the 13 service and airport pages and the 5 business and landing pages', () => {
    expect(SELLING_PAGES).toHaveLength(18);
  });

  for (const path of SELLING_PAGES) {
    test(`${path} has at least 300 words of body text`, () => {
      const words = bodyText(pages.get(path)!).split(' ').length;
      expect(words).toBeGreaterThanOrEqual(300);
    });
  }

  test('never uses the same paragraph on two pages', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const [path, html] of pages) {
      for (const p of new Set(paragraphs(html))) {
        const other = seen.get(p);
        // Shared sections (reviews, fleet cards, footer) are one component, not copy: they are
        // outside the prose and skipped by the 12-word floor or by coming from one source.
        if (other && other !== path && bodyText(html).includes(p))
          repeats.push(`${other} & ${path}: ${p.slice(0, 80)}`);
        else seen.set(p, path);
      }
    }
    expect(repeats).toEqual([]);
  });

  test('has no placeholder text anywhere', () => {
    for (const [path, html] of pages) {
      // Whole words only: a hashed asset name (fleet-section-CQTbcNiO.js) is not a placeholder.
      expect(html, path).not.toMatch(/lorem ipsum|coming soon|\bTODO\b|\bTBC\b|\{\{/i);
    }
  });
});

test.describe('navigation names', () => {
  test('names each page one way in the header and footer of every page, as the table does', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const [path, html] of pages) {
      const chrome = extractAll(html, /<(?:header|footer)[^>]*>([\s\S]*?)<\/(?:header|footer)>/g);
      for (const part of chrome) {
        for (const [, href, inner] of part.matchAll(
          /<a[^>]+href="(\/[^"#?]*)"[^>]*>([\s\S]*?)<\/a>/g,
        )) {
          // The logo is a link home too; its name is the business's, not a menu entry.
          if (href === '/' || !(href! in NAV_NAMES)) continue;
          const text = decodeEntities(inner!.replace(/<[^>]+>/g, ''))
            .replace(/\s+/g, ' ')
            .trim();
          checked += 1;
          if (text !== NAV_NAMES[href as keyof typeof NAV_NAMES])
            wrong.push(`${path}: ${href} "${text}"`);
        }
      }
    }
    expect(checked).toBeGreaterThan(PUBLIC_ROUTES.length * 20);
    expect(wrong).toEqual([]);
  });
});

test.describe('links and images', () => {
  test('every internal link and image of every page answers 200', async () => {
    const targets = new Set<string>();
    for (const html of pages.values()) {
      for (const href of extractAll(html, /<a[^>]+href="(\/[^"#]*)/g)) targets.add(href);
      for (const src of extractAll(html, /<img[^>]+src="(\/[^"]+)"/g)) targets.add(src);
      for (const set of extractAll(html, /srcSet="([^"]+)"/gi)) {
        for (const candidate of set.split(',')) targets.add(candidate.trim().split(' ')[0]!);
      }
    }
    expect(targets.size).toBeGreaterThan(60);
    const broken: string[] = [];
    for (const target of targets) {
      const res = await fetch(server.url + decodeEntities(target), { redirect: 'manual' });
      if (res.status !== 200) broken.push(`${target} → ${res.status}`);
    }
    expect(broken).toEqual([]);
  });

  test('gives every image alt text', () => {
    for (const [path, html] of pages) {
      for (const img of extractAll(html, /(<img[^>]*>)/g)) {
        expect(img, path).toMatch(/alt="/);
      }
    }
  });
});
