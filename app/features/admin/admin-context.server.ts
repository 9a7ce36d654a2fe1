/** What admin loaders and actions need from React Router's context, typed and checked once. */
import { type RouterContextProvider } from 'react-router';
import type { JobDefinition } from '#app/lib/jobs/define-job.server.ts';
import { serverContext, type AdminOutbox } from '#app/lib/server-context.server.ts';
import { asAppDb, type AppDb } from '#server/platform/db/app-db.server.ts';
import type { Env } from '#server/platform/env.server.ts';

export interface AdminDeps {
  db: AppDb;
  env: Env;
  clientAddress: string;
  outbox: AdminOutbox | undefined;
  /** Every feature's job: what the request page lists the deliveries of. */
  jobs: readonly JobDefinition[];
}

export function adminDeps(context: Readonly<RouterContextProvider>): AdminDeps {
  const server = context.get(serverContext);
  // Admin routes are never prerendered, so a missing context is a wiring bug, not a state.
  if (!server) throw new Response('The admin area needs the server.', { status: 503 });
  return {
    db: asAppDb(server.database.db),
    env: server.env,
    clientAddress: server.clientAddress ?? 'unknown',
    outbox: server.outbox,
    jobs: server.jobs ?? [],
  };
}
