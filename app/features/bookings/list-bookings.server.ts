/**
 * The booking register (docs/http-api.md `GET /admin/bookings`): upcoming jobs first, soonest first, then
 * (on request) past ones, most recent first. Two live jobs on one vehicle, or with one driver,
 * whose times overlap are flagged on both; so is a vehicle with fewer seats than the passengers.
 */
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { londonInstant, londonToday } from '#app/lib/london-dates.ts';
import { bookings, fleetVehicles } from './bookings-schema.server.ts';
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
    driverId: bookings.driverId,
    driverName: bookings.driverName,
    farePence: bookings.farePence,
    status: bookings.status,
    instant: bookings.instant,
    contractReference: bookings.contractReference,
    createdAt: bookings.createdAt,
  };
}

export async function listBookings(db: AppDb, view: BookingView, now = new Date()) {
  const rows = await db
    .select({ ...bookingColumns(), vehicleSeats: fleetVehicles.seats })
    .from(bookings)
    .leftJoin(fleetVehicles, eq(bookings.vehicleId, fleetVehicles.id))
    // A job in progress (picked up, not yet over) still counts as upcoming.
    .where(view === 'upcoming' ? gte(bookings.endsAt, now) : lt(bookings.endsAt, now))
    .orderBy(view === 'upcoming' ? asc(bookings.pickupAt) : desc(bookings.pickupAt));
  const clashes = await liveClashes(db, now);
  return rows.map((row) => flagged(row, clashes));
}

/**
 * The week view: every booking (cancelled ones too, marked) picked up from Monday 00:00 to the
 * next Monday 00:00 London time, grouped by London day, each day in pickup order.
 */
export async function listWeek(db: AppDb, week: BookingWeek, now = new Date()) {
  const rows = await db
    .select({ ...bookingColumns(), vehicleSeats: fleetVehicles.seats })
    .from(bookings)
    .leftJoin(fleetVehicles, eq(bookings.vehicleId, fleetVehicles.id))
    .where(
      and(
        gte(bookings.pickupAt, londonInstant(week.monday, '00:00')),
        lt(bookings.pickupAt, londonInstant(shiftDate(week.monday, 7), '00:00')),
      ),
    )
    .orderBy(asc(bookings.pickupAt), asc(bookings.id));
  const clashes = await liveClashes(db, now);
  return week.days.map((date) => ({
    date,
    isToday: date === week.today,
    rows: rows
      .filter((row) => londonToday(row.pickupAt) === date)
      .map((row) => flagged(row, clashes)),
  }));
}

interface Clashes {
  vehicle: Map<number, number[]>;
  driver: Map<number, number[]>;
}

/** A register row with its flags: the clashes, and too few seats for the passengers. */
function flagged<
  Row extends { id: number; pickupAt: Date; passengers: number; vehicleSeats: number | null },
>(row: Row, clashes: Clashes) {
  return {
    ...row,
    pickupAt: row.pickupAt.toISOString(),
    clashesWith: clashes.vehicle.get(row.id) ?? [],
    driverClashesWith: clashes.driver.get(row.id) ?? [],
    tooFewSeats: row.vehicleSeats !== null && row.vehicleSeats < row.passengers,
  };
}

/**
 * Who drives a job: the driver from the list, or on older bookings a name typed by hand, where case
 * and spacing do not make two people. The database refuses one listed driver on two live jobs at
 * once; a typed name it cannot see, so two jobs with one are flagged here.
 */
const driverKey = (driverId: number | null, name: string | null) =>
  driverId !== null
    ? `driver:${driverId}`
    : name?.trim().replace(/\s+/g, ' ').toLowerCase() || null;

/**
 * For each live upcoming booking, the ids of other live bookings at the same time on its vehicle,
 * and with its driver.
 */
async function liveClashes(db: AppDb, now: Date): Promise<Clashes> {
  const live = await db
    .select({
      id: bookings.id,
      vehicleId: bookings.vehicleId,
      driverId: bookings.driverId,
      driverName: bookings.driverName,
      pickupAt: bookings.pickupAt,
      endsAt: bookings.endsAt,
    })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), gte(bookings.endsAt, now)))
    .orderBy(asc(bookings.pickupAt));
  const clashes: Clashes = { vehicle: new Map(), driver: new Map() };
  const note = (map: Map<number, number[]>, a: number, b: number) => {
    map.set(a, [...(map.get(a) ?? []), b]);
    map.set(b, [...(map.get(b) ?? []), a]);
  };
  for (const [i, a] of live.entries()) {
    for (const b of live.slice(i + 1)) {
      if (!overlaps(a, b)) continue;
      if (a.vehicleId !== null && a.vehicleId === b.vehicleId) note(clashes.vehicle, a.id, b.id);
      const driver = driverKey(a.driverId, a.driverName);
      if (driver !== null && driver === driverKey(b.driverId, b.driverName)) {
        note(clashes.driver, a.id, b.id);
      }
    }
  }
  return clashes;
}
