/**
 * The booking register (docs/http-api.md `GET /admin/bookings`): upcoming jobs first, soonest first, then
 * (on request) past ones, most recent first. Two live jobs on one vehicle whose times overlap are
 * flagged on both.
 */
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { bookings, fleetVehicles } from './bookings-schema.server.ts';
import { londonInstant, londonToday } from '#app/lib/london-dates.ts';
import { overlaps } from './booking-times.ts';
import { shiftDate, type BookingWeek } from './booking-week.ts';

export const BOOKING_VIEWS = ['upcoming', 'past'] as const;
export type BookingView = (typeof BOOKING_VIEWS)[number];

export function bookingColumns() {
  return {
    id: bookings.id,
    quoteId: bookings.quoteId,
    pickupAt: bookings.pickupAt,
    endsAt: bookings.endsAt,
    returnAt: bookings.returnAt,
    hirerName: bookings.hirerName,
    hirerPhone: bookings.hirerPhone,
    hirerEmail: bookings.hirerEmail,
    pickupLocation: bookings.pickupLocation,
    destination: bookings.destination,
    passengers: bookings.passengers,
    quotedVehicle: bookings.quotedVehicle,
    vehicleId: bookings.vehicleId,
    vehicleName: fleetVehicles.name,
    driverName: bookings.driverName,
    farePence: bookings.farePence,
    status: bookings.status,
    createdAt: bookings.createdAt,
  };
}

export async function listBookings(db: AppDb, view: BookingView, now = new Date()) {
  const rows = await db
    .select(bookingColumns())
    .from(bookings)
    .leftJoin(fleetVehicles, eq(bookings.vehicleId, fleetVehicles.id))
    // A job in progress (picked up, not yet over) still counts as upcoming.
    .where(view === 'upcoming' ? gte(bookings.endsAt, now) : lt(bookings.endsAt, now))
    .orderBy(view === 'upcoming' ? asc(bookings.pickupAt) : desc(bookings.pickupAt));
  const clashes = await vehicleClashes(db, now);
  return rows.map((row) => ({
    ...row,
    pickupAt: row.pickupAt.toISOString(),
    clashesWith: clashes.get(row.id) ?? [],
  }));
}

/**
 * The week view: every booking (cancelled ones too, marked) picked up from Monday 00:00 to the
 * next Monday 00:00 London time, grouped by London day, each day in pickup order.
 */
export async function listWeek(db: AppDb, week: BookingWeek, now = new Date()) {
  const rows = await db
    .select(bookingColumns())
    .from(bookings)
    .leftJoin(fleetVehicles, eq(bookings.vehicleId, fleetVehicles.id))
    .where(
      and(
        gte(bookings.pickupAt, londonInstant(week.monday, '00:00')),
        lt(bookings.pickupAt, londonInstant(shiftDate(week.monday, 7), '00:00')),
      ),
    )
    .orderBy(asc(bookings.pickupAt), asc(bookings.id));
  const clashes = await vehicleClashes(db, now);
  return week.days.map((date) => ({
    date,
    isToday: date === week.today,
    rows: rows
      .filter((row) => londonToday(row.pickupAt) === date)
      .map((row) => ({
        ...row,
        pickupAt: row.pickupAt.toISOString(),
        clashesWith: clashes.get(row.id) ?? [],
      })),
  }));
}

/** For each live upcoming booking, the ids of other live bookings on its vehicle at the same time. */
async function vehicleClashes(db: AppDb, now: Date): Promise<Map<number, number[]>> {
  const live = await db
    .select({
      id: bookings.id,
      vehicleId: bookings.vehicleId,
      pickupAt: bookings.pickupAt,
      endsAt: bookings.endsAt,
    })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), gte(bookings.endsAt, now)))
    .orderBy(asc(bookings.pickupAt));
  const clashes = new Map<number, number[]>();
  for (const [i, a] of live.entries()) {
    for (const b of live.slice(i + 1)) {
      if (a.vehicleId === null || a.vehicleId !== b.vehicleId || !overlaps(a, b)) continue;
      clashes.set(a.id, [...(clashes.get(a.id) ?? []), b.id]);
      clashes.set(b.id, [...(clashes.get(b.id) ?? []), a.id]);
    }
  }
  return clashes;
}
