/**
 * Instant offers: a request the tariff prices, that meets the operator's booking rules, with a
 * vehicle of enough seats and a named driver both free for the whole job and fit for it by every
 * rule of app/lib/fitness-rules.ts (every date recorded and valid to the job's end, the licence
 * category, a school job's DBS, the driver's hours with this job added), gets its price at once,
 * exactly as if the operator had sent the estimate, and a hold on that vehicle and that driver.
 * With no driver on the list, nothing is offered: an offer promises a named driver.
 *
 * In two steps around the quote's transaction: `prepare` prices the journey and checks the rules
 * (the road distances may come from a slow outside service, so never inside a transaction), then
 * `claim`, inside the transaction, takes the lock of every vehicle that seats the party and then
 * every driver's (app/lib/db/driver-lock.server.ts), looks at the diary again, and inserts the hold. The database has the last word: two live holds
 * can never overlap on one vehicle, nor on one driver (the exclusion constraints of
 * instant-booking-schema.server.ts), so of two instances racing for the last vehicle one commits
 * its hold and the other's insert fails and it tries the next vehicle. The code's own look first
 * is there to choose the pair and to say why a request was not offered.
 */
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { exclusionViolated, lockDriver, lockVehicle } from '#app/lib/db/driver-lock.server.ts';
import {
  checkFitness,
  type DayDriving,
  type DriverDocuments,
  type FitnessJob,
  type VehicleDocuments,
} from '#app/lib/fitness-rules.ts';
import { londonToday } from '#app/lib/london-dates.ts';
import { jobSpan, type JobDistances, type JobSpan } from '#app/lib/job-span.ts';
import { localisePath, type Locale } from '#app/lib/locale.ts';
import type { ServiceType } from '#app/lib/service-types.ts';
import type { AppDb, Tx } from '#server/platform/db/app-db.server.ts';
import { currentBookingRules } from './booking-rules-store.server.ts';
import { driverHoldsOf } from './driver-holds.server.ts';
import { instantHolds } from './instant-booking-schema.server.ts';
import { ruleRefusal, type Refusal } from './instant-rules.ts';

/** An instant offer stands this long, and never past the pickup. */
export const OFFER_VALID_HOURS = 24;
/** The customer's page, as the contract's `url` gives it. */
export const CUSTOMER_PAGE_PREFIX = '/your-quote/';

const HOUR_MS = 3_600_000;
const SCHOOL_SERVICE = 'school-transport';

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
  /** The vehicles in service (the register's fleet list), with their documents. */
  fleet(db: AppDb): Promise<(VehicleDocuments & { id: number })[]>;
  /** Vehicles the register has a live job on over the span. */
  busyVehicles(db: AppDb, span: { startsAt: Date; endsAt: Date }): Promise<Set<number>>;
  /** The drivers in service (the drivers' list), with their documents. */
  drivers(db: AppDb): Promise<(DriverDocuments & { id: number })[]>;
  /** A driver's live register jobs, each with its span and driving per London day. */
  driverJobs(db: AppDb, driverId: number): Promise<DriverCommitment[]>;
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

