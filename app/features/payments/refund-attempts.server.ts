/**
 * Asking Stripe for the refunds still on their way (pending intents), run by the outbox job
 * `payment.refund` and at once after a refund is decided. No transaction is held open while
 * Stripe answers: each answer is recorded in its own short transaction.
 *
 * Stripe stores its first answer for an idempotency key, errors included, and replays it to every
 * retry with that key. So the key is kept only when no answer came (the network failed: Stripe may
 * have made the refund, and the same key makes sure it is made once). Once Stripe has answered an
 * error, the next attempt first lists the refunds of the PaymentIntent, records any it made that
 * the ledger lacks, and only then asks again with a new key.
 *
 * "Unavailable" (a 5xx, 429, or no answer) is retried by the outbox. "Refused" (a 4xx, such as a
 * payment already refunded in Stripe's Dashboard) is reconciled with Stripe's list at once: when
 * nothing is left of the payment to refund, the intent is settled and the operator alerted.
 */
import type Stripe from 'stripe';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { errorClass } from '#server/platform/error-class.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { handle, type JobEntry } from '#app/lib/jobs/job-handlers.server.ts';
import { queuePaymentAlert } from './operator-alerts.server.ts';
import { payments, refundIntents } from './payments-schema.server.ts';
import { goneFrom, lockRefunds, lostToDisputes, pendingAgainst } from './refund-ledger.server.ts';
import type { StripeClient } from './stripe-client.server.ts';
import { INTENT_METADATA, recordStripeRefund } from './stripe-refund-record.server.ts';
import { refundJob } from './jobs.server.ts';

type Intent = typeof refundIntents.$inferSelect;
type Payment = typeof payments.$inferSelect;

export interface AttemptDeps {
  db: AppDb;
  stripe: StripeClient;
  /** Where credit note e-mails and operator alerts are queued. */
  boss?: Enqueuer;
}

/** Why the server settled an intent without a refund of its own. */
export const ALREADY_REFUNDED_REASON =
  'Stripe had already refunded this payment, so nothing was left to refund.';
/** Why, when the card holder's bank took the rest back through a dispute the business lost. */
export const LOST_DISPUTE_REASON =
  'The card holder’s bank took this payment back (a lost dispute), so nothing was left to refund.';
/** Refunds of one PaymentIntent asked for at once (a payment has a handful at most). */
const REFUND_LIST_LIMIT = 100;

type Outcome = 'done' | 'settled' | 'unavailable' | 'refused';

/** The key of an intent's current attempt: a new one after every error Stripe answered. */
export function attemptKey(intent: Pick<Intent, 'idempotencyKey' | 'attempts'>): string {
  return intent.attempts === 0
    ? intent.idempotencyKey
    : `${intent.idempotencyKey}-retry-${intent.attempts}`;
}

/**
 * Asks Stripe for every pending card refund of a request (only `requestKey`'s, when given),
 * oldest first. Answers what is still pending afterwards and what went wrong.
 */
export async function attemptRefunds(
  deps: AttemptDeps,
  quoteId: string,
  requestKey?: string,
): Promise<{ pendingPence: number; errors: string[] }> {
  const pending = await deps.db
    .select({ intent: refundIntents, payment: payments })
    .from(refundIntents)
    .innerJoin(payments, eq(payments.id, refundIntents.paymentId))
    .where(
      and(
        eq(refundIntents.quoteId, quoteId),
        eq(refundIntents.state, 'pending'),
        ...(requestKey === undefined ? [] : [eq(refundIntents.requestKey, requestKey)]),
      ),
    )
    .orderBy(refundIntents.id);
  let pendingPence = 0;
  const errors: string[] = [];
  for (const { intent, payment } of pending) {
    const outcome = await attemptOne(deps, intent, payment);
    if (outcome === 'unavailable' || outcome === 'refused') {
      const [now] = await deps.db
        .select()
        .from(refundIntents)
        .where(eq(refundIntents.id, intent.id));
      if (now?.state === 'pending') {
        pendingPence += now.amountPence;
        errors.push(`refund ${intent.id}: ${now.lastError ?? outcome}`);
      }
    }
  }
  return { pendingPence, errors };
}

async function attemptOne(deps: AttemptDeps, intent: Intent, payment: Payment): Promise<Outcome> {
  if (!payment.providerId) return 'refused';
  let current = intent;
  if (current.attempts > 0) {
    // Stripe answered an error last time: it may still have made the refund. Ask what it made.
    const reconciled = await reconcileSafely(deps, current, payment);
    if (reconciled !== 'ask') return reconciled;
    const [fresh] = await deps.db
      .select()
      .from(refundIntents)
      .where(eq(refundIntents.id, intent.id));
    if (fresh?.state !== 'pending') return fresh?.state === 'done' ? 'done' : 'settled';
    current = fresh;
  }
  let made: Stripe.Refund;
  try {
    made = await deps.stripe.refunds.create(
      {
        payment_intent: payment.providerId,
        amount: current.amountPence,
        metadata: { [INTENT_METADATA]: String(current.id) },
      },
      { idempotencyKey: attemptKey(current) },
    );
  } catch (error) {
    const status = statusOf(error);
    console.warn(
      `payments: refund ${current.id} for ${current.quoteId} failed: ${errorClass(error)}`,
    );
    if (status === undefined) {
      // No answer: Stripe may have made it. The same key next time makes sure it is made once.
      await noteError(deps.db, current, `unavailable: no answer from Stripe`, false);
      return 'unavailable';
    }
    const refused = status >= 400 && status < 500 && status !== 409 && status !== 429;
    const said = `${refused ? 'refused' : 'unavailable'}: ${status} ${codeOf(error)}`;
    const moved = await noteError(deps.db, current, said, true);
    if (!refused || !moved) return 'unavailable';
    // Refused: Stripe's own list says what is left, so settle or shrink the intent now.
    const reconciled = await reconcileSafely(
      deps,
      { ...current, attempts: current.attempts + 1 },
      payment,
    );
    return reconciled === 'ask' ? 'refused' : reconciled;
  }
  await record(deps, payment, made);
  return 'done';
}

