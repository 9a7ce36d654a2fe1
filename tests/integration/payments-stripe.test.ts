/**
 * Online payment through Stripe Checkout, on PGlite and PostgreSQL, with the official `stripe`
 * client talking to a stand-in of ours on loopback (tests/support/stripe-stand-in.ts): one session
 * per payment attempt however often it is asked for, the webhook verified and applied once
 * whatever order or how often its events come, the ledger's sums, and Stripe down then back.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startCheckout, type CheckoutRequest } from '#app/features/payments/checkout.server.ts';
import { ledgerTotals } from '#app/features/payments/ledger.server.ts';
import { STRIPE_WEBHOOK_PATH } from '#app/features/payments/payments-api.server.ts';
import {
  currentPaymentTerms,
  paymentTermsVersion,
  savePaymentTerms,
} from '#app/features/payments/payment-terms-store.server.ts';
import { DEFAULT_PAYMENT_TERMS } from '#app/features/payments/payment-terms.ts';
import { stripeClientFor, type StripeClient } from '#app/features/payments/stripe-client.server.ts';
import { syncCheckoutSession } from '#app/features/payments/stripe-webhook.server.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { quoteAppPerSuite, stripeAppPerSuite } from '../support/lifecycle.ts';
import { postQuote, quoteBody } from '../support/quote-app.ts';
import { STAND_IN_WEBHOOK_SECRET } from '../support/stripe-stand-in.ts';

describe.each(DATABASE_KINDS)('payments through Stripe Checkout on %s', (kind) => {
  const { database, app, standIn } = stripeAppPerSuite(kind);
  let stripe: StripeClient;

  beforeAll(() => {
    stripe = stripeClientFor(app.env)!;
  });

  async function newRequest(email: string): Promise<string> {
    const response = await postQuote(app.url, quoteBody({ email }));
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  const deposit = (quoteId: string, extra: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
    quoteId,
    purpose: 'deposit',
    amountPence: 10_500,
    description: 'Deposit for your Bus4U trip',
    customerEmail: 'megan@example.com',
    returnUrl: `${app.url}/your-quote/token-of-the-customer`,
    ...extra,
  });

  const checkout = (request: CheckoutRequest) => startCheckout({ db: app.db, stripe }, request);

  it('makes a Checkout Session in pounds for the amount the server worked out, back to the page', async () => {
    const quoteId = await newRequest('session@example.com');
    const result = await checkout(deposit(quoteId));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const session = standIn.sessions.get(result.sessionId)!;
    expect(result.url).toBe(session.url);
    expect(session).toMatchObject({
      amount_total: 10_500,
      currency: 'gbp',
      mode: 'payment',
      client_reference_id: quoteId,
      customer_email: 'megan@example.com',
      metadata: { quoteId, purpose: 'deposit' },
      success_url: `${app.url}/your-quote/token-of-the-customer?payment=returned`,
      cancel_url: `${app.url}/your-quote/token-of-the-customer?payment=cancelled`,
    });
    const create = standIn.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(create?.idempotencyKey).toMatch(/^checkout-/);
  });

  it('makes one session for five requests at once, and the same one when asked again', async () => {
    const quoteId = await newRequest('five@example.com');
    const before = standIn.sessions.size;
    const results = await Promise.all(Array.from({ length: 5 }, () => checkout(deposit(quoteId))));
    const ids = new Set(results.map((r) => (r.ok ? r.sessionId : 'failed')));
    expect(ids.size).toBe(1);
    expect(ids.has('failed')).toBe(false);
    expect(standIn.sessions.size).toBe(before + 1);
    const again = await checkout(deposit(quoteId));
    expect(again.ok && again.sessionId).toBe([...ids][0]);
    expect(standIn.sessions.size).toBe(before + 1);
  });

  it('records a paid session once, however often its event comes, and sums the ledger', async () => {
    const quoteId = await newRequest('paid@example.com');
    const result = await checkout(deposit(quoteId));
    if (!result.ok) throw new Error('no session');
    const paid = await standIn.pay(result.sessionId);
    expect(paid.status).toBe(200);
    // Stripe delivers at least once: the same event again, and a second event for the session.
    const event = standIn.signedEvent('checkout.session.completed', result.sessionId, 'evt_twice');
    for (let i = 0; i < 2; i++) {
      const again = await fetch(`${app.url}${STRIPE_WEBHOOK_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
        body: event.body,
      });
      expect(again.status).toBe(200);
    }
    const rows = await database.query<{
      amount_pence: number;
      method: string;
      provider_id: string;
    }>(`select amount_pence, method, provider_id from payments where quote_id = $1`, [quoteId]);
    expect(rows).toEqual([
      {
        amount_pence: 10_500,
        method: 'stripe',
        provider_id: standIn.sessions.get(result.sessionId)!.payment_intent,
      },
    ]);
    expect(await ledgerTotals(app.db, quoteId)).toEqual({
      paidPence: 10_500,
      refundedPence: 0,
      heldPence: 10_500,
    });
    // A late "expired" for a session already paid changes nothing.
    expect((await standIn.sendEvent('checkout.session.expired', result.sessionId)).status).toBe(
      200,
    );
    const [attempt] = await database.query<{ state: string }>(
      `select state from payment_checkouts where session_id = $1`,
      [result.sessionId],
    );
    expect(attempt?.state).toBe('complete');
  });

  it('records a payment the customer came back from before the webhook, once', async () => {
    const quoteId = await newRequest('back-first@example.com');
    const result = await checkout(deposit(quoteId));
    if (!result.ok) throw new Error('no session');
    expect(await syncCheckoutSession({ db: app.db, stripe }, result.sessionId)).toBe(false);
    // Paid at Stripe; the event is held back, so only asking Stripe can tell.
    Object.assign(standIn.sessions.get(result.sessionId)!, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_test_back_first',
    });
    expect(await syncCheckoutSession({ db: app.db, stripe }, result.sessionId)).toBe(true);
    // Then the webhook arrives after all.
    expect((await standIn.sendEvent('checkout.session.completed', result.sessionId)).status).toBe(
      200,
    );
    expect((await ledgerTotals(app.db, quoteId)).paidPence).toBe(10_500);
  });

  it('answers 400 to a forged, missing or stale signature and changes nothing', async () => {
    const quoteId = await newRequest('forged@example.com');
    const result = await checkout(deposit(quoteId));
    if (!result.ok) throw new Error('no session');
    Object.assign(standIn.sessions.get(result.sessionId)!, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_test_forged',
    });
    const { body, signature } = standIn.signedEvent('checkout.session.completed', result.sessionId);
    const post = (headers: Record<string, string>, text = body) =>
      fetch(`${app.url}${STRIPE_WEBHOOK_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: text,
      });
    // A body changed after signing (the amount, say), no signature, another secret's signature.
    const tampered = body.replace('"amount_total":10500', '"amount_total":1');
    expect((await post({ 'Stripe-Signature': signature }, tampered)).status).toBe(400);
    expect((await post({})).status).toBe(400);
    const other = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: 'whsec_other',
    });
    expect((await post({ 'Stripe-Signature': other })).status).toBe(400);
    // Signed an hour ago: outside the tolerance that stops a captured event being replayed.
    const stale = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: STAND_IN_WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await post({ 'Stripe-Signature': stale })).status).toBe(400);
    expect(await ledgerTotals(app.db, quoteId)).toMatchObject({ paidPence: 0 });
    const events = await database.query(`select id from stripe_events`);
    expect(events.map((e) => (e as { id: string }).id)).not.toContain(
      (JSON.parse(body) as { id: string }).id,
    );
  });

  it('tells the customer when Stripe is down, keeps no session, and works when it is back', async () => {
    const quoteId = await newRequest('down@example.com');
    const before = standIn.sessions.size;
    // The client retries twice itself: three failures in a row reach the customer.
    standIn.failNext(3);
    expect(await checkout(deposit(quoteId))).toEqual({ ok: false, reason: 'stripe-unavailable' });
    expect(standIn.sessions.size).toBe(before);
    const retried = await checkout(deposit(quoteId));
    expect(retried.ok).toBe(true);
    expect(standIn.sessions.size).toBe(before + 1);
    // The client's own retries of the failed attempt carried one key; the customer's new try a
    // new one, since Stripe replays a stored failure for a key.
    const keys = standIn.requests
      .filter((r) => r.path === '/v1/checkout/sessions' && r.params.client_reference_id === quoteId)
      .map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(4);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('holds versions of the payment terms, seeded with the defaults, the old ones kept', async () => {
    const first = await currentPaymentTerms(app.db);
    expect(first.terms).toEqual(DEFAULT_PAYMENT_TERMS);
    const saved = await savePaymentTerms(
      app.db,
      { ...DEFAULT_PAYMENT_TERMS, depositPercent: 30 },
      'owner@bus4u.example',
    );
    expect((await currentPaymentTerms(app.db)).terms.depositPercent).toBe(30);
    expect((await paymentTermsVersion(app.db, first.id))?.terms.depositPercent).toBe(25);
    expect(saved.id).toBeGreaterThan(first.id);
  });
});

describe('with no Stripe key', () => {
  const { app } = quoteAppPerSuite('pglite');

  it('makes no client and mounts no webhook', async () => {
    expect(stripeClientFor({ STRIPE_API_URL: 'https://api.stripe.com' })).toBeNull();
    const response = await fetch(`${app.url}${STRIPE_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(404);
  });
});
