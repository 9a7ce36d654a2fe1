/**
 * A booking accepted with online payment on is held, not confirmed: `awaiting-payment` until its
 * first payment lands (then confirmed, with its confirmation and reminder) or its hold ends with
 * nothing paid (then cancelled, the vehicle free again, the customer told). The hold's end is a
 * pg-boss job at `hold_until`, a row in the database, so a restart loses nothing; and both moves
 * change the row only from `awaiting-payment`, so a payment and the hold's end cannot both win.
 */
import { and, eq, gt, lt, lte, ne, or } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { quoteStatusChanges } from '#app/lib/db/admin-schema.server.ts';
import {
  transactionDb,
  type SqlExecutor,
} from '#server/platform/outbox/send-in-transaction.server.ts';
import { sendJob } from '#app/lib/jobs/define-job.server.ts';
import {
  cancelReminders,
  scheduleReminder,
  type BookingOutbox,
} from './booking-reminders.server.ts';
import { bookings } from './bookings-schema.server.ts';
import { bookingConfirmationJob, bookingHoldExpiryJob } from './jobs.server.ts';

type HoldWriter = SqlExecutor & Pick<AppDb, 'update' | 'insert'>;

export const HOLD_RELEASED_NOTE =
  'The acceptance was not paid within its hold: the booking is released and the customer e-mailed.';

/** Queues the hold's end, inside the transaction that made the held booking. */
export async function scheduleHoldExpiry(
  tx: SqlExecutor,
  boss: BookingOutbox,
  quoteId: string,
  holdUntil: Date,
): Promise<void> {
  await sendJob(tx, boss, bookingHoldExpiryJob, { quoteId }, { startAfter: holdUntil });
}

/**
 * The first payment landed: a held booking becomes confirmed, and gets its confirmation (with a
 * fresh link to the customer's page, since only links' hashes are kept) and its reminder. True
 * when this call confirmed it; false when it was not held (already confirmed, or released).
 */
export async function confirmHeldBooking(
  tx: HoldWriter,
  boss: BookingOutbox,
  input: { quoteId: string },
  now = new Date(),
): Promise<boolean> {
  const [confirmed] = await tx
    .update(bookings)
    .set({ status: 'confirmed', holdUntil: null })
    .where(and(eq(bookings.quoteId, input.quoteId), eq(bookings.status, 'awaiting-payment')))
    .returning({ pickupAt: bookings.pickupAt });
  if (!confirmed) return false;
  // Paid: the hold's end has nothing left to do, so its job goes (it would find the booking
  // confirmed and do nothing anyway; cancelling it keeps the outbox saying what will happen).
  await cancelHoldExpiry(tx, boss, input.quoteId);
  await sendJob(tx, boss, bookingConfirmationJob, {
    quoteId: input.quoteId,
    customerLink: true,
  });
  await cancelReminders(tx, boss, input.quoteId);
  await scheduleReminder(tx, boss, { quoteId: input.quoteId, pickupAt: confirmed.pickupAt }, now);
  return true;
}

/**
 * A payment came after the booking's unpaid hold ended: the booking is confirmed again when its
 * vehicle and driver (where one is named) are on no other live job at the same time and its
 * pickup is still ahead, with its confirmation and reminder as for a payment in time. True when
 * this call confirmed it; false when it was not released for non-payment or something clashes
 * (the caller then refunds the payment).
 */
export async function confirmReleasedBooking(
  tx: HoldWriter & Pick<AppDb, 'select'>,
  boss: BookingOutbox,
  input: { quoteId: string },
  now = new Date(),
): Promise<boolean> {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.quoteId, input.quoteId))
    .for('update');
  if (booking?.status !== 'cancelled' || booking.cancelReason !== 'hold-expired') return false;
  if (booking.pickupAt <= now) return false;
  const sameResource = [
    ...(booking.vehicleId === null ? [] : [eq(bookings.vehicleId, booking.vehicleId)]),
    ...(booking.driverId === null ? [] : [eq(bookings.driverId, booking.driverId)]),
    // A driver typed by hand on an older booking is known only by name.
    ...(booking.driverName === null ? [] : [eq(bookings.driverName, booking.driverName)]),
  ];
  if (sameResource.length > 0) {
    const [clash] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          ne(bookings.id, booking.id),
          ne(bookings.status, 'cancelled'),
          lt(bookings.pickupAt, booking.endsAt),
          gt(bookings.endsAt, booking.pickupAt),
          or(...sameResource),
        ),
      )
      .limit(1);
    if (clash) return false;
  }
  await tx
    .update(bookings)
    .set({ status: 'confirmed', cancelledAt: null, cancelReason: null, holdUntil: null })
    .where(eq(bookings.id, booking.id));
  await tx.insert(quoteStatusChanges).values({
    quoteId: input.quoteId,
    fromStatus: 'won',
    toStatus: 'won',
    note: LATE_PAYMENT_CONFIRMED_NOTE,
    accountEmail: null,
  });
  await sendJob(tx, boss, bookingConfirmationJob, {
    quoteId: input.quoteId,
    customerLink: true,
  });
  await cancelReminders(tx, boss, input.quoteId);
  await scheduleReminder(tx, boss, { quoteId: input.quoteId, pickupAt: booking.pickupAt }, now);
  return true;
}

export const LATE_PAYMENT_CONFIRMED_NOTE =
  'A payment came in after the unpaid hold ended; the vehicle and driver were still free, so the booking is confirmed again.';

/**
 * The hold has ended: a booking still awaiting payment is cancelled. True when this call released
 * it (the caller then tells the customer); false when it was paid, cancelled or not due yet.
 */
export async function releaseExpiredHold(
  db: AppDb,
  quoteId: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [released] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now, cancelReason: 'hold-expired', holdUntil: null })
      .where(
        and(
          eq(bookings.quoteId, quoteId),
          eq(bookings.status, 'awaiting-payment'),
          lte(bookings.holdUntil, now),
        ),
      )
      .returning({ quoteId: bookings.quoteId });
    if (!released) return false;
    await tx.insert(quoteStatusChanges).values({
      quoteId,
      fromStatus: 'won',
      toStatus: 'won',
      note: HOLD_RELEASED_NOTE,
      accountEmail: null,
    });
    return true;
  });
}

/** The hold's end still waiting in the outbox for a request, cancelled. */
async function cancelHoldExpiry(tx: SqlExecutor, boss: BookingOutbox, quoteId: string) {
  const db = transactionDb(tx);
  const queue = bookingHoldExpiryJob.name;
  const waiting = await boss.findJobs(queue, { data: { quoteId }, queued: true, db });
  if (waiting.length === 0) return;
  await boss.cancel(
    queue,
    waiting.map((job) => job.id),
    { db },
  );
}

/** True when the request's booking stands cancelled because its acceptance was never paid. */
export async function wasReleasedForNoPayment(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ status: bookings.status, reason: bookings.cancelReason })
    .from(bookings)
    .where(eq(bookings.quoteId, quoteId));
  return row?.status === 'cancelled' && row.reason === 'hold-expired';
}
