/**
 * The daily reconciliation: for every card payment of the last 35 days, Stripe is asked what it
 * received (retrieve the PaymentIntent) and refunded (list its refunds), and that is compared
 * with the ledger. A difference is recorded with the run and alerted to the operator, naming the
 * request and both sides' amounts; the run itself (when, how many checked, how many differed, or
 * why it failed) is shown in the admin.
 *
 * Once a London day, across instances: a run first claims its day with a row that a partial
 * unique index allows once per day unless it failed, so a second instance finds the day taken. A
 * Stripe outage mid-run makes a failed run (nothing of it is kept but the failure), which frees
 * the day for the retry. No transaction is open while Stripe answers.
 */
import { and, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { londonToday } from '#app/lib/london-dates.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { errorClass } from '#server/platform/error-class.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { queuePaymentAlert } from './operator-alerts.server.ts';
import { payments } from './payments-schema.server.ts';
import { stillCounts } from './refund-failures.server.ts';
import type { StripeClient } from './stripe-client.server.ts';
import {
  stripeReconciliationDifferences,
  stripeReconciliationRuns,
} from './stripe-money-schema.server.ts';

/** How far back payments are checked. */
export const RECONCILIATION_WINDOW_DAYS = 35;
/** A run still "running" after this long died with its process: its day is free again. */
export const RECONCILIATION_STALE_MINUTES = 30;
/** Refund statuses whose money did not leave: not counted as refunded. */
const NOT_REFUNDED = new Set(['failed', 'canceled']);

export interface ReconciliationDeps {
  db: AppDb;
  stripe: StripeClient;
  boss: Enqueuer;
}

export type ReconciliationOutcome =
  | { ran: false; reason: 'day-taken' }
  | { ran: true; runId: number; state: 'done'; checked: number; differences: number }
  | { ran: true; runId: number; state: 'failed'; error: string };

interface Difference {
  quoteId: string;
  paymentIntent: string;
  ledgerPaidPence: number;
  stripeReceivedPence: number;
  ledgerRefundedPence: number;
  stripeRefundedPence: number;
}

/** Runs today's reconciliation unless another run has it (done, or running now). */
export async function reconcileToday(
  deps: ReconciliationDeps,
  now = new Date(),
): Promise<ReconciliationOutcome> {
  const day = londonToday(now);
  const runId = await claimDay(deps.db, day, now);
  if (runId === null) return { ran: false, reason: 'day-taken' };
  let differences: Difference[];
  let checked: number;
  try {
    ({ differences, checked } = await compareWithStripe(deps, now));
  } catch (error) {
    const reason = errorClass(error);
    console.warn(`payments: the reconciliation with Stripe failed: ${reason}`);
    await deps.db
      .update(stripeReconciliationRuns)
      .set({ state: 'failed', finishedAt: new Date(), error: reason })
      .where(eq(stripeReconciliationRuns.id, runId));
    return { ran: true, runId, state: 'failed', error: reason };
  }
  await deps.db.transaction(async (tx) => {
    if (differences.length > 0) {
      await tx
        .insert(stripeReconciliationDifferences)
        .values(differences.map((d) => ({ runId, ...d })));
    }
    await tx
      .update(stripeReconciliationRuns)
      .set({ state: 'done', finishedAt: new Date(), checked, differences: differences.length })
      .where(eq(stripeReconciliationRuns.id, runId));
    // One alert per request, naming every payment of it that differs (read when it is sent).
    for (const quoteId of new Set(differences.map((d) => d.quoteId))) {
      await queuePaymentAlert(tx, deps.boss, quoteId, 'reconciliation-difference', `day-${day}`);
    }
  });
  return { ran: true, runId, state: 'done', checked, differences: differences.length };
}

/** The run's id, or null when the day is done or being run by another instance. */
async function claimDay(db: AppDb, day: string, now: Date): Promise<number | null> {
  const stale = new Date(now.getTime() - RECONCILIATION_STALE_MINUTES * 60_000);
  await db
    .update(stripeReconciliationRuns)
    .set({ state: 'failed', finishedAt: now, error: 'stopped before it finished' })
    .where(
      and(
        eq(stripeReconciliationRuns.state, 'running'),
        lt(stripeReconciliationRuns.startedAt, stale),
      ),
    );
  const [claimed] = await db
    .insert(stripeReconciliationRuns)
    .values({ day, state: 'running', startedAt: now })
    .onConflictDoNothing()
    .returning({ id: stripeReconciliationRuns.id });
  return claimed?.id ?? null;
}

async function compareWithStripe(
  deps: ReconciliationDeps,
  now: Date,
): Promise<{ differences: Difference[]; checked: number }> {
  const since = new Date(now.getTime() - RECONCILIATION_WINDOW_DAYS * 24 * 3_600_000);
  const paid = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'payment'),
        eq(payments.method, 'stripe'),
        isNotNull(payments.providerId),
        gte(payments.createdAt, since),
      ),
    )
    .orderBy(payments.id);
  const refundedByPayment = await ledgerRefunds(
    deps.db,
    paid.map((p) => p.id),
  );
  const differences: Difference[] = [];
  for (const payment of paid) {
    const paymentIntent = payment.providerId!;
    const intent = await deps.stripe.paymentIntents.retrieve(paymentIntent);
    let stripeRefundedPence = 0;
    for await (const refund of deps.stripe.refunds.list({
      payment_intent: paymentIntent,
      limit: 100,
    })) {
      if (!NOT_REFUNDED.has(refund.status ?? '')) stripeRefundedPence += refund.amount;
    }
    const ledgerRefundedPence = refundedByPayment.get(payment.id) ?? 0;
    if (
      intent.amount_received !== payment.amountPence ||
      stripeRefundedPence !== ledgerRefundedPence
    ) {
      differences.push({
        quoteId: payment.quoteId,
        paymentIntent,
        ledgerPaidPence: payment.amountPence,
        stripeReceivedPence: intent.amount_received,
        ledgerRefundedPence,
        stripeRefundedPence,
      });
    }
  }
  return { differences, checked: paid.length };
}

