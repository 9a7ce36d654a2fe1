/**
 * The admin session cookie, HttpOnly, SameSite=Lax, Path=/, signed with React Router's
 * `createCookie`: the first of the session secrets signs, and every one of them is accepted, so a
 * secret can be rotated (new one first, old one kept for a session's lifetime) without signing
 * anyone out. On an https SITE_URL it is `__Host-` prefixed and Secure, so no subdomain or
 * plain-http page can set or read it. The signature lets a forged or truncated cookie be refused
 * without a query.
 */
import { createCookie, type Cookie } from 'react-router';
import { SESSION_ABSOLUTE_MS } from './auth-constants.ts';

const COOKIE_BASE_NAME = 'bus4u_admin';

export interface CookieSettings {
  /** The first signs new cookies; all of them verify. */
  secrets: string[];
  secure: boolean;
}

export function cookieSettings(env: {
  SESSION_SECRET?: string;
  SESSION_SECRETS?: string[];
  SITE_URL: string;
}): CookieSettings {
  // server/run-server.server.ts always fills SESSION_SECRET in (from the environment or DATA_DIR).
  const secrets = env.SESSION_SECRETS ?? (env.SESSION_SECRET ? [env.SESSION_SECRET] : []);
  if (secrets.length === 0) throw new Error('SESSION_SECRET is not configured');
  return { secrets, secure: env.SITE_URL.startsWith('https://') };
}

export function cookieName(settings: Pick<CookieSettings, 'secure'>): string {
  return settings.secure ? `__Host-${COOKIE_BASE_NAME}` : COOKIE_BASE_NAME;
}

function sessionCookie(settings: CookieSettings): Cookie {
  return createCookie(cookieName(settings), {
    secrets: settings.secrets,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function serializeSessionCookie(sessionId: string, settings: CookieSettings) {
  return sessionCookie(settings).serialize(sessionId);
}

export function clearSessionCookie(settings: CookieSettings): Promise<string> {
  return sessionCookie(settings).serialize('', { maxAge: 0 });
}

/** The session id from a Cookie header, when its signature holds; otherwise null. */
export async function readSessionCookie(
  cookieHeader: string | null,
  settings: CookieSettings,
): Promise<string | null> {
  const value: unknown = await sessionCookie(settings).parse(cookieHeader);
  return typeof value === 'string' && value !== '' ? value : null;
}
