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
