/**
 * Enters an accepted job in the register, inside the answer's transaction, and queues its e-mails:
 * the confirmation now, and the reminder for 24 hours before pickup (booking-reminders.server.ts).
 */
import { sql } from 'drizzle-orm';
import type { QuoteRequestRow } from '#server/db/schema.server.ts';
import type { SqlExecutor } from '#server/outbox/enqueue.server.ts';
import { BOOKING_QUEUES } from '#server/outbox/queues.server.ts';
import { sendInTransaction } from '#server/outbox/send-in-transaction.server.ts';
import type { AppDb } from '#server/db/app-db.server.ts';
import { bookings } from './bookings-schema.server.ts';
import {
  cancelReminders,
  scheduleReminder,
  type BookingOutbox,
} from './booking-reminders.server.ts';
import { jobWindow } from './booking-times.ts';

export interface NewBooking {
  quote: QuoteRequestRow;
  farePence: number;
  vehicle: string;
  customerToken: string;
}

export async function createBooking(
  tx: SqlExecutor & Pick<AppDb, 'insert'>,
  boss: BookingOutbox,
  input: NewBooking,
  now = new Date(),
): Promise<void> {
  const { quote } = input;
  const window = jobWindow(quote);
  const values = {
    quoteId: quote.id,
    hirerName: quote.name,
    hirerEmail: quote.email,
    hirerPhone: quote.phone,
    pickupLocation: quote.pickupLocation,
    destination: quote.destination,
    pickupAt: window.pickupAt,
    endsAt: window.endsAt,
    returnAt: window.returnAt,
    passengers: quote.passengerCount,
    farePence: input.farePence,
    quotedVehicle: input.vehicle,
  };
  const inserted = await tx
    .insert(bookings)
    .values(values)
    // One booking per request: a request priced again after its booking was cancelled books the
    // same row again; a live booking is never overwritten.
    .onConflictDoUpdate({
      target: bookings.quoteId,
      set: { ...values, status: 'confirmed', cancelledAt: null, vehicleId: null, driverName: null },
      setWhere: sql`${bookings.status} = 'cancelled'`,
    })
    .returning({ id: bookings.id });
  if (inserted.length === 0) return;
  await sendInTransaction(tx, boss, BOOKING_QUEUES.bookingConfirmation, {
    quoteId: quote.id,
    customerToken: input.customerToken,
  });
  // A booked-again row may still have the reminder of its cancelled booking queued (one
  // cancelled before cancelling took it along): one booking, one reminder.
  await cancelReminders(tx, boss, quote.id);
  await scheduleReminder(tx, boss, { quoteId: quote.id, pickupAt: window.pickupAt }, now);
}
