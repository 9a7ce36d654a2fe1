/**
 * Every feature the server runs, each by its one mount entry (app/features/<name>/mount.server.ts):
 * its HTTP handlers and its outbox jobs. A new feature is one entry here; the Express app
 * (app.server.ts) mounts every feature's API and pages from this list, and the outbox
 * (quote-pipeline.server.ts) runs every feature's jobs. A composition root: where one feature
 * needs another (a booking's payment, the review after a confirmation), it is joined here.
 *
 * The list's order is the order of the API routers and of the page routes.
 */
import { mountAdmin } from '#app/features/admin/mount.server.ts';
import { refuseCrossOriginPosts } from '#app/features/admin/auth/origin-guard.server.ts';
import { adminEmailFromCookie } from '#app/features/admin/auth/require-admin.server.ts';
import { ERASED_EMAIL } from '#app/features/admin/privacy/privacy-constants.ts';
import { mountAlerts } from '#app/features/alerts/mount.server.ts';
import { mountFlights } from '#app/features/flights/mount.server.ts';
import { mountBookings } from '#app/features/bookings/mount.server.ts';
import {
  bookingForPayment,
  bookingStatusOf,
} from '#app/features/bookings/booking-status.server.ts';
import { currentPriceOf } from '#app/features/customer-quote/current-price.server.ts';
import { customerQuoteGuard } from '#app/features/customer-quote/customer-quote-guard.server.ts';
import { mountCustomerQuote } from '#app/features/customer-quote/mount.server.ts';
import {
  customerQuoteUrl,
  issueQuoteToken,
} from '#app/features/customer-quote/quote-token.server.ts';
import { cancellationMoneyLines } from '#app/features/payments/cancellation-money-lines.server.ts';
import { confirmationPaymentLines } from '#app/features/payments/confirmation-payment-lines.server.ts';
import {
  accountPageUrl,
  issueAccountPageToken,
} from '#app/features/payments/account-invoices/account-page-token.server.ts';
import { mountPayments } from '#app/features/payments/mount.server.ts';
import { customerLocale } from '#app/lib/emails/email-text.ts';
import { checkoutOriginFor } from '#app/features/payments/stripe-client.server.ts';
import { mountPriceChasing } from '#app/features/price-chasing/mount.server.ts';
import type { DistanceProvider } from '#app/features/pricing/distance/distance-provider.server.ts';
import { mountPricing } from '#app/features/pricing/mount.server.ts';
import { quoteEstimator } from '#app/features/pricing/quote-estimate.server.ts';
import { mountQuote } from '#app/features/quote/mount.server.ts';
import { mountReviewRequest } from '#app/features/review-request/mount.server.ts';
import { withReviewRequest } from '#app/features/review-request/schedule-review.server.ts';
import type { FeatureMount } from '#app/lib/feature-mount.server.ts';
import type { Locale } from '#app/lib/locale.ts';
import { jobRegistry, type JobEntry } from '#app/lib/jobs/job-handlers.server.ts';
import type { AppDb } from './platform/db/app-db.server.ts';
import type { DatabaseHandle } from './platform/db/client.server.ts';
import type { EmailTransport } from './platform/email/transport.server.ts';
import type { Env } from './platform/env.server.ts';
import type { PgBoss } from './platform/outbox/boss.server.ts';
import type { Enqueuer } from './platform/outbox/send-in-transaction.server.ts';
import { instantBookingCheck, instantOffersFor } from './instant-offers.server.ts';
import type { PaymentServices } from './payment-services.server.ts';

/** What every feature runs on, the site's services, started once by the pipeline. */
export interface SiteRuntime {
  database: DatabaseHandle;
  db: AppDb;
  /** Where rate limits count: the database's relaxed connection on PostgreSQL. */
  counterDb?: AppDb;
  env: Env;
  boss: PgBoss;
  /** Where the quote API puts a new request's jobs (pg-boss, unless a test hands in another). */
  enqueuer: Enqueuer;
  transport: EmailTransport;
  distance: DistanceProvider;
  /** The clock the senders' time rules read (tests hand in their own). */
  now?: () => Date;
  /** The Stripe client and what a recorded payment sets off, made once for the whole site. */
  payments: PaymentServices;
  partnerTimeoutMs?: number;
}

