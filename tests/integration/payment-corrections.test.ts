/**
 * The corners of online payment where money could be lost or paid twice, on PGlite and
 * PostgreSQL with the real outbox, a real SMTP peer and the official `stripe` client against our
 * stand-in: a payment that lands after the hold was released confirms the booking again while its
 * vehicle and driver are free (by the webhook and by the customer's return alike, once); a paid booking's hold-expiry job is
 * cancelled and harmless if it runs; "released for no payment" is a column, not a note's words;
 * and a refund holds no transaction open while Stripe answers, and is never made twice on retry.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  LATE_PAYMENT_CONFIRMED_NOTE,
  releaseExpiredHold,
  wasReleasedForNoPayment,
} from '#app/features/bookings/booking-hold.server.ts';
import { bookingSenders } from '#app/features/bookings/booking-senders.server.ts';
import { refund } from '#app/features/payments/refunds.server.ts';
import { stripeClientFor } from '#app/features/payments/stripe-client.server.ts';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { paymentFlowPerSuite } from '../support/lifecycle.ts';
import { OPERATOR_INBOX, sessionIdOf } from '../support/payment-flow.ts';

/** The refunds' advisory lock (refunds.server.ts): free whenever Stripe is being asked. */
const REFUND_LOCK = 2_800_313;

