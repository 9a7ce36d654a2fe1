import { Form, data, redirect, useNavigation } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { Field } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { readAdminForm } from '#app/features/admin/admin-form.server.ts';
import { DASHBOARD_PATH } from '#app/features/admin/auth/auth-constants.ts';
import { safeRedirectTo } from '#app/features/admin/auth/redirect-target.ts';
import {
  clientHashOf,
  getAdminSession,
  requireSameOrigin,
} from '#app/features/admin/auth/require-admin.server.ts';
import {
  cookieSettings,
  serializeSessionCookie,
} from '#app/features/admin/auth/session-cookie.server.ts';
import { queueSignInLink } from '#app/features/admin/auth/sign-in-link-mail.server.ts';
import { linkAccount, looksLikeLinkToken } from '#app/features/admin/auth/sign-in-links.server.ts';
import { signIn } from '#app/features/admin/auth/sign-in.server.ts';
import { adminMeta } from '#app/features/admin/ui/admin-shell.tsx';
import type { Route } from './+types/sign-in';

export const meta: Route.MetaFunction = () => adminMeta('Sign in');

// An action's own headers reach the response only through here: the throttle's Retry-After.
export const headers: Route.HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const merged = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) merged.set('Retry-After', retryAfter);
  return merged;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const redirectTo = safeRedirectTo(params.get('redirectTo'), DASHBOARD_PATH);
  const { deps, session } = await getAdminSession(request, context);
  if (session) throw redirect(redirectTo);
  const link = params.get('link');
  if (!looksLikeLinkToken(link)) return { redirectTo, link: null, linkLive: false };
  return { redirectTo, link, linkLive: Boolean(await linkAccount(deps.db, link)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { deps, sessionId } = await getAdminSession(request, context);
  requireSameOrigin(request, deps.env.SITE_URL);
  const form = await readAdminForm(request);
  const email = String(form.get('email') ?? '');
  const link = form.get('link');
  const redirectTo = safeRedirectTo(String(form.get('redirectTo') ?? ''), DASHBOARD_PATH);
  const outbox = deps.env.SMTP_URL ? deps.outbox : undefined;
  const result = await signIn(deps.db, {
    email,
    password: String(form.get('password') ?? ''),
    clientHash: clientHashOf(deps),
    linkToken: looksLikeLinkToken(link) ? link : null,
    previousSessionId: sessionId,
    sendSignInLink: outbox ? (accountId) => queueSignInLink(outbox, accountId) : undefined,
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
    headers: {
      'Set-Cookie': await serializeSessionCookie(result.sessionId, cookieSettings(deps.env)),
    },
  });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === 'submitting';
  return (
    <div className="mx-auto mt-8 max-w-sm">
      <div className={cardVariants({ padding: 'lg' })}>
        <h1 className="text-lg font-bold text-navy-900">Sign in to the admin area</h1>
        <Form
          method="post"
          className="mt-5 space-y-4"
          aria-describedby={actionData ? 'sign-in-error' : undefined}
        >
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          {loaderData.link ? <input type="hidden" name="link" value={loaderData.link} /> : null}
          {loaderData.link ? (
            <p className="rounded-md border-l-4 border-navy-600 bg-navy-50 px-3 py-2 text-sm text-navy-900">
              {loaderData.linkLive
                ? 'You opened the sign-in link we e-mailed you. Enter your e-mail address and password to sign in.'
                : 'That sign-in link has expired or has already been used. Sign in below; if the account is still locked, we will e-mail you a new link.'}
            </p>
          ) : null}
          {actionData ? (
            <p
              id="sign-in-error"
              role="alert"
              className="border-dragon-600 bg-dragon-50 text-dragon-800 rounded-md border-l-4 px-3 py-2 text-sm"
            >
              {actionData.error}
            </p>
          ) : null}
          <Field id="email" label="Email" size="compact">
            {(control) => (
              <Input
                {...control}
                name="email"
                type="email"
                autoComplete="username"
                required
                defaultValue={actionData?.email}
                size="compact"
              />
            )}
          </Field>
          <Field id="password" label="Password" size="compact">
            {(control) => (
              <Input
                {...control}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                size="compact"
              />
            )}
          </Field>
          <Button
            type="submit"
            variant="secondary"
            size="compact"
            className="w-full"
            disabled={submitting}
          >
            {submitting ? 'Signing in…' : 'Sign in'}
          </Button>
        </Form>
      </div>
    </div>
  );
}
