/**
 * Money back: what a cancellation refunds under the booking's own terms, and paying it back
 * through Stripe. Each card payment is refunded against its own PaymentIntent, newest first. No
 * database transaction is held open while Stripe answers: the refund is first written down as
 * intents (short transaction), then Stripe is asked with each intent's own idempotency key, then
 * each answer is recorded (another short transaction). A retry of the same refund request finds
 * its intents and asks again with the same keys, so a crash between Stripe's answer and our record
 * never pays twice; another request's intent left pending counts as on its way (Stripe may have
 * made it), so it is never refunded a second time either. The sum refunded never exceeds what was paid. Money
 * taken by hand (bank transfer, cash) is not paid back here: it is reported as left to refund by
 * hand.
 */
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { formatPence } from '#app/lib/money.ts';
import { errorClass } from '#server/platform/error-class.server.ts';
import { queueDocumentEmails } from './documents/document-emails.server.ts';
import { ledgerTotals } from './ledger.server.ts';
import { cancellationOutcome, type CancellationOutcome } from './payment-plan.ts';
import { currentPaymentTerms, paymentTermsVersion } from './payment-terms-store.server.ts';
import { payments, refundIntents } from './payments-schema.server.ts';
import { failedRefundIds, stillCounts } from './refund-failures.server.ts';
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

export interface RefundInput {
  quoteId: string;
  /**
   * Names this refund as asked for: the same key again (a double click, Back and resubmit, a retry
   * after Stripe was down) is the same refund, never a second one.
   */
  requestKey: string;
  amountPence: number;
  note: string;
  by: string | null;
  /** Refund against this one payment only (the operator's part refund); else newest first. */
  paymentId?: number;
}

/** The request key of a cancellation: one per booking and the payments it had when cancelled. */
export async function cancellationRequestKey(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
): Promise<string> {
  const [last] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.quoteId, quoteId), eq(payments.kind, 'payment')))
    .orderBy(desc(payments.id))
    .limit(1);
  return `cancel-${quoteId}-${last?.id ?? 0}`;
}

/** With `boss`, each refund's credit note is e-mailed (queued in the same transaction). */
type RefundDeps = { db: AppDb; stripe: StripeClient | null; boss?: Enqueuer };

/**
 * Refunds `amountPence` (at most what is held) to the customer: card payments through Stripe,
 * newest first; what is left of the amount after those is money taken by hand, to be paid back by
 * hand. `note` says why, and is kept with each refund.
 */
export async function refund(deps: RefundDeps, input: RefundInput): Promise<RefundResult> {
  await planIntents(deps, input);
  // A retry finds its intents already written and asks Stripe again with the same keys.
  const finished = await finishPending(deps, input.quoteId, input.requestKey);
  const mine = await deps.db
    .select()
    .from(refundIntents)
    .where(
      and(eq(refundIntents.quoteId, input.quoteId), eq(refundIntents.requestKey, input.requestKey)),
    );
  const sum = (state: string) =>
    mine.filter((i) => i.state === state).reduce((total, i) => total + i.amountPence, 0);
  if (!finished.ok) {
    return { ok: false, reason: 'stripe-unavailable', refundedPence: sum('done') };
  }
  return { ok: true, refundedPence: sum('done'), byHandPence: sum('by-hand') };
}

/**
 * Writes the intents of a refund request not seen before, under a per-request lock: what is held
 * (less refunds already on their way) spread over the card payments newest first, the rest by hand.
 */
