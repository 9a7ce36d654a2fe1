/**
 * The register's changes: assign a vehicle and driver, and cancel a booking (customer e-mailed, its
 * queued reminder cancelled with it).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { quoteStatusChanges } from '#app/lib/db/admin-schema.server.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { BOOKING_QUEUES, sendQuoteJob } from '#app/lib/outbox/quote-jobs.server.ts';
import type { SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import { queueOperatorAlert } from '#app/lib/outbox/operator-alerts.server.ts';
import { cancelReminders, type BookingOutbox } from './booking-reminders.server.ts';
import { bookings, fleetVehicles } from './bookings-schema.server.ts';

export const DRIVER_NAME_MAX = 80;

export const VEHICLE_UNKNOWN = 'Choose a vehicle from the fleet list.';
export const VEHICLE_RETIRED =
  'That vehicle is retired. Put it back in service first, or choose another.';

export type BookingActionResult = { ok: boolean; message: string; bookingId?: number };

export async function assignBooking(
  db: AppDb,
  input: { bookingId: number; vehicleId: number | null; driverName: string },
): Promise<BookingActionResult> {
  const driverName = input.driverName.trim();
  if (driverName.length > DRIVER_NAME_MAX) {
    return { ok: false, message: `Keep the driver's name under ${DRIVER_NAME_MAX} characters.` };
  }
  if (input.vehicleId !== null) {
    const [vehicle] = await db
      .select({ id: fleetVehicles.id, active: fleetVehicles.active })
      .from(fleetVehicles)
      .where(eq(fleetVehicles.id, input.vehicleId));
    if (!vehicle) return { ok: false, message: VEHICLE_UNKNOWN };
    if (!vehicle.active) {
      // A booking may keep the retired vehicle it already has (its driver changed, say), but no
      // booking is newly given one.
      const [booking] = await db
        .select({ vehicleId: bookings.vehicleId })
        .from(bookings)
        .where(eq(bookings.id, input.bookingId));
      if (booking?.vehicleId !== vehicle.id) return { ok: false, message: VEHICLE_RETIRED };
    }
  }
  const updated = await db
    .update(bookings)
    .set({ vehicleId: input.vehicleId, driverName: driverName || null })
    .where(eq(bookings.id, input.bookingId))
    .returning({ id: bookings.id });
  return updated.length
    ? { ok: true, message: 'Vehicle and driver saved.', bookingId: input.bookingId }
    : { ok: false, message: 'That booking no longer exists.' };
}

export async function cancelBooking(
  deps: { db: AppDb; boss: BookingOutbox },
  input: ({ bookingId: number } | { quoteId: string }) & {
    /** The admin who cancelled, or null when the customer cancelled from their page. */
    by: string | null;
    /** Said in the request's history (what was refunded, say). */
    note?: string;
    /** More to do in the cancellation's transaction (the operator told of it, say). */
    alsoInTransaction?: (tx: SqlExecutor & Pick<AppDb, 'insert'>) => Promise<void>;
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
    await sendQuoteJob(tx, deps.boss, BOOKING_QUEUES.bookingCancellation, {
      quoteId: booking.quoteId,
    });
    await input.alsoInTransaction?.(tx);
    // The operator knows of their own cancellations; the customer's reach their devices.
    if (input.by === null) {
      await queueOperatorAlert(tx, deps.boss, { event: 'cancellation', quoteId: booking.quoteId });
    }
    return { ok: true, message: 'Booking cancelled; the customer is e-mailed.' };
  });
}
