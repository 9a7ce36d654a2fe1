/**
 * One journey in, an estimate or the reason there is none out: match both places, measure the
 * roads, read the tariff in force and price it. Used by POST /api/estimate, the admin calculator
 * and the quote API (which re-works the estimate a visitor was shown rather than trusting it).
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Locale, Translations } from '#app/lib/locale.ts';
import { bankHolidayOn } from './bank-holidays.ts';
import {
  journeyDistances,
  type DistanceProvider,
  type JourneyDistances,
} from './distance/distance-provider.server.ts';
import { exceedsOneDriversDay, MAX_DAILY_DRIVING_HOURS } from './drivers-hours.ts';
import { estimatePrice, type Estimate } from './estimate.ts';
import { getGazetteer, type Place } from './places/gazetteer.server.ts';
import { matchPlace } from './places/match-place.server.ts';
import { currentTariff } from './tariff-store.server.ts';

type Db = PgDatabase<PgQueryResultHKT>;

export interface JourneyToPrice {
  pickupLocation: string;
  destination: string;
  pickupDate: string;
  pickupTime: string;
  journeyDirection: 'one-way' | 'return';
  returnDate?: string;
  returnTime?: string;
  passengerCount: number;
}

/** What the job takes besides its price: the roads measured and the tariff's average speed. */
export interface EstimateJob {
  distances: JourneyDistances;
  averageSpeedMph: number;
}

export type EstimateResult =
  { estimate: Estimate; job: EstimateJob } | { estimate: null; reason: string };

/** Why a journey is priced by hand, in each language (a Welsh page asks for Welsh). */
export const BY_HAND_REASONS = {
  en: {
    unknownPlace: (typed: string) =>
      `We could not find “${typed}” in our list of places, so we will price this journey by hand and reply within 24 hours.`,
    samePlace:
      'Pickup and destination look like the same place, so we will price this journey by hand and reply within 24 hours.',
    tooLongForOneDriver: `This journey is more than ${MAX_DAILY_DRIVING_HOURS} hours' driving in a day, the most one driver may do, so we will price it by hand (with a second driver or an overnight stop) and reply within 24 hours.`,
  },
  cy: {
    unknownPlace: (typed: string) =>
      `Nid oedd modd dod o hyd i “${typed}” yn ein rhestr o leoedd, felly byddwn yn prisio'r daith hon â llaw ac yn ateb o fewn 24 awr.`,
    samePlace:
      "Mae'r man casglu a'r gyrchfan yn edrych fel yr un lle, felly byddwn yn prisio'r daith hon â llaw ac yn ateb o fewn 24 awr.",
    tooLongForOneDriver: `Mae'r daith hon yn fwy na ${MAX_DAILY_DRIVING_HOURS} awr o yrru mewn diwrnod, sef y mwyaf y caiff un gyrrwr ei wneud, felly byddwn yn ei phrisio â llaw (gydag ail yrrwr neu arhosiad dros nos) ac yn ateb o fewn 24 awr.`,
  },
} satisfies Translations<{
  unknownPlace: (typed: string) => string;
  samePlace: string;
  tooLongForOneDriver: string;
}>;

export async function estimateJourney(
  db: Db,
  distance: DistanceProvider,
  journey: JourneyToPrice,
  locale: Locale = 'en',
): Promise<EstimateResult> {
  const reasons = BY_HAND_REASONS[locale];
  const pickup = matchPlace(journey.pickupLocation);
  if (!pickup) return { estimate: null, reason: reasons.unknownPlace(journey.pickupLocation) };
  const destination = matchPlace(journey.destination);
  if (!destination) return { estimate: null, reason: reasons.unknownPlace(journey.destination) };
  if (pickup.id === destination.id && pickup.kind !== 'district' && pickup.kind !== 'town') {
    return { estimate: null, reason: reasons.samePlace };
  }
  const [tariff, distances] = await Promise.all([
    currentTariff(db),
    journeyDistances(distance, { depot: depot(), pickup, destination }),
  ]);
  const estimate = estimatePrice(
    {
      pickupLabel: pickup.name,
      destinationLabel: destination.name,
      pickupDate: journey.pickupDate,
      pickupTime: journey.pickupTime,
      journeyDirection: journey.journeyDirection,
      returnDate: journey.returnDate,
      returnTime: journey.returnTime,
      passengerCount: journey.passengerCount,
    },
    tariff,
    distances,
    { bankHolidayOn },
  );
  const averageSpeedMph = tariff.tariff.averageSpeedMph;
  // Priced by hand, not with a second driver's line: drivers-hours.ts says why.
  const returnLeg =
    journey.journeyDirection === 'return' && journey.returnDate && journey.returnTime
      ? { returnDate: journey.returnDate, returnTime: journey.returnTime }
      : { returnDate: null, returnTime: null };
  if (
    exceedsOneDriversDay(
      estimate.vehicles,
      { pickupDate: journey.pickupDate, pickupTime: journey.pickupTime, ...returnLeg },
      distances,
      averageSpeedMph,
    )
  ) {
    return { estimate: null, reason: reasons.tooLongForOneDriver };
  }
  return { estimate, job: { distances, averageSpeedMph } };
}

/**
 * A journey's roads and the tariff's average speed without pricing it: what a booked job's driving
 * is counted from (app/lib/job-span.ts), the same way the estimate counts it. Null when either
 * place is not one the gazetteer knows (the job was priced by hand).
 */
export async function measureJourney(
  db: Db,
  distance: DistanceProvider,
  journey: Pick<JourneyToPrice, 'pickupLocation' | 'destination'>,
): Promise<EstimateJob | null> {
  const pickup = matchPlace(journey.pickupLocation);
  const destination = matchPlace(journey.destination);
  if (!pickup || !destination) return null;
  const [tariff, distances] = await Promise.all([
    currentTariff(db),
    journeyDistances(distance, { depot: depot(), pickup, destination }),
  ]);
  return { distances, averageSpeedMph: tariff.tariff.averageSpeedMph };
}

function depot(): Place {
  return getGazetteer().places.find((p) => p.kind === 'depot')!;
}
