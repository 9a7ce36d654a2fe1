/**
 * The booking loop's moves in Chromium, shared by the browser tests: the operator sending a price
 * from the request page, and the customer's link read from the e-mail the SMTP peer caught.
 */
import type { Page } from 'playwright-core';
import type { SmtpPeer } from './peers.ts';
import { waitFor } from './quote-app.ts';

/** The customer's link on the build's default origin (SITE_URL unset in the test server). */
export const DEFAULT_ORIGIN_LINK = /http:\/\/localhost:3000(\/your-quote\/[A-Za-z0-9_-]{43})/;

/** The operator, signed in on `admin`, sends a price from the request's page. */
export async function sendPriceAsOperator(
  admin: Page,
  serverUrl: string,
  quoteId: string,
  total: string,
): Promise<void> {
  await admin.goto(`${serverUrl}/admin/quotes/${quoteId}`);
  await admin.getByLabel('Total in pounds, VAT and all charges included').fill(total);
  await admin.getByLabel('Vehicle', { exact: true }).fill('16-Seat Minibus');
  await admin.getByLabel('What is included').fill('Driver, fuel, tolls and airport drop-off');
  await admin.getByRole('button', { name: 'Send a price' }).click();
  await admin.getByText('Price sent: the customer is e-mailed.').waitFor();
}

/** The path of the /your-quote link in the newest e-mail to `to` whose subject matches. */
export async function linkInMail(
  smtp: SmtpPeer,
  to: string,
  subject: RegExp,
  link: RegExp = DEFAULT_ORIGIN_LINK,
): Promise<string> {
  const mail = await waitFor(
    async () =>
      smtp.received
        .filter((m) => m.envelopeTo.includes(to))
        .reverse()
        .find((m) => subject.test(m.message.headers.get('subject') ?? '')),
    30_000,
    `an e-mail to ${to}`,
  );
  // Plain code, not a runner's expect: both the integration and the browser suites use this.
  const path = link.exec(mail.message.text)?.[1];
  if (path === undefined) throw new Error(`The e-mail to ${to} has no link matching ${link}`);
  return path;
}
