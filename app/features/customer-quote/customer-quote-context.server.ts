/** What the customer's page needs from the server's context: the database and the outbox. */
import type { RouterContextProvider } from 'react-router';
import { serverContext } from '#app/lib/server-context.server.ts';
import { asAppDb } from '#server/platform/db/app-db.server.ts';

export function customerQuoteDeps(context: Readonly<RouterContextProvider>) {
  const server = context.get(serverContext);
  // Never prerendered; a missing context or outbox is a wiring bug, not a state of the page.
  if (!server?.outbox) throw new Response('This page needs the server.', { status: 503 });
  return { db: asAppDb(server.database.db), boss: server.outbox, siteUrl: server.env.SITE_URL };
}
