/**
 * What a recorded payment does beyond the ledger, composed once for the webhook (the pipeline)
 * and the customer's return (their page): a held booking is confirmed, with a fresh link to the
 * customer's page for its confirmation e-mail (only links' hashes are kept, so the old one cannot
 * be read back), the balance is queued to be asked for when it falls due, and the payment's
 * document is e-mailed. A composition root:
 * it joins payments, the booking register and the customer page.
 */
import { eq } from 'drizzle-orm';
import { confirmHeldBooking } from '#app/features/bookings/booking-hold.server.ts';
import type { BookingOutbox } from '#app/features/bookings/booking-reminders.server.ts';
import { issueQuoteToken } from '#app/features/customer-quote/quote-token.server.ts';
import type { OnPaymentRecorded } from '#app/features/payments/stripe-webhook.server.ts';
import { scheduleBalanceRequests } from '#app/features/payments/balance-requests.server.ts';
import { bookingForPayment } from '#app/features/bookings/booking-status.server.ts';
import { queueDocumentEmails } from '#app/features/payments/documents/document-emails.server.ts';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import { queuePaymentAlert } from '#app/features/payments/operator-alerts.server.ts';
import { quoteStatusChanges } from '#app/lib/db/admin-schema.server.ts';
import { queueOperatorAlert } from '#app/lib/outbox/operator-alerts.server.ts';
import type { AppDb } from './platform/db/app-db.server.ts';

export const LATE_PAYMENT_NOTE =
  'A payment came in after the booking was released or cancelled: it is recorded, the booking stays cancelled, and the operator is e-mailed to re-book or refund.';

export function confirmOnPayment(boss: BookingOutbox): OnPaymentRecorded {
  return async (tx, quoteId) => {
    // A cancellation holds the request's row while it cancels and decides the refund: waiting for
    // it here, a payment recorded meanwhile sees the booking cancelled (and is flagged as late);
    // a cancellation that comes after counts this payment in its refund.
    await tx
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, quoteId))
      .for('update');
    // Its receipt or VAT invoice (issued by the ledger's trigger) is e-mailed with this commit.
    await queueDocumentEmails(tx, boss, quoteId);
    await queueOperatorAlert(tx, boss, { event: 'payment', quoteId });
    const customerToken = await issueQuoteToken(tx, quoteId);
    if (!(await confirmHeldBooking(tx, boss, { quoteId, customerToken }))) {
      await flagLatePayment(tx, boss, quoteId);
      return;
    }
    // A deposit confirmed it: the balance is asked for on the day the booking's terms say.
    const db = tx as unknown as AppDb; // a transaction reads as a database; only the driver types differ
    const [booking, [quote]] = await Promise.all([
      bookingForPayment(db, quoteId),
      db
        .select({ pickupDate: quoteRequests.pickupDate })
        .from(quoteRequests)
        .where(eq(quoteRequests.id, quoteId)),
    ]);
    if (!booking || !quote) return;
    await scheduleBalanceRequests(tx, db, boss, {
      quoteId,
      customerToken,
      farePence: booking.farePence,
      pickupDate: quote.pickupDate,
      pickupAt: booking.pickupAt,
      termsVersion: booking.paymentTermsVersion,
    });
  };
}

/**
 * A payment for a booking that is no longer live (its hold ran out, or it was cancelled) is in the
 * ledger already; here it is flagged to the operator rather than the booking confirmed again. The
 * customer has been told the booking is released, its time may have been promised to someone
 * else, and the register cannot tell for sure that the vehicle and driver are still free (vehicles
 * are assigned by hand, overlaps are only flagged), so a person decides: price it again, or refund.
 */
async function flagLatePayment(
  tx: Parameters<OnPaymentRecorded>[0],
  boss: BookingOutbox,
  quoteId: string,
): Promise<void> {
  const booking = await bookingForPayment(tx as unknown as AppDb, quoteId);
  if (booking?.status !== 'cancelled') return;
  await tx.insert(quoteStatusChanges).values({
    quoteId,
    fromStatus: 'won',
    toStatus: 'won',
    note: LATE_PAYMENT_NOTE,
    accountEmail: null,
  });
  await queuePaymentAlert(tx, boss, quoteId, 'late-payment');
}
