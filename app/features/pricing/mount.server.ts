/** The pricing feature on the server: the instant estimate's API (POST /api/estimate). */
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import type { FeatureMount } from '#app/lib/feature-mount.server.ts';
import type { DistanceProvider } from './distance/distance-provider.server.ts';
import { estimateRouter, type BookingCheck } from './estimate-api.server.ts';

export function mountPricing(deps: {
  db: AppDb;
  /** Where the rate limit counts (DatabaseHandle.relaxedDb on PostgreSQL). */
  counterDb?: AppDb;
  env: Pick<Env, 'RATE_LIMIT_ESTIMATES_PER_HOUR' | 'SESSION_SECRET'>;
  distance: DistanceProvider;
  /** Instant booking's answer for a journey, given as the estimate's `booking` key. */
  booking?: BookingCheck;
  /** `VAT_NUMBER` is set: the price says VAT is included. */
  vatRegistered: boolean;
}): FeatureMount {
  return {
    api: (app) =>
      app.use(
        estimateRouter({
          db: deps.db,
          counterDb: deps.counterDb,
          distance: deps.distance,
          ratePerHour: deps.env.RATE_LIMIT_ESTIMATES_PER_HOUR,
          addressKey: deps.env.SESSION_SECRET,
          booking: deps.booking,
          vatRegistered: deps.vatRegistered,
        }),
      ),
  };
}
