/**
 * The register's side of contract work: a contract's journeys checked against the vehicle's and
 * driver's other live jobs, entered as one booking each (confirmed, on the account, holding the
 * vehicle as any booking does, so an instant offer never takes it), and cancelled one date or the
 * rest at a time (left in the register as cancelled, the vehicle released).
 *
 * Each journey is a booking of its own request row, as every booking is: the licensing record
 * keeps who, where and when for each journey, and the partner gets each journey once under that
 * request's id. No confirmation or reminder e-mail goes per journey: the account was agreed with
 * the operator, and its invoice comes monthly.
 */
import { and, asc, eq, gt, gte, inArray, lt, ne, or } from 'drizzle-orm';
import { CONTRACT_FORM_VERSION } from '#app/lib/db/customer-requests.server.ts';
import { quoteStatusChanges } from '#app/lib/db/admin-schema.server.ts';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import type { AppDb, Tx } from '#server/platform/db/app-db.server.ts';
import { lockDriver, lockVehicle } from '#app/lib/db/driver-lock.server.ts';
import type { DayDriving } from '#app/lib/fitness-rules.ts';
import { bookings } from './bookings-schema.server.ts';
import { jobWindow } from './booking-times.ts';

const LIVE = ['confirmed', 'awaiting-payment'] as const;
/** The service a school run's request names: what the register's DBS rule reads (isSchoolJob). */
const SCHOOL_JOURNEY = 'school-transport';

/** What a contract's journeys share, and each journey's date. */
export interface ContractJourneys {
  contractId: number;
  contractReference: string;
  accountId: number;
  organisation: string;
  billingEmail: string;
  pickupLocation: string;
  destination: string;
  pickupTime: string;
  returnTime: string | null;
  passengers: number;
  pricePence: number;
  vehicleId: number;
  /** The vehicle as the register names it ("16-Seat Minibus"). */
  vehicleName: string;
  driver: { id: number; name: string } | null;
  /** A school run: each journey's request says so, as a school job's does (its driver's DBS). */
  school: boolean;
  dates: readonly string[];
  /** A journey's driving per London day, stored for the driver's hours; null if not measured. */
  drivingOn(date: string): DayDriving[] | null;
}

/** A journey's pickup and when its vehicle is free again, as the register counts a job. */
export function journeySpan(
  date: string,
  times: { pickupTime: string; returnTime: string | null },
) {
  return jobWindow({
    pickupDate: date,
    pickupTime: times.pickupTime,
    returnDate: times.returnTime ? date : null,
    returnTime: times.returnTime,
  });
}

export interface JourneyClash {
  date: string;
  /** The other job's register id and request; no id for an open instant offer. */
  bookingId: number | null;
  quoteId: string;
  /** How the form names it: "job #12", or "an instant offer". */
  label: string;
  on: 'vehicle' | 'driver';
}

/**
 * An open instant offer holding the vehicle or the driver (the instant-booking feature's, handed in
 * by the route): a journey over it would leave the offer's acceptance nothing to book.
 */
export interface HeldSpan {
  quoteId: string;
  label: string;
  startsAt: Date;
  endsAt: Date;
  on: 'vehicle' | 'driver';
}

/** Every journey date whose span meets a live job, or an open offer, of the vehicle or driver. */
export async function journeyClashes(
  db: Pick<AppDb, 'select'>,
  journeys: Pick<ContractJourneys, 'pickupTime' | 'returnTime' | 'vehicleId' | 'dates'> & {
    driverId: number | null;
  },
  holds: readonly HeldSpan[] = [],
): Promise<JourneyClash[]> {
  if (journeys.dates.length === 0) return [];
  const spans = journeys.dates.map((date) => ({ date, ...journeySpan(date, journeys) }));
  const resource = [
    eq(bookings.vehicleId, journeys.vehicleId),
    ...(journeys.driverId === null ? [] : [eq(bookings.driverId, journeys.driverId)]),
  ];
  const others = await db
    .select({
      id: bookings.id,
      quoteId: bookings.quoteId,
      vehicleId: bookings.vehicleId,
      driverId: bookings.driverId,
      pickupAt: bookings.pickupAt,
      endsAt: bookings.endsAt,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...LIVE]),
        or(...resource),
        lt(bookings.pickupAt, spans.at(-1)!.endsAt),
        gt(bookings.endsAt, spans[0]!.pickupAt),
      ),
    )
    .orderBy(asc(bookings.pickupAt));
  const clashes: JourneyClash[] = [];
  for (const span of spans) {
    for (const other of others) {
      if (!(other.pickupAt < span.endsAt && span.pickupAt < other.endsAt)) continue;
      clashes.push({
        date: span.date,
        bookingId: other.id,
        quoteId: other.quoteId,
        label: `job #${other.id}`,
        on: other.vehicleId === journeys.vehicleId ? 'vehicle' : 'driver',
      });
    }
    for (const hold of holds) {
      // An accepted offer's hold stands beside its booking: that job is named once, above.
      if (clashes.some((c) => c.date === span.date && c.quoteId === hold.quoteId)) continue;
      if (!(hold.startsAt < span.endsAt && span.pickupAt < hold.endsAt)) continue;
      clashes.push({
        date: span.date,
        bookingId: null,
        quoteId: hold.quoteId,
        label: hold.label,
        on: hold.on,
      });
    }
  }
  return clashes;
}

/**
 * Enters each journey in the register inside the caller's transaction, with its request row, and
 * queues its forwarding to the partner when an outbox for it is given (once per journey: the
 * request's id is the partner's idempotency key). The vehicle's lock and then the driver's are
 * taken, as the register's assignment and an instant offer's claim take them, and the clashes
 * (with open offers too) read again first, so no contract, assignment or offer saved at the same
 * moment can take them as well: the clashes found then are returned and nothing is entered (the
 * caller rolls back). The database's exclusion constraints have the last word.
 */
