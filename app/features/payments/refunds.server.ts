/**
 * Money back: what a cancellation refunds under the booking's own terms, and paying it back
 * through Stripe. Each card payment is refunded against its own PaymentIntent, newest first, with
 * an idempotency key made from the payment and what was refunded of it before, so a retry (a double
 * click, a crash between Stripe's answer and our commit) asks Stripe for the same refund and gets
 * it back rather than a second one; the ledger records each refund once by Stripe's id. The sum
 * refunded never exceeds what was paid. Money taken by hand (bank transfer, cash) is not paid back
 * here: it is reported as left to refund by hand.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { errorClass } from '#server/platform/error-class.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { queueDocumentEmails } from './documents/document-emails.server.ts';
import { ledgerTotals } from './ledger.server.ts';
import { cancellationOutcome, type CancellationOutcome } from './payment-plan.ts';
import { currentPaymentTerms, paymentTermsVersion } from './payment-terms-store.server.ts';
import { payments } from './payments-schema.server.ts';
import type { StripeClient } from './stripe-client.server.ts';

/** Serialises refunds of one request across instances (with the request's id). */
const REFUND_LOCK = 2_800_313;

export interface RefundBooking {
  farePence: number;
  pickupAt: Date;
  paymentTermsVersion: number | null;
}

/** What cancelling now would keep and refund, under the terms the booking was accepted on. */
export async function cancellationRefund(
  db: AppDb,
  quoteId: string,
  booking: RefundBooking,
  now = new Date(),
): Promise<CancellationOutcome> {
  const terms =
    (booking.paymentTermsVersion
      ? await paymentTermsVersion(db, booking.paymentTermsVersion)
      : null) ?? (await currentPaymentTerms(db));
  const { heldPence } = await ledgerTotals(db, quoteId);
  return cancellationOutcome({
    farePence: booking.farePence,
    paidPence: heldPence,
    pickupAt: booking.pickupAt,
    now,
    tiers: terms.terms.cancellationTiers,
  });
}

export type RefundResult =
  | { ok: true; refundedPence: number; byHandPence: number }
  | { ok: false; reason: 'stripe-unavailable'; refundedPence: number };

/**
 * Refunds `amountPence` (at most what is held) to the customer: card payments through Stripe,
 * newest first; what is left of the amount after those is money taken by hand, to be paid back by
 * hand. `note` says why, and is kept with each refund. With `boss`, each refund's credit note is
 * e-mailed (queued in the same transaction).
 */
export async function refund(
  deps: { db: AppDb; stripe: StripeClient | null; boss?: Enqueuer },
  input: { quoteId: string; amountPence: number; note: string; by: string | null },
): Promise<RefundResult> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFUND_LOCK}, hashtext(${input.quoteId}))`);
    const { heldPence } = await ledgerTotals(tx, input.quoteId);
    let left = Math.min(Math.max(0, input.amountPence), heldPence);
    let refunded = 0;
    const cardPayments = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.quoteId, input.quoteId),
          eq(payments.kind, 'payment'),
          eq(payments.method, 'stripe'),
        ),
      )
      .orderBy(desc(payments.id));
    for (const payment of cardPayments) {
      if (left <= 0 || !deps.stripe || !payment.providerId) break;
      const before = await refundedAgainst(tx, payment.id);
      const amount = Math.min(left, payment.amountPence - before);
      if (amount <= 0) continue;
      try {
        const made = await deps.stripe.refunds.create(
          { payment_intent: payment.providerId, amount },
          { idempotencyKey: `refund-${payment.id}-${before}-${amount}` },
        );
        await tx
          .insert(payments)
          .values({
            quoteId: input.quoteId,
            kind: 'refund',
            method: 'stripe',
            amountPence: made.amount,
            providerId: made.id,
            checkoutSessionId: payment.checkoutSessionId,
            refundOf: payment.id,
            note: input.note,
            recordedBy: input.by,
          })
          .onConflictDoNothing();
        if (deps.boss) await queueDocumentEmails(tx, deps.boss, input.quoteId);
        left -= made.amount;
        refunded += made.amount;
      } catch (error) {
        console.warn(`payments: refund for ${input.quoteId} failed: ${errorClass(error)}`);
        return {
          ok: false as const,
          reason: 'stripe-unavailable' as const,
          refundedPence: refunded,
        };
      }
    }
    return { ok: true as const, refundedPence: refunded, byHandPence: left };
  });
}

/** What was refunded already against one payment. */
async function refundedAgainst(tx: Pick<AppDb, 'select'>, paymentId: number): Promise<number> {
  const rows = await tx
    .select({ amount: payments.amountPence })
    .from(payments)
    .where(and(eq(payments.kind, 'refund'), eq(payments.refundOf, paymentId)));
  return rows.reduce((sum, row) => sum + row.amount, 0);
}
