/**
 * Stripe's word on a payment, from POST /api/payments/stripe-webhook or from asking Stripe when
 * the customer comes back first. The event is verified against the raw body and its signature;
 * its id is stored in the same transaction as its effect, so an event is applied once however
 * often it comes; and the effect itself is idempotent (one ledger row per PaymentIntent), so the
 * webhook and the customer's return can race harmlessly.
 */
import type Stripe from 'stripe';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppDb, Tx } from '#server/platform/db/app-db.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { formatPence } from '#app/lib/money.ts';
import { applyMoneyEvent, MONEY_EVENTS, prepareMoneyEvent } from './stripe-money-events.server.ts';
import { paymentCheckouts, payments, stripeEvents } from './payments-schema.server.ts';
import type { StripeClient } from './stripe-client.server.ts';
import {
  recordPaidInvoiceSession,
  setInvoiceAttemptState,
} from './account-invoices/account-card-payment.server.ts';

/**
 * What came in, for what a payment does beyond the ledger: a payment written to the ledger (with
 * whether it was made for a price the request no longer has), or a completed session whose amount
 * or currency is not what the server asked for, which confirms nothing.
 */
export type PaymentEvent =
  | {
      kind: 'recorded';
      paymentId: number;
      amountPence: number;
      method: 'stripe' | 'by-hand';
      /**
       * The price revision its Checkout was made for (null: by hand, or not known): a payment
       * for a price since replaced is not taken for the new one.
       */
      priceRevision: number | null;
    }
  | {
      kind: 'mismatch';
      paymentId: number | null;
      note: string;
      /** What the mismatch is about (its Checkout Session), so it is alerted once. */
      about: string;
    };

/**
 * What a recorded payment does beyond the ledger, in the same transaction (the composition hands
 * in the booking register's confirmation of a held booking, and takes only what the booking can
 * take of the payment).
 */
export type OnPaymentRecorded = (tx: Tx, quoteId: string, event?: PaymentEvent) => Promise<void>;

interface WebhookDeps {
  db: AppDb;
  stripe: StripeClient;
  webhookSecret: string;
  onPaymentRecorded?: OnPaymentRecorded;
  /** The outbox, for what money moved at Stripe sends (credit notes, operator alerts). */
  boss?: Enqueuer;
}

/** What a verified event did, for the log and the tests. */
export type WebhookOutcome =
  | { status: 400; reason: 'bad-signature' }
  | { status: 200; applied: boolean; paymentRecorded: boolean };

const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

export async function handleStripeWebhook(
  deps: WebhookDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(rawBody, signature ?? '', deps.webhookSecret);
  } catch {
    return { status: 400, reason: 'bad-signature' };
  }
  const money = MONEY_EVENTS.has(event.type);
  if (!HANDLED_EVENTS.has(event.type) && !money)
    return { status: 200, applied: false, paymentRecorded: false };
  // Asked of Stripe before the transaction opens (a Stripe error answers 500: Stripe sends again).
  const prepared = money ? await prepareMoneyEvent(deps.stripe, event) : null;
  return deps.db.transaction(async (tx) => {
    const first = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (first.length === 0) return { status: 200, applied: false, paymentRecorded: false };
    if (money) {
      const applied = await applyMoneyEvent(tx, deps.boss, event, prepared);
      return { status: 200, applied, paymentRecorded: false };
    }
    const session = event.data.object as Stripe.Checkout.Session;
    if (event.type === 'checkout.session.async_payment_failed') {
      await setAttemptState(tx, session.id, 'failed');
      await setInvoiceAttemptState(tx, session.id, 'failed');
      return { status: 200, applied: true, paymentRecorded: false };
    }
    if (event.type === 'checkout.session.expired') {
      await setAttemptState(tx, session.id, 'expired');
      await setInvoiceAttemptState(tx, session.id, 'expired');
      return { status: 200, applied: true, paymentRecorded: false };
    }
    // An account's invoice paid from its own page, else a booking's payment.
    const paymentRecorded =
      (await recordPaidInvoiceSession(tx, deps.boss, session)) ??
      (await recordPaidSession(tx, session, deps.onPaymentRecorded));
    return { status: 200, applied: true, paymentRecorded };
  });
}

/**
 * Asks Stripe for a session and records it if paid: for a customer back on their page before the
 * webhook. Returns whether the session is paid (recorded now or before).
 */
export async function syncCheckoutSession(
  deps: Omit<WebhookDeps, 'webhookSecret'>,
  sessionId: string,
): Promise<boolean> {
  const session = await deps.stripe.checkout.sessions.retrieve(sessionId);
  if (session.payment_status !== 'paid') return false;
  await deps.db.transaction((tx) => recordPaidSession(tx, session, deps.onPaymentRecorded));
  return true;
}

/** The currency every Checkout is made in; pence are its minor unit. */
const CHECKOUT_CURRENCY = 'gbp';

/**
 * One ledger row for a paid session's PaymentIntent; true when this call wrote it. What the
 * booking can take of it (its live status, its fare, what the ledger already holds) is decided by
 * `onPaymentRecorded` with the request's row locked; here the session is compared with its
 * attempt: the amount and currency asked for, and the price the attempt was made for.
 */
