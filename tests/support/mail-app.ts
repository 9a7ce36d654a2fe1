/**
 * The set-up of the tests that read what a quote sends: a test database, a real SMTP peer
 * (peers.ts) and the quote app (quote-app.ts) with its outbox workers delivering to that peer.
 * Stopped in the reverse order.
 */
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases.ts';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from './peers.ts';
import { startQuoteApp, waitFor, type QuoteApp } from './quote-app.ts';

export interface MailApp {
  database: TestDatabase;
  smtp: SmtpPeer;
  app: QuoteApp;
  stop(): Promise<void>;
}

/** `env` adds to the app's environment (SMTP_URL is the peer's). */
export async function startMailApp(
  kind: DatabaseKind,
  env: Record<string, string>,
): Promise<MailApp> {
  const database = await createTestDatabase(kind);
  const smtp = await startSmtpPeer();
  const app = await startQuoteApp(database, {
    workers: true,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, ...env },
  });
  return {
    database,
    smtp,
    app,
    async stop() {
      await app.stop();
      await smtp.close();
      await database.dispose();
    },
  };
}

/** The first e-mail to `address` whose subject starts with `subject`, once it has arrived. */
export function mailWithSubject(
  smtp: SmtpPeer,
  address: string,
  subject: string,
  what = `the e-mail "${subject}" to ${address}`,
): Promise<ReceivedMail> {
  return waitFor(
    async () =>
      smtp.received.find(
        (m) =>
          m.envelopeTo.includes(address) &&
          (m.message.headers.get('subject') ?? '').startsWith(subject),
      ),
    30_000,
    what,
  );
}
