/**
 * The flight panel of /your-quote/<token>: which flight legs an airport transfer has (its places
 * read by the pricing gazetteer), what is saved for each, and `intent=flight`, which saves one
 * leg's number (flights feature) and answers 303 back to the page, or 400 with the field message.
 */
import { eq } from 'drizzle-orm';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { CUSTOMER_QUOTE_PATH_PREFIX } from '#app/features/customer-quote/customer-quote-constants.ts';
import { findQuoteIdByToken } from '#app/features/customer-quote/quote-token.server.ts';
import { FLIGHT_LEGS, type FlightLeg } from '#app/features/flights/flight-check.ts';
import { flightApiClientFor } from '#app/features/flights/flight-api.server.ts';
import { spacedDesignator } from '#app/features/flights/flight-designator.ts';
import {
  journeyFlightLegs,
  type JourneyAirport,
  type JourneyFlightLeg,
} from '#app/features/flights/journey-flight-legs.ts';
import {
  flightStatusHistory,
  savedFlightLegs,
  saveFlightNumber,
} from '#app/features/flights/save-flight.server.ts';
import type { FlightPanelError, FlightPanelLeg } from '#app/features/flights/ui/flight-panel.tsx';
import { departurePickup } from '#app/features/flights/departure-pickup.ts';
import { FLIGHT_PANEL_TEXT, minutesInWords } from '#app/features/flights/flight-panel-text.ts';
import { distanceProviderFor } from '#app/features/pricing/distance/distance-provider.server.ts';
import { measureJourney } from '#app/features/pricing/estimate-service.server.ts';
import { matchPlace } from '#app/features/pricing/places/match-place.server.ts';
import type { AirportId } from '#app/features/pricing/places/named-places.ts';
import { calendarDate } from '#app/lib/calendar-date.ts';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import { formatLondonDateTime } from '#app/lib/dates.ts';
import { londonDateAndTime } from '#app/lib/london-dates.ts';
import { localisePath, type Locale } from '#app/lib/locale.ts';
import { serverContext } from '#app/lib/server-context.server.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { Env } from '#server/platform/env.server.ts';

/** The service whose journeys meet flights. */
const AIRPORT_TRANSFER = 'airport-transfer';

/** The IATA code of each airport of our route pages, as flight data names them. */
export const AIRPORT_IATA: Record<AirportId, string> = {
  'cardiff-airport': 'CWL',
  'bristol-airport': 'BRS',
  heathrow: 'LHR',
  gatwick: 'LGW',
  'birmingham-airport': 'BHX',
  'manchester-airport': 'MAN',
};

function airportOf(text: string): JourneyAirport | null {
  const place = matchPlace(text);
  return place?.airport ? { code: AIRPORT_IATA[place.airport], name: place.name } : null;
}

/** The flight legs of a request: none unless it is an airport transfer to or from an airport. */
export async function journeyLegsOf(db: AppDb, quoteId: string): Promise<JourneyFlightLeg[]> {
  const [quote] = await db
    .select({
      journeyType: quoteRequests.journeyType,
      pickupLocation: quoteRequests.pickupLocation,
      destination: quoteRequests.destination,
      pickupDate: quoteRequests.pickupDate,
      returnDate: quoteRequests.returnDate,
      journeyDirection: quoteRequests.journeyDirection,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quoteId));
  if (!quote || quote.journeyType !== AIRPORT_TRANSFER) return [];
  return journeyFlightLegs({
    pickupAirport: airportOf(quote.pickupLocation),
    destinationAirport: airportOf(quote.destination),
    pickupDate: quote.pickupDate,
    returnDate: quote.journeyDirection === 'return' ? quote.returnDate : null,
  });
}

/** What the page shows of each flight leg, in the page's language. */
export async function flightPanelOf(
  db: AppDb,
  token: string | undefined,
  locale: Locale,
  env?: Pick<Env, 'DISTANCE_PROVIDER_URL' | 'DISTANCE_PROVIDER_TIMEOUT_MS'>,
): Promise<FlightPanelLeg[]> {
  const quoteId = await findQuoteIdByToken(db, token);
  if (!quoteId) return [];
  return flightLegsShown(
    db,
    quoteId,
    locale,
    env ? () => driveMinutesOf(db, env, quoteId) : undefined,
  );
}

/**
 * The tariff's drive between the journey's places in minutes (the estimate's road miles at the
 * tariff's average speed), or null when a place is not one the gazetteer knows.
 */
