/**
 * The gate in front of every admin loader and action. Pages without a session get a 302 to the
 * sign-in page that remembers where they were going; data routes (CSV, JSON) get a 401.
 */
import { redirect, type RouterContextProvider } from 'react-router';
import { clientIpHash } from '#server/platform/client-ip-hash.server.ts';
import { adminDeps, type AdminDeps } from '../admin-context.server.ts';
import { SIGN_IN_PATH } from './auth-constants.ts';
import { CROSS_ORIGIN_REFUSAL, isSameOrigin } from './same-origin.ts';
import { cookieSettings, readSessionCookie } from './session-cookie.server.ts';
import { findSession, type AdminSession } from './sessions.server.ts';

type Context = Readonly<RouterContextProvider>;

export interface AdminRequest extends AdminDeps {
  session: AdminSession;
}

/** The signed-in admin, or null; for the sign-in page and the layout. */
export async function getAdminSession(request: Request, context: Context) {
  const deps = adminDeps(context);
  const sessionId = await readSessionCookie(
    request.headers.get('cookie'),
    cookieSettings(deps.env),
  );
  const session = sessionId ? await findSession(deps.db, sessionId) : null;
  return { deps, session, sessionId };
}

export async function requireAdmin(
  request: Request,
  context: Context,
  kind: 'page' | 'data' = 'page',
): Promise<AdminRequest> {
  const { deps, session } = await getAdminSession(request, context);
  if (session) return { ...deps, session };
  if (kind === 'data') {
    throw new Response('Sign in to the admin area first.', {
      status: 401,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, '') + url.search;
  throw redirect(`${SIGN_IN_PATH}?redirectTo=${encodeURIComponent(path)}`, 302);
}

/** For actions: the request must come from our own pages (403 otherwise) and have a session. */
export async function requireAdminAction(request: Request, context: Context) {
  requireSameOrigin(request, adminDeps(context).env.SITE_URL);
  return requireAdmin(request, context);
}

export function requireSameOrigin(request: Request, siteUrl: string): void {
  const facts = {
    origin: request.headers.get('origin'),
    secFetchSite: request.headers.get('sec-fetch-site'),
    requestOrigin: new URL(request.url).origin,
  };
  if (!isSameOrigin(facts, siteUrl)) throw new Response(CROSS_ORIGIN_REFUSAL, { status: 403 });
}

export function clientHashOf(deps: AdminDeps): string {
  return clientIpHash(deps.clientAddress, deps.env.SESSION_SECRET ?? '');
}

/**
 * The signed-in admin's e-mail for a request React Router never sees (an Express route of another
 * feature, handed this by server/features.server.ts), or null without a live session.
 */
export function adminEmailFromCookie(deps: Pick<AdminDeps, 'db' | 'env'>) {
  return async (cookieHeader: string | undefined): Promise<string | null> => {
    const sessionId = await readSessionCookie(cookieHeader ?? null, cookieSettings(deps.env));
    const session = sessionId ? await findSession(deps.db, sessionId) : null;
    return session?.email ?? null;
  };
}
