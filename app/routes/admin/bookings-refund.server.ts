/**
 * The operator cancels a booking with online payment on: in one transaction the booking is
 * cancelled and the refund they chose (everything paid, or what the booking's cancellation terms
 * give) is queued, then asked of Stripe at once (cancelWithQueuedRefund). The cancellation stands
 * whatever Stripe answers; a booking already cancelled (a stale tab) refunds nothing. This route's
 * composition of the booking register and payments.
 */
import { quoteIdOfBooking } from '#app/features/bookings/booking-status.server.ts';
import type { BookingActionResult } from '#app/features/bookings/booking-actions.server.ts';
import type { BookingOutbox } from '#app/features/bookings/booking-reminders.server.ts';
import { ledgerTotals } from '#app/features/payments/ledger.server.ts';
import { cancellationRefund } from '#app/features/payments/refunds.server.ts';
import type { StripeClient } from '#app/features/payments/stripe-client.server.ts';
import { formatPence } from '#app/lib/money.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { ALREADY_CANCELLED, cancelWithQueuedRefund } from '../booking-cancellation.server.ts';

export const ALREADY_CANCELLED_MESSAGE = 'That booking is already cancelled.';
export const NO_BOOKING_MESSAGE = 'That booking no longer exists.';

/** What the operator reads, and the request's history keeps, of the refund. */
function refundWords(refunded: number, onItsWay: number, byHand: number): string {
  const parts = [
    ...(refunded > 0 ? [`${formatPence(refunded)} refunded to the customer's card`] : []),
    ...(onItsWay > 0
      ? [
          `${formatPence(onItsWay)} on its way back to the customer's card (Stripe is asked until it is made)`,
        ]
      : []),
    ...(byHand > 0 ? [`${formatPence(byHand)} to refund by hand`] : []),
  ];
  return parts.length > 0 ? parts.join(' and ') : 'nothing to refund';
}

export async function cancelWithOperatorRefund(
  deps: { db: AppDb; stripe: StripeClient; boss: BookingOutbox },
  bookingId: number,
  form: FormData,
  by: string,
  now = new Date(),
): Promise<BookingActionResult> {
  const quoteId = await quoteIdOfBooking(deps.db, bookingId);
  if (!quoteId) return { ok: false, message: NO_BOOKING_MESSAGE };
  const full = form.get('refund') === 'full';
  const result = await cancelWithQueuedRefund(deps, {
    quoteId,
    by,
    decide: async (db, booking) => ({
      go: true,
      amountPence: full
        ? (await ledgerTotals(db, quoteId)).heldPence
        : (await cancellationRefund(db, quoteId, booking, now)).refundPence,
      note: full
        ? 'Cancelled by the operator, everything paid refunded.'
        : 'Cancelled by the operator, refunded by the cancellation terms.',
    }),
    note: ({ queuedPence, byHandPence }) =>
      `Booking cancelled; ${refundWords(0, queuedPence, byHandPence)}; the customer is e-mailed.`,
  });
  if (!result.ok) {
    return {
      ok: false,
      message: result.reason === ALREADY_CANCELLED ? ALREADY_CANCELLED_MESSAGE : NO_BOOKING_MESSAGE,
    };
  }
  return {
    ok: true,
    message: `Booking cancelled; ${refundWords(result.refundedPence, result.onItsWayPence, result.byHandPence)}; the customer is e-mailed.`,
  };
}
