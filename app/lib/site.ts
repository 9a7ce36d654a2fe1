/**
 * The public origin, fixed at build time because public pages are prerendered then
 * (vite.config.ts defines it from SITE_URL; `npm start` rebuilds when it changes).
 */
declare const __SITE_URL__: string | undefined;

export const SITE_URL: string = (
  typeof __SITE_URL__ !== 'undefined' ? __SITE_URL__ : 'http://localhost:3000'
).replace(/\/+$/, '');

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path === '/' ? '/' : path}`;
}

/** The page path of a loader's request: prerendering asks for /about/ and data for /about.data. */
export function requestPath(request: Request): string {
  const path = new URL(request.url).pathname.replace(/\.data$/, '').replace(/\/+$/, '');
  return path || '/';
}
