/**
 * Enters an accepted job in the register, inside the answer's transaction, and queues its e-mails:
 * the confirmation now, and the reminder for 24 hours before pickup (booking-reminders.server.ts).
 */
import { sql } from 'drizzle-orm';
import type { QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import type { DayDriving } from '#app/lib/fitness-rules.ts';
import type { SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { sendJob } from '#app/lib/jobs/define-job.server.ts';
import { bookings } from './bookings-schema.server.ts';
import {
  cancelReminders,
  scheduleReminder,
  type BookingOutbox,
} from './booking-reminders.server.ts';
import { scheduleHoldExpiry } from './booking-hold.server.ts';
import { jobWindow } from './booking-times.ts';
import { bookingConfirmationJob } from './jobs.server.ts';

export interface NewBooking {
  quote: QuoteRequestRow;
  farePence: number;
  vehicle: string;
  customerToken: string;
  /**
   * With online payment on: held until the first payment (booking-hold.server.ts) rather than
   * confirmed now, under the payment terms' version in force at acceptance.
   */
  hold?: { until: Date; paymentTermsVersion: number };
  /** The payment terms' version in force at acceptance, for a booking confirmed at once. */
  paymentTermsVersion?: number;
  /**
   * An instant booking's vehicle and named driver (with the driver's name as it is now), when it
   * is back at the depot (app/lib/job-span.ts) instead of the JOB_LEG_HOURS guess made for a
   * request priced by hand, and its driving per London day for the driver's hours.
   */
  job?: {
    vehicleId: number;
    endsAt: Date;
    driverId?: number | null;
    driverName?: string | null;
    driving?: DayDriving[] | null;
  };
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
    endsAt: input.job?.endsAt ?? window.endsAt,
    returnAt: window.returnAt,
    passengers: quote.passengerCount,
    farePence: input.farePence,
    quotedVehicle: input.vehicle,
    status: input.hold ? ('awaiting-payment' as const) : ('confirmed' as const),
    holdUntil: input.hold?.until ?? null,
    paymentTermsVersion: input.hold?.paymentTermsVersion ?? input.paymentTermsVersion ?? null,
    vehicleId: input.job?.vehicleId ?? null,
    driverId: input.job?.driverId ?? null,
    driverName: input.job?.driverName ?? null,
    driving: input.job?.driving ?? null,
    // Only an instant offer's acceptance carries the job its offer held.
    instant: input.job !== undefined,
  };
  const inserted = await tx
    .insert(bookings)
    .values(values)
    // One booking per request: a request priced again after its booking was cancelled books the
    // same row again; a live booking is never overwritten.
    .onConflictDoUpdate({
      target: bookings.quoteId,
      set: { ...values, cancelledAt: null, cancelReason: null },
      setWhere: sql`${bookings.status} = 'cancelled'`,
    })
    .returning({ id: bookings.id });
  if (inserted.length === 0) return;
  // A booked-again row may still have the reminder of its cancelled booking queued (one
  // cancelled before cancelling took it along): one booking, one reminder.
  await cancelReminders(tx, boss, quote.id);
  if (input.hold) {
    // Confirmation and reminder wait for the payment; the hold's end is queued now.
    await scheduleHoldExpiry(tx, boss, quote.id, input.hold.until);
    return;
  }
  await sendJob(tx, boss, bookingConfirmationJob, {
    quoteId: quote.id,
    customerLink: true,
  });
  await scheduleReminder(tx, boss, { quoteId: quote.id, pickupAt: window.pickupAt }, now);
}
