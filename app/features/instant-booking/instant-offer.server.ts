/**
 * Instant offers: a request the tariff prices, that meets the operator's booking rules, with a
 * vehicle of enough seats free for the whole job and a driver free that day, gets its price at
 * once, exactly as if the operator had sent the estimate, and a hold on the vehicle.
 *
 * In two steps around the quote's transaction: `prepare` prices the journey and checks the rules
 * (the road distances may come from a slow outside service, so never inside a transaction), then
 * `claim`, inside the transaction, takes the day's lock, looks at the diary again, and inserts the
 * hold. The database has the last word: two live holds can never overlap on one vehicle (the
 * exclusion constraint of instant-booking-schema.server.ts), so of two instances racing for the
 * last vehicle one commits its hold and the other's insert fails and it tries the next vehicle.
 * The code's own look first is only there to say why a request was not offered.
 */
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { londonToday } from '#app/lib/london-dates.ts';
import { jobSpan, type JobDistances, type JobSpan } from '#app/lib/job-span.ts';
import { localisePath, type Locale } from '#app/lib/locale.ts';
import type { ServiceType } from '#app/lib/service-types.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { driversFree, type BookingRules } from './booking-rules.ts';
import { currentBookingRules } from './booking-rules-store.server.ts';
import { instantHolds } from './instant-booking-schema.server.ts';
import { ruleRefusal, type Refusal } from './instant-rules.ts';

/** An instant offer stands this long, and never past the pickup. */
export const OFFER_VALID_HOURS = 24;
/** The customer's page, as the contract's `url` gives it. */
export const CUSTOMER_PAGE_PREFIX = '/your-quote/';

const HOUR_MS = 3_600_000;
/** Any fixed number, with the day: serialises claims on one day's drivers across instances. */
const DAY_LOCK = 2_800_413;

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

export interface InstantOffer {
  total: number;
  validUntil: string;
  url: string;
}

export interface OfferRequest {
  passengerCount: number;
  journeyType?: ServiceType | null;
  pickupLocation: string;
  destination: string;
  pickupDate: string;
  pickupTime: string;
  journeyDirection: 'one-way' | 'return';
  returnDate?: string | null;
  returnTime?: string | null;
}

export interface PricedJob {
  totalPence: number;
  /** The vehicles as quoted ("16-Seat Minibus"). */
  vehicle: string;
  distances: JobDistances;
  averageSpeedMph: number;
}

/** What instant booking needs from the rest of the site, wired in by the composition root. */
export interface InstantOfferPorts {
  db: AppDb;
  /** The tariff's price and the job's roads, or null when the tariff does not price it. */
  price(request: OfferRequest): Promise<PricedJob | null>;
  /** The vehicles in service (the register's fleet list). */
  fleet(db: AppDb): Promise<{ id: number; name: string; seats: number }[]>;
  /** Vehicles the register has a live job on over the span. */
  busyVehicles(db: AppDb, span: { startsAt: Date; endsAt: Date }): Promise<Set<number>>;
  /** The requests of the register's live jobs picking up on a London date. */
  jobsOn(db: AppDb, day: string): Promise<string[]>;
  /**
   * Of these requests, those that no longer want their offer's vehicle: the booking was cancelled
   * (by the customer, the operator, or an unpaid hold) or the price was declined or withdrawn.
   */
  givenUp(db: AppDb, quoteIds: string[]): Promise<string[]>;
  /** Writes the price as if the operator had sent it, and queues its e-mail. */
  sendPrice(
    tx: Tx,
    price: {
      quoteId: string;
      totalPence: number;
      vehicle: string;
      /** When the offer ends: the price stands to this instant, not to the end of its day. */
      expiresAt: Date;
      /** The journey's pickup (London), after which nothing about the price is sent. */
      pickupDate: string;
      pickupTime: string;
      customerToken: string;
      locale: Locale;
      now: Date;
    },
  ): Promise<void>;
}

export type Prepared =
  | { refusal: Refusal }
  | {
      refusal?: undefined;
      /** Inside the quote's transaction, after the quote row is written. */
      claim(tx: Tx, input: ClaimInput): Promise<InstantOffer | { refusal: Refusal }>;
    };

