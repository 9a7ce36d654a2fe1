/** sitemap.xml and robots.txt, generated from the route table (admin excluded and disallowed). */
import { LOCALES, localisePath } from '#app/lib/locale.ts';
import { HREFLANG } from '#app/lib/seo.ts';
import { ADMIN_PATH_PREFIX, PUBLIC_ROUTES } from '#app/routes-table.ts';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Every page in both languages, each naming its twin and the English x-default with
 * `xhtml:link` alternates, as Google reads language versions from a sitemap.
 */
export function sitemapXml(siteUrl: string, lastModified: string): string {
  const urlOf = (path: string) => escapeXml(`${siteUrl}${path}`);
  const urls = PUBLIC_ROUTES.filter((r) => r.inSitemap !== false)
    .flatMap((r) => {
      const alternates = [
        ...LOCALES.map(
          (l) =>
            `    <xhtml:link rel="alternate" hreflang="${HREFLANG[l]}" href="${urlOf(localisePath(r.path, l))}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${urlOf(r.path)}"/>`,
      ];
      return LOCALES.map((locale) =>
        [
          '  <url>',
          `    <loc>${urlOf(localisePath(r.path, locale))}</loc>`,
          ...alternates,
          `    <lastmod>${lastModified}</lastmod>`,
          `    <changefreq>${r.changefreq ?? 'monthly'}</changefreq>`,
          `    <priority>${(r.priority ?? 0.5).toFixed(1)}</priority>`,
          '  </url>',
        ].join('\n'),
      );
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    `Disallow: ${ADMIN_PATH_PREFIX}`,
    'Disallow: /api/',
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
