/**
 * One driver's jobs are judged one claim at a time: the register's assignment and an instant offer
 * both take this lock on the driver, inside their transaction, before reading the driver's other
 * jobs and hours. The database refuses two overlapping jobs on its own (an exclusion constraint),
 * but hours add up across jobs that do not overlap, which no constraint can see: without the lock
 * two instances could each give the driver a job that alone keeps within the day's limit.
 */
import { sql } from 'drizzle-orm';
import type { SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';

/** Any fixed number, with the driver's id as the second key. */
const DRIVER_LOCK = 2_800_417;

/** Held until the transaction ends; always taken in ascending driver order by one transaction. */
export async function lockDriver(tx: SqlExecutor, driverId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DRIVER_LOCK}, ${driverId}::int)`);
}

/** Any fixed number, with the vehicle's id as the second key; not the drivers' number. */
const VEHICLE_LOCK = 2_800_419;

/**
 * Held until the transaction ends: everything that gives a vehicle a job is judged one at a time
 * for that vehicle (the register's assignment, a contract's journeys, an instant offer's claim),
 * so two of them, on one instance or two, cannot both see it free. The register's jobs and the
 * offers' holds are separate tables, each with its own exclusion constraint, and neither sees the
 * other's rows: this lock is what keeps an offer and a register job off one vehicle at once.
 * Taken before any driver's lock, always, and several in ascending order (decision 020).
 */
export async function lockVehicle(tx: SqlExecutor, vehicleId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${VEHICLE_LOCK}, ${vehicleId}::int)`);
}

/**
 * The hand-written constraint that refuses one vehicle on two live register jobs whose times
 * overlap (drizzle/0034, docs/decisions/020), as bookings_driver_no_overlap does a driver.
 */
export const VEHICLE_CONSTRAINT = 'bookings_vehicle_no_overlap';

/** PostgreSQL's SQLSTATE for a row an exclusion constraint refuses. */
const EXCLUSION_VIOLATION = '23P01';

/**
 * The exclusion constraint an error broke, or null for any other error. Drizzle wraps the driver's
 * error; the SQLSTATE and the constraint's name sit on it or on its cause (pg and PGlite alike).
 */
export function exclusionViolated(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string') {
      return code === EXCLUSION_VIOLATION
        ? typeof constraint === 'string'
          ? constraint
          : ''
        : null;
    }
  }
  return null;
}