export async function enterContractJourneys(
  tx: Tx,
  journeys: ContractJourneys,
  options: {
    newQuoteId: () => string;
    /** Queues one journey's forwarding to the partner in this transaction; null: not forwarded. */
    forwardToPartner: ((tx: Tx, quoteId: string) => Promise<unknown>) | null;
    /** The open instant offers holding the vehicle or the driver, read under their locks. */
    holds: (tx: Tx) => Promise<HeldSpan[]>;
    /** The fitness rules that refuse the journeys, judged under the locks (the driver's hours). */
    refusals: (tx: Tx) => Promise<string[]>;
  },
): Promise<{ entered: number; clashes: JourneyClash[]; refusals: string[] }> {
  await lockVehicle(tx, journeys.vehicleId);
  if (journeys.driver) await lockDriver(tx, journeys.driver.id);
  const clashes = await journeyClashes(
    tx,
    { ...journeys, driverId: journeys.driver?.id ?? null },
    await options.holds(tx),
  );
  if (clashes.length > 0) return { entered: 0, clashes, refusals: [] };
  const refusals = await options.refusals(tx);
  if (refusals.length > 0) return { entered: 0, clashes: [], refusals };
  for (const date of journeys.dates) {
    const window = journeySpan(date, journeys);
    const quoteId = options.newQuoteId();
    await tx.insert(quoteRequests).values({
      id: quoteId,
      name: journeys.organisation,
      email: journeys.billingEmail,
      phone: '',
      pickupLocation: journeys.pickupLocation,
      destination: journeys.destination,
      pickupDate: date,
      pickupTime: journeys.pickupTime,
      returnDate: journeys.returnTime ? date : null,
      returnTime: journeys.returnTime,
      passengerCount: journeys.passengers,
      journeyDirection: journeys.returnTime ? 'return' : 'one-way',
      journeyType: journeys.school ? SCHOOL_JOURNEY : null,
      specialRequirements: `Contract ${journeys.contractReference}`,
      formVersion: CONTRACT_FORM_VERSION,
      currentPage: '/admin/contracts',
      status: 'won',
    });
    await tx.insert(bookings).values({
      quoteId,
      hirerName: journeys.organisation,
      hirerEmail: journeys.billingEmail,
      hirerPhone: '',
      pickupLocation: journeys.pickupLocation,
      destination: journeys.destination,
      pickupAt: window.pickupAt,
      endsAt: window.endsAt,
      returnAt: window.returnAt,
      passengers: journeys.passengers,
      farePence: journeys.pricePence,
      quotedVehicle: journeys.vehicleName,
      vehicleId: journeys.vehicleId,
      driverId: journeys.driver?.id ?? null,
      driverName: journeys.driver?.name ?? null,
      driving: journeys.drivingOn(date),
      status: 'confirmed',
      accountId: journeys.accountId,
      contractId: journeys.contractId,
      contractReference: journeys.contractReference,
    });
    if (options.forwardToPartner) {
      await options.forwardToPartner(tx, quoteId);
    }
  }
  return { entered: journeys.dates.length, clashes: [], refusals: [] };
}

/** A contract's journeys in the register, in date order. */
export async function journeysOfContract(db: Pick<AppDb, 'select'>, contractId: number) {
  return db
    .select({
      id: bookings.id,
      quoteId: bookings.quoteId,
      pickupAt: bookings.pickupAt,
      status: bookings.status,
      farePence: bookings.farePence,
      vehicleId: bookings.vehicleId,
      driverName: bookings.driverName,
    })
    .from(bookings)
    .where(eq(bookings.contractId, contractId))
    .orderBy(asc(bookings.pickupAt), asc(bookings.id));
}

/**
 * Cancels a contract's live journeys still ahead: the one booking given, or every one picked up
 * at or after `from`. They stay in the register as cancelled, holding nothing. Returns how many.
 */
export async function cancelContractJourneys(
  db: AppDb,
  contractId: number,
  which: { bookingId: number } | { from: Date },
  now = new Date(),
): Promise<number> {
  const cancelled = await db
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, cancelReason: 'operator', holdUntil: null })
    .where(
      and(
        eq(bookings.contractId, contractId),
        ne(bookings.status, 'cancelled'),
        gt(bookings.pickupAt, now),
        'bookingId' in which
          ? eq(bookings.id, which.bookingId)
          : gte(bookings.pickupAt, which.from),
      ),
    )
    .returning({ id: bookings.id });
  return cancelled.length;
}

/**
 * A price change from a date: the given journeys of the contract, still live and ahead, take the
 * new price per journey, each noted in its request's history. Journeys before the date keep their
 * price, and the caller leaves out any a document was issued for (a document never changes).
 * Returns how many changed.
 */
export async function repriceContractJourneys(
  db: AppDb,
  contractId: number,
  change: { bookingIds: number[]; pricePence: number; note: string; by: string },
  now = new Date(),
): Promise<number> {
  if (change.bookingIds.length === 0) return 0;
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(bookings)
      .set({ farePence: change.pricePence })
      .where(
        and(
          eq(bookings.contractId, contractId),
          inArray(bookings.id, change.bookingIds),
          inArray(bookings.status, [...LIVE]),
          gt(bookings.pickupAt, now),
        ),
      )
      .returning({ quoteId: bookings.quoteId });
    if (changed.length > 0) {
      await tx.insert(quoteStatusChanges).values(
        changed.map(({ quoteId }) => ({
          quoteId,
          fromStatus: 'won' as const,
          toStatus: 'won' as const,
          note: change.note,
          accountEmail: change.by,
        })),
      );
    }
    return changed.length;
  });
}
