/**
 * The register's fitness checks composed from the features that know each part: the drivers'
 * list (drivers), a job's roads at the tariff's speed (pricing, as the estimate counts them) and
 * the instant offers holding a driver (instant booking). Shared by the admin pages that give jobs
 * or change what makes them fit: the register, its CSV and the drivers page.
 */
import type { FitnessPorts } from '#app/features/bookings/job-fitness.server.ts';
import { listDrivers } from '#app/features/drivers/drivers.server.ts';
import {
  driverHoldsOf,
  vehicleHoldsOf,
} from '#app/features/instant-booking/driver-holds.server.ts';
import { distanceProviderFor } from '#app/features/pricing/distance/distance-provider.server.ts';
import { measureJourney } from '#app/features/pricing/estimate-service.server.ts';
import { jobSpan } from '#app/lib/job-span.ts';
import type { Env } from '#server/platform/env.server.ts';

export function fitnessPorts(
  env: Pick<Env, 'DISTANCE_PROVIDER_URL' | 'DISTANCE_PROVIDER_TIMEOUT_MS'>,
): FitnessPorts {
  return {
    drivers: listDrivers,
    async measureDriving(db, journey) {
      const measured = await measureJourney(db, distanceProviderFor(env), journey);
      return measured
        ? jobSpan(journey, measured.distances, measured.averageSpeedMph).driving
        : null;
    },
    driverHolds: driverHoldsOf,
    vehicleHolds: vehicleHoldsOf,
  };
}
