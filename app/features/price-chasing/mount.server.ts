/** Price chasing on the server: the outbox's reminders of an unanswered price, and its end. */
import type { FeatureMount } from '#app/lib/feature-mount.server.ts';
import { priceChaseSenders, type ChaseSenderDeps } from './chase-senders.server.ts';

export const mountPriceChasing = (deps: ChaseSenderDeps): FeatureMount => ({
  jobs: priceChaseSenders(deps),
});