/** A job or an offer that takes a driver for a while. */
export interface DriverCommitment {
  quoteId: string;
  startsAt: Date;
  endsAt: Date;
  driving: readonly DayDriving[];
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
        span,
        priced,
        passengers: request.passengerCount,
        school: request.journeyType === SCHOOL_SERVICE,
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
    span: JobSpan;
    priced: PricedJob;
    passengers: number;
    school: boolean;
    pickupDate: string;
    pickupTime: string;
    now: Date;
  },
): Promise<InstantOffer | { refusal: Refusal }> {
  const { span, priced, now } = input;
  const fleet = await ports.fleet(tx);
  const seated = fleet
    .filter((v) => v.seats >= input.passengers)
    // The smallest vehicle that seats them, so larger ones stay free for larger groups.
    .sort((a, b) => a.seats - b.seats || a.id - b.id);
  if (seated.length === 0) return { refusal: 'no-vehicle' };
  await lockVehicles(tx, seated);
  // An offer names its driver: with nobody on the list, nothing is offered.
  const drivers = await lockedDrivers(tx, ports);
  if (drivers.length === 0) return { refusal: 'no-driver' };
  // Offers that have ended hold nothing: taken out of the constraint before looking.
  await tx
    .update(instantHolds)
    .set({ active: false })
    .where(and(eq(instantHolds.active, true), lte(instantHolds.offerExpiresAt, now)));
  await releaseGivenUp(tx, ports);
  const job: FitnessJob = {
    startsAt: span.startsAt,
    endsAt: span.endsAt,
    school: input.school,
    driving: span.driving,
  };
  const free = await driversFreeFor(tx, ports, drivers, span, now);
  if (free.length === 0) return { refusal: 'no-driver' };
  const busy = await ports.busyVehicles(tx, span);
  const open = seated.filter((v) => !busy.has(v.id));
  if (open.length === 0) return { refusal: 'vehicle-busy' };
  const expiresAt = new Date(
    Math.min(now.getTime() + OFFER_VALID_HOURS * HOUR_MS, span.pickupAt.getTime()),
  );
  let fitVehicle = false;
  let vehicleTaken = false;
  for (const vehicle of open) {
    // Every date recorded and valid to the job's end: nobody checks what an offer sells.
    const alone = checkFitness({ vehicle, driver: null, job, driverDriving: [], mode: 'instant' });
    if (!alone.ok) continue;
    fitVehicle = true;
    for (const { driver, driving } of free) {
      const pair = checkFitness({ vehicle, driver, job, driverDriving: driving, mode: 'instant' });
      if (!pair.ok) continue;
      const taken = await holdVehicleAndDriver(tx, {
        quoteId: input.quoteId,
        vehicleId: vehicle.id,
        driverId: driver.id,
        driving: span.driving,
        startsAt: span.startsAt,
        endsAt: span.endsAt,
        driverDay: londonToday(span.pickupAt),
        totalPence: priced.totalPence,
        offerExpiresAt: expiresAt,
      });
      if (taken === 'driver') continue;
      if (taken === 'vehicle') {
        vehicleTaken = true;
        break;
      }
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
  }
  if (!fitVehicle) return { refusal: 'no-vehicle' };
  return { refusal: vehicleTaken ? 'vehicle-busy' : 'no-driver' };
}

/**
 * Each vehicle that seats the party, its lock taken in ascending order before any driver's, as the
 * register's assignment and a contract take the one they give (app/lib/db/driver-lock.server.ts):
 * the register is read below, and the hold written, while no admin or contract can give the
 * vehicle a job, so an instant booking and an assignment never both take one minibus. The hold's
 * own constraint only sees other holds; the register's (decision 020) only the register's jobs.
 */
async function lockVehicles(tx: Tx, vehicles: readonly { id: number }[]): Promise<void> {
  const ids = [...new Set(vehicles.map((v) => v.id))].sort((a, b) => a - b);
  for (const id of ids) await lockVehicle(tx, id);
}

/**
 * The drivers in service, each one's lock taken, in ascending order as every claim takes them, so
 * the jobs and hours read stand until this claim commits and two claims never wait on each other
 * in a circle (the register's assignment takes one driver's). Taken first, before any hold row is
 * touched, so claims queue here rather than on each other's rows.
 */
async function lockedDrivers(tx: Tx, ports: InstantOfferPorts) {
  const drivers = [...(await ports.drivers(tx))].sort((a, b) => a.id - b.id);
  for (const driver of drivers) await lockDriver(tx, driver.id);
  return drivers;
}

/**
 * Of the (locked) drivers, those free for the whole job, each with the driving of their other
 * jobs and holds: the hours the rules add this job to.
 */
async function driversFreeFor<D extends { id: number }>(
  tx: Tx,
  ports: InstantOfferPorts,
  drivers: readonly D[],
  span: { startsAt: Date; endsAt: Date },
  now: Date,
) {
  const free: { driver: D; driving: DayDriving[] }[] = [];
  for (const driver of drivers) {
    const jobs = await ports.driverJobs(tx, driver.id);
    const booked = new Set(jobs.map((j) => j.quoteId));
    // An accepted offer's hold stands beside its booking until the offer's end: counted once.
    const holds = (await driverHoldsOf(tx, driver.id, now)).filter((h) => !booked.has(h.quoteId));
    const others: DriverCommitment[] = [...jobs, ...holds];
    if (others.some((c) => c.startsAt < span.endsAt && span.startsAt < c.endsAt)) continue;
    free.push({ driver, driving: others.flatMap((c) => c.driving) });
  }
  return free;
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

/**
 * Inserts the hold in a savepoint: a clash with another live hold undoes only this insert, and
 * says whether it was the vehicle or the driver that another offer holds.
 */
async function holdVehicleAndDriver(
  tx: Tx,
  hold: typeof instantHolds.$inferInsert,
): Promise<'held' | 'vehicle' | 'driver'> {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.insert(instantHolds).values(hold);
    });
    return 'held';
  } catch (error) {
    const constraint = exclusionViolated(error);
    if (constraint === null) throw error;
    return constraint === DRIVER_CONSTRAINT ? 'driver' : 'vehicle';
  }
}

/** The hand-written constraint that refuses one driver on two live holds at once. */
const DRIVER_CONSTRAINT = 'instant_holds_driver_no_overlap';

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

/** What an accepted offer's booking takes from its hold: the vehicle, the driver and the job. */
export interface InstantJob {
  vehicleId: number;
  driverId: number | null;
  endsAt: Date;
  driving: DayDriving[] | null;
}

const instantJobColumns = {
  vehicleId: instantHolds.vehicleId,
  driverId: instantHolds.driverId,
  endsAt: instantHolds.endsAt,
  driving: instantHolds.driving,
};

/**
 * For the acceptance of an instant offer, inside its transaction: the vehicle, driver and span the offer
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
): Promise<InstantJob | null> {
  const [hold] = await tx
    .select(instantJobColumns)
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
 * The vehicle, driver and time span an instant offer held, for the booking made when it is
 * accepted: the register then shows the job on that vehicle with that driver, for its real length.
 */
export async function instantJobOf(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
): Promise<InstantJob | null> {
  const [hold] = await db
    .select(instantJobColumns)
    .from(instantHolds)
    // An offer that ended (a price sent again by hand later) no longer names the vehicle.
    .where(and(eq(instantHolds.quoteId, quoteId), eq(instantHolds.active, true)));
  return hold ?? null;
}
