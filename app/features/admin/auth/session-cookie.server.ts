/**
 * The admin session cookie: `<session id>.<HMAC-SHA256 of it>`, HttpOnly, SameSite=Lax, Path=/.
 * On an https SITE_URL it is `__Host-` prefixed and Secure, so no subdomain or plain-http page
 * can set or read it. The signature lets a forged or truncated cookie be refused without a query.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SESSION_ABSOLUTE_MS } from './auth-constants.ts';

const COOKIE_BASE_NAME = 'bus4u_admin';

export interface CookieSettings {
  secret: string;
  secure: boolean;
}

export function cookieSettings(env: { SESSION_SECRET?: string; SITE_URL: string }): CookieSettings {
  // server/index.ts always fills SESSION_SECRET in (from the environment or DATA_DIR).
  if (!env.SESSION_SECRET) throw new Error('SESSION_SECRET is not configured');
  return { secret: env.SESSION_SECRET, secure: env.SITE_URL.startsWith('https://') };
}

export function cookieName(settings: CookieSettings): string {
  return settings.secure ? `__Host-${COOKIE_BASE_NAME}` : COOKIE_BASE_NAME;
}

function sign(value: string, secret: string): string {
  return createHmac('sha256', secret).update(`admin-session:${value}`).digest('base64url');
}

export function serializeSessionCookie(sessionId: string, settings: CookieSettings): string {
  return [
    `${cookieName(settings)}=${sessionId}.${sign(sessionId, settings.secret)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.floor(SESSION_ABSOLUTE_MS / 1000)}`,
    ...(settings.secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearSessionCookie(settings: CookieSettings): string {
  return [
    `${cookieName(settings)}=`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    'Max-Age=0',
    ...(settings.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The session id from a Cookie header, when its signature holds; otherwise null. */
export function readSessionCookie(cookieHeader: string | null, settings: CookieSettings) {
  if (!cookieHeader) return null;
  const name = cookieName(settings);
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    const [id, signature] = rest.join('=').split('.');
    if (!id || !signature) return null;
    const expected = Buffer.from(sign(id, settings.secret));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }
  return null;
}
