/**
 * The set-up every integration test file repeats, as helpers that register their own hooks (the
 * way Epic Stack's tests/setup does): call one inside a `describe` and read what it started through
 * what it returns, once the hooks have run. Start and stop stay in one place, so a file
 * cannot forget to dispose of a database or stop an app.
 */
import { afterAll, beforeAll } from 'vitest';
import type { RunningServer } from '../../scripts/lib/server.ts';
import type { DatabaseKind, TestDatabase } from './databases.ts';
import type { MailApp } from './mail-app.ts';
import type { PaymentFlow } from './payment-flow.ts';
import type { PartnerPeer, SmtpAnswer, SmtpPeer, TcpProxy, startPartnerPeer } from './peers.ts';
import type { QuoteApp, startQuoteApp } from './quote-app.ts';
import type { StripeStandIn } from './stripe-stand-in.ts';
import { startedLater } from './started-later.ts';

// What each helper starts is imported when its hook runs, not when this file is: vitest imports
// every test file afresh, and a file that wants only a database would otherwise load the whole
// app, Stripe's client and Chromium's driver first (seconds of every file's run).
const databases = () => import('./databases.ts');
const quoteApps = () => import('./quote-app.ts');
const peers = () => import('./peers.ts');
const stripeStandIns = () => import('./stripe-stand-in.ts');

/** Whatever `start` starts, for this `describe`: started before its tests, ended after them. */
function perSuite<T extends object>(
  what: string,
  start: () => Promise<T>,
  end: (value: T) => Promise<void>,
): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await start();
  });
  afterAll(async () => {
    if (value) await end(value);
  });
  return startedLater(what, () => value);
}

/** `perSuite` for what stops with `stop()`. */
const stoppedAfter = <T extends { stop(): Promise<void> }>(what: string, start: () => Promise<T>) =>
  perSuite(what, start, (value) => value.stop());

/** `perSuite` for what ends with `close()`: the peers and stand-ins. */
const closedAfter = <T extends { close(): Promise<void> }>(what: string, start: () => Promise<T>) =>
  perSuite(what, start, (value) => value.close());

/**
 * A value given now, or a function read when the beforeAll runs: the way to name what another
 * helper starts (a peer's port, a database's URL), which is not there yet when the helper is called.
 */
type Later<T extends object> = T | (() => T);

const whenStarting = <T extends object>(value: Later<T>): T =>
  typeof value === 'function' ? value() : value;

/** A database of `kind` of its own for this `describe`, dropped after it. */
export const databasePerSuite = (kind: DatabaseKind): TestDatabase =>
  perSuite(
    'The test database',
    async () => (await databases()).createTestDatabase(kind),
    (database) => database.dispose(),
  );

type QuoteAppOptions = NonNullable<Parameters<typeof startQuoteApp>[1]>;
type PartnerAnswer = Parameters<typeof startPartnerPeer>[0];

/** A database of `kind` and the quote app on it for this `describe`, both gone after it. */
export function quoteAppPerSuite(
  kind: DatabaseKind,
  options: Later<QuoteAppOptions> = {},
): { database: TestDatabase; app: QuoteApp } {
  const database = databasePerSuite(kind);
  // Registered after the database's: vitest runs afterAll hooks in reverse, so the app stops first.
  const app = stoppedAfter('The quote app', async () =>
    (await quoteApps()).startQuoteApp(database, whenStarting(options)),
  );
  return { database, app };
}

/** The quote app taking payments from the Stripe stand-in, its webhook pointed back at the app. */
export function stripeAppPerSuite(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): { database: TestDatabase; app: QuoteApp; standIn: StripeStandIn } {
  const standIn = closedAfter('The Stripe stand-in', async () =>
    (await stripeStandIns()).startStripeStandIn(),
  );
  const database = databasePerSuite(kind);
  const app = stoppedAfter('The quote app', async () => {
    const [{ startQuoteApp }, { stripeEnvFor }, { STRIPE_WEBHOOK_PATH }] = await Promise.all([
      quoteApps(),
      stripeStandIns(),
      import('#app/features/payments/payments-api.server.ts'),
    ]);
    const started = await startQuoteApp(database, { env: { ...stripeEnvFor(standIn), ...env } });
    standIn.setWebhookUrl(`${started.url}${STRIPE_WEBHOOK_PATH}`);
    return started;
  });
  return { database, app, standIn };
}

/** A database of `kind`, an SMTP peer and the quote app delivering to it, for this `describe`. */
export const mailAppPerSuite = (kind: DatabaseKind, env: Record<string, string>): MailApp =>
  stoppedAfter('The mail app', async () => (await import('./mail-app.ts')).startMailApp(kind, env));

/** The payment tests' site (payment-flow.ts) for this `describe`: `env` adds to its environment. */
export const paymentFlowPerSuite = (
  kind: DatabaseKind,
  env: Record<string, string> = {},
): PaymentFlow =>
  stoppedAfter('The payment site', async () =>
    (await import('./payment-flow.ts')).startPaymentFlow(kind, env),
  );

/** The production server (scripts/lib/server.ts) for this `describe`: `env` adds to its own. */
export const serverPerSuite = (env: Later<Record<string, string>> = {}): RunningServer =>
  stoppedAfter('The server', async () =>
    (await import('../../scripts/lib/server.ts')).startServer(whenStarting(env)),
  );

/** An SMTP server (peers.ts) for this `describe`, for tests that read what was sent. */
export const smtpPeerPerSuite = (answer?: SmtpAnswer): SmtpPeer =>
  closedAfter('The SMTP peer', async () => (await peers()).startSmtpPeer(0, answer));

/** A partner app (peers.ts) for this `describe`, for tests that read what was forwarded. */
export const partnerPeerPerSuite = (answer?: PartnerAnswer): PartnerPeer =>
  closedAfter('The partner peer', async () => (await peers()).startPartnerPeer(answer));

/** A TCP proxy to `targetPort` (peers.ts) for this `describe`, for tests that cut the line. */
export const tcpProxyPerSuite = (targetPort: number): TcpProxy =>
  closedAfter('The TCP proxy', async () => (await peers()).startTcpProxy(targetPort));
