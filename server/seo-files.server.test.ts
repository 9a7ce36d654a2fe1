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

  it('disallows admin and points at the sitemap', () => {
    const robots = robotsTxt('https://bus4u.example');
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Sitemap: https://bus4u.example/sitemap.xml');
  });
});
