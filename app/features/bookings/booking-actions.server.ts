/**
 * The register's changes: assign a vehicle and driver, and cancel a booking (customer e-mailed, its
 * queued reminder cancelled with it). An assignment is judged by the fitness rules first: any rule
 * that refuses is said in its own words and nothing is saved; a date nobody recorded is a warning
 * the admin may save past. A vehicle or driver newly given is never on two overlapping live jobs:
 * judged under its lock; the database has the last word on a vehicle's or driver's overlapping jobs.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { quoteStatusChanges } from '#app/lib/db/admin-schema.server.ts';
import {
  exclusionViolated,
  lockDriver,
  lockVehicle,
  VEHICLE_CONSTRAINT,
} from '#app/lib/db/driver-lock.server.ts';
import {
  checkFitness,
  FITNESS_MESSAGES,
  type DayDriving,
  type VehicleDocuments,
} from '#app/lib/fitness-rules.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import { queueOperatorAlert } from '#app/lib/outbox/operator-alerts.server.ts';
import { sendJob } from '#app/lib/jobs/define-job.server.ts';
import { cancelReminders, type BookingOutbox } from './booking-reminders.server.ts';
import { bookings } from './bookings-schema.server.ts';
import {
  bookedJob,
  driverJobs,
  mergeCommitments,
  overlapping,
  vehicleJobOverlapping,
  vehicleRecord,
  type BookedJob,
  type Commitment,
  type DriverRecord,
  type FitnessPorts,
} from './job-fitness.server.ts';
import { bookingCancellationJob } from './jobs.server.ts';

export const VEHICLE_UNKNOWN = 'Choose a vehicle from the fleet list.';
export const VEHICLE_RETIRED =
  'That vehicle is retired. Put it back in service first, or choose another.';
export const DRIVER_UNKNOWN = 'Choose a driver from the drivers list.';
export const DRIVER_RETIRED =
  'That driver is retired. Bring them back on the drivers page first, or choose another.';
export const BOOKING_GONE = 'That booking no longer exists.';
export const ASSIGN_SAVED = 'Vehicle and driver saved.';
/** Said before the rules that refuse, each in its own words (FITNESS_MESSAGES). */
export const ASSIGN_REFUSED = 'Nothing was saved.';
/** Said before the dates nobody recorded, which the admin may assign past. */
export const ASSIGN_SAVED_UNKNOWN = 'Vehicle and driver saved. Not recorded, so not checked:';

export type BookingActionResult = {
  ok: boolean;
  message: string;
  bookingId?: number;
  /** Each rule that refused, or each date not recorded, in its own words. */
  reasons?: string[];
};

export async function assignBooking(
  db: AppDb,
  ports: FitnessPorts,
  input: { bookingId: number; vehicleId: number | null; driverId: number | null },
  now = new Date(),
): Promise<BookingActionResult> {
  const job = await bookedJob(db, input.bookingId);
  if (!job) return { ok: false, message: BOOKING_GONE };
  let vehicle: (VehicleDocuments & { id: number }) | null = null;
  if (input.vehicleId !== null) {
    const found = await vehicleRecord(db, input.vehicleId);
    if (!found) return { ok: false, message: VEHICLE_UNKNOWN };
    // A booking may keep the retired vehicle it already has (its driver changed, say), but no
    // booking is newly given one. The register then lists the job as no longer fit.
    if (!found.active && job.vehicleId !== found.id) return { ok: false, message: VEHICLE_RETIRED };
    vehicle = found;
  }
  let driver: DriverRecord | null = null;
  if (input.driverId !== null) {
    const found = (await ports.drivers(db)).find((d) => d.id === input.driverId);
    if (!found) return { ok: false, message: DRIVER_UNKNOWN };
    if (!found.active && job.driverId !== found.id) return { ok: false, message: DRIVER_RETIRED };
    driver = found;
  }
  // Measured before the transaction: the roads may come from a slow outside service.
  const driving = job.driving ?? (driver ? await ports.measureDriving(db, job.journey) : null);
  const warnings = driver && !driving ? [FITNESS_MESSAGES.unmeasured(driver.name)] : [];
  return db.transaction(async (tx) => {
    const verdict = await judgeAssignment(tx, ports, { job, vehicle, driver, driving, now });
    if (verdict.refusals.length > 0) {
      return { ok: false, message: ASSIGN_REFUSED, reasons: verdict.refusals };
    }
    try {
      // In a savepoint, so a refusal by the database leaves the transaction usable to answer.
      await tx.transaction(async (savepoint) => {
        await savepoint
          .update(bookings)
          .set({
            vehicleId: input.vehicleId,
            driverId: driver?.id ?? null,
            // The name as it is now, kept with the job for the licensing record.
            driverName: driver?.name ?? null,
            driving: driving ?? null,
          })
          .where(eq(bookings.id, job.id));
      });
    } catch (error) {
      // Another admin, contract or instance gave the vehicle or driver an overlapping job since
      // we looked (or the job was booked before vehicles were held to one job at a time).
      const constraint = exclusionViolated(error);
      if (constraint === VEHICLE_CONSTRAINT && vehicle) {
        return {
          ok: false,
          message: ASSIGN_REFUSED,
          reasons: [FITNESS_MESSAGES.vehicleBusy(vehicle.name, 'another job')],
        };
      }
      if (constraint === null || !driver) throw error;
      return {
        ok: false,
        message: ASSIGN_REFUSED,
        reasons: [FITNESS_MESSAGES.busy(driver.name, 'another job')],
      };
    }
    const unknown = [...verdict.unknown, ...warnings];
    return unknown.length
      ? { ok: true, message: ASSIGN_SAVED_UNKNOWN, bookingId: job.id, reasons: unknown }
      : { ok: true, message: ASSIGN_SAVED, bookingId: job.id };
  });
}

