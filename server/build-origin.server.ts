/**
 * The prerendered pages carry the SITE_URL their build was made with (canonical links, og:url,
 * structured data), while the sitemap, robots.txt and e-mails use the running server's. When the
 * two differ, search engines are told two origins for one site: `npm start` rebuilds by itself,
 * but `npm run serve` serves whatever build is there, so it says so in one line.
 *
 * A warning, not a refusal: serving the site under a second name for a while (a staging host, a
 * port change) is legitimate, and a refusal would turn a rebuild-later into an outage.
 */
import { parseBuildFingerprint } from '../scripts/build-fingerprint.ts';

/** Same scheme, host, port and path, whatever the letter case and default port. */
function sameSiteUrl(a: string, b: string): boolean {
  try {
    const [x, y] = [new URL(a), new URL(b)];
    const path = (u: URL) => u.pathname.replace(/\/+$/, '');
    return x.origin === y.origin && path(x) === path(y);
  } catch {
    return a === b;
  }
}

/** The one-line warning for a build made for another SITE_URL, or undefined when they agree. */
export function buildOriginWarning(fingerprint: unknown, siteUrl: string): string | undefined {
  const built = parseBuildFingerprint(fingerprint);
  if (!built) {
    return `Warning: the build does not say which SITE_URL it was made for; rebuild (npm run build) so its pages name ${siteUrl}`;
  }
  if (sameSiteUrl(built.siteUrl, siteUrl)) return undefined;
  return `Warning: the build was made for SITE_URL=${built.siteUrl} but SITE_URL is ${siteUrl}: its pages' canonical links, og:url and structured data name the old origin; rebuild (npm run build) with this SITE_URL`;
}
