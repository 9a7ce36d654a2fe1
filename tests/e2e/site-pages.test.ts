/**
 * Every public route of the route table, over the real production server and build: status, one
 * h1, a unique title and description, the canonical URL, Open Graph tags, the main text in the
 * HTML itself (so it is there with JavaScript off), and the redirects of the spec.
 */
import { PUBLIC_ROUTES } from '#app/routes-table.ts';
import { test, expect } from './harness.ts';
import {
  canonicalOf,
  decodeEntities,
  extractAll,
  mainText,
  metaContent,
  titleOf,
} from '../support/pages.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

test.describe.configure({ mode: 'serial' });

let server: RunningServer;
const pages = new Map<string, string>();

test.beforeAll(async () => {
  server = await startServer();
  for (const route of PUBLIC_ROUTES) {
    const res = await fetch(`${server.url}${route.path}`, { redirect: 'manual' });
    expect(res.status, route.path).toBe(200);
    pages.set(route.path, await res.text());
  }
});

test.afterAll(async () => {
  await server?.stop();
});

// The build is made for the default origin (docs/http-api.md: SITE_URL defaults to http://localhost:3000).
const ORIGIN = 'http://localhost:3000';

test.describe('every public route', () => {
  test('covers the 35 public routes of the spec route table', () => {
    expect(PUBLIC_ROUTES).toHaveLength(35);
    expect(PUBLIC_ROUTES.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/book-online',
        '/thanks',
        '/what-we-offer/cardiff-to-manchester-airport',
        '/staff-shuttle-services-cardiff',
        '/blog/caerau-ely-sponsorship',
        '/mpv-cardiff',
      ]),
    );
  });

  for (const path of PUBLIC_ROUTES.map((r) => r.path)) {
    test(`${path} has one h1, a canonical URL and OG tags`, () => {
      const html = pages.get(path)!;
      const h1s = extractAll(html, /<h1[^>]*>([\s\S]*?)<\/h1>/g);
      expect(h1s).toHaveLength(1);
      expect(canonicalOf(html)).toBe(`${ORIGIN}${path}`);
      expect(metaContent(html, 'property', 'og:title')).toBeTruthy();
      expect(metaContent(html, 'property', 'og:url')).toBe(`${ORIGIN}${path}`);
      expect(metaContent(html, 'property', 'og:image')).toMatch(/^http:\/\/localhost:3000\//);
      const description = metaContent(html, 'name', 'description') ?? '';
      expect(description.length).toBeGreaterThan(50);
      // The h1 and real copy are in the served HTML: visible with JavaScript off and to crawlers.
      const text = mainText(html);
      expect(text).toContain(decodeEntities(h1s[0]!.replace(/<[^>]+>/g, '')).slice(0, 20));
      expect(text.split(' ').length).toBeGreaterThan(80);
    });
  }

  test('gives every page its own title and description', () => {
    const titles = [...pages.values()].map(titleOf);
    const descriptions = [...pages.values()].map((h) => metaContent(h, 'name', 'description'));
    expect(new Set(titles).size).toBe(pages.size);
    expect(new Set(descriptions).size).toBe(pages.size);
  });

  test('keeps /thanks out of the sitemap but crawlable (Lighthouse SEO asks for it)', () => {
    expect(metaContent(pages.get('/thanks')!, 'name', 'robots')).toBeUndefined();
  });
});

test.describe('redirects', () => {
  const cases: [string, number, string][] = [
    ['/corporate-transport', 301, '/business-corporate'],
    ['/contact', 301, '/contact-us'],
    ['/what-we-offer/staff-shuttle', 301, '/staff-shuttle-services-cardiff'],
    ['/blog/caerau-ely-afc-sponsorship', 301, '/blog/caerau-ely-sponsorship'],
    ['/about/', 301, '/about'],
    ['/About', 301, '/about'],
    ['/no-such-page', 302, '/book-online'],
    ['/what-we-offer/no-such-service', 302, '/book-online'],
  ];
  for (const [from, status, to] of cases) {
    test(`${from} answers ${status} to ${to}`, async () => {
      const res = await fetch(`${server.url}${from}`, { redirect: 'manual' });
      expect(res.status).toBe(status);
      expect(new URL(res.headers.get('location')!, server.url).pathname).toBe(to);
    });
  }

  test('keeps the query string when it redirects', async () => {
    const res = await fetch(`${server.url}/about/?utm_source=x`, { redirect: 'manual' });
    expect(res.headers.get('location')).toMatch(/\/about\?utm_source=x$/);
  });
});

test.describe('serving', () => {
  test('answers health and readiness', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  test('sends precompressed pages with revalidation and hashed assets as immutable', async () => {
    const page = await fetch(`${server.url}/about`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(page.headers.get('content-encoding')).toBe('br');
    const html = await page.text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${server.url}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  test('answers a repeat visit with 304 Not Modified', async () => {
    const first = await fetch(`${server.url}/fleet`);
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${server.url}/fleet`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  test('generates sitemap.xml and robots.txt from the route table', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const locs = extractAll(sitemap, /<loc>([^<]+)<\/loc>/g);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/blog/bristol-airport-guide`);
    expect(locs.some((l) => l.includes('/admin'))).toBe(false);
    expect(locs.some((l) => l.endsWith('/thanks'))).toBe(false);
    // Each page in English and, under /cy, in Welsh (welsh-site.test.ts checks the alternates).
    expect(locs).toHaveLength((PUBLIC_ROUTES.length - 1) * 2);
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  test('puts a CSP with script hashes and no unsafe-inline scripts on prerendered pages', async () => {
    const res = await fetch(`${server.url}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'sha256-");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
