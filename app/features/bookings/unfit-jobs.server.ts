/**
 * Booked jobs that are no longer fit: a live job still to end whose vehicle or driver has been
 * retired, whose documents no longer hold until it ends, or whose driver's licence no longer covers
 * its vehicle. The register lists them at its top; a change that makes a job unfit (a date edited,
 * a vehicle or driver retired) alerts the operator at once, in the change's own transaction.
 *
 * A date nobody recorded does not make a job unfit here: the admin assigned past it knowingly. The
 * driver's hours are judged when a job is given, and a change to a date cannot alter them.
 */
import { and, asc, eq, gt, inArray, isNotNull, or } from 'drizzle-orm';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import { checkFitness, FITNESS_MESSAGES } from '#app/lib/fitness-rules.ts';
import { queueOperatorAlert } from '#app/lib/outbox/operator-alerts.server.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { bookings, fleetVehicles } from './bookings-schema.server.ts';
import { isSchoolJob, VEHICLE_DOCUMENT_COLUMNS, type FitnessPorts } from './job-fitness.server.ts';

const LIVE = ['confirmed', 'awaiting-payment'] as const;

export interface UnfitJob {
  bookingId: number;
  quoteId: string;
  /** ISO 8601. */
  pickupAt: string;
  hirerName: string;
  /** Each rule the job now fails, in its own words. */
  reasons: string[];
}

/** The alert's title; its body is the reasons, and the alert adds the job. */
export const UNFIT_ALERT_TITLE = 'A booked job is no longer fit';

export async function unfitJobs(
  db: AppDb,
  ports: Pick<FitnessPorts, 'drivers'>,
  now: Date,
): Promise<UnfitJob[]> {
  const rows = await db
    .select({
      id: bookings.id,
      quoteId: bookings.quoteId,
      pickupAt: bookings.pickupAt,
      endsAt: bookings.endsAt,
      hirerName: bookings.hirerName,
      driverId: bookings.driverId,
      journeyType: quoteRequests.journeyType,
      // Null as a whole while no vehicle is given (Drizzle's nested left-join selection).
      vehicle: VEHICLE_DOCUMENT_COLUMNS,
    })
    .from(bookings)
    .innerJoin(quoteRequests, eq(bookings.quoteId, quoteRequests.id))
    .leftJoin(fleetVehicles, eq(bookings.vehicleId, fleetVehicles.id))
    .where(
      and(
        inArray(bookings.status, [...LIVE]),
        gt(bookings.endsAt, now),
        or(isNotNull(bookings.vehicleId), isNotNull(bookings.driverId)),
      ),
    )
    .orderBy(asc(bookings.pickupAt), asc(bookings.id));
  if (rows.length === 0) return [];
  const drivers = new Map((await ports.drivers(db)).map((d) => [d.id, d]));
  return rows.flatMap((row) => {
    const { vehicle } = row;
    const driver = row.driverId === null ? null : (drivers.get(row.driverId) ?? null);
    const reasons: string[] = [];
    if (vehicle && !vehicle.active) reasons.push(FITNESS_MESSAGES.retired(vehicle.name));
    if (driver && !driver.active) reasons.push(FITNESS_MESSAGES.retired(driver.name));
    const verdict = checkFitness({
      vehicle,
      driver,
      job: {
        startsAt: row.pickupAt,
        endsAt: row.endsAt,
        school: isSchoolJob(row.journeyType),
        driving: [],
      },
      driverDriving: [],
      mode: 'admin',
    });
    reasons.push(...verdict.refusals.map((r) => r.message));
    if (reasons.length === 0) return [];
    return [
      {
        bookingId: row.id,
        quoteId: row.quoteId,
        pickupAt: row.pickupAt.toISOString(),
        hirerName: row.hirerName,
        reasons,
      },
    ];
  });
}

/**
 * Makes a change to a vehicle or a driver and, in the same transaction, alerts the operator of
 * each booked job it made unfit (one alert per job; jobs already unfit before it are not told
 * again). `key` names the change in the alert's kept e-mail: letters, digits and dashes.
 */
export async function changeAlertingUnfit<R extends { ok: boolean }>(
  deps: { db: AppDb; boss: Enqueuer | undefined; ports: Pick<FitnessPorts, 'drivers'> },
  key: string,
  change: (tx: AppDb) => Promise<R>,
  now = new Date(),
): Promise<R> {
  return deps.db.transaction(async (tx) => {
    const before = new Set((await unfitJobs(tx, deps.ports, now)).map((j) => j.bookingId));
    const result = await change(tx);
    if (!result.ok || !deps.boss) return result;
    for (const job of await unfitJobs(tx, deps.ports, now)) {
      if (before.has(job.bookingId)) continue;
      await queueOperatorAlert(tx, deps.boss, {
        event: 'job-unfit',
        quoteId: job.quoteId,
        lapse: {
          title: UNFIT_ALERT_TITLE,
          body: job.reasons.join(' '),
          key: `${key}-${job.bookingId}-${now.getTime()}`,
        },
      });
    }
    return result;
  });
}
