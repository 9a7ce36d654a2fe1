import { Form, data, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/sign-in';
import { DASHBOARD_PATH } from '#app/features/admin/auth/auth-constants.ts';
import {
  clientHashOf,
  getAdminSession,
  requireSameOrigin,
  safeRedirectTo,
} from '#app/features/admin/auth/require-admin.server.ts';
import {
  cookieSettings,
  serializeSessionCookie,
} from '#app/features/admin/auth/session-cookie.server.ts';
import { signIn } from '#app/features/admin/auth/sign-in.server.ts';
import {
  adminButton,
  adminCard,
  adminControl,
  adminLabel,
} from '#app/features/admin/ui/admin-styles.ts';
import { adminMeta } from '#app/features/admin/ui/admin-shell.tsx';

export const meta: Route.MetaFunction = () => adminMeta('Sign in');

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectTo(
    new URL(request.url).searchParams.get('redirectTo'),
    DASHBOARD_PATH,
  );
  const { session } = await getAdminSession(request, context);
  if (session) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { deps, sessionId } = await getAdminSession(request, context);
  requireSameOrigin(request, deps.env.SITE_URL);
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const password = String(form.get('password') ?? '');
  const redirectTo = safeRedirectTo(String(form.get('redirectTo') ?? ''), DASHBOARD_PATH);
  const result = await signIn(deps.db, {
    email,
    password,
    clientHash: clientHashOf(deps),
    previousSessionId: sessionId,
  });
  if (!result.ok) {
    const headers: HeadersInit = result.retryAfterSeconds
      ? { 'Retry-After': String(result.retryAfterSeconds) }
      : {};
    return data(
      { error: result.error, email },
      { status: result.retryAfterSeconds ? 429 : 401, headers },
    );
  }
  throw redirect(redirectTo, {
    headers: { 'Set-Cookie': serializeSessionCookie(result.sessionId, cookieSettings(deps.env)) },
  });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === 'submitting';
  return (
    <div className="mx-auto mt-8 max-w-sm">
      <div className={`${adminCard} p-6`}>
        <h1 className="text-lg font-bold text-navy-900">Sign in to the admin area</h1>
        <Form
          method="post"
          className="mt-5 space-y-4"
          aria-describedby={actionData ? 'sign-in-error' : undefined}
        >
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          {actionData ? (
            <p
              id="sign-in-error"
              role="alert"
              className="border-dragon-600 bg-dragon-50 text-dragon-800 rounded-md border-l-4 px-3 py-2 text-sm"
            >
              {actionData.error}
            </p>
          ) : null}
          <div>
            <label htmlFor="email" className={adminLabel}>
              Email
            </label>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={actionData?.email}
              className={adminControl}
            />
          </div>
          <div>
            <label htmlFor="password" className={adminLabel}>
              Password
            </label>
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className={adminControl}
            />
          </div>
          <button type="submit" className={`${adminButton} w-full py-2`} disabled={submitting}>
            {submitting ? 'Signing in…' : 'Sign in'}
          </button>
        </Form>
      </div>
    </div>
  );
}
