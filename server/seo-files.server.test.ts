import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './seo-files.server.ts';

describe('sitemap and robots', () => {
  const sitemap = sitemapXml('https://bus4u.example', '2026-11-21');

  it('lists public pages with the origin, never admin or the thanks page', () => {
    expect(sitemap).toContain('<loc>https://bus4u.example/</loc>');
    expect(sitemap).toContain('<loc>https://bus4u.example/mpv-cardiff</loc>');
    expect(sitemap).not.toContain('/admin');
    expect(sitemap).not.toContain('/thanks');
    expect(sitemap).toContain('<lastmod>2026-11-21</lastmod>');
  });

  it('lists each page in both languages, each naming its twin and the English x-default', () => {
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const welsh = entries.find((e) => e.includes('<loc>https://bus4u.example/cy/fleet</loc>'))!;
    const english = entries.find((e) => e.includes('<loc>https://bus4u.example/fleet</loc>'))!;
    for (const entry of [welsh, english]) {
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="en" href="https://bus4u.example/fleet"/>',
      );
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="cy" href="https://bus4u.example/cy/fleet"/>',
      );
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://bus4u.example/fleet"/>',
      );
    }
    expect(sitemap).toContain('<loc>https://bus4u.example/cy</loc>');
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(entries.filter((e) => e.includes('<loc>https://bus4u.example/cy'))).toHaveLength(
      entries.length / 2,
    );
  });

  it('disallows admin and points at the sitemap', () => {
    const robots = robotsTxt('https://bus4u.example');
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Sitemap: https://bus4u.example/sitemap.xml');
  });
});