async function recordPaidSession(
  tx: Tx,
  session: Stripe.Checkout.Session,
  onPaymentRecorded?: OnPaymentRecorded,
): Promise<boolean> {
  // A bank transfer or other delayed method completes unpaid; its money comes with a later event.
  if (session.payment_status !== 'paid') return false;
  const [found] = await tx
    .select({ quoteId: paymentCheckouts.quoteId })
    .from(paymentCheckouts)
    .where(eq(paymentCheckouts.sessionId, session.id));
  // A session this server never made (another integration on the same Stripe account): not ours.
  if (!found) return false;
  // A payment, a new Checkout, a cancellation and a re-pricing of one request queue on its row,
  // taken before the attempt's, in the order a new Checkout takes them.
  await tx.execute(sql`select 1 from quote_requests where id = ${found.quoteId} for update`);
  const [attempt] = await tx
    .select()
    .from(paymentCheckouts)
    .where(eq(paymentCheckouts.sessionId, session.id))
    .for('update');
  if (!attempt) return false;
  const paymentIntent =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : session.payment_intent?.id;
  const currency = (session.currency ?? CHECKOUT_CURRENCY).toLowerCase();
  const amount = session.amount_total ?? attempt.amountPence;
  if (currency !== CHECKOUT_CURRENCY || amount !== attempt.amountPence) {
    return recordMismatch(
      tx,
      session,
      attempt,
      { currency, amount, paymentIntent },
      onPaymentRecorded,
    );
  }
  const inserted = await tx
    .insert(payments)
    .values({
      quoteId: attempt.quoteId,
      kind: 'payment',
      method: 'stripe',
      amountPence: amount,
      providerId: paymentIntent ?? session.id,
      checkoutSessionId: session.id,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  await tx
    .update(paymentCheckouts)
    .set({ state: 'complete' })
    .where(eq(paymentCheckouts.id, attempt.id));
  if (inserted.length === 0) return false;
  await onPaymentRecorded?.(tx, attempt.quoteId, {
    kind: 'recorded',
    paymentId: inserted[0]!.id,
    amountPence: amount,
    method: 'stripe',
    priceRevision: attempt.priceRevision,
  });
  return true;
}

/**
 * A completed session whose amount or currency is not what its attempt asked for (a promotion
 * code, tax or another presentment currency set at Stripe, or a forged event with a leaked secret)
 * confirms nothing and is flagged. Pence in pounds sterling go into the ledger as they came, so the
 * ledger agrees with what Stripe holds and the operator can refund them from the request page; a
 * foreign currency never enters the ledger (its minor units are not pence): the note names the
 * amount and the PaymentIntent so the operator refunds it in Stripe's Dashboard.
 */
async function recordMismatch(
  tx: Tx,
  session: Stripe.Checkout.Session,
  attempt: typeof paymentCheckouts.$inferSelect,
  came: { currency: string; amount: number; paymentIntent: string | undefined },
  onPaymentRecorded?: OnPaymentRecorded,
): Promise<boolean> {
  const sterling = came.currency === CHECKOUT_CURRENCY;
  const inserted = sterling
    ? await tx
        .insert(payments)
        .values({
          quoteId: attempt.quoteId,
          kind: 'payment',
          method: 'stripe',
          amountPence: came.amount,
          providerId: came.paymentIntent ?? session.id,
          checkoutSessionId: session.id,
          note: mismatchNote(attempt.amountPence, came),
        })
        .onConflictDoNothing()
        .returning({ id: payments.id })
    : [];
  const wasComplete = attempt.state === 'complete';
  await tx
    .update(paymentCheckouts)
    .set({ state: 'complete' })
    .where(eq(paymentCheckouts.id, attempt.id));
  // Flagged once: a second delivery of the same session finds its attempt complete.
  if (wasComplete && inserted.length === 0) return false;
  await onPaymentRecorded?.(tx, attempt.quoteId, {
    kind: 'mismatch',
    paymentId: inserted[0]?.id ?? null,
    note: mismatchNote(attempt.amountPence, came),
    about: `session-${session.id}`,
  });
  return inserted.length > 0;
}

export const mismatchNote = (
  askedPence: number,
  came: { currency: string; amount: number; paymentIntent: string | undefined },
) =>
  `A card payment came in for another amount than was asked (${formatPence(askedPence)}): Stripe says ${came.amount} in ${came.currency.toUpperCase()} minor units (PaymentIntent ${came.paymentIntent ?? 'unknown'}). It confirms nothing; ${came.currency === CHECKOUT_CURRENCY ? 'it is in the ledger as it came, to refund from the request page' : 'it is not in the ledger (not pounds sterling): refund it in Stripe'}.`;

/** A late "expired" or "failed" never undoes a completed attempt. */
async function setAttemptState(tx: Tx, sessionId: string, state: 'expired' | 'failed') {
  await tx
    .update(paymentCheckouts)
    .set({ state })
    .where(and(eq(paymentCheckouts.sessionId, sessionId), ne(paymentCheckouts.state, 'complete')));
}
