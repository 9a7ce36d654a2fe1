/**
 * Money the customer pays online or by hand, as a ledger: every payment and refund is a row in
 * integer pence with the provider's id, never updated to another amount, so the sums are the
 * truth. Beside it, the payment terms' versions (like the tariff's), each Checkout attempt, and the
 * Stripe events already applied. Found by drizzle.config.ts by its file name.
 *
 * Relative imports on purpose: drizzle-kit loads this file without the package's `#server` map.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { quoteRequests } from '../../lib/db/quote-schema.server.ts';
import type { PaymentTerms } from './payment-terms.ts';
import type { CheckoutPurpose } from './payment-view.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Every saved version of the terms, never updated in place; the newest is in force. */
export const paymentTermsVersions = pgTable('payment_terms_versions', {
  id: serial('id').primaryKey(),
  terms: jsonb('terms').$type<PaymentTerms>().notNull(),
  /** An admin's e-mail, or "default" for the terms of a fresh install. */
  savedBy: text('saved_by').notNull(),
  createdAt,
});

export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export const PAYMENT_METHODS = ['stripe', 'bank-transfer', 'cash', 'card-on-the-day'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The ledger: one row per payment or refund of a request's booking. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PaymentKind>().notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    amountPence: integer('amount_pence').notNull(),
    /** Stripe's PaymentIntent (a payment) or Refund (a refund) id; null for money taken by hand. */
    providerId: text('provider_id'),
    /** The Checkout Session a Stripe payment came through. */
    checkoutSessionId: text('checkout_session_id'),
    /** For a refund: the payment (a row of this table) it pays back. */
    refundOf: integer('refund_of'),
    /** Why, for a refund or a payment recorded by hand. */
    note: text('note'),
    /** The admin who recorded it, or null when the customer paid online. */
    recordedBy: text('recorded_by'),
    createdAt,
  },
  (t) => [
    index('payments_quote_idx').on(t.quoteId),
    // A provider's payment or refund is recorded once, however often its event comes.
    uniqueIndex('payments_provider_unique').on(t.kind, t.providerId),
    check('payments_amount_check', sql`${t.amountPence} > 0`),
    check('payments_kind_check', sql`${t.kind} in ('payment', 'refund')`),
    check(
      'payments_method_check',
      sql`${t.method} in ('stripe', 'bank-transfer', 'cash', 'card-on-the-day')`,
    ),
  ],
);

export const CHECKOUT_STATES = ['creating', 'open', 'complete', 'expired', 'failed'] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];

/**
 * One row per payment attempt, written before Stripe is asked: its idempotency key makes every
 * retry of the same attempt (a double click, five posts at once, Stripe down and back) return the
 * one Checkout Session Stripe made for it.
 */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    id: serial('id').primaryKey(),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CheckoutPurpose>().notNull(),
    amountPence: integer('amount_pence').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    sessionId: text('session_id'),
    url: text('url'),
    state: text('state').$type<CheckoutState>().notNull().default('creating'),
    /**
     * The price's revision the attempt was made for: a payment for a price that has since been
     * replaced is not taken for the new one. Null for attempts made before it was kept.
     */
    priceRevision: integer('price_revision'),
    createdAt,
  },
  (t) => [
    index('payment_checkouts_quote_idx').on(t.quoteId),
    uniqueIndex('payment_checkouts_key_unique').on(t.idempotencyKey),
    uniqueIndex('payment_checkouts_session_unique').on(t.sessionId),
    check('payment_checkouts_amount_check', sql`${t.amountPence} > 0`),
    check(
      'payment_checkouts_state_check',
      sql`${t.state} in ('creating', 'open', 'complete', 'expired', 'failed')`,
    ),
  ],
);

/** Stripe events already applied: an event is acted on once, however often it is delivered. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * `pending` is on its way (queued in the outbox, retried until Stripe makes it); `done` made;
 * `by-hand` owed or paid back by hand; `settled` closed without a Stripe refund of its own (the
 * money had already gone back, or the operator settled it by hand with a reason).
 */
export const REFUND_INTENT_STATES = ['pending', 'done', 'by-hand', 'settled'] as const;
export type RefundIntentState = (typeof REFUND_INTENT_STATES)[number];

/**
 * A refund decided before Stripe is asked, so no transaction stays open across Stripe's answer:
 * written first (`pending`, its idempotency key fixed), then Stripe is asked with that key, then
 * the ledger row written and the intent `done`. A retry of the same refund request (its
 * `requestKey`) finds the same intents and asks Stripe with the same keys, so it never pays twice.
 * The part of a refund owed on money taken by hand is a `by-hand` intent with no payment.
 * After Stripe answered an error, the next attempt first lists the payment's refunds and then asks
 * with a new key (`attempts` counts those answers; the key of attempt n is derived from it).
 */
export const refundIntents = pgTable(
  'refund_intents',
  {
    id: serial('id').primaryKey(),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    /** One refund as asked for (a cancellation, one press of the operator's refund button). */
    requestKey: text('request_key').notNull(),
    /** The Stripe payment (a ledger row) refunded against; null for the part refunded by hand. */
    paymentId: integer('payment_id'),
    amountPence: integer('amount_pence').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    state: text('state').$type<RefundIntentState>().notNull().default('pending'),
    /** Stripe's Refund id, once it answered. */
    providerId: text('provider_id'),
    note: text('note').notNull(),
    recordedBy: text('recorded_by'),
    /** Errors Stripe answered for this intent; each one moves the next attempt to a new key. */
    attempts: integer('attempts').notNull().default(0),
    /** The last thing that went wrong, for the admin (`unavailable: …` or `refused: …`). */
    lastError: text('last_error'),
    /** Why a `settled` intent was closed, and by whom (null: the server, on Stripe's answer). */
    settledReason: text('settled_reason'),
    settledBy: text('settled_by'),
    createdAt,
  },
  (t) => [
    index('refund_intents_quote_idx').on(t.quoteId),
    uniqueIndex('refund_intents_key_unique').on(t.idempotencyKey),
    check('refund_intents_amount_check', sql`${t.amountPence} > 0`),
    check(
      'refund_intents_state_check',
      sql`${t.state} in ('pending', 'done', 'by-hand', 'settled')`,
    ),
  ],
);

/**
 * One row per operator alert about a request's money that was queued: the unique key (request,
 * alert, what it is about: a payment, a Stripe refund, a dispute, a refund intent, a day's
 * reconciliation) is claimed in the transaction that queues the alert, so a webhook Stripe sends
 * again, a job run twice or two instances at once alert the operator once. `about` names the
 * occurrence, not only the kind: a second Dashboard refund of the same request is news.
 */
export const operatorAlertsSent = pgTable(
  'operator_alerts_sent',
  {
    id: serial('id').primaryKey(),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    alert: text('alert').notNull(),
    about: text('about').notNull(),
    createdAt,
  },
  (t) => [uniqueIndex('operator_alerts_sent_unique').on(t.quoteId, t.alert, t.about)],
);

/**
 * Requests the operator marked "on account" (schools, companies that pay on invoice): accepting
 * confirms the booking with nothing to pay online. A row is the mark; removing it unmarks.
 */
export const onAccountRequests = pgTable('on_account_requests', {
  quoteId: text('quote_id')
    .primaryKey()
    .references(() => quoteRequests.id, { onDelete: 'cascade' }),
  markedBy: text('marked_by').notNull(),
  createdAt,
});
