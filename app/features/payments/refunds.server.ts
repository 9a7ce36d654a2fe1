/**
 * Money back: what a cancellation refunds under the booking's own terms, and paying it back
 * through Stripe. A refund is first written down as intents, in the caller's transaction with the
 * outbox job that asks Stripe for them (queueRefund): whatever Stripe answers, the refund is
 * decided and on its way. Each card payment is refunded against its own PaymentIntent, newest
 * first; the job (refund-attempts.server.ts) retries until Stripe makes it or the operator settles
 * it by hand. An intent still pending counts as on its way, so it is never refunded a second time;
 * the sum refunded never exceeds what was paid. Money taken by hand (bank transfer, cash) is not
 * paid back here: it is reported as left to refund by hand.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { AppDb, Tx } from '#server/platform/db/app-db.server.ts';
import type { Enqueuer, SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import { formatPence } from '#app/lib/money.ts';
import { sendJob } from '#app/lib/jobs/define-job.server.ts';
import { queueDocumentEmails } from './documents/document-emails.server.ts';
import { attemptRefunds } from './refund-attempts.server.ts';
import {
  goneFrom,
  lockRefunds,
  lostToDisputes,
  lostToDisputesTotal,
  pendingAgainst,
} from './refund-ledger.server.ts';
import { ledgerTotals } from './ledger.server.ts';
import { cancellationOutcome, type CancellationOutcome } from './payment-plan.ts';
import { currentPaymentTerms, paymentTermsVersion } from './payment-terms-store.server.ts';
import { payments, refundIntents } from './payments-schema.server.ts';
import { failedRefundIds } from './refund-failures.server.ts';
import type { StripeClient } from './stripe-client.server.ts';
import { refundJob } from './jobs.server.ts';

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
  // What a lost dispute took back is held no longer: the bank gave it back to the customer.
  const lostPence = await lostToDisputesTotal(db, quoteId);
  return cancellationOutcome({
    farePence: booking.farePence,
    paidPence: Math.max(0, heldPence - lostPence),
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

/**
 * The request key of a cancellation: a new one each time. A second press of Cancel is no second
 * refund because the cancellation runs under the request's lock and finds the booking cancelled,
 * and a booking priced and accepted again after a cancellation gets its own refund when cancelled.
 */
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
  return `cancel-${quoteId}-${last?.id ?? 0}-${randomUUID()}`;
}

/** With `boss`, each refund's credit note is e-mailed (queued in the same transaction). */
type RefundDeps = { db: AppDb; stripe: StripeClient | null; boss?: Enqueuer };

/** A Drizzle transaction of the app's database. */

/**
 * Decides a refund of `amountPence` (at most what is held, less refunds already on their way) in
 * the caller's transaction, and queues the outbox job that asks Stripe for it in that same
 * transaction. The same `requestKey` again is the same refund: nothing new is written. Answers
 * what goes back to the card (queued now or before) and what is left to refund by hand.
 */
export async function queueRefund(
  tx: Tx,
  boss: Enqueuer,
  input: {
    quoteId: string;
    requestKey: string;
    amountPence: number;
    note: string;
    by: string | null;
    paymentId?: number;
  },
): Promise<{ queuedPence: number; byHandPence: number }> {
  const written = await writeIntents(tx, input);
  if (written.pendingWritten) await queueRefundJob(tx, boss, input.quoteId);
  return { queuedPence: written.cardPence, byHandPence: written.byHandPence };
}

/** Queues one run of the refund job for a request (it takes every intent still pending). */
export async function queueRefundJob(tx: SqlExecutor, boss: Enqueuer, quoteId: string) {
  await sendJob(tx, boss, refundJob, { quoteId });
}

/**
 * Refunds `amountPence` (at most what is held) to the customer now: the intents are written (and,
 * with `boss`, the job that retries them queued), then Stripe is asked at once. `ok: false` when
 * Stripe did not make all of it yet; what it did not make stays on its way.
 */
export async function refund(deps: RefundDeps, input: RefundInput): Promise<RefundResult> {
  await deps.db.transaction(async (tx) => {
    if (deps.boss) await queueRefund(tx, deps.boss, input);
    else await writeIntents(tx, input);
  });
  if (deps.stripe) {
    await attemptRefunds(
      { db: deps.db, stripe: deps.stripe, boss: deps.boss },
      input.quoteId,
      input.requestKey,
    );
  }
  const mine = await deps.db
    .select()
    .from(refundIntents)
    .where(
      and(eq(refundIntents.quoteId, input.quoteId), eq(refundIntents.requestKey, input.requestKey)),
    );
  const sum = (state: string) =>
    mine.filter((i) => i.state === state).reduce((total, i) => total + i.amountPence, 0);
  if (sum('pending') > 0) {
    return { ok: false, reason: 'stripe-unavailable', refundedPence: sum('done') };
  }
  return { ok: true, refundedPence: sum('done'), byHandPence: sum('by-hand') };
}

/**
 * Writes the intents of a refund request not seen before, under the per-request lock: what is held
 * (less refunds already on their way) spread over the card payments newest first, the rest by hand.
 */