/** What the ledger says was refunded of each payment (failed refunds left out). */
async function ledgerRefunds(db: AppDb, paymentIds: number[]): Promise<Map<number, number>> {
  const totals = new Map<number, number>();
  if (paymentIds.length === 0) return totals;
  const rows = await db
    .select({
      paymentId: payments.refundOf,
      refunded: sql<string>`sum(${payments.amountPence})`,
    })
    .from(payments)
    .where(and(eq(payments.kind, 'refund'), inArray(payments.refundOf, paymentIds), stillCounts))
    .groupBy(payments.refundOf);
  // sum() of integers is a bigint, which the drivers hand back as a string.
  for (const row of rows)
    if (row.paymentId !== null) totals.set(row.paymentId, Number(row.refunded));
  return totals;
}

export interface ReconciliationRunView {
  day: string;
  state: 'running' | 'done' | 'failed';
  startedAt: string;
  finishedAt: string | null;
  checked: number;
  differences: number;
  error: string | null;
  /** The requests that differed, for links. */
  quoteIds: string[];
}

/** The latest run, for the admin; null before the first. */
export async function lastReconciliation(
  db: Pick<AppDb, 'select'>,
): Promise<ReconciliationRunView | null> {
  const [run] = await db
    .select()
    .from(stripeReconciliationRuns)
    .orderBy(desc(stripeReconciliationRuns.id))
    .limit(1);
  if (!run) return null;
  const rows = await db
    .select({ quoteId: stripeReconciliationDifferences.quoteId })
    .from(stripeReconciliationDifferences)
    .where(eq(stripeReconciliationDifferences.runId, run.id));
  return {
    day: run.day,
    state: run.state,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    checked: run.checked,
    differences: run.differences,
    error: run.error,
    quoteIds: [...new Set(rows.map((row) => row.quoteId))],
  };
}
