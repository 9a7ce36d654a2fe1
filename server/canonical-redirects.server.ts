/**
 * One URL per page: no trailing slash, lower case, and the old paths of the original site, each
 * answered with a 301 to the canonical path.
 *
 * The Location is built from the normalised path only, never from the raw request path: `//evil.example/`
 * once answered `Location: //evil.example`, which a browser reads as another site. The
 * normalised path turns backslashes into slashes (browsers treat them alike) and collapses every
 * run of slashes, so it is always one slash followed by something that is not a slash: a path on
 * this origin, whatever the request said. Percent-encoded slashes stay encoded, which a browser
 * keeps as part of a path segment.
 */
import type { NextFunction, Request, Response } from 'express';
import { localeFromPath, localisePath, stripLocale } from '#app/lib/locale.ts';
import { ADMIN_PATH_PREFIX, PERMANENT_REDIRECTS, findPublicRoute } from '#app/routes-table.ts';

/** The request path with backslashes as slashes, runs of slashes collapsed, no trailing slash. */
export function normalisePath(rawPath: string): string {
  const collapsed = `/${rawPath}`.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : '/';
}

/** True for a path that stays on this origin: one slash, then anything but a slash or backslash. */
export function isLocalPath(location: string): boolean {
  if (!/^\/(?![/\\])/.test(location) || location.includes('\\')) return false;
  // Browsers drop tabs and newlines from a URL, which could join two slashes back together.
  return ![...location].some((char) => char.charCodeAt(0) < 0x20);
}

/** An old path's new one, in the old path's language (`/cy/contact` → `/cy/contact-us`). */
function legacyTarget(path: string): string | undefined {
  const english = stripLocale(path);
  if (!Object.hasOwn(PERMANENT_REDIRECTS, english)) return undefined;
  return localisePath(PERMANENT_REDIRECTS[english]!, localeFromPath(path));
}

/** The canonical path for a request path, or undefined when the request path is canonical. */
export function canonicalPath(rawPath: string): string | undefined {
  const path = normalisePath(rawPath);
  const lower = path.toLowerCase();
  const target =
    legacyTarget(path) ??
    legacyTarget(lower) ??
    (findPublicRoute(lower) || lower.startsWith(ADMIN_PATH_PREFIX) ? lower : path);
  if (target === rawPath) return undefined;
  // Belt and braces: whatever the rules above become, a redirect never leaves the site.
  return isLocalPath(target) ? target : '/';
}

export function canonicalRedirects(req: Request, res: Response, next: NextFunction) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const target = canonicalPath(req.path);
  if (target === undefined) return next();
  const queryStart = req.originalUrl.indexOf('?');
  const query = queryStart === -1 ? '' : req.originalUrl.slice(queryStart);
  res.redirect(301, `${target}${query}`);
}
