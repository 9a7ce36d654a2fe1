/**
 * The review request on the server: the e-mail's opt-out page, and the outbox's review e-mail the
 * day after a trip.
 */
import compression from 'compression';
import type { RequestHandler } from 'express';
import { readRawForm } from '#server/platform/form-body.server.ts';
import type { FeatureMount } from '#app/lib/feature-mount.server.ts';
import { REVIEW_OPT_OUT_BODY_MAX_BYTES, REVIEW_OPT_OUT_ROUTE } from './review-request-constants.ts';
import { reviewSenders, type ReviewSenderDeps } from './review-senders.server.ts';

export function mountReviewRequest(
  deps: ReviewSenderDeps & {
    /**
     * In front of the opt-out page: its link is a key in the URL like the customer's page, so it
     * gets the same guard (composed in from customer-quote).
     */
    keyedPageGuard: RequestHandler[];
  },
): FeatureMount {
  return {
    pages: (app, { render }) =>
      app.all(
        REVIEW_OPT_OUT_ROUTE,
        compression(),
        ...deps.keyedPageGuard,
        readRawForm(() => REVIEW_OPT_OUT_BODY_MAX_BYTES),
        render,
      ),
    jobs: reviewSenders(deps),
  };
}