/** Keeps what went wrong; with `newKey`, moves the intent to its next key (once per attempt). */
async function noteError(
  db: AppDb,
  intent: Intent,
  lastError: string,
  newKey: boolean,
): Promise<boolean> {
  const moved = await db
    .update(refundIntents)
    .set(newKey ? { lastError, attempts: sql`${refundIntents.attempts} + 1` } : { lastError })
    .where(
      and(
        eq(refundIntents.id, intent.id),
        eq(refundIntents.state, 'pending'),
        // Two runs at once: only one moves the key on from this attempt.
        eq(refundIntents.attempts, intent.attempts),
      ),
    )
    .returning({ id: refundIntents.id });
  return moved.length > 0;
}

async function reconcileSafely(
  deps: AttemptDeps,
  intent: Intent,
  payment: Payment,
): Promise<'ask' | 'done' | 'settled' | 'unavailable'> {
  try {
    return await reconcile(deps, intent, payment);
  } catch (error) {
    console.warn(`payments: listing refunds for ${intent.quoteId} failed: ${errorClass(error)}`);
    await noteError(deps.db, intent, 'unavailable: could not list Stripe’s refunds', false);
    return 'unavailable';
  }
}

/**
 * Lists the refunds Stripe made against the payment and records those the ledger lacks, as the
 * webhook would (stripe-refund-record.server.ts). Answers 'done' when this intent's own refund was
 * among them, 'settled' when nothing is left of the payment to refund, else 'ask' (the intent cut
 * down to what is left, if less).
 */
async function reconcile(
  deps: AttemptDeps,
  intent: Intent,
  payment: Payment,
): Promise<'ask' | 'done' | 'settled'> {
  const listed = await deps.stripe.refunds.list({
    payment_intent: payment.providerId!,
    limit: REFUND_LIST_LIMIT,
  });
  return deps.db.transaction(async (tx) => {
    await lockRefunds(tx, intent.quoteId);
    const [mine] = await tx.select().from(refundIntents).where(eq(refundIntents.id, intent.id));
    if (mine?.state !== 'pending') return mine?.state === 'done' ? 'done' : 'settled';
    let ownMade = false;
    for (const made of listed.data) {
      if (made.status !== 'succeeded' && made.status !== 'pending') continue;
      const { intent: asker } = await recordStripeRefund(tx, deps.boss, payment, made);
      if (asker?.id === intent.id) ownMade = true;
    }
    if (ownMade) return 'done';
    const others = (await pendingAgainst(tx, intent.quoteId)).get(payment.id) ?? 0;
    const left =
      payment.amountPence - (await goneFrom(tx, payment)) - (others - intent.amountPence);
    if (left <= 0) {
      const lost = (await lostToDisputes(tx, intent.quoteId)).get(payment.providerId!) ?? 0;
      const settledReason = lost > 0 ? LOST_DISPUTE_REASON : ALREADY_REFUNDED_REASON;
      await tx
        .update(refundIntents)
        .set({ state: 'settled', settledReason, settledBy: null })
        .where(eq(refundIntents.id, intent.id));
      if (deps.boss) {
        await queuePaymentAlert(
          tx,
          deps.boss,
          intent.quoteId,
          'refund-settled',
          `refund-intent-${intent.id}`,
        );
      }
      return 'settled';
    }
    if (left < intent.amountPence) {
      await tx
        .update(refundIntents)
        .set({ amountPence: left })
        .where(eq(refundIntents.id, intent.id));
    }
    return 'ask';
  });
}

/** Our own call's answer: recorded as any refund Stripe made, by the intent id it carries. */
async function record(deps: AttemptDeps, payment: Payment, made: Stripe.Refund): Promise<void> {
  await deps.db.transaction((tx) => recordStripeRefund(tx, deps.boss, payment, made));
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

function codeOf(error: unknown): string {
  const { code, type } = (error ?? {}) as { code?: unknown; type?: unknown };
  return typeof code === 'string' ? code : typeof type === 'string' ? type : 'error';
}

/** The outbox's refund job: retried with backoff until every intent is made or settled. */
export function refundSenders(deps: {
  db: AppDb;
  stripe: StripeClient | null;
  boss: Enqueuer;
}): JobEntry[] {
  return [
    handle(refundJob, async (quote) => {
      if (!deps.stripe) {
        return { ok: false, error: 'online payment is off: settle by hand', retryable: false };
      }
      const left = await attemptRefunds({ ...deps, stripe: deps.stripe }, quote.id);
      if (left.pendingPence === 0) return { ok: true };
      return { ok: false, error: left.errors.join('; ') || 'refund pending', retryable: true };
    }),
  ];
}
