/**
 * Where to go after signing in. The value comes from the query string
 * or a form field, so it is resolved as a URL against the site's origin and only a normalised
 * path inside the admin area is kept: `/admin/..//evil.example` resolves to `//evil.example` and
 * is refused, and a control character (tab, CR, LF) or a backslash refuses the value outright
 * rather than being silently dropped by the URL parser.
 */
import { SIGN_IN_PATH } from './auth-constants.ts';

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE = /[\u0000-\u001f\u007f\\]/;
/** Pages under it; the sign-in page itself is not a destination. */
const ADMIN_AREA = `${SIGN_IN_PATH}/`;
/** Stands in for the site's origin: only the path and query of the resolved URL are ever used. */
const BASE = 'https://admin.invalid';

export function safeRedirectTo(value: string | null | undefined, fallback: string): string {
  if (!value || UNSAFE.test(value) || !value.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || !url.pathname.startsWith(ADMIN_AREA)) return fallback;
  return `${url.pathname}${url.search}`;
}
