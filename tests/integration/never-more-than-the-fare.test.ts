/**
 * Never more than the fare, on PGlite and PostgreSQL, through the real `stripe` client and the
 * stand-in: a booking has one payable Checkout Session at a time (a new one, bank transfer and
 * money by hand expire the open ones); a paid session the booking cannot take (more than is left,
 * a replaced price) is recorded and its excess refunded with a note; a session paid for another
 * amount or currency confirms nothing and is flagged; a late payment or transfer after the hold
 * ended confirms the booking again; money already held counts when a price is accepted again;
 * and an amount under the card minimum is never asked for by card.
 */
import { describe, expect, it } from 'vitest';
import { releaseExpiredHold } from '#app/features/bookings/booking-hold.server.ts';
import { bookingStatusOf } from '#app/features/bookings/booking-status.server.ts';
import { sendPrice } from '#app/features/customer-quote/send-price.server.ts';
import {
  MORE_THAN_DUE_NOTE,
  REPLACED_PRICE_NOTE,
  VEHICLE_TAKEN_NOTE,
} from '#server/payment-confirmation.server.ts';
import { formatPence } from '#app/lib/money.ts';
import { postBookingCancel, postMoneyForm } from '../support/admin-money.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { londonDate } from '../support/dates.ts';
import { paymentFlowPerSuite } from '../support/lifecycle.ts';
import { OPERATOR_INBOX, sessionIdOf } from '../support/payment-flow.ts';
import { priceForm } from '../support/price-loop.ts';
import { waitFor } from '../support/quote-app.ts';

/** The flow's fare (£420): 25 % deposit 30 days ahead, the whole fare within 14 days. */
const FARE = 42_000;
const DEPOSIT = 10_500;
/** How long the outbox gets to run a job (its first retry comes after a second or so). */
const OUTBOX_TIMEOUT_MS = 20_000;

