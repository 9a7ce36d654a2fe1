import { redirect } from 'react-router';
import { DASHBOARD_PATH, SIGN_IN_PATH } from '#app/features/admin/auth/auth-constants.ts';
import {
  getAdminSession,
  requireAdmin,
  requireSameOrigin,
} from '#app/features/admin/auth/require-admin.server.ts';
import {
  clearSessionCookie,
  cookieSettings,
} from '#app/features/admin/auth/session-cookie.server.ts';
import { revokeSession } from '#app/features/admin/auth/sessions.server.ts';
import type { Route } from './+types/sign-out';

/** Signing out is a POST (a link could be followed by a prefetcher); GET just goes back. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  throw redirect(DASHBOARD_PATH);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { deps, sessionId } = await getAdminSession(request, context);
  requireSameOrigin(request, deps.env.SITE_URL);
  // Revoked in the database: a copy of the cookie stops working too.
  if (sessionId) await revokeSession(deps.db, sessionId);
  throw redirect(SIGN_IN_PATH, {
    headers: { 'Set-Cookie': await clearSessionCookie(cookieSettings(deps.env)) },
  });
}
