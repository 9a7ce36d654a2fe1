/**
 * The set-up of the payment tests that follow a booking's money past the deposit: a mail app
 * (real SMTP peer, outbox workers) with online payment on against the Stripe stand-in, and the
 * customer's steps through their page's own loader and action: priced at £420, accepted, paid.
 */
import { expect } from 'vitest';
import { issueQuoteToken } from '#app/features/customer-quote/quote-token.server.ts';
import { sendPrice } from '#app/features/customer-quote/send-price.server.ts';
import { STRIPE_WEBHOOK_PATH } from '#app/features/payments/payments-api.server.ts';
import { loader } from '#app/routes/your-quote.tsx';
import { customerPageContext, postCustomerPage } from './customer-page.ts';
import type { DatabaseKind } from './databases.ts';
import { londonDate } from './dates.ts';
import { startMailApp, type MailApp } from './mail-app.ts';
import { priceForm } from './price-loop.ts';
import { postQuote, quoteBody } from './quote-app.ts';
import { startStripeStandIn, stripeEnvFor, type StripeStandIn } from './stripe-stand-in.ts';

type LoaderArgs = Parameters<typeof loader>[0];
export type CustomerPage = Awaited<ReturnType<typeof loader>>;

export const PAYMENT_SITE = 'https://www.bus4u.test';
export const OPERATOR_INBOX = 'operator@bus4u.test';

export interface PaymentFlow {
  mailing: MailApp;
  standIn: StripeStandIn;
  /** A request priced at £420, `daysAhead` days out, and its customer's link. */
  priced(email: string, daysAhead?: number, extra?: Record<string, unknown>): Promise<Priced>;
  accept(token: string): Promise<string>;
  post(token: string, form: Record<string, string>): Promise<string>;
  load(token: string, query?: string): Promise<CustomerPage>;
  /** The customer confirms the cancel form as their page shows it, with the refund it showed. */
  cancelAsShown(token: string): Promise<string>;
  /** The same as `cancelAsShown`. */
  cancel(token: string): Promise<string>;
  /** Accepted, and the first payment asked made at Stripe's stand-in; the session's id. */
  acceptedAndPaid(token: string): Promise<string>;
  bookingOf(id: string): Promise<{ status: string; hold_until: Date | null } | undefined>;
  /** Payments less refunds in the ledger, in pence. */
  heldOf(id: string): Promise<number>;
  stop(): Promise<void>;
}

export interface Priced {
  id: string;
  token: string;
}

export const sessionIdOf = (url: string) => /\/pay\/(cs_test_[0-9a-f]+)$/.exec(url)?.[1];

/**
 * The customer confirms the cancel form as their page shows it, with the refund it showed: for the
 * payment flow and for any test with a customer page of its own (its `load` and `post`).
 */
export async function cancelAsShown(
  page: Pick<PaymentFlow, 'load' | 'post'>,
  token: string,
): Promise<string> {
  const shown = (await page.load(token)).payment?.panel?.cancel?.refundPence;
  return page.post(token, { intent: 'cancel', confirm: 'yes', refundPence: String(shown ?? '') });
}

export async function startPaymentFlow(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<PaymentFlow> {
  const standIn = await startStripeStandIn();
  const mailing = await startMailApp(kind, {
    SITE_URL: PAYMENT_SITE,
    QUOTE_NOTIFY_EMAIL: OPERATOR_INBOX,
    ...stripeEnvFor(standIn),
    ...env,
  });
  standIn.setWebhookUrl(`${mailing.app.url}${STRIPE_WEBHOOK_PATH}`);
  const { app, database } = mailing;
  const post = (token: string, form: Record<string, string>) =>
    postCustomerPage(database, app, PAYMENT_SITE, token, form);
  const accept = (token: string) => post(token, { intent: 'accept', revision: '1', terms: 'on' });
  const load = async (token: string, query = '') =>
    (await loader({
      request: new Request(`${PAYMENT_SITE}/your-quote/${token}${query}`),
      params: { token },
      context: customerPageContext(database, app),
    } as unknown as LoaderArgs)) as CustomerPage;
  return {
    mailing,
    standIn,
    async priced(email, daysAhead = 30, extra = {}) {
      const response = await postQuote(
        app.url,
        quoteBody({ email, journeyType: 'airport-transfer', ...extra }, daysAhead),
      );
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const token = await issueQuoteToken(app.db, id);
      const sent = await sendPrice(
        { db: app.db, boss: app.boss },
        {
          quoteId: id,
          by: OPERATOR_INBOX,
          form: priceForm({ total: '420.00', validUntil: londonDate(Math.min(14, daysAhead - 1)) }),
        },
      );
      expect(sent.ok).toBe(true);
      return { id, token };
    },
    accept,
    post,
    load,
    cancel: (token) => cancelAsShown({ load, post }, token),
    cancelAsShown: (token) => cancelAsShown({ load, post }, token),
    async acceptedAndPaid(token) {
      const sessionId = sessionIdOf(await accept(token));
      expect(sessionId).toBeDefined();
      expect((await standIn.pay(sessionId!)).status).toBe(200);
      return sessionId!;
    },
    async bookingOf(id) {
      return (
        await database.query<{ status: string; hold_until: Date | null }>(
          'select status, hold_until from bookings where quote_id = $1',
          [id],
        )
      )[0];
    },
    async heldOf(id) {
      const [row] = await database.query<{ held: string }>(
        `select coalesce(sum(case when kind = 'payment' then amount_pence else -amount_pence end), 0) as held
         from payments where quote_id = $1`,
        [id],
      );
      return Number(row!.held);
    },
    async stop() {
      await mailing.stop();
      await standIn.close();
    },
  };
}
