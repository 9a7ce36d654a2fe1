/**
 * Moving a booked job's pickup (or its return pickup) to a new time, as a flight that moved asks
 * (composed in by server/flight-follow.server.ts): the register's row and the request's journey
 * move together, and the vehicle's and the named driver's other live jobs are read again under
 * their locks, so the caller can alert the operator of a clash in the same transaction.
 *
 * A clash never stops a later pickup (the passengers are waiting for it; the operator decides
 * about the other job). One driver, or one vehicle, on two overlapping live jobs is refused by the
 * database itself (bookings_driver_no_overlap, bookings_vehicle_no_overlap), so a driver or vehicle
 * that clashes is taken off the moved job and named in what this answers: the operator gives it
 * back, or another. With `onlyIfFree` (an
 * earlier pickup) a clash moves nothing and is answered for the operator to decide.
 */
import { and, eq, gt, inArray, lt, ne, asc } from 'drizzle-orm';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import { lockDriver, lockVehicle } from '#app/lib/db/driver-lock.server.ts';
import { londonDateAndTime } from '#app/lib/london-dates.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { bookings, fleetVehicles } from './bookings-schema.server.ts';

const LIVE = ['confirmed', 'awaiting-payment'] as const;

/** Which of the job's pickups moves: the first, or the return pickup of a return journey. */
export type MovedPickupKind = 'pickup' | 'return';

/** Another live job over the moved one's new time. */
export interface PickupClash {
  /** What the two jobs share: the vehicle, or the named driver. */
  on: 'vehicle' | 'driver';
  /** The vehicle's or driver's name. */
  name: string;
  /** The other job: its register number, request and pickup. */
  bookingId: number;
  quoteId: string;
  pickupAt: Date;
}

export type PickupMove =
  | { moved: true; bookingId: number; from: Date; to: Date; clashes: PickupClash[] }
  | { moved: false; bookingId: number; from: Date; clashes: PickupClash[] };

/** The live booking of a request and the times it holds, or null when there is none. */
export async function liveBookingTimes(db: Pick<AppDb, 'select'>, quoteId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      pickupAt: bookings.pickupAt,
      returnAt: bookings.returnAt,
      endsAt: bookings.endsAt,
    })
    .from(bookings)
    .where(and(eq(bookings.quoteId, quoteId), inArray(bookings.status, [...LIVE])));
  return row ?? null;
}

async function clashesOver(
  tx: AppDb,
  job: { id: number; vehicleId: number | null; driverId: number | null },
  span: { startsAt: Date; endsAt: Date },
  names: { vehicle: string | null; driver: string | null },
): Promise<PickupClash[]> {
  const over = (column: typeof bookings.vehicleId | typeof bookings.driverId, id: number) =>
    tx
      .select({ id: bookings.id, quoteId: bookings.quoteId, pickupAt: bookings.pickupAt })
      .from(bookings)
      .where(
        and(
          eq(column, id),
          inArray(bookings.status, [...LIVE]),
          ne(bookings.id, job.id),
          lt(bookings.pickupAt, span.endsAt),
          gt(bookings.endsAt, span.startsAt),
        ),
      )
      .orderBy(asc(bookings.pickupAt));
  const clashes: PickupClash[] = [];
  if (job.vehicleId !== null) {
    for (const other of await over(bookings.vehicleId, job.vehicleId)) {
      clashes.push({
        on: 'vehicle',
        name: names.vehicle ?? 'the vehicle',
        bookingId: other.id,
        ...other,
      });
    }
  }
  if (job.driverId !== null) {
    for (const other of await over(bookings.driverId, job.driverId)) {
      clashes.push({
        on: 'driver',
        name: names.driver ?? 'the driver',
        bookingId: other.id,
        ...other,
      });
    }
  }
  return clashes;
}

/**
 * Moves the live booking's pickup (or return pickup) to `to`, inside the caller's transaction;
 * null when the request has no live booking, or no return pickup to move.
 */
export async function moveBookedPickup(
  tx: AppDb,
  input: { quoteId: string; which: MovedPickupKind; to: Date; onlyIfFree?: boolean },
): Promise<PickupMove | null> {
  const [job] = await tx
    .select({
      id: bookings.id,
      pickupAt: bookings.pickupAt,
      returnAt: bookings.returnAt,
      endsAt: bookings.endsAt,
      vehicleId: bookings.vehicleId,
      vehicleName: fleetVehicles.name,
      driverId: bookings.driverId,
      driverName: bookings.driverName,
    })
    .from(bookings)
    .leftJoin(fleetVehicles, eq(fleetVehicles.id, bookings.vehicleId))
    .where(and(eq(bookings.quoteId, input.quoteId), inArray(bookings.status, [...LIVE])))
    .for('update', { of: bookings });
  if (!job) return null;
  const from = input.which === 'pickup' ? job.pickupAt : job.returnAt;
  if (!from) return null;
  const delta = input.to.getTime() - from.getTime();
  const pickupAt = input.which === 'pickup' ? input.to : job.pickupAt;
  const returnAt = input.which === 'return' ? input.to : job.returnAt;
  // The job ends that much later (or sooner) when the moved pickup is its last one.
  const movesLast = input.which === 'return' || !job.returnAt || job.returnAt <= job.pickupAt;
  const endsAt = movesLast ? new Date(job.endsAt.getTime() + delta) : job.endsAt;

  // The vehicle's lock before the driver's, as every assignment takes them.
  if (job.vehicleId !== null) await lockVehicle(tx, job.vehicleId);
  if (job.driverId !== null) await lockDriver(tx, job.driverId);
  const clashes = await clashesOver(
    tx,
    job,
    { startsAt: pickupAt, endsAt },
    { vehicle: job.vehicleName, driver: job.driverName },
  );
  if (clashes.length > 0 && input.onlyIfFree) {
    return { moved: false, bookingId: job.id, from, clashes };
  }
  const driverClashes = clashes.some((clash) => clash.on === 'driver');
  const vehicleClashes = clashes.some((clash) => clash.on === 'vehicle');
  await tx
    .update(bookings)
    .set({
      pickupAt,
      returnAt,
      endsAt,
      // The database refuses one driver, or one vehicle, on two overlapping jobs: the operator
      // gives it back, or another.
      ...(driverClashes ? { driverId: null, driverName: null } : {}),
      ...(vehicleClashes ? { vehicleId: null } : {}),
    })
    .where(eq(bookings.id, job.id));
  const { date, time } = londonDateAndTime(input.to);
  await tx
    .update(quoteRequests)
    .set(
      input.which === 'pickup'
        ? { pickupDate: date, pickupTime: time }
        : { returnDate: date, returnTime: time },
    )
    .where(eq(quoteRequests.id, input.quoteId));
  return { moved: true, bookingId: job.id, from, to: input.to, clashes };
}
