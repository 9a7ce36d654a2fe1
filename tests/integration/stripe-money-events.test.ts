/**
 * Money moved at Stripe outside this site's own calls, on PGlite and PostgreSQL with the real
 * outbox, a real SMTP peer and the official `stripe` client against the stand-in: a refund made in
 * Stripe's Dashboard enters the ledger with its credit note (and a later cancellation refunds only
 * what is left); a refund that fails later no longer counts as refunded, in whatever order its
 * events come; a dispute shows on the ledger and the customer's page and alerts the operator; a
 * refund this site asked for is recorded once as its own, whether the refund job or the webhook
 * meets it first; what a lost dispute took back is never refunded again. Every event is signed as
 * Stripe signs it and applied once however often it comes, and each piece of news alerts once.
 */
import { describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTotals } from '#app/features/payments/ledger.server.ts';
import { queuePaymentAlert } from '#app/features/payments/operator-alerts.server.ts';
import { attemptRefunds } from '#app/features/payments/refund-attempts.server.ts';
import { refund } from '#app/features/payments/refunds.server.ts';
import { stripeClientFor } from '#app/features/payments/stripe-client.server.ts';
import { stripeMoneyOf } from '#app/features/payments/stripe-money-view.server.ts';
import { moneyActionsView } from '#app/routes/admin/quote-money.server.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { paymentFlowPerSuite } from '../support/lifecycle.ts';
import { mailWithSubject } from '../support/mail-app.ts';
import { OPERATOR_INBOX } from '../support/payment-flow.ts';