export interface ClaimInput {
  quoteId: string;
  customerToken: string;
  locale: Locale;
}

export async function prepareInstantOffer(
  ports: InstantOfferPorts,
  request: OfferRequest,
  now: Date,
): Promise<Prepared> {
  const { rules } = await currentBookingRules(ports.db);
  if (!rules.instantBooking) return { refusal: 'off' };
  // Said before pricing: a group too large for one vehicle is never priced for one.
  if (request.passengerCount > rules.maxPassengers) return { refusal: 'passengers' };
  const priced = await ports.price(request);
  if (!priced) return { refusal: 'not-priced' };
  const journey = {
    pickupDate: request.pickupDate,
    pickupTime: request.pickupTime,
    returnDate: request.journeyDirection === 'return' ? (request.returnDate ?? null) : null,
    returnTime: request.journeyDirection === 'return' ? (request.returnTime ?? null) : null,
  };
  const span = jobSpan(journey, priced.distances, priced.averageSpeedMph);
  const refusal = ruleRefusal(
    {
      passengerCount: request.passengerCount,
      journeyType: request.journeyType ?? null,
      pickupDate: request.pickupDate,
      returnDate: journey.returnDate,
    },
    span,
    rules,
    now,
  );
  if (refusal) return { refusal };
  return {
    claim: (tx, input) =>
      claimVehicle(tx, ports, {
        ...input,
        rules,
        span,
        priced,
        passengers: request.passengerCount,
        pickupDate: request.pickupDate,
        pickupTime: request.pickupTime,
        now,
      }),
  };
}

async function claimVehicle(
  tx: Tx,
  ports: InstantOfferPorts,
  input: ClaimInput & {
    rules: BookingRules;
    span: JobSpan;
    priced: PricedJob;
    passengers: number;
    pickupDate: string;
    pickupTime: string;
    now: Date;
  },
): Promise<InstantOffer | { refusal: Refusal }> {
  const { span, rules, priced, now } = input;
  const day = londonToday(span.pickupAt);
  // One claim at a time per day, so two requests cannot both take that day's last driver.
  await tx.execute(sql`select pg_advisory_xact_lock(${DAY_LOCK}, hashtext(${day}))`);
  const fleet = await ports.fleet(tx);
  const seated = fleet
    .filter((v) => v.seats >= input.passengers)
    // The smallest vehicle that seats them, so larger ones stay free for larger groups.
    .sort((a, b) => a.seats - b.seats || a.id - b.id);
  if (seated.length === 0) return { refusal: 'no-vehicle' };
  // Offers that have ended hold nothing: taken out of the constraint before looking.
  await tx
    .update(instantHolds)
    .set({ active: false })
    .where(and(eq(instantHolds.active, true), lte(instantHolds.offerExpiresAt, now)));
  await releaseGivenUp(tx, ports);
  const drivers = driversFree(rules, fleet.length);
  const booked = new Set(await ports.jobsOn(tx, day));
  const held = await tx
    .select({ quoteId: instantHolds.quoteId })
    .from(instantHolds)
    .where(and(eq(instantHolds.active, true), eq(instantHolds.driverDay, day)));
  for (const h of held) booked.add(h.quoteId);
  if (booked.size >= drivers) return { refusal: 'no-driver' };
  const busy = await ports.busyVehicles(tx, span);
  const expiresAt = new Date(
    Math.min(now.getTime() + OFFER_VALID_HOURS * HOUR_MS, span.pickupAt.getTime()),
  );
  for (const vehicle of seated) {
    if (busy.has(vehicle.id)) continue;
    const taken = await holdVehicle(tx, {
      quoteId: input.quoteId,
      vehicleId: vehicle.id,
      startsAt: span.startsAt,
      endsAt: span.endsAt,
      driverDay: day,
      totalPence: priced.totalPence,
      offerExpiresAt: expiresAt,
    });
    if (!taken) continue;
    await ports.sendPrice(tx, {
      quoteId: input.quoteId,
      totalPence: priced.totalPence,
      vehicle: priced.vehicle,
      expiresAt,
      pickupDate: input.pickupDate,
      pickupTime: input.pickupTime,
      customerToken: input.customerToken,
      locale: input.locale,
      now,
    });
    return offerOf(priced.totalPence, expiresAt, input.customerToken, input.locale);
  }
  return { refusal: 'vehicle-busy' };
}

