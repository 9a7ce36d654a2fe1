/**
 * The operator cancels a booking with online payment on: the refund they chose (everything paid,
 * or what the booking's cancellation terms give) is paid back through Stripe before the booking
 * is cancelled; if Stripe cannot refund, nothing is cancelled. This route's composition of the
 * booking register and payments.
 */
import {
  bookingForPayment,
  quoteIdOfBooking,
} from '#app/features/bookings/booking-status.server.ts';
import type { BeforeCancel } from '#app/features/bookings/bookings-page.server.ts';
import { ledgerTotals } from '#app/features/payments/ledger.server.ts';
import { cancellationRefund, refund } from '#app/features/payments/refunds.server.ts';
import type { StripeClient } from '#app/features/payments/stripe-client.server.ts';
import { formatPence } from '#app/lib/money.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';

export const REFUND_FAILED_MESSAGE =
  'Stripe could not make the refund just now, so the booking is not cancelled. Try again in a minute.';

export async function refundBeforeCancel(
  deps: { db: AppDb; stripe: StripeClient; boss?: Enqueuer },
  bookingId: number,
  form: FormData,
  by: string,
  now = new Date(),
): ReturnType<BeforeCancel> {
  const quoteId = await quoteIdOfBooking(deps.db, bookingId);
  const booking = quoteId ? await bookingForPayment(deps.db, quoteId) : null;
  if (!quoteId || !booking) return { ok: false, message: 'That booking no longer exists.' };
  const full = form.get('refund') === 'full';
  const amount = full
    ? (await ledgerTotals(deps.db, quoteId)).heldPence
    : (await cancellationRefund(deps.db, quoteId, booking, now)).refundPence;
  const result = await refund(deps, {
    quoteId,
    amountPence: amount,
    note: full
      ? 'Cancelled by the operator, everything paid refunded.'
      : 'Cancelled by the operator, refunded by the cancellation terms.',
    by,
  });
  if (!result.ok) return { ok: false, message: REFUND_FAILED_MESSAGE };
  const byHand =
    result.byHandPence > 0 ? ` and ${formatPence(result.byHandPence)} to refund by hand` : '';
  return {
    ok: true,
    said: `${formatPence(result.refundedPence)} refunded to the customer's card${byHand}`,
  };
}