describe.each(DATABASE_KINDS)('money moved at Stripe on %s', (kind) => {
  const flow = paymentFlowPerSuite(kind);

  const db = () => flow.mailing.app.db;
  const query = <T>(text: string, values?: unknown[]) =>
    flow.mailing.database.query<T>(text, values);
  const historyOf = async (id: string) =>
    (
      await query<{ note: string | null }>(
        'select note from quote_status_changes where quote_id = $1 order by id',
        [id],
      )
    ).map((row) => row.note ?? '');
  /** The alerts about money at Stripe (the booking's own balance alert is queued when paid). */
  const alertsOf = async (id: string) =>
    (
      await query<{ alert: string }>(
        `select data->>'paymentAlert' as alert from pgboss.job
         where name = 'payment.operator-alert' and data->>'quoteId' = $1
           and data->>'paymentAlert' <> 'balance-unpaid' order by created_on`,
        [id],
      )
    ).map((row) => row.alert);
  /** The refunds Stripe (the stand-in) holds of a PaymentIntent, oldest first. */
  const stripeRefundsOf = (paymentIntent: string) =>
    [...flow.standIn.refunds.values()].filter((r) => r.payment_intent === paymentIntent);
  /** The amounts this site asked Stripe to refund of a PaymentIntent, one per call. */
  const refundsAskedOf = (paymentIntent: string) =>
    flow.standIn.requests
      .filter(
        (r) =>
          r.method === 'POST' &&
          r.path === '/v1/refunds' &&
          r.params.payment_intent === paymentIntent,
      )
      .map((r) => r.params.amount);
  /** A booking paid its £105 deposit by card; its PaymentIntent. */
  const paidDeposit = async (email: string) => {
    const priced = await flow.priced(email);
    const sessionId = await flow.acceptedAndPaid(priced.token);
    const paymentIntent = flow.standIn.sessions.get(sessionId)!.payment_intent!;
    return { ...priced, paymentIntent };
  };

  it('records a Dashboard refund with its credit note, and a cancellation then refunds only what is left', async () => {
    const { id, token, paymentIntent } = await paidDeposit('dashboard-refund@example.com');
    const made = flow.standIn.money.dashboardRefund(paymentIntent, 4_000);
    const event = flow.standIn.money.chargeRefundedEvent(paymentIntent);
    expect((await flow.standIn.money.post(event)).status).toBe(200);
    // The same event again, and a later charge.refunded naming the same refund: nothing more.
    expect((await flow.standIn.money.post(event)).status).toBe(200);
    expect(
      (await flow.standIn.money.post(flow.standIn.money.chargeRefundedEvent(paymentIntent))).status,
    ).toBe(200);
    expect(await ledgerTotals(db(), id)).toEqual({
      paidPence: 10_500,
      refundedPence: 4_000,
      heldPence: 6_500,
    });
    const refunds = (await ledgerEntries(db(), id)).filter((e) => e.kind === 'refund');
    expect(refunds).toMatchObject([
      {
        amountPence: 4_000,
        providerId: made.id,
        method: 'stripe',
        note: 'Refunded in Stripe (the Dashboard), not through this site.',
        recordedBy: null,
      },
    ]);
    const credit = await mailWithSubject(
      flow.mailing.smtp,
      'dashboard-refund@example.com',
      'Credit note',
    );
    expect(credit.message.text).toContain('£40.00');
    expect((await historyOf(id)).at(-1)).toMatch(/^A refund of £40\.00 was made in Stripe/);
    expect(await alertsOf(id)).toEqual(['refund-outside']);
    await mailWithSubject(flow.mailing.smtp, OPERATOR_INBOX, 'A refund was made in Stripe');

    // The customer cancels far ahead (everything back): only the £65 left goes back, and it goes.
    await flow.cancelAsShown(token);
    expect(await flow.bookingOf(id)).toMatchObject({ status: 'cancelled' });
    // Asked at once and maybe by the outbox's job too, with one key: Stripe made one refund more.
    expect(new Set(refundsAskedOf(paymentIntent))).toEqual(new Set(['6500']));
    expect(stripeRefundsOf(paymentIntent).map((r) => r.amount)).toEqual([4_000, 6_500]);
    expect(await ledgerTotals(db(), id)).toMatchObject({ refundedPence: 10_500, heldPence: 0 });
  });

  it('asks Stripe for the refunds when charge.refunded comes without them, as newer API versions send it', async () => {
    const { id, paymentIntent } = await paidDeposit('refunds-not-included@example.com');
    const first = flow.standIn.money.dashboardRefund(paymentIntent, 1_000);
    const second = flow.standIn.money.dashboardRefund(paymentIntent, 2_000);
    const { refunds: _left, ...charge } = flow.standIn.money.charge(paymentIntent);
    const event = flow.standIn.money.signed('charge.refunded', charge);
    // Stripe down: not stored, so Stripe's own retry of the event applies it later.
    flow.standIn.failNext(3);
    expect((await flow.standIn.money.post(event)).status).toBe(500);
    expect(await ledgerTotals(db(), id)).toMatchObject({ refundedPence: 0 });
    expect((await flow.standIn.money.post(event)).status).toBe(200);
    const rows = (await ledgerEntries(db(), id)).filter((e) => e.kind === 'refund');
    expect(rows.map((r) => r.providerId)).toEqual([first.id, second.id]);
    expect(await ledgerTotals(db(), id)).toMatchObject({ refundedPence: 3_000, heldPence: 7_500 });
  });

  // Stripe makes the refund, but its answer is lost on the way back: the first try and the
  // client's two retries with the same key. The refund carries the id of the intent that asked.
  const ANSWERS_LOST = 3;

  // The refund job (the outbox's `payment.refund`, run here by hand: the refund is written without
  // the outbox, so no job of it runs on its own) and Stripe's `charge.refunded` both meet the
  // refund; whichever comes first, it is recorded once, as the operator's, with no alert.
  it.each(['the webhook', 'the refund job'] as const)(
    'takes a refund this site asked for as its own, once, when %s sees it first',
    async (first) => {
      const { id, paymentIntent } = await paidDeposit(
        `own-refund-${first.replace('the ', '').replace(' ', '-')}@example.com`,
      );
      const stripe = stripeClientFor(flow.mailing.app.env)!;
      const boss = flow.mailing.app.boss;
      const input = {
        quoteId: id,
        requestKey: `own-${id}`,
        amountPence: 2_500,
        note: 'Goodwill.',
        by: OPERATOR_INBOX,
      };
      flow.standIn.loseAnswers(ANSWERS_LOST);
      expect(await refund({ db: db(), stripe }, input)).toMatchObject({ ok: false });
      const [made, ...more] = stripeRefundsOf(paymentIntent);
      expect(more).toEqual([]);
      expect(made!.metadata.refund_intent).toMatch(/^\d+$/);
      const webhook = async () =>
        expect(
          (await flow.standIn.money.post(flow.standIn.money.chargeRefundedEvent(paymentIntent)))
            .status,
        ).toBe(200);
      const job = async () =>
        expect(await attemptRefunds({ db: db(), stripe, boss }, id)).toEqual({
          pendingPence: 0,
          errors: [],
        });
      if (first === 'the webhook') {
        await webhook();
        await job();
      } else {
        await job();
        await webhook();
      }
      const rows = (await ledgerEntries(db(), id)).filter((e) => e.kind === 'refund');
      expect(rows).toMatchObject([
        { providerId: made!.id, amountPence: 2_500, note: 'Goodwill.', recordedBy: OPERATOR_INBOX },
      ]);
      expect(rows).toHaveLength(1);
      expect(
        await query(`select state, provider_id from refund_intents where quote_id = $1`, [id]),
      ).toEqual([{ state: 'done', provider_id: made!.id }]);
      expect(await alertsOf(id)).toEqual([]);
      expect(stripeRefundsOf(paymentIntent)).toHaveLength(1);
      // Asked again: already made, so Stripe is not asked for a second refund.
      const before = flow.standIn.requests.length;
      expect(await refund({ db: db(), stripe, boss }, input)).toEqual({
        ok: true,
        refundedPence: 2_500,
        byHandPence: 0,
      });
      expect(flow.standIn.requests.slice(before).filter((r) => r.method === 'POST')).toEqual([]);
      expect(await ledgerTotals(db(), id)).toMatchObject({
        refundedPence: 2_500,
        heldPence: 8_000,
      });
    },
  );

  it('tells two refunds of the same amount apart by the intent that asked, never by the amount', async () => {
    const { id, paymentIntent } = await paidDeposit('same-amount@example.com');
    const stripe = stripeClientFor(flow.mailing.app.env)!;
    const boss = flow.mailing.app.boss;
    const ask = (key: string, note: string) =>
      refund(
        { db: db(), stripe },
        { quoteId: id, requestKey: key, amountPence: 2_500, note, by: OPERATOR_INBOX },
      );
    // The first: Stripe is down and makes nothing. The second: made, its answer lost.
    flow.standIn.failNext(ANSWERS_LOST);
    expect(await ask(`first-${id}`, 'Late pickup.')).toMatchObject({ ok: false });
    flow.standIn.loseAnswers(ANSWERS_LOST);
    expect(await ask(`second-${id}`, 'Dirty seats.')).toMatchObject({ ok: false });
    const [second] = stripeRefundsOf(paymentIntent);
    expect(stripeRefundsOf(paymentIntent)).toHaveLength(1);
    // Stripe's event names the second refund only; the first is still Stripe's to make.
    expect(
      (await flow.standIn.money.post(flow.standIn.money.chargeRefundedEvent(paymentIntent))).status,
    ).toBe(200);
    expect(
      (await ledgerEntries(db(), id)).filter((e) => e.kind === 'refund').map((e) => e.note),
    ).toEqual(['Dirty seats.']);
    expect(await attemptRefunds({ db: db(), stripe, boss }, id)).toMatchObject({ pendingPence: 0 });
    const rows = (await ledgerEntries(db(), id)).filter((e) => e.kind === 'refund');
    expect(rows.map((r) => [r.note, r.amountPence])).toEqual([
      ['Dirty seats.', 2_500],
      ['Late pickup.', 2_500],
    ]);
    expect(rows[0]!.providerId).toBe(second!.id);
    expect(stripeRefundsOf(paymentIntent).map((r) => r.amount)).toEqual([2_500, 2_500]);
    expect(await ledgerTotals(db(), id)).toMatchObject({ refundedPence: 5_000, heldPence: 5_500 });
    expect(await alertsOf(id)).toEqual([]);
  });

  it('holds again the money of a refund that fails later, shows it to both sides and tells the operator once', async () => {
    const { id, token, paymentIntent } = await paidDeposit('failed-refund@example.com');
    const stripe = stripeClientFor(flow.mailing.app.env);
    const boss = flow.mailing.app.boss;
    const done = await refund(
      { db: db(), stripe, boss },
      {
        quoteId: id,
        requestKey: `w13-${id}`,
        amountPence: 10_500,
        note: 'Cancelled by phone.',
        by: OPERATOR_INBOX,
      },
    );
    expect(done).toMatchObject({ ok: true, refundedPence: 10_500 });
    const [made] = [...flow.standIn.refunds.values()].filter(
      (r) => r.payment_intent === paymentIntent,
    );
    flow.standIn.money.failRefund(made!.id);
    for (const type of ['charge.refund.updated', 'refund.updated', 'refund.failed'] as const) {
      expect(
        (await flow.standIn.money.post(flow.standIn.money.refundEvent(type, made!.id))).status,
      ).toBe(200);
    }
    expect(await ledgerTotals(db(), id)).toEqual({
      paidPence: 10_500,
      refundedPence: 0,
      heldPence: 10_500,
    });
    const entries = await ledgerEntries(db(), id);
    expect(entries.find((e) => e.kind === 'refund')).toMatchObject({
      providerId: made!.id,
      failed: true,
    });
    expect(await alertsOf(id)).toEqual(['refund-failed']);
    const alert = await mailWithSubject(
      flow.mailing.smtp,
      OPERATOR_INBOX,
      'A refund failed at Stripe',
    );
    expect(alert.message.text).toContain(
      `Failed refund ${made!.id}: £105.00 (expired or canceled card).`,
    );
    expect((await historyOf(id)).at(-1)).toMatch(/^Stripe says the refund of £105\.00 failed/);
    const page = await flow.load(token);
    expect(page.payment?.panel).toMatchObject({ paidPence: 10_500, refundedPence: 0 });
    expect(page.payment?.panel?.stripeMoney?.failedRefunds).toMatchObject([
      { amountPence: 10_500 },
    ]);
  });

  it('ends right when a refund’s failure comes before its own record, with no credit note', async () => {
    const { id, paymentIntent } = await paidDeposit('failed-first@example.com');
    const made = flow.standIn.money.dashboardRefund(paymentIntent, 3_000);
    const chargeRefunded = flow.standIn.money.chargeRefundedEvent(paymentIntent);
    flow.standIn.money.failRefund(made.id, 'lost_or_stolen_card');
    expect(
      (await flow.standIn.money.post(flow.standIn.money.refundEvent('refund.failed', made.id)))
        .status,
    ).toBe(200);
    // The older charge.refunded (the refund still succeeded then) arrives afterwards.
    expect((await flow.standIn.money.post(chargeRefunded)).status).toBe(200);
    expect(await ledgerTotals(db(), id)).toEqual({
      paidPence: 10_500,
      refundedPence: 0,
      heldPence: 10_500,
    });
    expect(
      await query(`select 1 from payment_documents where quote_id = $1 and kind = 'credit-note'`, [
        id,
      ]),
    ).toHaveLength(0);
    expect(await alertsOf(id)).toEqual(['refund-failed']);
  });

  it('shows a dispute on the ledger and the customer page, alerts the operator, and never lets an older event undo its close', async () => {
    const { id, token, paymentIntent } = await paidDeposit('dispute@example.com');
    const dispute = flow.standIn.money.openDispute(paymentIntent);
    const created = flow.standIn.money.disputeEvent('charge.dispute.created', dispute.id);
    flow.standIn.money.closeDispute(dispute.id, 'lost');
    // Stripe's "closed" a second later than its "created", delivered first.
    const closedBody = JSON.parse(
      flow.standIn.money.disputeEvent('charge.dispute.closed', dispute.id).body,
    ) as { created: number };
    expect(closedBody.created).toBeGreaterThanOrEqual(JSON.parse(created.body).created);
    expect(
      (
        await flow.standIn.money.post(
          flow.standIn.money.disputeEvent('charge.dispute.closed', dispute.id),
        )
      ).status,
    ).toBe(200);
    expect((await flow.standIn.money.post(created)).status).toBe(200);
    expect((await flow.standIn.money.post(created)).status).toBe(200);
    expect(await stripeMoneyOf(db(), id)).toMatchObject({
      disputes: [{ id: dispute.id, amountPence: 10_500, status: 'lost' }],
    });
    expect(await alertsOf(id)).toEqual(['dispute-closed']);
    const alert = await mailWithSubject(
      flow.mailing.smtp,
      OPERATOR_INBOX,
      'A card payment dispute is closed',
    );
    expect(alert.message.text).toContain(`Dispute ${dispute.id}: £105.00, lost`);
    const page = await flow.load(token);
    expect(page.payment?.panel?.stripeMoney?.disputes).toMatchObject([
      { status: 'lost', amountPence: 10_500 },
    ]);
  });

  it('alerts the operator once for the same news, however often and however at once it comes', async () => {
    const { id } = await paidDeposit('alert-once@example.com');
    const boss = flow.mailing.app.boss;
    // A webhook Stripe sends again, a job run twice, two instances at once: the same news.
    const queue = (about: string) =>
      db().transaction((tx) => queuePaymentAlert(tx, boss, id, 'payment-not-taken', about));
    const atOnce = await Promise.all([queue('payment-1'), queue('payment-1'), queue('payment-1')]);
    expect(atOnce.filter((queued) => queued)).toHaveLength(1);
    expect(await queue('payment-1')).toBe(false);
    // The same kind about something else is news.
    expect(await queue('payment-2')).toBe(true);
    expect(await alertsOf(id)).toEqual(['payment-not-taken', 'payment-not-taken']);
  });

  it('tells the operator of a dispute opened and then won, in order, once each', async () => {
    const { id, paymentIntent } = await paidDeposit('dispute-won@example.com');
    const dispute = flow.standIn.money.openDispute(paymentIntent, 5_000);
    expect(
      (
        await flow.standIn.money.post(
          flow.standIn.money.disputeEvent('charge.dispute.created', dispute.id),
        )
      ).status,
    ).toBe(200);
    expect((await stripeMoneyOf(db(), id)).disputes).toMatchObject([
      { status: 'needs_response', amountPence: 5_000 },
    ]);
    expect((await historyOf(id)).at(-1)).toMatch(/^The card holder disputed £50\.00/);
    // Answered in the Dashboard: under review. Its history says so; it is no second opening.
    flow.standIn.money.reviewDispute(dispute.id);
    const reviewed = flow.standIn.money.disputeEvent('charge.dispute.updated', dispute.id);
    expect((await flow.standIn.money.post(reviewed)).status).toBe(200);
    expect((await historyOf(id)).at(-1)).toBe(
      'The card holder disputed £50.00 with their bank (under review). Answer it in the Stripe Dashboard before its deadline.',
    );
    expect(await alertsOf(id)).toEqual(['dispute-opened']);
    flow.standIn.money.closeDispute(dispute.id, 'won');
    expect(
      (
        await flow.standIn.money.post(
          flow.standIn.money.disputeEvent('charge.dispute.closed', dispute.id),
        )
      ).status,
    ).toBe(200);
    expect((await stripeMoneyOf(db(), id)).disputes).toMatchObject([{ status: 'won' }]);
    expect(await alertsOf(id)).toEqual(['dispute-opened', 'dispute-closed']);
    // Held money is unchanged by a dispute the business won.
    expect(await ledgerTotals(db(), id)).toMatchObject({ heldPence: 10_500 });
  });

  /** A dispute of `amount` of the payment, lost, and Stripe's event about it delivered. */
  const lostDispute = async (paymentIntent: string, amount?: number) => {
    const dispute = flow.standIn.money.openDispute(paymentIntent, amount);
    flow.standIn.money.closeDispute(dispute.id, 'lost');
    const closed = flow.standIn.money.disputeEvent('charge.dispute.closed', dispute.id);
    expect((await flow.standIn.money.post(closed)).status).toBe(200);
    return dispute;
  };

  it('never refunds what a lost dispute took back: the cancellation after it pays back nothing, and the operator is told', async () => {
    const { id, token, paymentIntent } = await paidDeposit('dispute-lost-all@example.com');
    await lostDispute(paymentIntent);
    const alert = await mailWithSubject(
      flow.mailing.smtp,
      OPERATOR_INBOX,
      `A card payment dispute is closed (${id})`,
    );
    expect(alert.message.text).toContain(
      'The bank took £105.00 back to the card holder: it is no longer ours to refund, so no refund or cancellation pays it back again.',
    );
    // Far ahead "everything paid comes back": nothing is paid that the bank has not given back.
    expect((await flow.load(token)).payment?.panel?.cancel).toMatchObject({ refundPence: 0 });
    expect((await moneyActionsView(db(), id)).refundable).toEqual([]);
    await flow.cancelAsShown(token);
    expect(await flow.bookingOf(id)).toMatchObject({ status: 'cancelled' });
    expect(refundsAskedOf(paymentIntent)).toEqual([]);
    // Nor is any of it left for the operator to pay back by hand.
    expect(await query('select state from refund_intents where quote_id = $1', [id])).toEqual([]);
  });

  it('refunds only what Stripe still holds after part of a payment was lost to a dispute', async () => {
    const { id, token, paymentIntent } = await paidDeposit('dispute-lost-part@example.com');
    await lostDispute(paymentIntent, 5_000);
    expect((await moneyActionsView(db(), id)).refundable).toMatchObject([
      { refundablePence: 5_500 },
    ]);
    expect((await flow.load(token)).payment?.panel?.cancel).toMatchObject({ refundPence: 5_500 });
    await flow.cancelAsShown(token);
    // Asked at once and maybe by the outbox's job too, with one key: Stripe made one refund.
    expect(new Set(refundsAskedOf(paymentIntent))).toEqual(new Set(['5500']));
    expect(stripeRefundsOf(paymentIntent).map((r) => r.amount)).toEqual([5_500]);
    expect(await ledgerTotals(db(), id)).toMatchObject({ refundedPence: 5_500 });
  });

  it('cuts a refund on its way to what Stripe still holds when a dispute is lost meanwhile, and closes one with nothing left', async () => {
    const stripe = stripeClientFor(flow.mailing.app.env)!;
    const boss = flow.mailing.app.boss;
    const queued = async (email: string) => {
      const paid = await paidDeposit(email);
      // Stripe is down: the whole deposit's refund waits, on its way.
      flow.standIn.failNext(ANSWERS_LOST);
      expect(
        await refund(
          { db: db(), stripe },
          {
            quoteId: paid.id,
            requestKey: `before-loss-${paid.id}`,
            amountPence: 10_500,
            note: 'Trip no longer needed.',
            by: OPERATOR_INBOX,
          },
        ),
      ).toMatchObject({ ok: false });
      return paid;
    };
    const part = await queued('lost-while-queued@example.com');
    await lostDispute(part.paymentIntent, 4_000);
    expect(await attemptRefunds({ db: db(), stripe, boss }, part.id)).toMatchObject({
      pendingPence: 0,
    });
    expect(stripeRefundsOf(part.paymentIntent).map((r) => r.amount)).toEqual([6_500]);
    expect(
      await query('select amount_pence, state from refund_intents where quote_id = $1', [part.id]),
    ).toEqual([{ amount_pence: 6_500, state: 'done' }]);

    const whole = await queued('lost-whole-while-queued@example.com');
    await lostDispute(whole.paymentIntent);
    expect(await attemptRefunds({ db: db(), stripe, boss }, whole.id)).toMatchObject({
      pendingPence: 0,
    });
    expect(stripeRefundsOf(whole.paymentIntent)).toEqual([]);
    expect(
      await query('select state, settled_reason from refund_intents where quote_id = $1', [
        whole.id,
      ]),
    ).toEqual([
      {
        state: 'settled',
        settled_reason:
          'The card holder’s bank took this payment back (a lost dispute), so nothing was left to refund.',
      },
    ]);
    expect(await alertsOf(whole.id)).toEqual(['dispute-closed', 'refund-settled']);
  });
});