describe.each(DATABASE_KINDS)('payment corrections on %s', (kind) => {
  const flow = paymentFlowPerSuite(kind);

  const db = () => flow.mailing.app.db;
  const query = <T>(text: string, values?: unknown[]) =>
    flow.mailing.database.query<T>(text, values);
  const holdUntilOf = async (id: string) =>
    (
      await query<{ hold_until: Date }>('select hold_until from bookings where quote_id = $1', [id])
    )[0]!.hold_until;
  const historyOf = async (id: string) =>
    (
      await query<{ note: string | null }>(
        'select note from quote_status_changes where quote_id = $1 order by id',
        [id],
      )
    ).map((row) => row.note);

  it('confirms again a booking released for no payment when its payment comes late and its vehicle is free', async () => {
    const { id, token } = await flow.priced('late-webhook@example.com');
    const sessionId = sessionIdOf(await flow.accept(token))!;
    const holdUntil = await holdUntilOf(id);
    expect(await releaseExpiredHold(db(), id, new Date(holdUntil.getTime() + 1_000))).toBe(true);

    expect((await flow.standIn.pay(sessionId)).status).toBe(200);
    expect(await flow.heldOf(id)).toBe(10_500);
    expect(await flow.bookingOf(id)).toMatchObject({ status: 'confirmed' });
    expect(await historyOf(id)).toContain(LATE_PAYMENT_CONFIRMED_NOTE);
    // The customer's page shows what they paid, and the balance as for any confirmed booking.
    const page = await flow.load(token);
    expect(page.payment?.panel).toMatchObject({ paidPence: 10_500, leftPence: 31_500 });
  });

  it('confirms once a late payment found on the customer’s return before the webhook', async () => {
    const { id, token } = await flow.priced('late-return@example.com');
    const sessionId = sessionIdOf(await flow.accept(token))!;
    const holdUntil = await holdUntilOf(id);
    await releaseExpiredHold(db(), id, new Date(holdUntil.getTime() + 1_000));
    Object.assign(flow.standIn.sessions.get(sessionId)!, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_test_late_return_${kind}`,
    });
    await flow.load(token, '?payment=returned');
    expect(await flow.heldOf(id)).toBe(10_500);
    expect(await flow.bookingOf(id)).toMatchObject({ status: 'confirmed' });
    // The webhook coming afterwards neither records it again nor confirms it twice.
    await flow.standIn.sendEvent('checkout.session.completed', sessionId);
    expect(await flow.heldOf(id)).toBe(10_500);
    expect(
      await query(
        `select 1 from pgboss.job where name = 'booking.confirmation' and data->>'quoteId' = $1`,
        [id],
      ),
    ).toHaveLength(1);
  });

  it('cancels the hold-expiry job once paid, and the job does nothing if it runs anyway', async () => {
    const { id, token } = await flow.priced('paid-in-time@example.com');
    const sessionId = sessionIdOf(await flow.accept(token))!;
    const holdUntil = await holdUntilOf(id);
    expect((await flow.standIn.pay(sessionId)).status).toBe(200);
    const [job] = await query<{ state: string }>(
      `select state from pgboss.job where name = 'booking.hold-expiry' and data->>'quoteId' = $1`,
      [id],
    );
    expect(job?.state).toBe('cancelled');
    // Run by hand after the hold's end, as a job retried after a crash would: nothing changes.
    const [quote] = await db().select().from(quoteRequests).where(eq(quoteRequests.id, id));
    const later = new Date(holdUntil.getTime() + 60_000);
    const senders = bookingSenders({
      db: db(),
      env: flow.mailing.app.env,
      transport: {
        mode: 'stored',
        send: () => Promise.reject(new Error('the hold-expiry job must send nothing')),
        abort: () => undefined,
        close: () => undefined,
      },
      now: () => later,
    });
    const holdExpiry = senders.find((entry) => entry.job.name === 'booking.hold-expiry')!;
    expect(await holdExpiry.deliver(quote!, { quoteId: id })).toEqual({ ok: true });
    expect(await flow.bookingOf(id)).toMatchObject({ status: 'confirmed' });
  });

  it('knows a booking was released for no payment from its status, whatever the history says after', async () => {
    const released = await flow.priced('released@example.com');
    await flow.accept(released.token);
    const holdUntil = await holdUntilOf(released.id);
    await releaseExpiredHold(db(), released.id, new Date(holdUntil.getTime() + 1_000));
    // The operator writes in the history afterwards: the release is still known.
    await query(
      `insert into quote_status_changes (quote_id, from_status, to_status, note) values ($1, 'won', 'won', 'Rang the customer.')`,
      [released.id],
    );
    expect(await wasReleasedForNoPayment(db(), released.id)).toBe(true);
    // A booking the customer cancelled was not released for no payment.
    const cancelled = await flow.priced('cancelled-not-released@example.com');
    await flow.acceptedAndPaid(cancelled.token);
    await flow.cancel(cancelled.token);
    expect(await flow.bookingOf(cancelled.id)).toMatchObject({ status: 'cancelled' });
    expect(await wasReleasedForNoPayment(db(), cancelled.id)).toBe(false);
  });

  it('holds no transaction open while Stripe makes a refund, and refunds once however often it is retried', async () => {
    const { id, token } = await flow.priced('refund-retry@example.com');
    await flow.acceptedAndPaid(token);
    const stripe = stripeClientFor(flow.mailing.app.env);
    const lockFree: boolean[] = [];
    flow.standIn.beforeAnswer(async (request) => {
      if (request.path !== '/v1/refunds') return;
      // Another connection takes the refund lock and writes to the ledger's tables: it could not
      // while a refund's transaction were open (on PGlite, one connection, it would wait forever).
      const [row] = await query<{ got: boolean }>(
        'select pg_try_advisory_lock($1, hashtext($2)) as got',
        [REFUND_LOCK, id],
      );
      lockFree.push(row!.got);
      await query('select pg_advisory_unlock($1, hashtext($2))', [REFUND_LOCK, id]);
    });
    try {
      const input = {
        quoteId: id,
        requestKey: `test-refund-${id}`,
        amountPence: 4_000,
        note: 'Part refund.',
        by: OPERATOR_INBOX,
      };
      // Stripe down through the client's own retries: the intent is kept, nothing recorded.
      flow.standIn.failNext(3);
      expect(await refund({ db: db(), stripe }, input)).toMatchObject({ ok: false });
      expect(await flow.heldOf(id)).toBe(10_500);
      // Tried again: the same intent; Stripe answered an error, so it lists the payment's refunds
      // first and then asks with the intent's next key, made once.
      expect(await refund({ db: db(), stripe }, input)).toEqual({
        ok: true,
        refundedPence: 4_000,
        byHandPence: 0,
      });
      flow.standIn.beforeAnswer(null);
      // And again, twice at once (Back and resubmit, a double click): nothing more.
      const [first, second] = await Promise.all([
        refund({ db: db(), stripe }, input),
        refund({ db: db(), stripe }, input),
      ]);
      expect(first).toEqual({ ok: true, refundedPence: 4_000, byHandPence: 0 });
      expect(second).toEqual({ ok: true, refundedPence: 4_000, byHandPence: 0 });
      expect(await flow.heldOf(id)).toBe(6_500);
      const keys = new Set(
        flow.standIn.requests
          .filter((r) => r.path === '/v1/refunds' && r.idempotencyKey?.includes(input.requestKey))
          .map((r) => r.idempotencyKey),
      );
      // The first key (whose stored 500 Stripe would replay) and the one after it.
      expect(keys.size).toBe(2);
      expect(
        flow.standIn.requests.filter((r) => r.method === 'GET' && r.path === '/v1/refunds'),
      ).not.toHaveLength(0);
      expect(
        [...flow.standIn.refunds.values()].filter(
          (r) => r.amount === 4_000 && r.status === 'succeeded',
        ),
      ).toHaveLength(1);
      expect(lockFree.length).toBeGreaterThan(0);
      expect(lockFree.every(Boolean)).toBe(true);
    } finally {
      flow.standIn.beforeAnswer(null);
    }
  });
});
