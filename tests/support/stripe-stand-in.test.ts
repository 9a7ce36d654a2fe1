import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
  type StripeStandIn,
} from './stripe-stand-in.ts';

// The stand-in's money outside the app, read through the real `stripe` client as the server does.
describe('the Stripe stand-in: PaymentIntents, refund lists, Dashboard refunds, disputes', () => {
  let standIn: StripeStandIn;
  let stripe: Stripe;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const api = new URL(standIn.url);
    stripe = new Stripe(STAND_IN_SECRET_KEY, {
      host: api.hostname,
      port: api.port,
      protocol: 'http',
      maxNetworkRetries: 0,
      telemetry: false,
    });
  });
  afterAll(() => standIn.close());

  async function paidIntent(amount: number): Promise<string> {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'gbp', unit_amount: amount, product_data: { name: 'Fare' } },
        },
      ],
      success_url: 'http://127.0.0.1/ok',
      cancel_url: 'http://127.0.0.1/back',
    });
    standIn.setWebhookUrl('http://127.0.0.1:9/none');
    await standIn.pay(session.id).catch(() => undefined);
    return standIn.sessions.get(session.id)!.payment_intent!;
  }

  it('retrieves a PaymentIntent and lists its refunds, newest first, paged as Stripe pages', async () => {
    const pi = await paidIntent(10_000);
    const intent = await stripe.paymentIntents.retrieve(pi);
    expect(intent).toMatchObject({
      id: pi,
      amount_received: 10_000,
      currency: 'gbp',
      status: 'succeeded',
    });
    const byApp = await stripe.refunds.create({ payment_intent: pi, amount: 1000 });
    const byDashboard = standIn.money.dashboardRefund(pi, 2000);
    const third = standIn.money.dashboardRefund(pi, 500);
    const page = await stripe.refunds.list({ payment_intent: pi, limit: 2 });
    expect(page.object).toBe('list');
    expect(page.has_more).toBe(true);
    expect(page.data.map((r) => r.id)).toEqual([third.id, byDashboard.id]);
    const all: string[] = [];
    for await (const refund of stripe.refunds.list({ payment_intent: pi, limit: 2 }))
      all.push(refund.id);
    expect(all).toEqual([third.id, byDashboard.id, byApp.id]);
    expect(
      standIn.requests.some(
        (r) => r.path === '/v1/refunds' && r.method === 'POST' && r.params.amount === '2000',
      ),
    ).toBe(false);
    await expect(stripe.paymentIntents.retrieve('pi_test_unknown')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('signs charge.refunded with the refunds inside, and a failed refund returns its money', async () => {
    const pi = await paidIntent(10_000);
    const refund = standIn.money.dashboardRefund(pi);
    const signed = standIn.money.chargeRefundedEvent(pi);
    const event = stripe.webhooks.constructEvent(
      signed.body,
      signed.signature,
      STAND_IN_WEBHOOK_SECRET,
    );
    const charge = event.data.object as Stripe.Charge;
    expect(event.type).toBe('charge.refunded');
    expect(charge).toMatchObject({ payment_intent: pi, amount_refunded: 10_000, refunded: true });
    expect(charge.refunds?.data.map((r) => r.id)).toEqual([refund.id]);
    standIn.money.failRefund(refund.id);
    const failed = JSON.parse(
      standIn.money.refundEvent('refund.failed', refund.id).body,
    ) as Stripe.Event;
    expect(failed.data.object).toMatchObject({
      id: refund.id,
      status: 'failed',
      payment_intent: pi,
      charge: charge.id,
    });
    expect(standIn.money.charge(pi)).toMatchObject({ amount_refunded: 0, refunded: false });
    await expect(
      stripe.refunds.create({ payment_intent: pi, amount: 10_000 }),
    ).resolves.toMatchObject({ status: 'succeeded' });
  });

  it('signs dispute events naming the charge and the PaymentIntent', async () => {
    const pi = await paidIntent(5000);
    const dispute = standIn.money.openDispute(pi);
    const created = JSON.parse(
      standIn.money.disputeEvent('charge.dispute.created', dispute.id).body,
    ) as Stripe.Event;
    expect(created.data.object).toMatchObject({
      object: 'dispute',
      amount: 5000,
      payment_intent: pi,
      charge: standIn.money.chargeOf(pi),
      status: 'needs_response',
    });
    standIn.money.closeDispute(dispute.id, 'lost');
    const closed = JSON.parse(
      standIn.money.disputeEvent('charge.dispute.closed', dispute.id).body,
    ) as Stripe.Event;
    expect(closed.data.object).toMatchObject({ status: 'lost' });
  });

  it('refuses to refund what a lost dispute took back, with Stripe’s code, and refunds the rest', async () => {
    const pi = await paidIntent(6000);
    const dispute = standIn.money.openDispute(pi, 2500);
    standIn.money.closeDispute(dispute.id, 'lost');
    await expect(stripe.refunds.create({ payment_intent: pi, amount: 4000 })).rejects.toMatchObject(
      { statusCode: 400, code: 'charge_disputed' },
    );
    await expect(
      stripe.refunds.create({ payment_intent: pi, amount: 3500 }),
    ).resolves.toMatchObject({ amount: 3500 });
    await expect(stripe.refunds.create({ payment_intent: pi, amount: 100 })).rejects.toMatchObject({
      code: 'charge_disputed',
    });
  });

  it('makes a refund whose answer is lost, and replays it to the same key afterwards', async () => {
    const pi = await paidIntent(3000);
    // Two: the client tries a dropped connection once more even with its retries off.
    standIn.loseAnswers(2);
    const ask = () =>
      stripe.refunds.create(
        { payment_intent: pi, amount: 1200, metadata: { refund_intent: '7' } },
        { idempotencyKey: `lost-${pi}` },
      );
    await expect(ask()).rejects.toMatchObject({ type: 'StripeConnectionError' });
    const made = [...standIn.refunds.values()].filter((r) => r.payment_intent === pi);
    expect(made).toMatchObject([{ amount: 1200, metadata: { refund_intent: '7' } }]);
    await expect(ask()).resolves.toMatchObject({ id: made[0]!.id });
    expect([...standIn.refunds.values()].filter((r) => r.payment_intent === pi)).toHaveLength(1);
  });
});
