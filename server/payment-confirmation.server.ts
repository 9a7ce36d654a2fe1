/**
 * What a recorded payment does beyond the ledger, composed once for the webhook (the pipeline)
 * and the customer's return (their page): a held booking is confirmed, with a fresh link to the
 * customer's page for its confirmation e-mail (only links' hashes are kept, so the old one cannot
 * be read back), the balance is queued to be asked for when it falls due, and the payment's
 * document is e-mailed. Never more than the fare: what the booking cannot take of a payment (more
 * than is left, a cancelled booking, a replaced price, a released booking whose vehicle or driver
 * went to another job) is refunded automatically, with a note in the request's history and an
 * operator alert; the refund's credit note is e-mailed to the customer when Stripe makes it.
 * A composition root: it joins payments, the booking register and the customer page.
 */
import { eq } from 'drizzle-orm';
import {
  confirmHeldBooking,
  confirmReleasedBooking,
  wasReleasedForNoPayment,
} from '#app/features/bookings/booking-hold.server.ts';
import type { BookingOutbox } from '#app/features/bookings/booking-reminders.server.ts';
import { currentPriceOf } from '#app/features/customer-quote/current-price.server.ts';
import type {
  OnPaymentRecorded,
  PaymentEvent,
} from '#app/features/payments/stripe-webhook.server.ts';
import { ledgerTotals } from '#app/features/payments/ledger.server.ts';
import { refundsOnTheirWay } from '#app/features/payments/refund-ledger.server.ts';
import { queueRefund } from '#app/features/payments/refunds.server.ts';
import type { NotTakenReason } from '#app/features/payments/emails/payment-returned-text.ts';
import { queuePaymentReturned } from '#app/features/payments/payment-returned.server.ts';
import { scheduleBalanceRequests } from '#app/features/payments/balance-requests.server.ts';
import { bookingForPayment } from '#app/features/bookings/booking-status.server.ts';
import { queueDocumentEmails } from '#app/features/payments/documents/document-emails.server.ts';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import { formatPence } from '#app/lib/money.ts';
import { queuePaymentAlert } from '#app/features/payments/operator-alerts.server.ts';
import { quoteStatusChanges } from '#app/lib/db/admin-schema.server.ts';
import { queueOperatorAlert } from '#app/lib/outbox/operator-alerts.server.ts';
import type { AppDb } from './platform/db/app-db.server.ts';

export const LATE_PAYMENT_NOTE =
  'A payment came in after the booking was cancelled: the booking stays cancelled and the payment is refunded to the card automatically.';
export const MORE_THAN_DUE_NOTE = (excess: string) =>
  `A payment came in for more than was left to pay: ${excess} of it is refunded to the card automatically.`;
export const REPLACED_PRICE_NOTE =
  'A payment came in for a price that has since been replaced: it is refunded to the card automatically; the current price is paid on its own.';
export const VEHICLE_TAKEN_NOTE =
  'A payment came in after the unpaid hold ended, and the vehicle or driver is now on another job: the booking stays released and the payment is refunded to the card automatically.';
export const BY_HAND_NOT_TAKEN_NOTE =
  'Money recorded by hand that the booking cannot take: pay it back by hand and record the refund on the request page.';

/** Why the booking cannot take (all or part of) a payment, as the history and the refund say it. */
type NotTaken = { excessPence: number; note: string; reason: NotTakenReason };

export function confirmOnPayment(boss: BookingOutbox): OnPaymentRecorded {
  return async (tx, quoteId, event) => {
    // A cancellation holds the request's row while it cancels and decides the refund: waiting for
    // it here, a payment recorded meanwhile sees the booking cancelled (and is refunded); a
    // cancellation that comes after counts this payment in its refund.
    await tx
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, quoteId))
      .for('update');
    if (event?.kind === 'mismatch') {
      await historyNote(tx, quoteId, event.note);
      await queuePaymentAlert(tx, boss, quoteId, 'payment-mismatch', event.about);
      return;
    }
    // Its receipt or VAT invoice (issued by the ledger's trigger) is e-mailed with this commit.
    await queueDocumentEmails(tx, boss, quoteId);
    const { notTaken, confirmedNow } = await judgePayment(tx, boss, quoteId, event);
    // Without an event (a caller that says nothing of the payment) there is nothing to refund.
    if (notTaken && event && notTaken.excessPence > 0) {
      await refundNotTaken(tx, boss, quoteId, event, notTaken);
      if (notTaken.excessPence >= event.amountPence) return;
    } else {
      await queueOperatorAlert(tx, boss, {
        event: 'payment',
        quoteId,
        ...(event ? { amountPence: event.amountPence } : {}),
      });
    }
    if (!confirmedNow) return;
    // A deposit confirmed it: the balance is asked for on the day the booking's terms say.
    const db = tx as unknown as AppDb; // a transaction reads as a database; only the driver types differ
    const [booking, [quote]] = await Promise.all([
      bookingForPayment(db, quoteId),
      db
        .select({ pickupDate: quoteRequests.pickupDate })
        .from(quoteRequests)
        .where(eq(quoteRequests.id, quoteId)),
    ]);
    if (!booking || !quote || booking.status !== 'confirmed') return;
    await scheduleBalanceRequests(tx, db, boss, {
      quoteId,
      farePence: booking.farePence,
      pickupDate: quote.pickupDate,
      pickupAt: booking.pickupAt,
      termsVersion: booking.paymentTermsVersion,
    });
  };
}