/**
 * Every rule over the pair for this job, inside the assignment's transaction and under the
 * driver's lock, so the driver's other jobs read are the ones that stand when it commits.
 */
async function judgeAssignment(
  tx: AppDb,
  ports: FitnessPorts,
  input: {
    job: BookedJob;
    vehicle: (VehicleDocuments & { id: number }) | null;
    driver: DriverRecord | null;
    driving: DayDriving[] | null;
    now: Date;
  },
): Promise<{ refusals: string[]; unknown: string[] }> {
  const { job, vehicle, driver } = input;
  const span = { startsAt: job.pickupAt, endsAt: job.endsAt };
  let others: Commitment[] = [];
  const refusals: string[] = [];
  // A vehicle newly given is never on two live jobs at once, like a driver. One the booking
  // already has is kept (the driver changed, say): the register lists a clash it had before.
  if (vehicle && job.vehicleId !== vehicle.id) {
    await lockVehicle(tx, vehicle.id);
    const held = (await ports.vehicleHolds(tx, vehicle.id, input.now)).filter(
      (h) => h.quoteId !== job.quoteId,
    );
    const clash =
      (await vehicleJobOverlapping(tx, vehicle.id, job.id, span)) ?? overlapping(held, span);
    if (clash) refusals.push(FITNESS_MESSAGES.vehicleBusy(vehicle.name, clash.label));
  }
  if (driver) {
    await lockDriver(tx, driver.id);
    const holds = (await ports.driverHolds(tx, driver.id, input.now)).filter(
      (h) => h.quoteId !== job.quoteId,
    );
    others = mergeCommitments(await driverJobs(tx, driver.id, job.id), holds);
    const clash = overlapping(others, span);
    if (clash) refusals.push(FITNESS_MESSAGES.busy(driver.name, clash.label));
  }
  const verdict = checkFitness({
    vehicle,
    driver,
    job: { ...span, school: job.school, driving: input.driving ?? [] },
    driverDriving: others.flatMap((c) => c.driving),
    mode: 'admin',
  });
  return {
    refusals: [...refusals, ...verdict.refusals.map((r) => r.message)],
    unknown: verdict.unknown.map((r) => r.message),
  };
}

export async function cancelBooking(
  deps: { db: AppDb; boss: BookingOutbox },
  input: ({ bookingId: number } | { quoteId: string }) & {
    /** The admin who cancelled, or null when the customer cancelled from their page. */
    by: string | null;
    /** Said in the request's history (what was refunded, say). */
    note?: string;
    /**
     * The operator's e-mail about a customer's cancellation, queued in its transaction by the
     * feature that knows its money (payments); it stands in for the alert's own e-mail, so the
     * operator hears of the cancellation once (queueOperatorAlert's `alreadyEmailed`).
     */
    operatorEmail?: (tx: SqlExecutor & Pick<AppDb, 'insert'>) => Promise<void>;
  },
): Promise<BookingActionResult> {
  return deps.db.transaction(async (tx) => {
    const which =
      'bookingId' in input ? eq(bookings.id, input.bookingId) : eq(bookings.quoteId, input.quoteId);
    const [booking] = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledAt: new Date(),
        cancelReason: input.by === null ? 'customer' : 'operator',
        holdUntil: null,
      })
      .where(and(which, inArray(bookings.status, ['confirmed', 'awaiting-payment'])))
      .returning({ quoteId: bookings.quoteId });
    if (!booking) return { ok: false, message: 'That booking is already cancelled.' };
    await tx.insert(quoteStatusChanges).values({
      quoteId: booking.quoteId,
      fromStatus: 'won',
      toStatus: 'won',
      note:
        input.note ??
        (input.by === null
          ? 'The customer cancelled the booking from their page; they are e-mailed.'
          : 'Booking cancelled; the customer is e-mailed.'),
      accountEmail: input.by,
    });
    await cancelReminders(tx, deps.boss, booking.quoteId);
    await sendJob(tx, deps.boss, bookingCancellationJob, {
      quoteId: booking.quoteId,
    });
    // The operator knows of their own cancellations; the customer's reach them by one path: their
    // devices, or else one e-mail (the payments feature's, with the money, when it sends one).
    if (input.by === null) {
      await input.operatorEmail?.(tx);
      await queueOperatorAlert(tx, deps.boss, {
        event: 'cancellation',
        quoteId: booking.quoteId,
        alreadyEmailed: input.operatorEmail !== undefined,
      });
    }
    return { ok: true, message: 'Booking cancelled; the customer is e-mailed.' };
  });
}