async function planIntents(deps: RefundDeps, input: RefundInput): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFUND_LOCK}, hashtext(${input.quoteId}))`);
    const seen = await tx
      .select({ id: refundIntents.id })
      .from(refundIntents)
      .where(
        and(
          eq(refundIntents.quoteId, input.quoteId),
          eq(refundIntents.requestKey, input.requestKey),
        ),
      )
      .limit(1);
    if (seen.length > 0) return;
    const { heldPence } = await ledgerTotals(tx, input.quoteId);
    const onTheirWay = await pendingAgainst(tx, input.quoteId);
    const pendingTotal = [...onTheirWay.values()].reduce((a, b) => a + b, 0);
    let left = Math.min(Math.max(0, input.amountPence), heldPence - pendingTotal);
    const base = {
      quoteId: input.quoteId,
      requestKey: input.requestKey,
      note: input.note,
      recordedBy: input.by,
    };
    const cardPayments = deps.stripe
      ? await tx
          .select()
          .from(payments)
          .where(
            and(
              eq(payments.quoteId, input.quoteId),
              eq(payments.kind, 'payment'),
              eq(payments.method, 'stripe'),
              isNotNull(payments.providerId),
              ...(input.paymentId === undefined ? [] : [eq(payments.id, input.paymentId)]),
            ),
          )
          .orderBy(desc(payments.id))
      : [];
    for (const payment of cardPayments) {
      if (left <= 0) break;
      const before = (await refundedAgainst(tx, payment.id)) + (onTheirWay.get(payment.id) ?? 0);
      const amount = Math.min(left, payment.amountPence - before);
      if (amount <= 0) continue;
      await tx.insert(refundIntents).values({
        ...base,
        paymentId: payment.id,
        amountPence: amount,
        idempotencyKey: `refund-${input.requestKey}-${payment.id}`,
      });
      left -= amount;
    }
    // A part refund of one card payment never spills over onto money taken by hand.
    if (left > 0 && input.paymentId === undefined) {
      await tx.insert(refundIntents).values({
        ...base,
        paymentId: null,
        amountPence: left,
        state: 'by-hand',
        idempotencyKey: `refund-${input.requestKey}-by-hand`,
      });
    }
  });
}

/** Asks Stripe for every pending refund of a request, recording each answer as it comes. */
async function finishPending(
  deps: RefundDeps,
  quoteId: string,
  requestKey: string,
): Promise<{ ok: boolean }> {
  const pending = await deps.db
    .select({ intent: refundIntents, payment: payments })
    .from(refundIntents)
    .innerJoin(payments, eq(payments.id, refundIntents.paymentId))
    .where(
      and(
        eq(refundIntents.quoteId, quoteId),
        eq(refundIntents.requestKey, requestKey),
        eq(refundIntents.state, 'pending'),
      ),
    )
    .orderBy(refundIntents.id);
  for (const { intent, payment } of pending) {
    if (!deps.stripe || !payment.providerId) return { ok: false };
    let made: { id: string; amount: number };
    try {
      made = await deps.stripe.refunds.create(
        { payment_intent: payment.providerId, amount: intent.amountPence },
        { idempotencyKey: intent.idempotencyKey },
      );
    } catch (error) {
      console.warn(`payments: refund for ${quoteId} failed: ${errorClass(error)}`);
      return { ok: false };
    }
    await deps.db.transaction(async (tx) => {
      await tx
        .insert(payments)
        .values({
          quoteId,
          kind: 'refund',
          method: 'stripe',
          amountPence: made.amount,
          providerId: made.id,
          checkoutSessionId: payment.checkoutSessionId,
          refundOf: payment.id,
          note: intent.note,
          recordedBy: intent.recordedBy,
        })
        .onConflictDoNothing();
      await tx
        .update(refundIntents)
        .set({ state: 'done', providerId: made.id })
        .where(eq(refundIntents.id, intent.id));
      if (deps.boss) await queueDocumentEmails(tx, deps.boss, quoteId);
    });
  }
  return { ok: true };
}

/** Refunds on their way (pending intents) per payment. */
async function pendingAgainst(
  tx: Pick<AppDb, 'select'>,
  quoteId: string,
): Promise<Map<number, number>> {
  const rows = await tx
    .select({ paymentId: refundIntents.paymentId, amount: refundIntents.amountPence })
    .from(refundIntents)
    .where(and(eq(refundIntents.quoteId, quoteId), inArray(refundIntents.state, ['pending'])));
  const byPayment = new Map<number, number>();
  for (const row of rows) {
    if (row.paymentId === null) continue;
    byPayment.set(row.paymentId, (byPayment.get(row.paymentId) ?? 0) + row.amount);
  }
  return byPayment;
}

/** What was refunded already against one payment. */
async function refundedAgainst(tx: Pick<AppDb, 'select'>, paymentId: number): Promise<number> {
  const rows = await tx
    .select({ amount: payments.amountPence })
    .from(payments)
    .where(and(eq(payments.kind, 'refund'), eq(payments.refundOf, paymentId), stillCounts));
  return rows.reduce((sum, row) => sum + row.amount, 0);
}

export type PaymentRefundResult =
  { ok: true; refundedPence: number } | { ok: false; message: string };

export const REFUND_REASON_NEEDED = 'Say why the money goes back: it is kept with the refund.';
export const NO_SUCH_PAYMENT = 'That payment is not one of this request’s.';
export const refundAbovePaid = (refundable: number) =>
  `That is more than is left of the payment to refund (${formatPence(refundable)}); a refund never passes what was paid.`;
export const STRIPE_REFUND_FAILED =
  'Stripe could not make the refund just now. Nothing was refunded; try again in a minute.';

/**
 * The operator refunds part (or all) of one payment, with a reason: a card payment through
 * Stripe, with the amount; money taken by hand is marked as paid back by hand (a refund row with
 * the payment's own method). Never more than is left of that payment; `requestKey` (one per form
 * shown) makes a second press of the same form the same refund.
 */
export async function refundPayment(
  deps: RefundDeps,
  input: {
    quoteId: string;
    paymentId: number;
    amountPence: number;
    reason: string;
    by: string;
    requestKey: string;
  },
): Promise<PaymentRefundResult> {
  if (!input.reason.trim()) return { ok: false, message: REFUND_REASON_NEEDED };
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.id, input.paymentId),
        eq(payments.quoteId, input.quoteId),
        eq(payments.kind, 'payment'),
      ),
    );
  if (!payment) return { ok: false, message: NO_SUCH_PAYMENT };
  const alreadyAsked = await deps.db
    .select({ id: refundIntents.id })
    .from(refundIntents)
    .where(eq(refundIntents.requestKey, input.requestKey))
    .limit(1);
  if (alreadyAsked.length === 0) {
    const pending = (await pendingAgainst(deps.db, input.quoteId)).get(payment.id) ?? 0;
    const refundable = payment.amountPence - (await refundedAgainst(deps.db, payment.id)) - pending;
    if (input.amountPence > refundable) {
      return { ok: false, message: refundAbovePaid(Math.max(0, refundable)) };
    }
  }
  if (payment.method === 'stripe') {
    const made = await refund(deps, {
      quoteId: input.quoteId,
      requestKey: input.requestKey,
      amountPence: input.amountPence,
      note: input.reason,
      by: input.by,
      paymentId: payment.id,
    });
    return made.ok
      ? { ok: true, refundedPence: made.refundedPence }
      : { ok: false, message: STRIPE_REFUND_FAILED };
  }
  // Paid back by hand: the operator's word that it went back, recorded once per form shown.
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFUND_LOCK}, hashtext(${input.quoteId}))`);
    const seen = await tx
      .select({ id: refundIntents.id })
      .from(refundIntents)
      .where(eq(refundIntents.requestKey, input.requestKey))
      .limit(1);
    if (seen.length > 0) return { ok: true as const, refundedPence: input.amountPence };
    const refundable = payment.amountPence - (await refundedAgainst(tx, payment.id));
    if (input.amountPence > refundable) {
      return { ok: false as const, message: refundAbovePaid(Math.max(0, refundable)) };
    }
    await tx.insert(refundIntents).values({
      quoteId: input.quoteId,
      requestKey: input.requestKey,
      paymentId: payment.id,
      amountPence: input.amountPence,
      idempotencyKey: `refund-${input.requestKey}-${payment.id}`,
      state: 'by-hand',
      note: input.reason,
      recordedBy: input.by,
    });
    await tx.insert(payments).values({
      quoteId: input.quoteId,
      kind: 'refund',
      method: payment.method,
      amountPence: input.amountPence,
      refundOf: payment.id,
      note: input.reason,
      recordedBy: input.by,
    });
    if (deps.boss) await queueDocumentEmails(tx, deps.boss, input.quoteId);
    return { ok: true as const, refundedPence: input.amountPence };
  });
}

/** Each payment of a request with what is left of it to refund, oldest first, for the admin. */
export async function refundablePayments(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
): Promise<{ id: number; method: string; amountPence: number; refundablePence: number }[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.quoteId, quoteId))
    .orderBy(payments.id);
  const pending = await pendingAgainst(db, quoteId);
  // A refund that failed at Stripe put its money back: it is refundable again.
  const failed = await failedRefundIds(db, quoteId);
  return rows
    .filter((row) => row.kind === 'payment')
    .map((payment) => {
      const refunded = rows
        .filter((row) => row.kind === 'refund' && row.refundOf === payment.id)
        .filter((row) => !row.providerId || !failed.has(row.providerId))
        .reduce((sum, row) => sum + row.amountPence, 0);
      return {
        id: payment.id,
        method: payment.method,
        amountPence: payment.amountPence,
        refundablePence: payment.amountPence - refunded - (pending.get(payment.id) ?? 0),
      };
    })
    .filter((payment) => payment.refundablePence > 0);
}
