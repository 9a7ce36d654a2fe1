/**
 * Refunds never strand, cancellations always stand, on PGlite and PostgreSQL, through the real
 * `stripe` client and the stand-in behaving as Stripe documents: a refund Stripe did not make is
 * queued in the outbox and retried until made (with a new idempotency key after Stripe answered an
 * error, since Stripe replays a stored answer for the same key), a payment Stripe says is already
 * refunded is reconciled and settled, a cancellation stands whatever Stripe answers, a payment
 * that lands while a cancellation runs is flagged as late, the operator's Cancel on a booking
 * already cancelled refunds nothing, and a refund past the outbox's retries waits on the request
 * page for the operator to ask again or settle it by hand.
 */
import { describe, expect, it } from 'vitest';
import { refundFormKey } from '#app/features/payments/admin-money.server.ts';
import { moneyActionsView } from '#app/routes/admin/quote-money.server.ts';
import { LATE_PAYMENT_NOTE } from '#server/payment-confirmation.server.ts';
import { postBookingCancel, postMoneyForm } from '../support/admin-money.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { paymentFlowPerSuite } from '../support/lifecycle.ts';
import { mailWithSubject } from '../support/mail-app.ts';
import { OPERATOR_INBOX, sessionIdOf } from '../support/payment-flow.ts';
import { waitFor } from '../support/quote-app.ts';

/** Every call fails while the stand-in is "down" (more than any test makes). */
const DOWN = 1_000;
/** How long the outbox gets to retry a refund once Stripe is back (its backoff starts at 1 s). */
const RETRY_TIMEOUT_MS = 25_000;