describe.each(DATABASE_KINDS)('never more than the fare on %s', (kind) => {
  const flow = paymentFlowPerSuite(kind);
  const query = <T>(text: string, values?: unknown[]) =>
    flow.mailing.database.query<T>(text, values);

  const historyOf = async (id: string) =>
    (
      await query<{ note: string | null }>(
        'select note from quote_status_changes where quote_id = $1 order by id',
        [id],
      )
    ).map((row) => row.note);
  const intentsOf = (id: string) =>
    query<{ amount_pence: number; payment_id: number | null }>(
      'select amount_pence, payment_id from refund_intents where quote_id = $1 order by id',
      [id],
    );
  const paidOf = async (id: string) =>
    Number(
      (
        await query<{ sum: string }>(
          `select coalesce(sum(amount_pence), 0) as sum from payments where quote_id = $1 and kind = 'payment'`,
          [id],
        )
      )[0]!.sum,
    );
  const alertsOf = async (id: string) =>
    (
      await query<{ alert: string }>(
        `select data->>'paymentAlert' as alert from pgboss.job where data->>'quoteId' = $1 and data ? 'paymentAlert'`,
        [id],
      )
    ).map((row) => row.alert);
  /** The customer accepts the second price sent for their request. */
  const acceptRevised = (token: string) =>
    flow.post(token, { intent: 'accept', revision: '2', terms: 'on' });
  /** The customer e-mails queued to say why money goes back, with their reason. */
  const returnedOf = async (id: string) =>
    (
      await query<{ reason: string }>(
        `select data->'notTaken'->>'reason' as reason from pgboss.job where name = 'payment.payment-returned' and data->>'quoteId' = $1`,
        [id],
      )
    ).map((row) => row.reason);
  /** Waits for the outbox to close a session at Stripe (the stand-in). */
  const expiredInTime = (sessionId: string) =>
    waitFor(
      async () => (flow.standIn.sessions.get(sessionId)!.status === 'expired' ? true : undefined),
      OUTBOX_TIMEOUT_MS,
      `${sessionId} expired`,
    );
  const expireCalls = () =>
    flow.standIn.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/expire')).length;
  /**
   * A session paid at Stripe as it came (an expire that lost the race, or Stripe changing the
   * total or currency), its signed event posted to the app.
   */
  const paidAtStripe = async (sessionId: string, fields: Record<string, unknown> = {}) => {
    const session = flow.standIn.sessions.get(sessionId)!;
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_test_${sessionId.slice(-12)}`,
      ...fields,
    });
    const response = await flow.standIn.sendEvent('checkout.session.completed', sessionId);
    expect(response.status).toBe(200);
  };

  it('expires the open Checkout when bank transfer is chosen and refunds a race past it (A5)', async () => {
    const { id, token } = await flow.priced('a5@example.com', 10);
    const first = sessionIdOf(await flow.accept(token))!;
    expect(flow.standIn.sessions.get(first)!.amount_total).toBe(FARE);
    const before = expireCalls();
    await flow.post(token, { intent: 'bank-transfer' });
    expect(expireCalls()).toBe(before + 1);
    expect(flow.standIn.sessions.get(first)!.status).toBe('expired');
    const recorded = await postMoneyForm(flow, id, {
      intent: 'record-payment',
      method: 'bank-transfer',
      amount: '420.00',
    });
    expect(recorded.ok).toBe(true);
    expect(await flow.bookingOf(id)).toMatchObject({ status: 'confirmed' });
    // Had Stripe completed it anyway, the booking takes none of it: all of it goes back.
    await paidAtStripe(first);
    expect(await paidOf(id)).toBe(2 * FARE);
    expect(await intentsOf(id)).toMatchObject([{ amount_pence: FARE }]);
    expect(await historyOf(id)).toContain(MORE_THAN_DUE_NOTE(formatPence(FARE)));
    expect(await alertsOf(id)).toContain('payment-not-taken');
    expect(await returnedOf(id)).toEqual(['more-than-due']);
  });

  it('closes through the outbox a Checkout that Stripe could not expire at once', async () => {
    const { token } = await flow.priced('expire-later@example.com', 10);
    const first = sessionIdOf(await flow.accept(token))!;
    // Stripe down (every call fails) while bank transfer is chosen: the session stays open.
    flow.standIn.failNext(1_000);
    await flow.post(token, { intent: 'bank-transfer' });
    expect(flow.standIn.sessions.get(first)!.status).toBe('open');
    flow.standIn.failNext(0);
    await expiredInTime(first);
  });

  it('refunds a late payment whole when the driver went to another job meanwhile', async () => {
    const other = await flow.priced('other@example.com', 30);
    await flow.acceptedAndPaid(other.token);
    const { id, token } = await flow.priced('taken@example.com', 30);
    const session = sessionIdOf(await flow.accept(token))!;
    const [{ hold_until: holdUntil }] = (await query<{ hold_until: Date }>(
      'select hold_until from bookings where quote_id = $1',
      [id],
    )) as [{ hold_until: Date }];
    await releaseExpiredHold(flow.mailing.app.db, id, new Date(holdUntil.getTime() + 1_000));
    // Both jobs at the same time; the released one's driver is now on the other.
    await query(
      `update bookings set driver_name = 'Dai Jones', pickup_at = (select pickup_at from bookings where quote_id = $2),
         ends_at = (select ends_at from bookings where quote_id = $2) where quote_id in ($1, $2)`,
      [id, other.id],
    );
    expect((await flow.standIn.pay(session)).status).toBe(200);
    expect(await flow.bookingOf(id)).toMatchObject({ status: 'cancelled' });
    expect(await intentsOf(id)).toMatchObject([{ amount_pence: DEPOSIT }]);
    expect(await historyOf(id)).toContain(VEHICLE_TAKEN_NOTE);
    expect(await returnedOf(id)).toEqual(['vehicle-taken']);
  });

  it('keeps one payable Checkout when what is due changes, and refunds the superseded one if paid (A4)', async () => {
    const { id, token } = await flow.priced('a4@example.com', 20);
    const deposit = sessionIdOf(await flow.accept(token))!;
    expect(flow.standIn.sessions.get(deposit)!.amount_total).toBe(DEPOSIT);
    // Inside the hold the pickup comes within the whole-fare window: the whole fare is due now.
    await query('update quote_requests set pickup_date = $2 where id = $1', [id, londonDate(10)]);
    const whole = sessionIdOf(await flow.post(token, { intent: 'pay' }))!;
    expect(whole).not.toBe(deposit);
    expect(flow.standIn.sessions.get(whole)!.amount_total).toBe(FARE);
    expect(flow.standIn.sessions.get(deposit)!.status).toBe('expired');
    expect((await flow.standIn.pay(whole)).status).toBe(200);
    expect(await flow.bookingOf(id)).toMatchObject({ status: 'confirmed' });
    await paidAtStripe(deposit);
    expect(await intentsOf(id)).toMatchObject([{ amount_pence: DEPOSIT }]);
    expect(await historyOf(id)).toContain(MORE_THAN_DUE_NOTE(formatPence(DEPOSIT)));
  });

  it('refunds an old Checkout paid for a price since replaced, confirming nothing (A3)', async () => {
    const { id, token } = await flow.priced('a3@example.com', 30);
    const old = sessionIdOf(await flow.accept(token))!;
    expect((await postBookingCancel(flow, id, 'terms')).ok).toBe(true);
    // The cancelled booking's Checkout is closed at Stripe by the outbox.
    await expiredInTime(old);
    const sent = await sendPrice(
      { db: flow.mailing.app.db, boss: flow.mailing.app.boss, bookingStateOf: bookingStatusOf },
      {
        quoteId: id,
        by: OPERATOR_INBOX,
        form: priceForm({ total: '2000.00', validUntil: londonDate(14) }),
      },
    );
    expect(sent.ok).toBe(true);
    const fresh = sessionIdOf(await acceptRevised(token))!;
    expect(flow.standIn.sessions.get(fresh)!.amount_total).toBe(50_000);
    await paidAtStripe(old);
    expect(await flow.bookingOf(id)).toMatchObject({ status: 'awaiting-payment' });
    expect(await intentsOf(id)).toMatchObject([{ amount_pence: DEPOSIT }]);
    expect(await historyOf(id)).toContain(REPLACED_PRICE_NOTE);
    expect(await returnedOf(id)).toEqual(['price-replaced']);
  });

  it('confirms nothing for a session paid for another amount, and keeps a foreign currency out of the ledger (W10, W11)', async () => {
    const one = await flow.priced('w10@example.com', 30);
    const small = sessionIdOf(await flow.accept(one.token))!;
    await paidAtStripe(small, { amount_total: 1 });
    expect(await flow.bookingOf(one.id)).toMatchObject({ status: 'awaiting-payment' });
    expect(await paidOf(one.id)).toBe(1);
    expect(await alertsOf(one.id)).toContain('payment-mismatch');
    expect((await historyOf(one.id)).some((note) => note?.includes('another amount'))).toBe(true);

    const two = await flow.priced('w11@example.com', 30);
    const yen = sessionIdOf(await flow.accept(two.token))!;
    await paidAtStripe(yen, { currency: 'jpy' });
    expect(await flow.bookingOf(two.id)).toMatchObject({ status: 'awaiting-payment' });
    expect(await paidOf(two.id)).toBe(0);
    expect(await alertsOf(two.id)).toContain('payment-mismatch');
  });

  it('confirms a released booking whose card payment came late, its vehicle still free (A7)', async () => {
    const { id, token } = await flow.priced('late@example.com', 30);
    const session = sessionIdOf(await flow.accept(token))!;
    const [{ hold_until: holdUntil }] = (await query<{ hold_until: Date }>(
      'select hold_until from bookings where quote_id = $1',
      [id],
    )) as [{ hold_until: Date }];
    expect(
      await releaseExpiredHold(flow.mailing.app.db, id, new Date(holdUntil.getTime() + 1_000)),
    ).toBe(true);
    expect((await flow.standIn.pay(session)).status).toBe(200);
    expect(await flow.bookingOf(id)).toMatchObject({ status: 'confirmed' });
    expect(await intentsOf(id)).toEqual([]);
  });

  it('records a bank transfer that arrives after the hold ended, and confirms again (B5)', async () => {
    const { id, token } = await flow.priced('b5@example.com', 30);
    await flow.accept(token);
    await flow.post(token, { intent: 'bank-transfer' });
    const [{ hold_until: holdUntil }] = (await query<{ hold_until: Date }>(
      'select hold_until from bookings where quote_id = $1',
      [id],
    )) as [{ hold_until: Date }];
    await releaseExpiredHold(flow.mailing.app.db, id, new Date(holdUntil.getTime() + 1_000));
    expect(await flow.bookingOf(id)).toMatchObject({ status: 'cancelled' });
    const recorded = await postMoneyForm(flow, id, {
      intent: 'record-payment',
      method: 'bank-transfer',
      amount: '105.00',
    });
    expect(recorded).toMatchObject({ ok: true });
    expect(await paidOf(id)).toBe(DEPOSIT);
    expect(await flow.bookingOf(id)).toMatchObject({ status: 'confirmed' });
  });

  it('confirms an acceptance at once when the ledger already holds what is due now (R16)', async () => {
    const { id, token } = await flow.priced('r16@example.com', 30);
    await flow.accept(token);
    // Money held from the first acceptance, its booking cancelled by the operator meanwhile.
    await postMoneyForm(flow, id, { intent: 'record-payment', method: 'cash', amount: '105.00' });
    expect((await postBookingCancel(flow, id, 'terms')).ok).toBe(true);
    expect(await flow.heldOf(id)).toBe(DEPOSIT);
    const sent = await sendPrice(
      { db: flow.mailing.app.db, boss: flow.mailing.app.boss, bookingStateOf: bookingStatusOf },
      {
        quoteId: id,
        by: OPERATOR_INBOX,
        form: priceForm({ total: '420.00', validUntil: londonDate(14) }),
      },
    );
    expect(sent.ok).toBe(true);
    expect(await acceptRevised(token)).toBe(`/your-quote/${token}`);
    expect(await flow.bookingOf(id)).toMatchObject({ status: 'confirmed', hold_until: null });
  });

  it('never asks by card for less than the card minimum, and says so (X12)', async () => {
    const { id, token } = await flow.priced('x12@example.com', 30);
    await flow.acceptedAndPaid(token);
    const cash = await postMoneyForm(flow, id, {
      intent: 'record-payment',
      method: 'cash',
      amount: '314.90',
    });
    expect(cash.ok).toBe(true);
    const page = await flow.load(token);
    expect(page.payment?.panel?.payNow).toMatchObject({ amountPence: 10, byCard: false });
    const before = flow.standIn.requests.length;
    expect(await flow.post(token, { intent: 'pay' })).toBe(`/your-quote/${token}`);
    expect(flow.standIn.requests.length).toBe(before);
  });
});
