/**
 * What Stripe says about money after it was taken, beside the ledger (payments-schema.server.ts):
 * refunds that failed after they were made, disputes opened by card holders, and the daily
 * reconciliation's runs and the differences each found. Found by drizzle.config.ts by its file name.
 *
 * A failed refund is its own row, keyed by Stripe's Refund id, rather than a change to the ledger
 * row: the ledger is never updated, and a failure can arrive before the refund's own record (events
 * come in any order); the ledger's sums leave out every refund named here, whenever it is recorded.
 *
 * Relative imports on purpose: drizzle-kit loads this file without the package's `#server` map.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { quoteRequests } from '../../lib/db/quote-schema.server.ts';
import type { DisputeStatus } from './stripe-money-view.ts';

/** A refund Stripe reports as `failed`: its money is back with the business. */
export const stripeRefundFailures = pgTable(
  'stripe_refund_failures',
  {
    /** Stripe's Refund id (the ledger row's provider id, once recorded). */
    refundId: text('refund_id').primaryKey(),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    paymentIntent: text('payment_intent').notNull(),
    amountPence: integer('amount_pence').notNull(),
    /** Stripe's `failure_reason` (say `expired_or_canceled_card`), when it gives one. */
    reason: text('reason'),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stripe_refund_failures_quote_idx').on(t.quoteId)],
);

/** A dispute (chargeback) of a card payment, as Stripe last told it. */
export const stripeDisputes = pgTable(
  'stripe_disputes',
  {
    /** Stripe's Dispute id. */
    id: text('id').primaryKey(),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    paymentIntent: text('payment_intent').notNull(),
    amountPence: integer('amount_pence').notNull(),
    status: text('status').$type<DisputeStatus>().notNull(),
    reason: text('reason'),
    /** When Stripe made the event this row was last set from: an older event never overwrites. */
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stripe_disputes_quote_idx').on(t.quoteId)],
);

export const RECONCILIATION_STATES = ['running', 'done', 'failed'] as const;
export type ReconciliationState = (typeof RECONCILIATION_STATES)[number];

/**
 * One run of the daily reconciliation. At most one run a London day that is running or done (a
 * partial unique index): a second instance finds the day taken; a failed run leaves it free for
 * the retry.
 */
export const stripeReconciliationRuns = pgTable(
  'stripe_reconciliation_runs',
  {
    id: serial('id').primaryKey(),
    /** The London date the run is for (YYYY-MM-DD). */
    day: text('day').notNull(),
    state: text('state').$type<ReconciliationState>().notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Stripe payments checked. */
    checked: integer('checked').notNull().default(0),
    /** Requests whose ledger differed from Stripe. */
    differences: integer('differences').notNull().default(0),
    /** Why a failed run failed (an error's class, never a customer's details). */
    error: text('error'),
  },
  (t) => [
    uniqueIndex('stripe_reconciliation_runs_day_unique')
      .on(t.day)
      .where(sql`${t.state} <> 'failed'`),
    check(
      'stripe_reconciliation_runs_state_check',
      sql`${t.state} in ('running', 'done', 'failed')`,
    ),
  ],
);

/** One difference a run found: a PaymentIntent whose money Stripe and the ledger see apart. */
export const stripeReconciliationDifferences = pgTable(
  'stripe_reconciliation_differences',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => stripeReconciliationRuns.id, { onDelete: 'cascade' }),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    paymentIntent: text('payment_intent').notNull(),
    ledgerPaidPence: integer('ledger_paid_pence').notNull(),
    stripeReceivedPence: integer('stripe_received_pence').notNull(),
    ledgerRefundedPence: integer('ledger_refunded_pence').notNull(),
    stripeRefundedPence: integer('stripe_refunded_pence').notNull(),
  },
  (t) => [index('stripe_reconciliation_differences_quote_idx').on(t.quoteId)],
);
