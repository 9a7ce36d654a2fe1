/**
 * The register's side of account customers: an account's bookings for its page, every account's
 * live journeys for what each owes, and putting a booking on an account. An on-account booking is
 * confirmed without payment: one held for its first payment is confirmed at once (with its
 * confirmation and reminder, as a payment would).
 */
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { bookings, fleetVehicles } from './bookings-schema.server.ts';
import { confirmHeldBooking } from './booking-hold.server.ts';
import type { BookingOutbox } from './booking-reminders.server.ts';

export async function bookingsOfAccount(db: AppDb, accountId: number) {
  return db
    .select({
      id: bookings.id,
      quoteId: bookings.quoteId,
      pickupAt: bookings.pickupAt,
      pickupLocation: bookings.pickupLocation,
      destination: bookings.destination,
      farePence: bookings.farePence,
      status: bookings.status,
      vehicleName: fleetVehicles.name,
      contractReference: bookings.contractReference,
    })
    .from(bookings)
    .leftJoin(fleetVehicles, eq(bookings.vehicleId, fleetVehicles.id))
    .where(eq(bookings.accountId, accountId))
    .orderBy(asc(bookings.pickupAt), asc(bookings.id));
}

/** Every on-account booking's money and time, for each account's standing on the list. */
export async function onAccountJourneys(db: AppDb, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  return db
    .select({
      accountId: bookings.accountId,
      bookingId: bookings.id,
      pickupAt: bookings.pickupAt,
      status: bookings.status,
      farePence: bookings.farePence,
    })
    .from(bookings)
    .where(and(isNotNull(bookings.accountId), inArray(bookings.accountId, accountIds)));
}

export type PutOnAccountResult = 'on-account' | 'confirmed' | 'cancelled' | 'missing';

/**
 * Puts a request's booking on an account. A booking waiting for its first payment is confirmed
 * now; a cancelled one is left as it is (its account would invoice nothing).
 */
export async function putBookingOnAccount(
  db: AppDb,
  boss: BookingOutbox,
  input: { quoteId: string; accountId: number },
  now = new Date(),
): Promise<PutOnAccountResult> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.quoteId, input.quoteId))
      .for('update');
    if (!booking) return 'missing';
    if (booking.status === 'cancelled') return 'cancelled';
    await tx
      .update(bookings)
      .set({ accountId: input.accountId })
      .where(eq(bookings.quoteId, input.quoteId));
    if (booking.status !== 'awaiting-payment') return 'on-account';
    await confirmHeldBooking(tx, boss, { quoteId: input.quoteId }, now);
    return 'confirmed';
  });
}

/** The account a request's booking is on, and whether it has a live booking at all. */
export async function bookingAccountOf(db: AppDb, quoteId: string) {
  const [row] = await db
    .select({ status: bookings.status, accountId: bookings.accountId })
    .from(bookings)
    .where(eq(bookings.quoteId, quoteId));
  return row ?? null;
}

/**
 * An account's journeys completed in [from, until): not cancelled, and the pickup of the last leg
 * (the return's when there is one) inside it and passed by `now`. With the vehicle that ran it
 * and its seats (the VAT rate's test), else the vehicle quoted.
 */
export async function completedAccountJourneys(
  db: Pick<AppDb, 'select'>,
  accountId: number,
  period: { from: Date; until: Date },
  now: Date,
) {
  const lastLeg = sql`coalesce(${bookings.returnAt}, ${bookings.pickupAt})`;
  return db
    .select({
      bookingId: bookings.id,
      quoteId: bookings.quoteId,
      pickupAt: bookings.pickupAt,
      returnAt: bookings.returnAt,
      from: bookings.pickupLocation,
      to: bookings.destination,
      quotedVehicle: bookings.quotedVehicle,
      fleetName: fleetVehicles.name,
      fleetSeats: fleetVehicles.seats,
      farePence: bookings.farePence,
      contract: bookings.contractReference,
    })
    .from(bookings)
    .leftJoin(fleetVehicles, eq(bookings.vehicleId, fleetVehicles.id))
    .where(
      and(
        eq(bookings.accountId, accountId),
        ne(bookings.status, 'cancelled'),
        sql`${lastLeg} >= ${period.from.toISOString()}::timestamptz`,
        sql`${lastLeg} < ${period.until.toISOString()}::timestamptz`,
        sql`${lastLeg} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(bookings.pickupAt), asc(bookings.id));
}
