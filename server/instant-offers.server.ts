/**
 * Instant booking wired to the rest of the site: the tariff's price and roads (pricing), the fleet
 * and the register (bookings), the drivers' list (drivers), and the operator's price record and
 * e-mail (customer-quote), handed to the quote API as its `instantOffers`. A composition root: it
 * may import features.
 */
import {
  cancelledAmong,
  fleetInService,
  vehiclesBusyBetween,
} from '#app/features/bookings/vehicle-jobs.server.ts';
import { driverJobs } from '#app/features/bookings/job-fitness.server.ts';
import { listDrivers } from '#app/features/drivers/drivers.server.ts';
import { priceGivenUpAmong } from '#app/features/customer-quote/offer-price.server.ts';
import { currentIncludedText } from '#app/features/customer-quote/included-text-store.server.ts';
import { offerPrice } from '#app/features/customer-quote/offer-price.server.ts';
import {
  offerMadeFor,
  prepareInstantOffer,
  type InstantOfferPorts,
} from '#app/features/instant-booking/instant-offer.server.ts';
import type { DistanceProvider } from '#app/features/pricing/distance/distance-provider.server.ts';
import type { BookingCheck } from '#app/features/pricing/estimate-api.server.ts';
import { estimateJourney } from '#app/features/pricing/estimate-service.server.ts';
import type { InstantOffers } from '#app/features/quote/quotes-api.server.ts';
import { schedulePriceChase } from '#app/features/price-chasing/schedule-chase.server.ts';
import { INSTANT_SENDER } from '#app/lib/instant-sender.ts';
import { londonToday } from '#app/lib/london-dates.ts';
import { issueQuoteToken } from '#app/features/customer-quote/quote-token.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import type { AppDb } from './platform/db/app-db.server.ts';

interface InstantDeps {
  db: AppDb;
  boss: Enqueuer;
  distance: DistanceProvider;
  /** `VAT_NUMBER` is set: the default "what a price includes" may name VAT. */
  vatRegistered: boolean;
  now?: () => Date;
}

export function instantOffersFor(deps: InstantDeps): InstantOffers {
  const ports = instantOfferPorts(deps);
  return {
    async prepare(request, locale) {
      const prepared = await prepareInstantOffer(ports, request, deps.now?.() ?? new Date());
      if (prepared.refusal === 'off') return null;
      if (prepared.refusal) return { refusal: prepared.refusal };
      return async (tx, quote) =>
        prepared.claim(tx, { quoteId: quote.id, customerToken: quote.customerToken, locale });
    },
    replay: (locale) => (db, quoteId) =>
      offerMadeFor(db, quoteId, locale, () => issueQuoteToken(db, quoteId)),
  };
}

/**
 * The estimate's `booking` answer: the offer's own rules and price, stopping short of the claim
 * (which holds a vehicle, so happens only when the request is sent).
 */
export function instantBookingCheck(deps: InstantDeps): BookingCheck {
  const ports = instantOfferPorts(deps);
  return async (journey) => {
    const prepared = await prepareInstantOffer(ports, journey, deps.now?.() ?? new Date());
    return prepared.refusal ? { now: false, reason: prepared.refusal } : { now: true };
  };
}

function instantOfferPorts(deps: InstantDeps): InstantOfferPorts {
  return {
    db: deps.db,
    async price(request) {
      const result = await estimateJourney(deps.db, deps.distance, {
        ...request,
        returnDate: request.returnDate ?? undefined,
        returnTime: request.returnTime ?? undefined,
      });
      // One vehicle per instant job: a group needing two is priced by hand.
      if (!result.estimate || result.estimate.vehicles.length !== 1) return null;
      return {
        totalPence: result.estimate.total,
        vehicle: result.estimate.vehicle,
        distances: result.job.distances,
        averageSpeedMph: result.job.averageSpeedMph,
      };
    },
    fleet: fleetInService,
    busyVehicles: vehiclesBusyBetween,
    drivers: async (db) => (await listDrivers(db)).filter((driver) => driver.active),
    driverJobs: (db, driverId) => driverJobs(db, driverId),
    givenUp: requestsGivenUp,
    async sendPrice(tx, price) {
      // The operator's own "what a price includes", as a hand-sent price starts from; read in the
      // offer's transaction (PGlite has one connection, so a second reader would wait on it).
      const included = (await currentIncludedText(tx, deps.vatRegistered)).text[price.locale];
      await offerPrice(tx, deps.boss, {
        quoteId: price.quoteId,
        status: 'new',
        totalPence: price.totalPence,
        vehicle: price.vehicle,
        included,
        expiresAt: price.expiresAt,
        by: INSTANT_SENDER,
        customerToken: price.customerToken,
        now: price.now,
      });
      // Chased like the operator's prices: an offer's hours are shorter than either reminder's
      // window, so in practice this queues only the job that records its end for the operator.
      await schedulePriceChase(tx, deps.boss, {
        quoteId: price.quoteId,
        revision: 1,
        customerToken: price.customerToken,
        sentAt: price.now,
        validUntil: londonToday(price.expiresAt),
        expiresAt: price.expiresAt,
        pickupDate: price.pickupDate,
        pickupTime: price.pickupTime,
      });
    },
  };
}

/** Requests whose booking was cancelled or whose price was declined or withdrawn. */
async function requestsGivenUp(db: AppDb, quoteIds: string[]): Promise<string[]> {
  const [cancelled, declined] = await Promise.all([
    cancelledAmong(db, quoteIds),
    priceGivenUpAmong(db, quoteIds),
  ]);
  return [...new Set([...cancelled, ...declined])];
}
