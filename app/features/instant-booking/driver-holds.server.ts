/**
 * The instant offers holding a driver: what the register's assignment counts beside the driver's
 * booked jobs, so the admin cannot give away a driver an open offer has promised (its acceptance
 * would then find the driver on another job). An offer whose end has passed holds nothing.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { DayDriving } from '#app/lib/fitness-rules.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { instantHolds } from './instant-booking-schema.server.ts';

export const HOLD_LABEL = 'an instant offer';

export async function driverHoldsOf(
  db: AppDb,
  driverId: number,
  now: Date,
): Promise<
  { quoteId: string; label: string; startsAt: Date; endsAt: Date; driving: DayDriving[] }[]
> {
  const rows = await db
    .select({
      quoteId: instantHolds.quoteId,
      startsAt: instantHolds.startsAt,
      endsAt: instantHolds.endsAt,
      driving: instantHolds.driving,
    })
    .from(instantHolds)
    .where(
      and(
        eq(instantHolds.driverId, driverId),
        eq(instantHolds.active, true),
        gt(instantHolds.offerExpiresAt, now),
      ),
    );
  return rows.map((row) => ({ ...row, label: HOLD_LABEL, driving: row.driving ?? [] }));
}
