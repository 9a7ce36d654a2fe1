/**
 * The instant offers holding a driver or a vehicle: what the register's assignment counts beside
 * their booked jobs, so the admin cannot give away a driver or vehicle an open offer has promised
 * (its acceptance would then find it on another job). An offer whose end has passed holds nothing.
 */
import { and, eq, gt, type SQL } from 'drizzle-orm';
import type { DayDriving } from '#app/lib/fitness-rules.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { instantHolds } from './instant-booking-schema.server.ts';

export const HOLD_LABEL = 'an instant offer';

type Hold = { quoteId: string; label: string; startsAt: Date; endsAt: Date; driving: DayDriving[] };

export function driverHoldsOf(db: AppDb, driverId: number, now: Date): Promise<Hold[]> {
  return holdsOf(db, eq(instantHolds.driverId, driverId), now);
}

export function vehicleHoldsOf(db: AppDb, vehicleId: number, now: Date): Promise<Hold[]> {
  return holdsOf(db, eq(instantHolds.vehicleId, vehicleId), now);
}

async function holdsOf(db: AppDb, whose: SQL, now: Date): Promise<Hold[]> {
  const rows = await db
    .select({
      quoteId: instantHolds.quoteId,
      startsAt: instantHolds.startsAt,
      endsAt: instantHolds.endsAt,
      driving: instantHolds.driving,
    })
    .from(instantHolds)
    .where(and(whose, eq(instantHolds.active, true), gt(instantHolds.offerExpiresAt, now)));
  return rows.map((row) => ({ ...row, label: HOLD_LABEL, driving: row.driving ?? [] }));
}
