/**
 * The daily reconciliation with Stripe, on PGlite and PostgreSQL with the real outbox, a real SMTP
 * peer and the official `stripe` client against the stand-in: every card payment of the last 35
 * days is compared with what Stripe received and refunded; a difference is recorded and e-mailed
 * to the operator naming the request and both sides' amounts; agreement is recorded too; a Stripe
 * outage makes a failed run that is tried again; and the run happens once a London day, however
 * many instances try (two app instances on one PostgreSQL, side by side).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  lastReconciliation,
  reconcileToday,
  RECONCILIATION_WINDOW_DAYS,
} from '#app/features/payments/reconciliation.server.ts';
import { refund } from '#app/features/payments/refunds.server.ts';
import { stripeClientFor } from '#app/features/payments/stripe-client.server.ts';
import { asAppDb } from '#server/platform/db/app-db.server.ts';
import { openDatabase } from '#server/platform/db/client.server.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { paymentFlowPerSuite } from '../support/lifecycle.ts';
import { mailWithSubject } from '../support/mail-app.ts';
import { OPERATOR_INBOX } from '../support/payment-flow.ts';

const DAY_MS = 24 * 3_600_000;

describe.each(DATABASE_KINDS)('the daily reconciliation on %s', (kind) => {
  const flow = paymentFlowPerSuite(kind);

  const db = () => flow.mailing.app.db;
  const deps = () => ({
    db: db(),
    stripe: stripeClientFor(flow.mailing.app.env)!,
    boss: flow.mailing.app.boss,
  });
  const query = <T>(text: string, values?: unknown[]) =>
    flow.mailing.database.query<T>(text, values);
  const reconciliationAlerts = async () =>
    (
      await query<{ quote_id: string }>(
        `select data->>'quoteId' as quote_id from pgboss.job
         where name = 'payment.operator-alert' and data->>'paymentAlert' = 'reconciliation-difference'`,
      )
    ).map((row) => row.quote_id);
  /** A booking that paid its £105 deposit by card; its PaymentIntent. */
  const paidDeposit = async (email: string) => {
    const priced = await flow.priced(email);
    const sessionId = await flow.acceptedAndPaid(priced.token);
    return { ...priced, paymentIntent: flow.standIn.sessions.get(sessionId)!.payment_intent! };
  };
  // Each test runs "on" its own day, so the runs of one suite never share a day's claim. Counted
  // from when the suite's payments are made (Stripe and the ledger stamp them with the real
  // clock), not a journey's date: no calendar rule is crossed by moving it a day or two.
  const suiteStart = new Date();
  const dayOf = (n: number) => new Date(suiteStart.getTime() + n * DAY_MS);

  it('finds no difference when the ledger agrees with Stripe, and runs once a day', async () => {
    const { id } = await paidDeposit('agrees@example.com');
    const made = await refund(deps(), {
      quoteId: id,
      requestKey: `agree-${id}`,
      amountPence: 2_000,
      note: 'Goodwill.',
      by: OPERATOR_INBOX,
    });
    expect(made).toMatchObject({ ok: true });
    const now = dayOf(0);
    const outcome = await reconcileToday(deps(), now);
    expect(outcome).toMatchObject({ ran: true, state: 'done', checked: 1, differences: 0 });
    // Stripe was asked about the payment and its refunds.
    const asked = flow.standIn.requests.filter((r) => r.method === 'GET').map((r) => r.path);
    expect(asked).toEqual(expect.arrayContaining(['/v1/refunds']));
    expect(asked.some((path) => path.startsWith('/v1/payment_intents/'))).toBe(true);
    expect(await lastReconciliation(db())).toMatchObject({
      state: 'done',
      checked: 1,
      differences: 0,
      quoteIds: [],
    });
    expect(await reconciliationAlerts()).toEqual([]);
    // Later the same day: the day is done.
    expect(await reconcileToday(deps(), new Date(now.getTime() + 60_000))).toEqual({
      ran: false,
      reason: 'day-taken',
    });
  });

  it('finds a refund the ledger never heard of, alerts the operator with both amounts, and leaves payments over 35 days old alone', async () => {
    const { id, paymentIntent } = await paidDeposit('differs@example.com');
    // Refunded at Stripe, its event lost: the ledger still says £105 held.
    flow.standIn.money.dashboardRefund(paymentIntent, 4_000);
    // An older payment that also differs, but is outside the window.
    const old = await paidDeposit('too-old@example.com');
    flow.standIn.money.dashboardRefund(old.paymentIntent, 1_000);
    const now = dayOf(1);
    await query(`update payments set created_at = $1 where quote_id = $2`, [
      new Date(now.getTime() - (RECONCILIATION_WINDOW_DAYS + 1) * DAY_MS),
      old.id,
    ]);
    const outcome = await reconcileToday(deps(), now);
    // The first test's payment and this one's; not the old one.
    expect(outcome).toMatchObject({ ran: true, state: 'done', checked: 2, differences: 1 });
    expect(await lastReconciliation(db())).toMatchObject({ differences: 1, quoteIds: [id] });
    expect(await reconciliationAlerts()).toEqual([id]);
    const alert = await mailWithSubject(
      flow.mailing.smtp,
      OPERATOR_INBOX,
      `Stripe and the ledger disagree (${id})`,
    );
    expect(alert.message.text).toContain(
      `Payment ${paymentIntent}: Stripe received £105.00 and refunded £40.00; the ledger says paid £105.00 and refunded £0.00.`,
    );
  });

  it('records a run Stripe failed as failed, and tries again the same day', async () => {
    const now = dayOf(2);
    // Down for the first call and the client's own retries.
    flow.standIn.failNext(3);
    const failed = await reconcileToday(deps(), now);
    expect(failed).toMatchObject({ ran: true, state: 'failed' });
    expect(await lastReconciliation(db())).toMatchObject({ state: 'failed', differences: 0 });
    expect((await lastReconciliation(db()))?.error).toMatch(/Stripe/);
    const again = await reconcileToday(deps(), new Date(now.getTime() + 15 * 60_000));
    expect(again).toMatchObject({ ran: true, state: 'done' });
    expect(await lastReconciliation(db())).toMatchObject({ state: 'done' });
  });
});