async function writeIntents(
  tx: Tx,
  input: RefundInput,
): Promise<{ pendingWritten: boolean; cardPence: number; byHandPence: number }> {
  await lockRefunds(tx, input.quoteId);
  const seen = await tx
    .select()
    .from(refundIntents)
    .where(
      and(eq(refundIntents.quoteId, input.quoteId), eq(refundIntents.requestKey, input.requestKey)),
    );
  if (seen.length > 0) {
    const sum = (states: string[]) =>
      seen.filter((i) => states.includes(i.state)).reduce((total, i) => total + i.amountPence, 0);
    return {
      pendingWritten: false,
      cardPence: sum(['pending', 'done']),
      byHandPence: sum(['by-hand']),
    };
  }
  const { heldPence } = await ledgerTotals(tx, input.quoteId);
  const onTheirWay = await pendingAgainst(tx, input.quoteId);
  const pendingTotal = [...onTheirWay.values()].reduce((a, b) => a + b, 0);
  // Never more than is held, less refunds on their way and what lost disputes took back.
  const lostPence = await lostToDisputesTotal(tx, input.quoteId);
  let left = Math.min(Math.max(0, input.amountPence), heldPence - lostPence - pendingTotal);
  const base = {
    quoteId: input.quoteId,
    requestKey: input.requestKey,
    note: input.note,
    recordedBy: input.by,
  };
  const cardPayments = await tx
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
    .orderBy(desc(payments.id));
  let cardPence = 0;
  for (const payment of cardPayments) {
    if (left <= 0) break;
    const before = (await goneFrom(tx, payment)) + (onTheirWay.get(payment.id) ?? 0);
    const amount = Math.min(left, payment.amountPence - before);
    if (amount <= 0) continue;
    await tx.insert(refundIntents).values({
      ...base,
      paymentId: payment.id,
      amountPence: amount,
      idempotencyKey: `refund-${input.requestKey}-${payment.id}`,
    });
    left -= amount;
    cardPence += amount;
  }
  // A part refund of one card payment never spills over onto money taken by hand.
  let byHandPence = 0;
  if (left > 0 && input.paymentId === undefined) {
    await tx.insert(refundIntents).values({
      ...base,
      paymentId: null,
      amountPence: left,
      state: 'by-hand',
      idempotencyKey: `refund-${input.requestKey}-by-hand`,
    });
    byHandPence = left;
  }
  return { pendingWritten: cardPence > 0, cardPence, byHandPence };
}

export type PaymentRefundResult =
  { ok: true; refundedPence: number; onItsWayPence: number } | { ok: false; message: string };

export const REFUND_REASON_NEEDED = 'Say why the money goes back: it is kept with the refund.';
export const NO_SUCH_PAYMENT = 'That payment is not one of this request’s.';
export const refundAbovePaid = (refundable: number) =>
  `That is more than is left of the payment to refund (${formatPence(refundable)}); a refund never passes what was paid.`;
/** A card refund Stripe did not make at once: it stays queued and is retried. */
export const refundOnItsWay = (amount: number) =>
  `Stripe could not make the refund just now, so ${formatPence(amount)} is queued and retried until it is made; it shows below as on its way.`;

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
    const refundable = payment.amountPence - (await goneFrom(deps.db, payment)) - pending;
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
    // Not made at once, it stays on its way: the outbox retries it, the operator sees its state.
    return {
      ok: true,
      refundedPence: made.refundedPence,
      onItsWayPence: made.ok ? 0 : await refundsOnTheirWayOf(deps.db, input.requestKey),
    };
  }
  // Paid back by hand: the operator's word that it went back, recorded once per form shown.
  return deps.db.transaction(async (tx) => {
    await lockRefunds(tx, input.quoteId);
    const seen = await tx
      .select({ id: refundIntents.id })
      .from(refundIntents)
      .where(eq(refundIntents.requestKey, input.requestKey))
      .limit(1);
    if (seen.length > 0) {
      return { ok: true as const, refundedPence: input.amountPence, onItsWayPence: 0 };
    }
    const refundable = payment.amountPence - (await goneFrom(tx, payment));
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
    return { ok: true as const, refundedPence: input.amountPence, onItsWayPence: 0 };
  });
}

/** What one refund request still has on its way. */
async function refundsOnTheirWayOf(db: AppDb, requestKey: string): Promise<number> {
  const rows = await db
    .select({ amount: refundIntents.amountPence })
    .from(refundIntents)
    .where(and(eq(refundIntents.requestKey, requestKey), eq(refundIntents.state, 'pending')));
  return rows.reduce((sum, row) => sum + row.amount, 0);
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
  // What a lost dispute took back is not: Stripe holds it no longer.
  const lost = await lostToDisputes(db, quoteId);
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
        refundablePence:
          payment.amountPence -
          refunded -
          (payment.providerId ? (lost.get(payment.providerId) ?? 0) : 0) -
          (pending.get(payment.id) ?? 0),
      };
    })
    .filter((payment) => payment.refundablePence > 0);
}