type RecordingTx = Parameters<OnPaymentRecorded>[0];

/**
 * Compares the payment with what the booking can take now, confirming it when it takes the
 * payment: the booking's live status (a booking released for non-payment is confirmed again when
 * its vehicle and driver are still free), the price the payment was made for, and the fare less
 * what the ledger held before it (refunds on their way not counted as held). `notTaken` is null
 * when the booking takes it all; `confirmedNow` when this payment confirmed the booking.
 */
async function judgePayment(
  tx: RecordingTx,
  boss: BookingOutbox,
  quoteId: string,
  event: Extract<PaymentEvent, { kind: 'recorded' }> | undefined,
): Promise<{ notTaken: NotTaken | null; confirmedNow: boolean }> {
  const db = tx as unknown as AppDb; // a transaction reads as a database; only the driver types differ
  const amount = event?.amountPence ?? 0;
  const whole = (note: string, reason: NotTakenReason) => ({
    notTaken: { excessPence: amount, note, reason },
    confirmedNow: false,
  });
  if (event && event.priceRevision !== null) {
    const price = await currentPriceOf(db, quoteId);
    if (price?.revision !== event.priceRevision)
      return whole(REPLACED_PRICE_NOTE, 'price-replaced');
  }
  const booking = await bookingForPayment(db, quoteId);
  // Checkout is only offered for a booking; a request without one has nothing to compare with.
  if (!booking) return { notTaken: null, confirmedNow: false };
  let confirmedNow: boolean;
  if (booking.status === 'cancelled') {
    confirmedNow = await confirmReleasedBooking(tx, boss, { quoteId });
    if (!confirmedNow) {
      return (await wasReleasedForNoPayment(db, quoteId))
        ? whole(VEHICLE_TAKEN_NOTE, 'vehicle-taken')
        : whole(LATE_PAYMENT_NOTE, 'cancelled');
    }
  } else {
    confirmedNow = await confirmHeldBooking(tx, boss, { quoteId });
  }
  const { heldPence } = await ledgerTotals(db, quoteId);
  const goingBack = await refundsOnTheirWay(db, quoteId);
  const heldBefore = heldPence - goingBack - amount;
  const excess = Math.min(amount, amount - Math.max(0, booking.farePence - heldBefore));
  if (excess <= 0) return { notTaken: null, confirmedNow };
  return {
    notTaken: {
      excessPence: excess,
      note: MORE_THAN_DUE_NOTE(formatPence(excess)),
      reason: 'more-than-due',
    },
    confirmedNow,
  };
}

/**
 * The part of a payment the booking cannot take goes back: a card payment through the refund
 * queue (its credit note e-mailed to the customer when Stripe makes it), money taken by hand is
 * left for the operator to pay back by hand. Either way the history says why and the operator
 * is alerted.
 */
async function refundNotTaken(
  tx: RecordingTx,
  boss: BookingOutbox,
  quoteId: string,
  event: Extract<PaymentEvent, { kind: 'recorded' }>,
  notTaken: NotTaken,
): Promise<void> {
  if (event.method === 'stripe') {
    await queuePaymentReturned(tx, boss, {
      quoteId,
      paymentId: event.paymentId,
      reason: notTaken.reason,
      amountPence: notTaken.excessPence,
    });
    await queueRefund(tx, boss, {
      quoteId,
      requestKey: `not-taken-${event.paymentId}`,
      amountPence: notTaken.excessPence,
      note: notTaken.note,
      by: null,
      paymentId: event.paymentId,
    });
    await historyNote(tx, quoteId, notTaken.note);
  } else {
    await historyNote(tx, quoteId, `${notTaken.note} ${BY_HAND_NOT_TAKEN_NOTE}`);
  }
  await queuePaymentAlert(tx, boss, quoteId, 'payment-not-taken', `payment-${event.paymentId}`);
}

async function historyNote(tx: RecordingTx, quoteId: string, note: string): Promise<void> {
  await tx.insert(quoteStatusChanges).values({
    quoteId,
    fromStatus: 'won',
    toStatus: 'won',
    note,
    accountEmail: null,
  });
}