// Two instances: each its own connection pool on the one PostgreSQL database, as two servers have.
describe('the daily reconciliation across instances', () => {
  const flow = paymentFlowPerSuite('postgres');

  it('runs once when two instances on one PostgreSQL try the same day at once', async () => {
    const priced = await flow.priced('two-instances@example.com');
    await flow.acceptedAndPaid(priced.token);
    const dataDir = mkdtempSync(join(tmpdir(), 'bus4u-second-'));
    const second = await openDatabase({
      databaseUrl: flow.mailing.database.env.DATABASE_URL,
      dataDir,
    });
    try {
      const first = {
        db: flow.mailing.app.db,
        stripe: stripeClientFor(flow.mailing.app.env)!,
        boss: flow.mailing.app.boss,
      };
      const other = { ...first, db: asAppDb(second.db) };
      const now = new Date();
      const outcomes = await Promise.all([
        reconcileToday(first, now),
        reconcileToday(other, now),
        reconcileToday(first, now),
        reconcileToday(other, now),
      ]);
      expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
      expect(outcomes.filter((o) => !o.ran)).toEqual(
        Array.from({ length: 3 }, () => ({ ran: false, reason: 'day-taken' })),
      );
      const runs = await flow.mailing.database.query<{ state: string; checked: number }>(
        'select state, checked from stripe_reconciliation_runs',
      );
      expect(runs).toEqual([{ state: 'done', checked: 1 }]);
      // Stripe was asked about the one payment once, not once per instance.
      const asked = flow.standIn.requests.filter((r) => r.path.startsWith('/v1/payment_intents/'));
      expect(asked).toHaveLength(1);
    } finally {
      await second.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