/**
 * A cancelled or declined offer holds nothing either, from that moment: its vehicle and its driver
 * are free for the next request, not kept to the offer's end. Done here, where holds are read, so
 * every way a booking ends (the customer, the operator, an unpaid hold, a declined price) frees
 * them without each reaching into this table.
 */
async function releaseGivenUp(tx: Tx, ports: InstantOfferPorts): Promise<void> {
  const live = await tx
    .select({ quoteId: instantHolds.quoteId })
    .from(instantHolds)
    .where(eq(instantHolds.active, true));
  if (live.length === 0) return;
  const gone = await ports.givenUp(
    tx,
    live.map((h) => h.quoteId),
  );
  if (gone.length === 0) return;
  await tx
    .update(instantHolds)
    .set({ active: false })
    .where(and(eq(instantHolds.active, true), inArray(instantHolds.quoteId, gone)));
}

/** Inserts the hold in a savepoint: a clash with another live hold undoes only this insert. */
async function holdVehicle(tx: Tx, hold: typeof instantHolds.$inferInsert): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.insert(instantHolds).values(hold);
    });
    return true;
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) return false;
    throw error;
  }
}

const EXCLUSION_VIOLATION = '23P01';

function sqlState(error: unknown): string | undefined {
  // Drizzle wraps driver errors; the SQLSTATE sits on the error or its cause.
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

function offerOf(total: number, expiresAt: Date, token: string, locale: Locale): InstantOffer {
  return {
    total,
    validUntil: expiresAt.toISOString(),
    url: localisePath(`${CUSTOMER_PAGE_PREFIX}${token}`, locale),
  };
}

/**
 * The offer a request was made, for an Idempotency-Key replay: the same total and end, with the
 * link handed in (only a token's hash is stored, so a replay carries a fresh link to the same page).
 */
export async function offerMadeFor(
  db: AppDb,
  quoteId: string,
  locale: Locale,
  issueToken: () => Promise<string>,
): Promise<InstantOffer | null> {
  const [hold] = await db
    .select({ total: instantHolds.totalPence, expiresAt: instantHolds.offerExpiresAt })
    .from(instantHolds)
    .where(eq(instantHolds.quoteId, quoteId));
  return hold ? offerOf(hold.total, hold.expiresAt, await issueToken(), locale) : null;
}

/**
 * For the acceptance of an instant offer, inside its transaction: the vehicle and span the offer
 * still holds, with the hold row locked, or null when the hold has ended (the offer's end passed
 * at `now`, or a claim after the end already let the vehicle go).
 *
 * The lock closes the race of an acceptance at the offer's last moment with a new claim just after
 * it: a claim gives up ended holds with an UPDATE of this row, so either the acceptance locks first
 * (the claim waits, then finds the booking on the vehicle in the register) or the claim's release
 * commits first (the acceptance finds the hold inactive and is refused as expired). Never both.
 */
export async function lockInstantHold(
  tx: Pick<AppDb, 'select'>,
  quoteId: string,
  now: Date,
): Promise<{ vehicleId: number; endsAt: Date } | null> {
  const [hold] = await tx
    .select({ vehicleId: instantHolds.vehicleId, endsAt: instantHolds.endsAt })
    .from(instantHolds)
    .where(
      and(
        eq(instantHolds.quoteId, quoteId),
        eq(instantHolds.active, true),
        gt(instantHolds.offerExpiresAt, now),
      ),
    )
    .for('update');
  return hold ?? null;
}

/**
 * The vehicle and time span an instant offer held, for the booking made when it is accepted: the
 * register then shows the job on that vehicle and flags clashes with its real length.
 */
export async function instantJobOf(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
): Promise<{ vehicleId: number; endsAt: Date } | null> {
  const [hold] = await db
    .select({ vehicleId: instantHolds.vehicleId, endsAt: instantHolds.endsAt })
    .from(instantHolds)
    // An offer that ended (a price sent again by hand later) no longer names the vehicle.
    .where(and(eq(instantHolds.quoteId, quoteId), eq(instantHolds.active, true)));
  return hold ?? null;
}
