/**
 * Money the operator takes by hand: a bank transfer that reached the account, cash or a card on
 * the day. One ledger row with its method, written with the request's row locked so two entries
 * at once cannot together pass the fare; what a payment does beyond the ledger (a held booking
 * confirmed) happens in the same transaction, as for a payment through Stripe.
 */
import { sql } from 'drizzle-orm';
import { formatPence } from '#app/lib/money.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { ledgerTotals } from './ledger.server.ts';
import { payments, type PaymentMethod } from './payments-schema.server.ts';
import type { OnPaymentRecorded } from './stripe-webhook.server.ts';

export const HAND_METHODS = [
  'bank-transfer',
  'cash',
  'card-on-the-day',
] as const satisfies readonly PaymentMethod[];
export type HandMethod = (typeof HAND_METHODS)[number];

export function isHandMethod(value: unknown): value is HandMethod {
  return (HAND_METHODS as readonly unknown[]).includes(value);
}

/** The booking as a payment by hand needs it (composed in from the register). */
export interface HandBooking {
  status: 'awaiting-payment' | 'confirmed' | 'cancelled';
  farePence: number;
  /** Why a cancelled booking was cancelled: one released for non-payment still takes money. */
  cancelReason?: string | null;
}

export type HandPaymentResult = { ok: true } | { ok: false; message: string };

export const NO_LIVE_BOOKING =
  'There is no booking to take a payment for: it was never accepted, or it is cancelled.';
export const moreThanLeft = (left: number) =>
  `That is more than is left to pay (${formatPence(left)}); the total paid never passes the fare.`;

export async function recordHandPayment(
  deps: {
    db: AppDb;
    bookingOf: (db: Pick<AppDb, 'select'>, quoteId: string) => Promise<HandBooking | null>;
    onPaymentRecorded?: OnPaymentRecorded;
    /** Closes the request's open Checkout Sessions (expireOpenCheckouts). */
    closeCheckouts?: (quoteId: string) => Promise<void>;
  },
  input: {
    quoteId: string;
    method: HandMethod;
    amountPence: number;
    note: string | null;
    by: string;
  },
): Promise<HandPaymentResult> {
  const result: HandPaymentResult = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from quote_requests where id = ${input.quoteId} for update`);
    const booking = await deps.bookingOf(tx, input.quoteId);
    // A transfer sent within the hold may reach the account after it ended: it is recorded, and
    // confirms the booking again if its vehicle is still free (else it is flagged to pay back).
    const released = booking?.status === 'cancelled' && booking.cancelReason === 'hold-expired';
    if (!booking || (booking.status === 'cancelled' && !released)) {
      return { ok: false, message: NO_LIVE_BOOKING };
    }
    const { heldPence } = await ledgerTotals(tx, input.quoteId);
    const left = booking.farePence - heldPence;
    if (input.amountPence > left) return { ok: false, message: moreThanLeft(Math.max(0, left)) };
    const [recorded] = await tx
      .insert(payments)
      .values({
        quoteId: input.quoteId,
        kind: 'payment',
        method: input.method,
        amountPence: input.amountPence,
        note: input.note,
        recordedBy: input.by,
      })
      .returning({ id: payments.id });
    await deps.onPaymentRecorded?.(tx, input.quoteId, {
      kind: 'recorded',
      paymentId: recorded!.id,
      amountPence: input.amountPence,
      method: 'by-hand',
      priceRevision: null,
    });
    return { ok: true as const };
  });
  // Money in by hand closes any Checkout still open, so the same amount cannot also come by card.
  if (result.ok) await deps.closeCheckouts?.(input.quoteId);
  return result;
}
