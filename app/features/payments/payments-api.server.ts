/**
 * POST /api/payments/stripe-webhook: Stripe's events, read as raw bytes within a bound (the
 * signature covers the exact body) and handed to stripe-webhook.server.ts. A bad or missing
 * signature answers 400 and changes nothing; a handled or ignored event 200; a failure to store
 * 500, so Stripe delivers it again later (it retries for three days).
 */
import express, { type Router } from 'express';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { readBounded, refuseAsJson } from '#server/platform/bounded-body.server.ts';
import { errorClass } from '#server/platform/error-class.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import type { StripeClient } from './stripe-client.server.ts';
import { handleStripeWebhook, type OnPaymentRecorded } from './stripe-webhook.server.ts';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe-webhook';
/** A Checkout Session event is a few kilobytes; Stripe's largest events stay well under this. */
export const STRIPE_WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

export interface PaymentsRouterDeps {
  db: AppDb;
  stripe: StripeClient;
  webhookSecret: string;
  /** What a recorded payment does beyond the ledger (a held booking confirmed). */
  onPaymentRecorded?: OnPaymentRecorded;
  /** The outbox, for what money moved at Stripe sends (credit notes, operator alerts). */
  boss?: Enqueuer;
}

export function paymentsRouter(deps: PaymentsRouterDeps): Router {
  const router = express.Router();
  router.post(STRIPE_WEBHOOK_PATH, (req, res) => {
    readBounded(
      req,
      res,
      {
        limit: STRIPE_WEBHOOK_BODY_LIMIT_BYTES,
        tooLarge: 'The event is larger than this endpoint reads.',
        refuse: refuseAsJson,
      },
      (body) => {
        const signature = req.headers['stripe-signature'];
        handleStripeWebhook(deps, body, typeof signature === 'string' ? signature : undefined)
          .then((outcome) => {
            if (outcome.status === 400) {
              res.status(400).json({ error: 'The Stripe-Signature does not match this body.' });
            } else {
              res.status(200).json({ received: true });
            }
          })
          .catch((error: unknown) => {
            console.error(`payments: a Stripe event was not stored: ${errorClass(error)}`);
            if (!res.headersSent) res.status(500).json({ error: 'Not stored; send it again.' });
          });
      },
    );
  });
  return router;
}