export function siteFeatures(site: SiteRuntime): FeatureMount[] {
  const { db, env, boss, transport, now } = site;
  const mail = { db, env, transport };
  const vatRegistered = Boolean(env.VAT_NUMBER);
  const customerLink = (token: string, locale: Locale) =>
    customerQuoteUrl(env.SITE_URL, token, locale);
  const keyedPageGuard = () => customerQuoteGuard({ db, secret: env.SESSION_SECRET });
  // Online payment is on only with a Stripe key (env.server.ts then insists on the webhook secret).
  const { stripe, onPaymentRecorded } = site.payments;
  return [
    mountPricing({
      db,
      counterDb: site.counterDb,
      env,
      distance: site.distance,
      booking: instantBookingCheck({
        db,
        boss: site.enqueuer,
        distance: site.distance,
        vatRegistered,
        now,
      }),
      vatRegistered,
    }),
    mountPayments({
      ...mail,
      stripe,
      boss,
      onPaymentRecorded,
      bookingOf: bookingForPayment,
      // Every invoice e-mail links to the account's own page, a fresh key each time.
      accountPageLink: async (accountId) =>
        accountPageUrl(env.SITE_URL, await issueAccountPageToken(db, accountId)),
      keyedPageGuard: keyedPageGuard(),
    }),
    mountQuote({
      ...mail,
      enqueuer: site.enqueuer,
      counterDb: site.counterDb,
      writeHealth: site.database.writeHealth,
      now,
      partnerTimeoutMs: site.partnerTimeoutMs,
      priceEstimate: quoteEstimator(db, site.distance),
      // Every quote gets its customer's page (the customer-quote feature).
      issueCustomerToken: issueQuoteToken,
      instantOffers: instantOffersFor({
        db,
        boss: site.enqueuer,
        distance: site.distance,
        vatRegistered,
        now,
      }),
      customerLink,
    }),
    mountAlerts({
      ...mail,
      boss,
      now,
      adminEmailOf: adminEmailFromCookie({ db, env }),
      sameOriginOnly: refuseCrossOriginPosts(env.SITE_URL),
    }),
    mountAdmin({ siteUrl: env.SITE_URL }),
    mountCustomerQuote({
      ...mail,
      secret: env.SESSION_SECRET,
      checkoutOrigin: stripe ? checkoutOriginFor(env) : null,
    }),
    mountReviewRequest({
      ...mail,
      boss,
      now,
      bookingStatusOf,
      isErased: (quote) => quote.email === ERASED_EMAIL,
      keyedPageGuard: keyedPageGuard(),
    }),
    // Every confirmed booking gets its confirmation; its review request is queued beside it.
    mountBookings({
      ...mail,
      onConfirmation: (deliver) => withReviewRequest(boss, deliver),
      // With online payment on, the confirmation says what was paid and left, and the terms.
      paymentLines: stripe
        ? (quote, booking) =>
            confirmationPaymentLines(
              db,
              {
                quoteId: quote.id,
                farePence: booking.farePence,
                paymentTermsVersion: booking.paymentTermsVersion,
                pickupDate: quote.pickupDate,
              },
              customerLocale(quote),
            )
        : undefined,
      // And the cancellation says what was kept, where the rest goes and what it all cost.
      cancellationLines: stripe
        ? (quote) => cancellationMoneyLines(db, quote.id, customerLocale(quote))
        : undefined,
    }),
    mountPriceChasing({ ...mail, now, priceOf: currentPriceOf, customerLink }),
    // The customer told what their flight did to the pickup, unless the booking was cancelled.
    mountFlights({ ...mail, bookingStatusOf }),
  ];
}

/**
 * The job registry: every feature's jobs (each mount entry's `jobs`), with their handlers. A
 * feature adds a job in its own jobs.server.ts and mount entry; nothing here names one. Two
 * features claiming one queue is a wiring mistake and refused.
 */
export function jobsOf(features: readonly FeatureMount[]): readonly JobEntry[] {
  return jobRegistry(features.flatMap((feature) => feature.jobs ?? []));
}
