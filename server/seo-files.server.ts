/** sitemap.xml and robots.txt, generated from the route table (admin excluded and disallowed). */
import { ADMIN_PATH_PREFIX, PUBLIC_ROUTES } from '#app/routes-table.ts';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function sitemapXml(siteUrl: string, lastModified: string): string {
  const urls = PUBLIC_ROUTES.filter((r) => r.inSitemap !== false)
    .map((r) => {
      const loc = `${siteUrl}${r.path === '/' ? '/' : r.path}`;
      return [
        '  <url>',
        `    <loc>${escapeXml(loc)}</loc>`,
        `    <lastmod>${lastModified}</lastmod>`,
        `    <changefreq>${r.changefreq ?? 'monthly'}</changefreq>`,
        `    <priority>${(r.priority ?? 0.5).toFixed(1)}</priority>`,
        '  </url>',
      ].join('\n');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
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
