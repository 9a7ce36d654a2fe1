/**
 * The quote request on the server: POST /api/quotes and the form's POST /quote, the /quote page,
 * and the outbox's three deliveries of a new request (operator e-mail, customer e-mail, partner).
 */
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { WriteHealth } from '#server/platform/db/write-health.server.ts';
import type { EmailTransport } from '#server/platform/email/transport.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import type { FeatureMount } from '#app/lib/feature-mount.server.ts';
import { mountQuotePage, quotePage } from './quote-page-route.server.ts';
import { quoteSenders, type QuoteSenderDeps } from './quote-senders.server.ts';
import { quotesRouter, type QuotesRouterDeps } from './quotes-api.server.ts';

export function mountQuote(deps: {
  db: AppDb;
  env: QuotesRouterDeps['env'] & QuoteSenderDeps['env'] & Pick<Env, 'SITE_URL'>;
  /** Where a new request's jobs go (pg-boss; a test hands in one that fails). */
  enqueuer: Enqueuer;
  transport: EmailTransport;
  counterDb?: AppDb;
  writeHealth?: WriteHealth;
  /** The clock the operator e-mail's urgency is judged by. */
  now?: () => Date;
  partnerTimeoutMs?: number;
  /** Composed in from pricing, the customer's page and instant booking. */
  priceEstimate: QuotesRouterDeps['priceEstimate'];
  issueCustomerToken: QuotesRouterDeps['issueCustomerToken'];
  instantOffers: QuotesRouterDeps['instantOffers'];
  customerLink: QuoteSenderDeps['customerLink'];
}): FeatureMount {
  return {
    api: (app, kit) =>
      app.use(
        quotesRouter({
          db: deps.db,
          boss: deps.enqueuer,
          env: deps.env,
          counterDb: deps.counterDb,
          writeHealth: deps.writeHealth,
          priceEstimate: deps.priceEstimate,
          issueCustomerToken: deps.issueCustomerToken,
          instantOffers: deps.instantOffers,
          // A refused form POST answers with the page, the form and what was typed.
          showForm: quotePage(kit, deps.env.SITE_URL),
        }),
      ),
    pages: (app, kit) => mountQuotePage(app, quotePage(kit, deps.env.SITE_URL)),
    jobs: quoteSenders(deps),
  };
}
