/**
 * The customer's own page on the server (/your-quote/<token>, its Welsh twin and its documents):
 * rendered per request behind its guard (customer-quote-guard.server.ts), and the outbox's price
 * e-mails and answer notices.
 */
import compression from 'compression';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { readRawForm } from '#server/platform/form-body.server.ts';
import { allowFormTargets } from '#server/platform/security-headers.server.ts';
import type { FeatureMount } from '#app/lib/feature-mount.server.ts';
import { CUSTOMER_ANSWER_BODY_MAX_BYTES } from './customer-quote-constants.ts';
import { CUSTOMER_QUOTE_ROUTE, customerQuoteGuard } from './customer-quote-guard.server.ts';
import { customerQuoteSenders, type SenderDeps } from './customer-quote-senders.server.ts';

export function mountCustomerQuote(
  deps: SenderDeps & {
    db: AppDb;
    secret: string | undefined;
    /**
     * Where accepting may send the browser to pay (Stripe Checkout's origin, composed in from
     * payments), or none with online payment off.
     */
    checkoutOrigin: string | null;
  },
): FeatureMount {
  return {
    pages: (app, { render, csp }) =>
      app.all(
        CUSTOMER_QUOTE_ROUTE,
        compression(),
        ...customerQuoteGuard({ db: deps.db, secret: deps.secret }),
        // Accepting (a plain form, JavaScript or not) may lead to Checkout.
        ...(deps.checkoutOrigin ? [allowFormTargets(csp, [deps.checkoutOrigin])] : []),
        // The answer forms are small: read within their own bound, the rest unread past it.
        readRawForm(() => CUSTOMER_ANSWER_BODY_MAX_BYTES),
        render,
      ),
    jobs: customerQuoteSenders(deps),
  };
}
