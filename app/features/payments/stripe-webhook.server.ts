/**
 * Stripe's word on a payment, from POST /api/payments/stripe-webhook or from asking Stripe when
 * the customer comes back first. The event is verified against the raw body and its signature;
 * its id is stored in the same transaction as its effect, so an event is applied once however
 * often it comes; and the effect itself is idempotent (one ledger row per PaymentIntent), so the
 * webhook and the customer's return can race harmlessly.
 */
import type Stripe from 'stripe';
import { and, eq, ne } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { applyMoneyEvent, MONEY_EVENTS, prepareMoneyEvent } from './stripe-money-events.server.ts';
import { paymentCheckouts, payments, stripeEvents } from './payments-schema.server.ts';
import type { StripeClient } from './stripe-client.server.ts';

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/**
 * What a recorded payment does beyond the ledger, in the same transaction (the composition hands
 * in the booking register's confirmation of a held booking).
 */
export type OnPaymentRecorded = (tx: Tx, quoteId: string) => Promise<void>;

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
      return { status: 200, applied: true, paymentRecorded: false };
    }
    if (event.type === 'checkout.session.expired') {
      await setAttemptState(tx, session.id, 'expired');
      return { status: 200, applied: true, paymentRecorded: false };
    }
    const paymentRecorded = await recordPaidSession(tx, session, deps.onPaymentRecorded);
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

/** One ledger row for a paid session's PaymentIntent; true when this call wrote it. */
async function recordPaidSession(
  tx: Tx,
  session: Stripe.Checkout.Session,
  onPaymentRecorded?: OnPaymentRecorded,
): Promise<boolean> {
  // A bank transfer or other delayed method completes unpaid; its money comes with a later event.
  if (session.payment_status !== 'paid') return false;
  const [attempt] = await tx
    .select()
    .from(paymentCheckouts)
    .where(eq(paymentCheckouts.sessionId, session.id))
    .for('update');
  // A session this server never made (another integration on the same Stripe account): not ours.
  if (!attempt) return false;
  const paymentIntent =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : session.payment_intent?.id;
  const amount = session.amount_total ?? attempt.amountPence;
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
  await onPaymentRecorded?.(tx, attempt.quoteId);
  return true;
}

/** A late "expired" or "failed" never undoes a completed attempt. */
async function setAttemptState(tx: Tx, sessionId: string, state: 'expired' | 'failed') {
  await tx
    .update(paymentCheckouts)
    .set({ state })
    .where(and(eq(paymentCheckouts.sessionId, sessionId), ne(paymentCheckouts.state, 'complete')));
}
