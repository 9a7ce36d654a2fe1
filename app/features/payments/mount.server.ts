/**
 * Online payment on the server: Stripe's webhook (only with a Stripe key, when env.server.ts has
 * insisted on its secret), and the outbox's balance e-mails, payment alerts, documents and refunds.
 */
import compression from 'compression';
import type { RequestHandler } from 'express';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { readRawForm } from '#server/platform/form-body.server.ts';
import { allowFormTargets } from '#server/platform/security-headers.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import type { EmailTransport } from '#server/platform/email/transport.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import type { FeatureMount } from '#app/lib/feature-mount.server.ts';
import { paymentSenders, type PaymentSenderDeps } from './balance-requests.server.ts';
import {
  accountInvoiceSenders,
  type AccountPageLink,
} from './account-invoices/account-invoice-emails.server.ts';
import { checkoutSenders } from './checkout.server.ts';
import { ACCOUNT_PAGE_ROUTE } from './account-invoices/account-page-token.server.ts';
import { documentSenders } from './documents/document-emails.server.ts';
import { paymentsRouter } from './payments-api.server.ts';
import { paymentReturnedSenders } from './payment-returned.server.ts';
import { refundSenders } from './refund-attempts.server.ts';
import { checkoutOriginFor, type StripeClient } from './stripe-client.server.ts';
import type { OnPaymentRecorded } from './stripe-webhook.server.ts';

/** The account page's one form (an invoice number) is a few bytes; nothing needs more. */
const ACCOUNT_PAGE_FORM_MAX_BYTES = 1024;

export function mountPayments(deps: {
  db: AppDb;
  env: Pick<
    Env,
    'SITE_URL' | 'MAIL_FROM' | 'QUOTE_NOTIFY_EMAIL' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'
  >;
  transport: EmailTransport;
  /** Null when online payment is off (no STRIPE_SECRET_KEY). */
  stripe: StripeClient | null;
  /** The outbox: credit notes and operator alerts of money moved at Stripe and of the refund job. */
  boss: Enqueuer;
  /** What a recorded payment does beyond the ledger (composed in: it joins other features). */
  onPaymentRecorded: OnPaymentRecorded;
  /** The booking of a request, from the register (composed in; this feature knows no bookings). */
  bookingOf: PaymentSenderDeps['bookingOf'];
  /** A fresh link to an account's own page, for its invoice e-mails (composed in). */
  accountPageLink?: AccountPageLink;
  /**
   * In front of the account's own page: its link is a key in the URL like the customer's page, so
   * it gets the same guard (no-store, noindex, no referrer, look-ups limited; composed in).
   */
  keyedPageGuard?: RequestHandler[];
}): FeatureMount {
  const { stripe } = deps;
  const webhookSecret = deps.env.STRIPE_WEBHOOK_SECRET;
  const guard = deps.keyedPageGuard;
  return {
    pages: guard
      ? (app, { render, csp }) =>
          app.all(
            ACCOUNT_PAGE_ROUTE,
            compression(),
            ...guard,
            // Paying an invoice (a plain form, JavaScript or not) leads to Stripe Checkout.
            ...(stripe ? [allowFormTargets(csp, [checkoutOriginFor(deps.env)])] : []),
            // Its one form names an invoice: read within a small bound, the rest unread past it.
            readRawForm(() => ACCOUNT_PAGE_FORM_MAX_BYTES),
            render,
          )
      : undefined,
    api:
      stripe && webhookSecret
        ? (app) =>
            app.use(
              paymentsRouter({
                db: deps.db,
                stripe,
                webhookSecret,
                onPaymentRecorded: deps.onPaymentRecorded,
                boss: deps.boss,
              }),
            )
        : undefined,
    jobs: [
      ...paymentSenders(deps),
      ...documentSenders(deps),
      ...refundSenders(deps),
      ...checkoutSenders(deps),
      ...paymentReturnedSenders(deps),
      ...accountInvoiceSenders(deps),
    ],
  };
}
