/**
 * A booking accepted with online payment on is held, not confirmed: `awaiting-payment` until its
 * first payment lands (then confirmed, with its confirmation and reminder) or its hold ends with
 * nothing paid (then cancelled, the vehicle free again, the customer told). The hold's end is a
 * pg-boss job at `hold_until`, a row in the database, so a restart loses nothing; and both moves
 * change the row only from `awaiting-payment`, so a payment and the hold's end cannot both win.
 */
import { and, desc, eq, lte } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { quoteStatusChanges } from '#app/lib/db/admin-schema.server.ts';
import type { SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import { BOOKING_QUEUES } from '#app/lib/outbox/quote-jobs.server.ts';
import { sendQuoteJob } from '#app/lib/outbox/quote-jobs.server.ts';
import {
  cancelReminders,
  scheduleReminder,
  type BookingOutbox,
} from './booking-reminders.server.ts';
import { bookings } from './bookings-schema.server.ts';

type Tx = SqlExecutor & Pick<AppDb, 'update' | 'insert'>;

export const HOLD_RELEASED_NOTE =
  'The acceptance was not paid within its hold: the booking is released and the customer e-mailed.';

/** Queues the hold's end, inside the transaction that made the held booking. */
export async function scheduleHoldExpiry(
  tx: SqlExecutor,
  boss: BookingOutbox,
  quoteId: string,
  holdUntil: Date,
): Promise<void> {
  await sendQuoteJob(
    tx,
    boss,
    BOOKING_QUEUES.bookingHoldExpiry,
    { quoteId },
    { startAfter: holdUntil },
  );
}

/**
 * The first payment landed: a held booking becomes confirmed, and gets its confirmation (with a
 * fresh link to the customer's page, since only links' hashes are kept) and its reminder. True
 * when this call confirmed it; false when it was not held (already confirmed, or released).
 */
export async function confirmHeldBooking(
  tx: Tx,
  boss: BookingOutbox,
  input: { quoteId: string; customerToken: string },
  now = new Date(),
): Promise<boolean> {
  const [confirmed] = await tx
    .update(bookings)
    .set({ status: 'confirmed', holdUntil: null })
    .where(and(eq(bookings.quoteId, input.quoteId), eq(bookings.status, 'awaiting-payment')))
    .returning({ pickupAt: bookings.pickupAt });
  if (!confirmed) return false;
  await sendQuoteJob(tx, boss, BOOKING_QUEUES.bookingConfirmation, input);
  await cancelReminders(tx, boss, input.quoteId);
  await scheduleReminder(tx, boss, { quoteId: input.quoteId, pickupAt: confirmed.pickupAt }, now);
  return true;
}

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
      .set({ status: 'cancelled', cancelledAt: now, holdUntil: null })
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

/** True when the request's last word in its history is the hold's release (not a later booking). */
export async function wasReleasedForNoPayment(db: AppDb, quoteId: string): Promise<boolean> {
  const [last] = await db
    .select({ note: quoteStatusChanges.note })
    .from(quoteStatusChanges)
    .where(eq(quoteStatusChanges.quoteId, quoteId))
    .orderBy(desc(quoteStatusChanges.id))
    .limit(1);
  return last?.note === HOLD_RELEASED_NOTE;
}
