/**
 * What the tariff makes of a stored request, for the operator's "Send a price" form: the total
 * worked out now by the same estimate code the site and the API use (a request sent through the
 * API carries no shown estimate), the vehicles for its passenger count, or why the tariff cannot
 * price it.
 */
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import { distanceProviderFor } from './distance/distance-provider.server.ts';
import { estimateJourney } from './estimate-service.server.ts';
import type { VehicleId } from './tariff.ts';
import { vehiclesFor } from './vehicles.ts';

export interface StoredJourney {
  pickupLocation: string;
  destination: string;
  pickupDate: string;
  pickupTime: string;
  journeyDirection: string;
  returnDate: string | null;
  returnTime: string | null;
  passengerCount: number;
}

export interface TariffPrefill {
  /** Null when the journey is priced by hand; byHandReason says why. */
  totalPence: number | null;
  vehicles: VehicleId[];
  byHandReason: string | null;
}

export async function tariffPrefill(
  db: AppDb,
  env: Pick<Env, 'DISTANCE_PROVIDER_URL' | 'DISTANCE_PROVIDER_TIMEOUT_MS'>,
  journey: StoredJourney,
): Promise<TariffPrefill> {
  const vehicles = vehiclesFor(journey.passengerCount);
  const isReturn = journey.journeyDirection === 'return';
  const result = await estimateJourney(db, distanceProviderFor(env), {
    pickupLocation: journey.pickupLocation,
    destination: journey.destination,
    pickupDate: journey.pickupDate,
    pickupTime: journey.pickupTime,
    journeyDirection: isReturn ? 'return' : 'one-way',
    ...(isReturn && journey.returnDate && journey.returnTime
      ? { returnDate: journey.returnDate, returnTime: journey.returnTime }
      : {}),
    passengerCount: journey.passengerCount,
  }).catch((error: unknown) => {
    // A routing service that is down must not take the request page with it: the operator
    // prices by hand, as they did before the form was prefilled.
    console.warn('price form: the tariff could not price this request', error);
    return null;
  });
  if (!result) return { totalPence: null, vehicles, byHandReason: null };
  return result.estimate
    ? { totalPence: result.estimate.total, vehicles: result.estimate.vehicles, byHandReason: null }
    : { totalPence: null, vehicles, byHandReason: result.reason };
}
