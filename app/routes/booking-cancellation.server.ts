/**
 * A cancellation with its refund, for the customer's page and the operator's register alike: in
 * one transaction, with the request's row locked, the booking is cancelled and its refund decided
 * and queued in the outbox, so the cancellation stands whatever Stripe answers. Then Stripe is
 * asked at once, so the common case is refunded before the page answers; what Stripe does not make
 * now stays on its way and the outbox retries it. A payment recorded while this runs waits for the
 * lock and then finds the booking cancelled: it is refunded, never kept unnoticed. The booking's
 * open Checkouts are closed by the outbox (payment.checkout-expiry).
 */
import { eq } from 'drizzle-orm';
import { cancelBooking } from '#app/features/bookings/booking-actions.server.ts';
import type { BookingOutbox } from '#app/features/bookings/booking-reminders.server.ts';
import { bookingForPayment } from '#app/features/bookings/booking-status.server.ts';
import { closeCheckoutsInTransaction } from '#app/features/payments/checkout.server.ts';
import { attemptRefunds } from '#app/features/payments/refund-attempts.server.ts';
import { cancellationRequestKey, queueRefund } from '#app/features/payments/refunds.server.ts';
import type { StripeClient } from '#app/features/payments/stripe-client.server.ts';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import type { AppDb, Tx } from '#server/platform/db/app-db.server.ts';
import type { SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';

export type CancellationBooking = NonNullable<Awaited<ReturnType<typeof bookingForPayment>>>;

/** What the caller decides from the booking and ledger as they stand under the lock. */
export type RefundDecision =
  { go: true; amountPence: number; note: string } | { go: false; reason: string };

export type CancellationResult =
  | {
      ok: true;
      /** Going back to the card: made already (refunded) or still on its way. */
      refundedPence: number;
      onItsWayPence: number;
      byHandPence: number;
    }
  | { ok: false; reason: string };

/** Thrown inside the transaction to undo it when the booking turned out to be cancelled already. */
class AlreadyCancelled extends Error {}

export const ALREADY_CANCELLED = 'already-cancelled';

export async function cancelWithQueuedRefund(
  deps: { db: AppDb; stripe: StripeClient | null; boss: BookingOutbox },
  input: {
    quoteId: string;
    /** The admin who cancelled, or null for the customer. */
    by: string | null;
    decide: (tx: AppDb, booking: CancellationBooking) => Promise<RefundDecision>;
    /** The history's words, from what was queued. */
    note: (queued: { queuedPence: number; byHandPence: number }) => string;
    /** The customer's cancellation: the operator's e-mail about it (cancelBooking). */
    operatorEmail?: (tx: SqlExecutor & Pick<AppDb, 'insert'>) => Promise<void>;
  },
): Promise<CancellationResult> {
  let requestKey = '';
  let decided: { queuedPence: number; byHandPence: number } | { refused: string };
  try {
    decided = await deps.db.transaction(async (tx) => {
      // Drizzle's transaction reads and writes as the database does; only the driver types differ.
      const db = tx as unknown as AppDb;
      await tx
        .select({ id: quoteRequests.id })
        .from(quoteRequests)
        .where(eq(quoteRequests.id, input.quoteId))
        .for('update');
      const booking = await bookingForPayment(db, input.quoteId);
      if (!booking) return { refused: 'no-booking' };
      // Cancelled already (a stale tab, a second press): nothing is refunded for it.
      if (booking.status === 'cancelled') return { refused: ALREADY_CANCELLED };
      const decision = await input.decide(db, booking);
      if (!decision.go) return { refused: decision.reason };
      requestKey = await cancellationRequestKey(db, input.quoteId);
      const queued = await queueRefund(tx as Tx, deps.boss, {
        quoteId: input.quoteId,
        requestKey,
        amountPence: decision.amountPence,
        note: decision.note,
        by: input.by,
      });
      // Cancelled in this same transaction (a savepoint), so refund and cancellation stand together.
      const cancelled = await cancelBooking(
        { db, boss: deps.boss },
        {
          quoteId: input.quoteId,
          by: input.by,
          note: input.note(queued),
          operatorEmail: input.operatorEmail,
        },
      );
      if (!cancelled.ok) throw new AlreadyCancelled();
      // Nothing is left to pay on a cancelled booking: its open Checkouts close with this commit.
      await closeCheckoutsInTransaction(tx, deps.boss, input.quoteId);
      return queued;
    });
  } catch (error) {
    if (error instanceof AlreadyCancelled) return { ok: false, reason: ALREADY_CANCELLED };
    throw error;
  }
  if ('refused' in decided) return { ok: false, reason: decided.refused };
  let onItsWayPence = decided.queuedPence;
  if (deps.stripe && decided.queuedPence > 0) {
    // Asked at once so the common case is refunded now; a failure here is the outbox's to retry.
    try {
      const left = await attemptRefunds(
        { db: deps.db, stripe: deps.stripe, boss: deps.boss },
        input.quoteId,
        requestKey,
      );
      onItsWayPence = left.pendingPence;
    } catch (error) {
      console.warn(
        `payments: refund after cancelling ${input.quoteId} left to the outbox: ${String(error)}`,
      );
    }
  }
  return {
    ok: true,
    refundedPence: decided.queuedPence - onItsWayPence,
    onItsWayPence,
    byHandPence: decided.byHandPence,
  };
}
