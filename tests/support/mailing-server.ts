/**
 * The set-up of the browser tests that follow a quote to the inbox: the production server (the
 * build) on a PostgreSQL test database of its own, its outbox delivering to a real SMTP peer
 * (peers.ts), and Chromium. Stopped in the reverse order.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../scripts/lib/browser.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';
import { createTestDatabase, type TestDatabase } from './databases.ts';
import { startSmtpPeer, type SmtpPeer } from './peers.ts';

/** Where the operator's e-mails go. */
export const OPERATOR_INBOX = 'operator@bus4u.test';

export interface MailingServer {
  server: RunningServer;
  browser: Browser;
  smtp: SmtpPeer;
  database: TestDatabase;
  stop(): Promise<void>;
}

/** `sessionSecret`: each test file its own, so no two share a session. */
export async function startMailingServer(sessionSecret: string): Promise<MailingServer> {
  const [smtp, database, browser] = await Promise.all([
    startSmtpPeer(),
    createTestDatabase('postgres'),
    launchBrowser(),
  ]);
  const server = await startServer({
    ...database.env,
    SESSION_SECRET: sessionSecret,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    QUOTE_NOTIFY_EMAIL: OPERATOR_INBOX,
  });
  return {
    server,
    browser,
    smtp,
    database,
    async stop() {
      await browser.close();
      await server.stop();
      await smtp.close();
      await database.dispose();
    },
  };
}

/** Polls `check` until it gives a value; the test's own time limit bounds the wait. */
export async function until<T>(check: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
