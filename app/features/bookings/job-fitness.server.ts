/**
 * What the fitness rules (app/lib/fitness-rules.ts) need to know of a booked job and of a driver's
 * other work, read from the register, and what it needs from the rest of the site: the drivers'
 * list, the job's roads, and the instant offers holding a driver. Those come through ports the
 * route composes, as the register may not reach into another feature.
 */
import { and, asc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import type { DayDriving, DriverDocuments, VehicleDocuments } from '#app/lib/fitness-rules.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { bookings, fleetVehicles } from './bookings-schema.server.ts';

const LIVE = ['confirmed', 'awaiting-payment'] as const;

/** A driver as the drivers' list keeps them. */
export interface DriverRecord extends DriverDocuments {
  id: number;
  active: boolean;
  badgeNumber: string | null;
}

/** The journey a job's driving is measured on. */
export interface MeasuredJourney {
  pickupLocation: string;
  destination: string;
  pickupDate: string;
  pickupTime: string;
  returnDate: string | null;
  returnTime: string | null;
}

/** Something that takes a driver for a while: a booked job, or an instant offer holding them. */
export interface Commitment {
  /** The request it is for: a booking and the offer that sold it are one commitment. */
  quoteId: string;
  /** How a refusal names it ("job #12"). */
  label: string;
  startsAt: Date;
  endsAt: Date;
  driving: readonly DayDriving[];
}

/** What the register's fitness checks need from other features, composed by the route. */
export interface FitnessPorts {
  /** Every driver, retired ones too. */
  drivers(db: AppDb): Promise<DriverRecord[]>;
  /**
   * The job's driving per London day, on its roads at the tariff's speed as the estimate counts
   * it; null when its places cannot be measured. Never called inside a transaction: the roads may
   * come from a slow outside service.
   */
  measureDriving(db: AppDb, journey: MeasuredJourney): Promise<DayDriving[] | null>;
  /** Live instant offers holding this driver, at `now`. */
  driverHolds(db: AppDb, driverId: number, now: Date): Promise<Commitment[]>;
  /** The open instant offers holding a vehicle (the instant-booking feature's). */
  vehicleHolds(db: AppDb, vehicleId: number, now: Date): Promise<Commitment[]>;
}

/** A booked job with what the rules read of it. */
export async function bookedJob(db: AppDb, bookingId: number) {
  const [row] = await db
    .select({
      id: bookings.id,
      quoteId: bookings.quoteId,
      status: bookings.status,
      pickupAt: bookings.pickupAt,
      endsAt: bookings.endsAt,
      vehicleId: bookings.vehicleId,
      driverId: bookings.driverId,
      driving: bookings.driving,
      pickupLocation: bookings.pickupLocation,
      destination: bookings.destination,
      pickupDate: quoteRequests.pickupDate,
      pickupTime: quoteRequests.pickupTime,
      journeyDirection: quoteRequests.journeyDirection,
      returnDate: quoteRequests.returnDate,
      returnTime: quoteRequests.returnTime,
      journeyType: quoteRequests.journeyType,
    })
    .from(bookings)
    .innerJoin(quoteRequests, eq(bookings.quoteId, quoteRequests.id))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const isReturn = row.journeyDirection === 'return';
  return {
    ...row,
    journey: {
      pickupLocation: row.pickupLocation,
      destination: row.destination,
      pickupDate: row.pickupDate,
      pickupTime: row.pickupTime,
      returnDate: isReturn ? row.returnDate : null,
      returnTime: isReturn ? row.returnTime : null,
    } satisfies MeasuredJourney,
    school: isSchoolJob(row.journeyType),
  };
}

export type BookedJob = NonNullable<Awaited<ReturnType<typeof bookedJob>>>;

/** A school job's driver needs a current DBS check. */
export function isSchoolJob(journeyType: string | null): boolean {
  return journeyType === 'school-transport';
}

/** The fleet's columns the fitness rules read of a vehicle, with whether it is in service. */
export const VEHICLE_DOCUMENT_COLUMNS = {
  name: fleetVehicles.name,
  seats: fleetVehicles.seats,
  active: fleetVehicles.active,
  motDue: fleetVehicles.motDue,
  insuranceUntil: fleetVehicles.insuranceUntil,
  nextInspection: fleetVehicles.nextInspection,
  roadTaxDue: fleetVehicles.roadTaxDue,
  plateUntil: fleetVehicles.plateUntil,
};

/** A vehicle's documents as the rules read them, and whether it is in service. */
export async function vehicleRecord(db: AppDb, vehicleId: number) {
  const [row] = await db
    .select({ id: fleetVehicles.id, ...VEHICLE_DOCUMENT_COLUMNS })
    .from(fleetVehicles)
    .where(eq(fleetVehicles.id, vehicleId));
  return row satisfies (VehicleDocuments & { id: number; active: boolean }) | undefined;
}

/**
 * A driver's live register jobs (but one, when given), each with its driving. A job whose driving
 * was never measured (typed by hand before drivers were named) counts no hours, only its time.
 */
export async function driverJobs(
  db: AppDb,
  driverId: number,
  exceptBookingId: number | null = null,
): Promise<Commitment[]> {
  const rows = await db
    .select({
      id: bookings.id,
      quoteId: bookings.quoteId,
      pickupAt: bookings.pickupAt,
      endsAt: bookings.endsAt,
      driving: bookings.driving,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.driverId, driverId),
        inArray(bookings.status, [...LIVE]),
        ...(exceptBookingId === null ? [] : [ne(bookings.id, exceptBookingId)]),
      ),
    );
  return rows.map((row) => ({
    quoteId: row.quoteId,
    label: `job #${row.id}`,
    startsAt: row.pickupAt,
    endsAt: row.endsAt,
    driving: row.driving ?? [],
  }));
}

/** The first other live job of the vehicle whose time overlaps the span, as the form names it. */
export async function vehicleJobOverlapping(
  db: AppDb,
  vehicleId: number,
  exceptBookingId: number,
  span: { startsAt: Date; endsAt: Date },
): Promise<{ label: string } | null> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.vehicleId, vehicleId),
        inArray(bookings.status, [...LIVE]),
        ne(bookings.id, exceptBookingId),
        lt(bookings.pickupAt, span.endsAt),
        gt(bookings.endsAt, span.startsAt),
      ),
    )
    .orderBy(asc(bookings.pickupAt))
    .limit(1);
  return row ? { label: `job #${row.id}` } : null;
}

/**
 * A driver's register jobs and the offers holding them, as one list: an accepted offer's hold
 * stands beside its booking until the offer's end, and counts once (as the booking).
 */
export function mergeCommitments(jobs: Commitment[], holds: Commitment[]): Commitment[] {
  const booked = new Set(jobs.map((j) => j.quoteId));
  return [...jobs, ...holds.filter((h) => !booked.has(h.quoteId))];
}

/** The first commitment whose time overlaps the span, if any. */
export function overlapping(
  commitments: readonly Commitment[],
  span: { startsAt: Date; endsAt: Date },
) {
  return commitments.find((c) => c.startsAt < span.endsAt && span.startsAt < c.endsAt);
}
