/**
 * The production server with online payment on, for browser tests and the bench: a real SMTP
 * peer, our Stripe stand-in (its webhook pointed at this server), Chromium, and the operator
 * signed in at 1280 px. Stripe sends the customer back to SITE_URL, so the server's origin is its
 * own.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../../scripts/lib/browser.ts';
import { freePort, startServer, type RunningServer } from '../../scripts/lib/server.ts';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, signInThroughForm } from './admin-browser.ts';
import { startSmtpPeer, type SmtpPeer } from './peers.ts';
import { startStripeStandIn, stripeEnvFor, type StripeStandIn } from './stripe-stand-in.ts';

export interface PaymentSite {
  server: RunningServer;
  smtp: SmtpPeer;
  standIn: StripeStandIn;
  browser: Browser;
  /** The operator's page, signed in on the dashboard. */
  admin: Page;
  close(): Promise<void>;
}

/** `env` adds to the server's environment (BUILD_DIR, VAT_NUMBER, …). */
export async function startPaymentSite(env: Record<string, string> = {}): Promise<PaymentSite> {
  const [smtp, standIn, port] = await Promise.all([
    startSmtpPeer(),
    startStripeStandIn(),
    freePort(),
  ]);
  const [server, browser] = await Promise.all([
    startServer({
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      QUOTE_NOTIFY_EMAIL: 'ops@bus4u.test',
      ...stripeEnvFor(standIn),
      ...env,
    }),
    launchBrowser(),
  ]);
  standIn.setWebhookUrl(`${server.url}/api/payments/stripe-webhook`);
  const operator = await newContext(browser, { width: 1280 });
  const admin = await operator.newPage();
  await signInThroughForm(admin, server.url);
  await admin.waitForURL(`${server.url}/admin/dashboard`);
  return {
    server,
    smtp,
    standIn,
    browser,
    admin,
    async close() {
      await operator.close();
      await browser.close();
      await server.stop();
      await smtp.close();
      await standIn.close();
    },
  };
}
