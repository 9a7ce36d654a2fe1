/**
 * Alerts to the operator on the server: the devices' subscriptions API (JSON, so it comes before
 * the admin area's form-only body reader) and the outbox's push and e-mail alerts.
 */
import type { RequestHandler } from 'express';
import type { FeatureMount } from '#app/lib/feature-mount.server.ts';
import { SUBSCRIPTIONS_PATH } from './alert-constants.ts';
import { alertSenders, type AlertSenderDeps } from './alert-senders.server.ts';
import {
  pushSubscriptionsRouter,
  type SubscriptionsRouterDeps,
} from './subscriptions-api.server.ts';

export function mountAlerts(
  deps: AlertSenderDeps & {
    /** Who is signed in, from the admin area's cookie (composed in from admin). */
    adminEmailOf: SubscriptionsRouterDeps['adminEmailOf'];
    /** The admin area's refusal of a state-changing request from another origin (composed in). */
    sameOriginOnly: RequestHandler;
  },
): FeatureMount {
  return {
    api: (app) => {
      app.use(SUBSCRIPTIONS_PATH, deps.sameOriginOnly);
      app.use(pushSubscriptionsRouter({ db: deps.db, adminEmailOf: deps.adminEmailOf }));
    },
    jobs: alertSenders(deps),
  };
}