describe.each(DATABASE_KINDS)('refunds that never strand on %s', (kind) => {
  const flow = paymentFlowPerSuite(kind);
  const query = <T>(text: string, values?: unknown[]) =>
    flow.mailing.database.query<T>(text, values);

  const refundedOf = async (id: string) =>
    Number(
      (
        await query<{ sum: string }>(
          `select coalesce(sum(amount_pence), 0) as sum from payments where quote_id = $1 and kind = 'refund'`,
          [id],
        )
      )[0]!.sum,
    );
  const cardPaymentOf = async (id: string) =>
    (
      await query<{ id: number; provider_id: string }>(
        `select id, provider_id from payments where quote_id = $1 and kind = 'payment' and method = 'stripe' order by id`,
        [id],
      )
    )[0]!;
  const intentsOf = async (id: string) =>
    query<{ amount_pence: number; state: string; attempts: number }>(
      'select amount_pence, state, attempts from refund_intents where quote_id = $1 order by id',
      [id],
    );
  const historyOf = async (id: string) =>
    (
      await query<{ note: string | null }>(
        'select note from quote_status_changes where quote_id = $1 order by id',
        [id],
      )
    ).map((row) => row.note);
  /** What Stripe (the stand-in) refunded of a PaymentIntent. */
  const refundedAtStripe = (paymentIntent: string) =>
    [...flow.standIn.refunds.values()]
      .filter((r) => r.payment_intent === paymentIntent)
      .reduce((sum, r) => sum + r.amount, 0);
  /** Waits for the outbox to finish the request's refunds: the ledger refunds `pence`. */
  const refundedInTime = (id: string, pence: number) =>
    waitFor(
      async () => ((await refundedOf(id)) === pence ? true : undefined),
      RETRY_TIMEOUT_MS,
      `${pence} refunded on ${id}`,
    );
  const down = () => flow.standIn.failNext(DOWN);
  const up = () => flow.standIn.failNext(0);

  it('queues a whole-payment refund Stripe could not make, keeps it visible, and makes it when Stripe is back (R6)', async () => {
    const { id, token } = await flow.priced('r6@example.com');
    await flow.acceptedAndPaid(token);
    const card = await cardPaymentOf(id);
    down();
    try {
      expect(
        await postMoneyForm(flow, id, {
          intent: 'refund-payment',
          paymentId: String(card.id),
          amount: '105',
          note: 'Trip no longer needed',
          refundKey: refundFormKey(),
        }),
      ).toMatchObject({ ok: true, message: expect.stringMatching(/£105\.00 is queued/) });
      const view = await moneyActionsView(flow.mailing.app.db, id);
      expect(view.onTheirWay).toMatchObject([{ amountPence: 10_500 }]);
      // Nothing else is offered for that payment: the refund on its way covers it.
      expect(view.refundable).toEqual([]);
    } finally {
      up();
    }
    // Stripe is back: the outbox makes it without anyone pressing anything.
    await refundedInTime(id, 10_500);
    expect(refundedAtStripe(card.provider_id)).toBe(10_500);
    expect(await intentsOf(id)).toMatchObject([{ amount_pence: 10_500, state: 'done' }]);
    expect((await moneyActionsView(flow.mailing.app.db, id)).onTheirWay).toEqual([]);
  });

  it('never shrinks a later cancellation because of a part refund Stripe could not make (R6b)', async () => {
    const { id, token } = await flow.priced('r6b@example.com');
    await flow.acceptedAndPaid(token);
    const card = await cardPaymentOf(id);
    // Stripe stays away until the customer has cancelled: were it back sooner, the outbox could
    // make the goodwill refund between the page and the cancel, and the cancel would rightly ask
    // again with the new amount (R10b), which is another test's story.
    down();
    try {
      await postMoneyForm(flow, id, {
        intent: 'refund-payment',
        paymentId: String(card.id),
        amount: '40',
        note: 'Goodwill',
        refundKey: refundFormKey(),
      });
      // The page promised everything paid back; the customer gets all of it, not £65.
      expect((await flow.load(token)).payment?.panel?.cancel).toMatchObject({
        refundPence: 10_500,
      });
      expect(await flow.cancel(token)).toBe(`/your-quote/${token}`);
    } finally {
      up();
    }
    expect(await flow.bookingOf(id)).toMatchObject({ status: 'cancelled' });
    await refundedInTime(id, 10_500);
    expect(refundedAtStripe(card.provider_id)).toBe(10_500);
    expect(await flow.heldOf(id)).toBe(0);
  });

  it('cancels at once when Stripe stores its 500s, and refunds with a new key when it is back (R7s)', async () => {
    const { id, token } = await flow.priced('r7s@example.com');
    await flow.acceptedAndPaid(token);
    const card = await cardPaymentOf(id);
    flow.standIn.storeFailures(true);
    try {
      down();
      expect(await flow.cancel(token)).toBe(`/your-quote/${token}`);
      expect(await flow.bookingOf(id)).toMatchObject({ status: 'cancelled' });
      const page = await flow.load(token);
      expect(page.payment?.panel).toMatchObject({ refundOnItsWayPence: 10_500, refundedPence: 0 });
      up();
      // Every retry of the first key is answered with the stored 500; the next key makes it.
      await refundedInTime(id, 10_500);
      expect(refundedAtStripe(card.provider_id)).toBe(10_500);
      const [intent] = await intentsOf(id);
      expect(intent).toMatchObject({ state: 'done' });
      expect(intent!.attempts).toBeGreaterThan(0);
      expect((await flow.load(token)).payment?.panel).toMatchObject({
        refundOnItsWayPence: 0,
        refundedPence: 10_500,
      });
    } finally {
      up();
      flow.standIn.storeFailures(false);
    }
  });

  it('settles a refund Stripe refuses as already made, records the Dashboard’s refund as such, and tells the operator (R9)', async () => {
    const { id, token } = await flow.priced('r9@example.com');
    await flow.acceptedAndPaid(token);
    const card = await cardPaymentOf(id);
    // Refunded in Stripe's Dashboard; the app was not told.
    flow.standIn.money.dashboardRefund(card.provider_id, 10_500);
    expect(await flow.cancel(token)).toBe(`/your-quote/${token}`);
    expect(await flow.bookingOf(id)).toMatchObject({ status: 'cancelled' });
    await refundedInTime(id, 10_500);
    expect(refundedAtStripe(card.provider_id)).toBe(10_500);
    const [row] = await query<{ note: string }>(
      `select note from payments where quote_id = $1 and kind = 'refund'`,
      [id],
    );
    // Found by the refund job, not the webhook: recorded as the webhook records it, made outside.
    expect(row?.note).toBe('Refunded in Stripe (the Dashboard), not through this site.');
    expect(await historyOf(id)).toContain(
      'A refund of £105.00 was made in Stripe, not through this site: it is in the ledger and the customer is e-mailed its credit note.',
    );
    await mailWithSubject(flow.mailing.smtp, OPERATOR_INBOX, 'A refund was made in Stripe');
    await waitFor(
      async () =>
        (await intentsOf(id)).every((intent) => intent.state === 'settled') ? true : undefined,
      RETRY_TIMEOUT_MS,
      'the refund settled',
    );
    await mailWithSubject(flow.mailing.smtp, OPERATOR_INBOX, 'A queued refund was closed');
  });

  it('flags a payment that lands while a cancellation is being refunded as late (R11)', async () => {
    const { id, token } = await flow.priced('r11@example.com');
    await flow.acceptedAndPaid(token);
    const balance = sessionIdOf(await flow.post(token, { intent: 'pay' }));
    expect(balance).toBeDefined();
    let paid = false;
    flow.standIn.beforeAnswer(async (request) => {
      // The balance is paid while Stripe is still making the cancellation's refund.
      if (request.method !== 'POST' || request.path !== '/v1/refunds' || paid) return;
      paid = true;
      expect((await flow.standIn.pay(balance!)).status).toBe(200);
    });
    try {
      expect(await flow.cancel(token)).toBe(`/your-quote/${token}`);
    } finally {
      flow.standIn.beforeAnswer(null);
    }
    expect(paid).toBe(true);
    expect(await flow.bookingOf(id)).toMatchObject({ status: 'cancelled' });
    expect(await historyOf(id)).toContain(LATE_PAYMENT_NOTE);
  });

  it('refunds nothing when the operator cancels a booking already cancelled (R12)', async () => {
    const { id, token } = await flow.priced('r12@example.com');
    const sessionId = sessionIdOf(await flow.accept(token))!;
    expect(await postBookingCancel(flow, id, 'terms')).toMatchObject({ ok: true });
    // The Checkout is paid afterwards (before Stripe closed it): late, on a cancelled booking,
    // so the whole of it is on its way back by itself.
    Object.assign(flow.standIn.sessions.get(sessionId)!, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_test_r12_${kind}`,
    });
    expect((await flow.standIn.sendEvent('checkout.session.completed', sessionId)).status).toBe(
      200,
    );
    expect(await flow.heldOf(id)).toBe(10_500);
    const automatic = await intentsOf(id);
    expect(automatic).toMatchObject([{ amount_pence: 10_500 }]);
    // A stale tab's Cancel with everything paid back adds nothing to it.
    expect(await postBookingCancel(flow, id, 'full')).toEqual({
      ok: false,
      message: 'That booking is already cancelled.',
      bookingId: expect.any(Number),
      intent: 'cancel',
    });
    expect((await intentsOf(id)).length).toBe(automatic.length);
    await refundedInTime(id, 10_500);
    expect(refundedAtStripe((await cardPaymentOf(id)).provider_id)).toBe(10_500);
  });

  it('lets the operator settle a refund on its way by hand, with a reason', async () => {
    const { id, token } = await flow.priced('settle@example.com');
    await flow.acceptedAndPaid(token);
    const card = await cardPaymentOf(id);
    down();
    try {
      await postMoneyForm(flow, id, {
        intent: 'refund-payment',
        paymentId: String(card.id),
        amount: '40',
        note: 'Goodwill',
        refundKey: refundFormKey(),
      });
      const [onItsWay] = (await moneyActionsView(flow.mailing.app.db, id)).onTheirWay;
      expect(onItsWay).toMatchObject({ amountPence: 4_000 });
      expect(
        await postMoneyForm(flow, id, {
          intent: 'settle-refund',
          refundId: String(onItsWay!.id),
          note: ' ',
        }),
      ).toMatchObject({ ok: false });
      expect(
        await postMoneyForm(flow, id, {
          intent: 'settle-refund',
          refundId: String(onItsWay!.id),
          note: 'Paid back in cash at the office',
        }),
      ).toEqual({
        intent: 'money',
        ok: true,
        message: '£40.00 settled by hand: it is no longer asked of Stripe.',
      });
    } finally {
      up();
    }
    expect(await intentsOf(id)).toMatchObject([{ state: 'settled' }]);
    const view = await moneyActionsView(flow.mailing.app.db, id);
    expect(view.onTheirWay).toEqual([]);
    expect(view.refundable).toMatchObject([{ id: card.id, refundablePence: 10_500 }]);
    expect(refundedAtStripe(card.provider_id)).toBe(0);
  });
});

describe.each(DATABASE_KINDS)('a refund past its retries on %s', (kind) => {
  // No retries: the first failure of the refund job is its last, as after a long outage.
  const flow = paymentFlowPerSuite(kind, { OUTBOX_RETRY_LIMIT: '0' });
  const query = <T>(text: string, values?: unknown[]) =>
    flow.mailing.database.query<T>(text, values);

  it('waits on the request page with its state, alerts the operator, and is made when they ask again', async () => {
    const { id, token } = await flow.priced('past-retries@example.com');
    await flow.acceptedAndPaid(token);
    const [card] = await query<{ id: number }>(
      `select id from payments where quote_id = $1 and kind = 'payment'`,
      [id],
    );
    flow.standIn.failNext(DOWN);
    try {
      await postMoneyForm(flow, id, {
        intent: 'refund-payment',
        paymentId: String(card!.id),
        amount: '40',
        note: 'Goodwill',
        refundKey: refundFormKey(),
      });
      // The job fails for good, and the operator is told to look at the request.
      await waitFor(
        async () =>
          (
            await query(
              `select 1 from pgboss.job where data->>'failedQueue' = 'payment.refund' and data->>'quoteId' = $1`,
              [id],
            )
          ).length > 0
            ? true
            : undefined,
        RETRY_TIMEOUT_MS,
        'the operator alerted of the refund job failing for good',
      );
    } finally {
      flow.standIn.failNext(0);
    }
    const [onItsWay] = (await moneyActionsView(flow.mailing.app.db, id)).onTheirWay;
    expect(onItsWay).toMatchObject({ amountPence: 4_000 });
    expect(onItsWay!.lastError).toMatch(/^unavailable: /);
    expect(await postMoneyForm(flow, id, { intent: 'retry-refunds' })).toEqual({
      intent: 'money',
      ok: true,
      message: 'Asked Stripe again: £40.00 refunded.',
    });
    expect(await flow.heldOf(id)).toBe(6_500);
    expect((await moneyActionsView(flow.mailing.app.db, id)).onTheirWay).toEqual([]);
  });
});
