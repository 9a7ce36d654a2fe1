/**
 * Admin helpers for integration tests: React Router's context as the server builds it (so route
 * loaders and actions can be called directly), an account, and a signed-in session cookie.
 */
import { RouterContextProvider } from 'react-router';
import { upsertAdminAccount } from '#app/features/admin/auth/accounts.server.ts';
import {
  cookieSettings,
  serializeSessionCookie,
} from '#app/features/admin/auth/session-cookie.server.ts';
import { createSession } from '#app/features/admin/auth/sessions.server.ts';
import { serverContext, type AdminOutbox } from '#app/lib/server-context.server.ts';
import type { FeatureMount } from '#app/lib/feature-mount.server.ts';
import { paymentServicesFor, paymentsContext } from '#server/payment-services.server.ts';
import { asAppDb } from '#server/platform/db/app-db.server.ts';
import { parseEnv, type Env } from '#server/platform/env.server.ts';
import type { TestDatabase } from './databases.ts';

export const ADMIN_EMAIL = 'operator@bus4u.test';
export const ADMIN_PASSWORD = 'correct horse battery staple';
export const SITE = 'http://localhost:3000';

export function adminEnv(database: TestDatabase, extra: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-1234',
    SITE_URL: SITE,
    ...database.env,
    ...extra,
  });
}

export function adminContext(
  database: TestDatabase,
  env: Env,
  options: {
    clientAddress?: string;
    outbox?: AdminOutbox;
    /** The features whose jobs the request page lists (the app's `features`). */
    features?: readonly FeatureMount[];
  } = {},
) {
  const context = new RouterContextProvider();
  context.set(serverContext, {
    cspNonce: 'test',
    database: database.handle,
    env,
    clientAddress: options.clientAddress ?? '127.0.0.1',
    outbox: options.outbox,
    jobs: (options.features ?? []).flatMap((feature) =>
      (feature.jobs ?? []).map((entry) => entry.job),
    ),
  });
  // As the server does (app.server.ts): payments wired once, on the outbox.
  if (options.outbox) context.set(paymentsContext, paymentServicesFor(env, options.outbox));
  return context;
}

/** An account plus a live session; returns the Cookie header value for it. */
export async function signedInCookie(database: TestDatabase, env: Env): Promise<string> {
  const db = asAppDb(database.handle.db);
  const { id } = await upsertAdminAccount(db, ADMIN_EMAIL, ADMIN_PASSWORD);
  const sessionId = await createSession(db, id, null);
  return (await serializeSessionCookie(sessionId, cookieSettings(env))).split(';')[0]!;
}

/** A GET (or POST with a form) to an admin path, as the browser would send it. */
export function adminRequest(
  path: string,
  options: { cookie?: string; form?: Record<string, string>; origin?: string } = {},
): Request {
  const headers = new Headers();
  if (options.cookie) headers.set('Cookie', options.cookie);
  if (!options.form) return new Request(`${SITE}${path}`, { headers });
  headers.set('Origin', options.origin ?? SITE);
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(options.form),
  });
}