async function driveMinutesOf(
  db: AppDb,
  env: Pick<Env, 'DISTANCE_PROVIDER_URL' | 'DISTANCE_PROVIDER_TIMEOUT_MS'>,
  quoteId: string,
): Promise<number | null> {
  const [quote] = await db
    .select({
      pickupLocation: quoteRequests.pickupLocation,
      destination: quoteRequests.destination,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quoteId));
  if (!quote) return null;
  const job = await measureJourney(db, distanceProviderFor(env), quote).catch(() => null);
  return job ? (job.distances.outboundMiles / job.averageSpeedMph) * 60 : null;
}

/** A departure's suggested pickup in the page's words, or null without a schedule or a drive. */
function suggestionFor(
  departs: Date | null,
  airportCode: string,
  driveMinutes: number | null,
  locale: Locale,
): string | null {
  if (!departs || driveMinutes === null) return null;
  const suggested = departurePickup(departs, airportCode, driveMinutes);
  const leaves = londonDateAndTime(departs);
  const pickup = londonDateAndTime(suggested.pickup);
  return FLIGHT_PANEL_TEXT[locale].suggestion(
    leaves.time,
    minutesInWords(suggested.checkInMinutes, locale),
    minutesInWords(suggested.driveMinutes, locale),
    // The day before a very early flight says so.
    pickup.date === leaves.date ? pickup.time : formatLondonDateTime(suggested.pickup, locale),
  );
}

/** Each flight leg of a request with what is saved for it, as the customer page and the admin show it. */
export async function flightLegsShown(
  db: AppDb,
  quoteId: string,
  locale: Locale,
  /** The drive for a departure's suggested pickup; without it no pickup is suggested. */
  driveMinutes?: () => Promise<number | null>,
): Promise<FlightPanelLeg[]> {
  const legs = await journeyLegsOf(db, quoteId);
  if (legs.length === 0) return [];
  const [saved, history] = await Promise.all([
    savedFlightLegs(db, quoteId),
    flightStatusHistory(db, quoteId),
  ]);
  const departure = saved.find((row) => row.leg === 'outbound' && row.scheduledDeparture);
  const drive = departure && driveMinutes ? await driveMinutes() : null;
  return legs.map((leg) => {
    const row = saved.find((candidate) => candidate.leg === leg.leg);
    return {
      leg: leg.leg,
      airportName: leg.airport.name,
      day: calendarDate(leg.flightDate, locale, 'short'),
      designator: row ? spacedDesignator(row.designator) : null,
      status: row?.status ?? null,
      expected:
        row?.estimatedArrival && leg.leg === 'return'
          ? formatLondonDateTime(row.estimatedArrival, locale)
          : null,
      suggestion:
        leg.leg === 'outbound'
          ? suggestionFor(row?.scheduledDeparture ?? null, leg.airport.code, drive, locale)
          : null,
      history: history
        .filter((event) => event.leg === leg.leg)
        .map((event) => ({
          at: formatLondonDateTime(event.seenAt, locale),
          status: event.status,
        })),
    };
  });
}

function isLeg(value: unknown): value is FlightLeg {
  return FLIGHT_LEGS.some((leg) => leg === value);
}

/** `intent=flight`: 303 back to the page once saved; 400 with the field message otherwise. */
export async function flightAction(
  context: Readonly<RouterContextProvider>,
  db: AppDb,
  token: string | undefined,
  form: FormData,
  locale: Locale,
  now: Date,
) {
  const quoteId = await findQuoteIdByToken(db, token);
  if (!quoteId) throw data(null, { status: 404 });
  const env = context.get(serverContext)!.env;
  const flightError = await saveTypedFlight(env, db, quoteId, form, 'customer', locale, now);
  if (flightError) return data({ flightError }, { status: 400 });
  throw redirect(localisePath(`${CUSTOMER_QUOTE_PATH_PREFIX}${token}`, locale), 303);
}

/** Saves the posted `leg` and `flightNumber`; answers the field error, or null once saved. */
export async function saveTypedFlight(
  env: Pick<Env, 'FLIGHT_API_KEY' | 'FLIGHT_API_URL'>,
  db: AppDb,
  quoteId: string,
  form: FormData,
  enteredBy: 'customer' | 'operator',
  locale: Locale,
  now: Date,
): Promise<FlightPanelError | null> {
  const leg = form.get('leg');
  const typed = String(form.get('flightNumber') ?? '').slice(0, 40);
  const result = await saveFlightNumber(db, flightApiClientFor(env), {
    quoteId,
    leg: isLeg(leg) ? leg : 'return',
    typed,
    enteredBy,
    journeyLegs: isLeg(leg) ? await journeyLegsOf(db, quoteId) : [],
    locale,
    now,
  });
  return result.ok ? null : { leg: isLeg(leg) ? leg : 'return', message: result.message, typed };
}
