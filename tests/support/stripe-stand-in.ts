/**
 * Stripe, as far as this app uses it, on loopback: an HTTP server that the official `stripe` client
 * talks to through STRIPE_API_URL. It speaks Stripe's wire protocol for the calls the server makes
 * (form-encoded requests with a Bearer key and an Idempotency-Key; JSON objects and error bodies
 * back), keeps Checkout Sessions and Refunds in memory, and plays the customer's side: a hosted
 * page that "pays" and then posts a `checkout.session.completed` event to the app's webhook,
 * signed as Stripe signs it (the `stripe` package's own test helper makes the header).
 *
 * Only what the app calls is here: create, retrieve and expire a Checkout Session, create a
 * Refund (refusing one above what is left, as Stripe does), retrieve a PaymentIntent, list (and
 * retrieve) Refunds. Anything else answers 404 as Stripe does for an unknown path. `money` plays
 * what happens at Stripe outside the app: a refund made in the Dashboard, a refund that fails
 * later, a dispute, and the signed events about them.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse as parseForm } from 'qs';
import Stripe from 'stripe';

export const STAND_IN_SECRET_KEY = 'sk_test_bus4u_stand_in';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_bus4u_stand_in';

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  /** What the client asked for, as parsed: for tests that check the request itself. */
  line_items_requested: unknown;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: 'gbp';
  payment_intent: string;
  /** `failed` when a refund that was made later fails (see `failRefund`). */
  status: 'succeeded' | 'pending' | 'failed';
  charge: string;
  failure_reason: string | null;
  created: number;
  metadata: Record<string, string>;
}

export interface StandInRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Record<string, unknown>;
}

export interface StripeStandIn {
  /** What STRIPE_API_URL is set to. */
  url: string;
  /** Where the stand-in posts events: the app's POST /api/payments/stripe-webhook. */
  setWebhookUrl(url: string): void;
  sessions: Map<string, StandInSession>;
  refunds: Map<string, StandInRefund>;
  /** Every API call that reached the stand-in, in order. */
  requests: StandInRequest[];
  /** The next `count` API calls answer as Stripe does when it is down (500, api_error). */
  failNext(count: number): void;
  // --- Refunds as Stripe documents them (stored answers per key, listing, refusals) ---
  /**
   * With true, an answer of failNext's is stored against its Idempotency-Key and replayed to
   * every retry with that key, as Stripe does for a 500 it answered (default false: such a
   * failure is forgotten, as one that happened before Stripe acted).
   */
  storeFailures(on: boolean): void;
  /**
   * The next `count` answers to POSTs are lost on the way back: Stripe acts (makes the refund,
   * keeps its answer for the Idempotency-Key) but the connection drops before the client reads it,
   * as when the network fails mid-answer. The client's own retries with the same key count too.
   */
  loseAnswers(count: number): void;
  // --- end of the refunds section ---
  /** Runs before each API call is answered (null: none), as the app waits on Stripe. */
  beforeAnswer(hook: ((request: StandInRequest) => Promise<void>) | null): void;
  /** The customer pays: the session becomes complete and paid, and its event is posted. */
  pay(sessionId: string): Promise<Response>;
  /** Posts an event about a session as it stands now, signed; answers the app's response. */
  sendEvent(type: string, sessionId: string, eventId?: string): Promise<Response>;
  /** The body and signature of an event, for tests that post it themselves (twice, late, forged). */
  signedEvent(
    type: string,
    sessionId: string,
    eventId?: string,
  ): { body: string; signature: string };
  /** Money moved outside the app (the Dashboard), and the events Stripe sends about it. */
  money: StandInMoney;
  close(): Promise<void>;
}

export interface StandInDispute {
  id: string;
  object: 'dispute';
  amount: number;
  currency: 'gbp';
  charge: string;
  payment_intent: string;
  reason: string;
  status: 'warning_needs_response' | 'needs_response' | 'under_review' | 'won' | 'lost';
  created: number;
}

export interface StandInMoney {
  /** The charge id Stripe gives a paid PaymentIntent's one charge. */
  chargeOf(paymentIntent: string): string;
  /**
   * A refund made in Stripe's Dashboard: it exists at Stripe as any other refund (listed, counted
   * against the charge) but no API call of the app made it. The whole unrefunded amount by default.
   */
  dashboardRefund(paymentIntent: string, amount?: number): StandInRefund;
  /** A refund that had succeeded fails later (the card was closed, say), as Stripe reports it. */
  failRefund(refundId: string, reason?: string): StandInRefund;
  /** A dispute opened by the card holder (status `needs_response`), or its later status. */
  openDispute(paymentIntent: string, amount?: number): StandInDispute;
  closeDispute(disputeId: string, status: 'won' | 'lost'): StandInDispute;
  /** The business answered the dispute: Stripe reviews it (status `under_review`). */
  reviewDispute(disputeId: string): StandInDispute;
  /** The Charge object as Stripe sends it in `charge.refunded`, its `refunds` list inside. */
  charge(paymentIntent: string): Record<string, unknown>;
  /** Signed `charge.refunded` for the PaymentIntent's charge as it stands now. */
  chargeRefundedEvent(paymentIntent: string, eventId?: string): SignedEvent;
  /** Signed `charge.refund.updated`, `refund.updated` or `refund.failed` about a refund as it stands. */
  refundEvent(
    type: 'charge.refund.updated' | 'refund.updated' | 'refund.failed' | 'refund.created',
    refundId: string,
    eventId?: string,
  ): SignedEvent;
  /** Signed `charge.dispute.created` / `charge.dispute.closed` (or `.updated`) about a dispute. */
  disputeEvent(
    type: 'charge.dispute.created' | 'charge.dispute.updated' | 'charge.dispute.closed',
    disputeId: string,
    eventId?: string,
  ): SignedEvent;
  /** Any object signed as an event of `type`: for shapes other API versions send. */
  signed(type: string, object: unknown, eventId?: string): SignedEvent;
  /** Posts a signed event to the app's webhook; answers the app's response. */
  post(event: SignedEvent): Promise<Response>;
}

export interface SignedEvent {
  id: string;
  body: string;
  signature: string;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const seconds = () => Math.floor(Date.now() / 1000);

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const refunds = new Map<string, StandInRefund>();
  const requests: StandInRequest[] = [];
  /** Idempotency-Key → the first answer, replayed for a repeat as Stripe does. */
  const replays = new Map<string, { params: string; status: number; body: unknown }>();
  let failures = 0;
  let failuresStored = false;
  let answersLost = 0;
  let hookBeforeAnswer: ((request: StandInRequest) => Promise<void>) | null = null;
  let webhookUrl = '';
  // Only for its webhook helpers; it calls nothing.
  const signer = new Stripe(STAND_IN_SECRET_KEY);

  const signedEvent = (type: string, sessionId: string, eventId = id('evt')) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    return signObjectEvent(type, session, eventId);
  };

  const signObjectEvent = (type: string, object: unknown, eventId = id('evt')) => {
    const body = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: seconds(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = signer.webhooks.generateTestHeaderString({
      payload: body,
      secret: STAND_IN_WEBHOOK_SECRET,
    });
    return { id: eventId, body, signature };
  };

  const sendEvent = async (type: string, sessionId: string, eventId?: string) => {
    const { body, signature } = signedEvent(type, sessionId, eventId);
    return fetch(webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body,
    });
  };

  const pay = async (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    if (session.status !== 'open') throw new Error(`session ${sessionId} is ${session.status}`);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: id('pi'),
    });
    return sendEvent('checkout.session.completed', sessionId);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
        send(res, 500, { error: { type: 'api_error', message: String(error) } });
      });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    // The customer's side: the hosted Checkout page and its "Pay" button.
    const page = /^\/pay\/(cs_test_[0-9a-f]+)$/.exec(path);
    if (page) return customerPage(req, res, page[1]!);

    if (req.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`) {
      return send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      });
    }
    const params = parseForm(req.method === 'GET' ? url.search.slice(1) : body, {
      depth: 10,
    }) as Record<string, unknown>;
    const idempotencyKey = header(req, 'idempotency-key');
    const request = { method: req.method ?? '', path, idempotencyKey, params };
    requests.push(request);
    await hookBeforeAnswer?.(request);
    if (req.method === 'POST' && idempotencyKey && failuresStored) {
      // A stored failure is replayed before the stand-in could be down again, as Stripe does.
      const first = replays.get(idempotencyKey);
      if (first && first.status >= 500) {
        res.setHeader('Idempotent-Replayed', 'true');
        return send(res, first.status, first.body);
      }
    }
    if (failures > 0) {
      failures -= 1;
      const down = {
        error: { type: 'api_error', message: 'The stand-in is down, as Stripe can be.' },
      };
      // By default not stored against the key: a request that fails before Stripe acts is
      // retried afresh. With storeFailures, Stripe answered it, so the answer is kept.
      if (
        req.method === 'POST' &&
        idempotencyKey &&
        failuresStored &&
        !replays.has(idempotencyKey)
      ) {
        replays.set(idempotencyKey, { params: body, status: 500, body: down });
      }
      return send(res, 500, down);
    }
    if (req.method === 'POST' && idempotencyKey) {
      const first = replays.get(idempotencyKey);
      if (first) {
        if (first.params !== body) {
          return send(res, 400, {
            error: {
              type: 'idempotency_error',
              message: 'Keys for idempotent requests can only be used with the same parameters.',
            },
          });
        }
        if (loseAnswer(req, res)) return;
        res.setHeader('Idempotent-Replayed', 'true');
        return send(res, first.status, first.body);
      }
    }
    const [status, answer] = route(req.method ?? 'GET', path, params);
    if (req.method === 'POST' && idempotencyKey && status < 500) {
      replays.set(idempotencyKey, { params: body, status, body: answer });
    }
    if (loseAnswer(req, res)) return;
    return send(res, status, answer);
  }

  /** True when this POST's answer is lost: the connection drops after Stripe acted. */
  function loseAnswer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'POST' || answersLost <= 0) return false;
    answersLost -= 1;
    res.destroy();
    return true;
  }

  function route(method: string, path: string, params: Record<string, unknown>): [number, unknown] {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params);
    const one = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (one) {
      const session = sessions.get(one[1]!);
      if (!session) return notFound(`No such checkout.session: '${one[1]}'`);
      if (method === 'GET' && !one[2]) return [200, session];
      if (method === 'POST' && one[2]) {
        if (session.status !== 'open') {
          return [
            400,
            {
              error: {
                type: 'invalid_request_error',
                message: `Only Checkout Sessions with a status in ["open"] can be expired.`,
              },
            },
          ];
        }
        Object.assign(session, { status: 'expired', url: null });
        return [200, session];
      }
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    const money = moneyRoute(method, path, params);
    if (money) return money;
    return notFound(`Unrecognized request URL (${method}: ${path}).`);
  }

  function createSession(params: Record<string, unknown>): [number, unknown] {
    const items = params.line_items as
      { quantity?: string; price_data?: { currency?: string; unit_amount?: string } }[] | undefined;
    const amount = (items ?? []).reduce(
      (sum, item) => sum + Number(item.price_data?.unit_amount) * Number(item.quantity ?? 1),
      0,
    );
    const currency = items?.[0]?.price_data?.currency;
    // Stripe's own minimum charge in pounds sterling, refused with its documented code.
    if (Number.isInteger(amount) && amount > 0 && amount < 30 && currency === 'gbp') {
      return refused('amount_too_small', 'Amount must be at least £0.30 gbp');
    }
    if (params.mode !== 'payment' || !Number.isInteger(amount) || amount < 30 || currency !== 'gbp')
      return invalid(
        'mode=payment with gbp line items of at least 30 pence is what this app sends',
      );
    if (typeof params.success_url !== 'string' || typeof params.cancel_url !== 'string')
      return invalid('success_url and cancel_url are required');
    const session: StandInSession = {
      id: id('cs'),
      object: 'checkout.session',
      amount_total: amount,
      amount_subtotal: amount,
      currency,
      client_reference_id: (params.client_reference_id as string | undefined) ?? null,
      customer_email: (params.customer_email as string | undefined) ?? null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      url: null,
      created: seconds(),
      expires_at: seconds() + 24 * 3600,
      livemode: false,
      line_items_requested: items,
    };
    session.url = `${base}/pay/${session.id}`;
    sessions.set(session.id, session);
    return [200, session];
  }

  // --- Refunds as Stripe documents them (stored answers per key, listing, refusals) ---

  /**
   * Left to refund of a PaymentIntent: what was paid less every refund that did not fail, and less
   * what lost disputes took back (that money went to the card holder through their bank).
   */
  function leftOf(paymentIntent: string, paid: StandInSession): number {
    return paid.amount_total - refundedOf(paymentIntent) - lostOf(paymentIntent);
  }

  function lostOf(paymentIntent: string): number {
    return [...disputes.values()]
      .filter((d) => d.payment_intent === paymentIntent && d.status === 'lost')
      .reduce((sum, d) => sum + d.amount, 0);
  }

  function makeRefund(
    paymentIntent: string,
    amount: number,
    metadata: Record<string, string>,
  ): StandInRefund {
    const refund: StandInRefund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: 'gbp',
      payment_intent: paymentIntent,
      status: 'succeeded',
      charge: chargeIdOf(paymentIntent),
      failure_reason: null,
      // A second later than any refund before it, so "newest first" is well defined in a test.
      created: Math.max(seconds(), ...refundsOf(paymentIntent).map((r) => r.created + 1)),
      metadata,
    };
    refunds.set(refund.id, refund);
    return refund;
  }

  function createRefund(params: Record<string, unknown>): [number, unknown] {
    const paymentIntent = params.payment_intent;
    const paid = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
    if (!paid) return invalid(`No such payment_intent: '${String(paymentIntent)}'`);
    const left = leftOf(paid.payment_intent!, paid);
    // Stripe refuses a refund of a payment refunded in full, and one above what is left of it;
    // what a lost dispute took back is charged back, never refundable again.
    if (paid.amount_total - refundedOf(paid.payment_intent!) <= 0) {
      return refused(
        'charge_already_refunded',
        `Charge for ${String(paymentIntent)} has already been refunded.`,
      );
    }
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (lostOf(paid.payment_intent!) > 0 && (left <= 0 || amount > left)) {
      return refused(
        'charge_disputed',
        `Charge for ${String(paymentIntent)} has been charged back; refund the rest only.`,
      );
    }
    if (!Number.isInteger(amount) || amount <= 0)
      return invalid(`Invalid positive integer: amount (${String(params.amount)})`);
    if (amount > left) {
      return refused(
        'amount_too_large',
        `Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${(left / 100).toFixed(2)})`,
      );
    }
    const metadata = (params.metadata as Record<string, string> | undefined) ?? {};
    return [200, makeRefund(paid.payment_intent!, amount, metadata)];
  }

  // --- end of the refunds section ---

  async function customerPage(
    req: IncomingMessage,
    res: ServerResponse,
    sessionId: string,
  ): Promise<void> {
    const session = sessions.get(sessionId);
    if (!session) return send(res, 404, { error: { type: 'invalid_request_error' } });
    if (req.method === 'POST') {
      if (session.status === 'open') await pay(sessionId);
      res.writeHead(303, {
        Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id),
      });
      res.end();
      return;
    }
    const pounds = (session.amount_total / 100).toFixed(2);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width">` +
        `<title>Stripe Checkout stand-in</title><main><h1>Pay £${pounds}</h1>` +
        `<form method="post"><button>Pay £${pounds}</button></form>` +
        `<a href="${session.cancel_url}">Back</a></main></html>`,
    );
  }

  // ---- Money moved outside the app: PaymentIntents, refund lists, the Dashboard, disputes ----
  // Stripe's documented shapes for what the app reads back (retrieve a PaymentIntent, list the
  // refunds of one) and for the events it acts on beyond Checkout.
  const charges = new Map<string, string>();
  const disputes = new Map<string, StandInDispute>();

  function chargeIdOf(paymentIntent: string): string {
    let charge = charges.get(paymentIntent);
    if (!charge) {
      charge = id('ch');
      charges.set(paymentIntent, charge);
    }
    return charge;
  }

  function paidSessionOf(paymentIntent: string): StandInSession {
    const paid = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
    if (!paid) throw new Error(`no paid session for ${paymentIntent}`);
    return paid;
  }

  /** Newest first, as Stripe lists. */
  function refundsOf(paymentIntent: string): StandInRefund[] {
    return [...refunds.values()]
      .filter((r) => r.payment_intent === paymentIntent)
      .sort((a, b) => b.created - a.created);
  }

  /** What Stripe counts as refunded on a charge: a failed refund's money is back on it. */
  function refundedOf(paymentIntent: string): number {
    return refundsOf(paymentIntent)
      .filter((r) => r.status !== 'failed')
      .reduce((sum, r) => sum + r.amount, 0);
  }

  function paymentIntentObject(paymentIntent: string): Record<string, unknown> | null {
    const paid = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
    if (!paid) return null;
    return {
      id: paymentIntent,
      object: 'payment_intent',
      amount: paid.amount_total,
      amount_received: paid.amount_total,
      currency: paid.currency,
      status: 'succeeded',
      latest_charge: chargeIdOf(paymentIntent),
      metadata: paid.metadata,
      created: paid.created,
      livemode: false,
    };
  }

  function chargeObject(paymentIntent: string): Record<string, unknown> {
    const paid = paidSessionOf(paymentIntentGuard(paymentIntent));
    const chargeId = chargeIdOf(paymentIntent);
    const refunded = refundedOf(paymentIntent);
    return {
      id: chargeId,
      object: 'charge',
      amount: paid.amount_total,
      amount_captured: paid.amount_total,
      amount_refunded: refunded,
      captured: true,
      currency: paid.currency,
      paid: true,
      payment_intent: paymentIntent,
      refunded: refunded >= paid.amount_total,
      status: 'succeeded',
      metadata: paid.metadata,
      created: paid.created,
      livemode: false,
      refunds: {
        object: 'list',
        data: refundsOf(paymentIntent),
        has_more: false,
        url: `/v1/charges/${chargeId}/refunds`,
      },
    };
  }

  function paymentIntentGuard(paymentIntent: string): string {
    if (!paymentIntent.startsWith('pi_')) throw new Error(`not a PaymentIntent: ${paymentIntent}`);
    return paymentIntent;
  }

  function moneyRoute(
    method: string,
    path: string,
    params: Record<string, unknown>,
  ): [number, unknown] | null {
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && intent) {
      const found = paymentIntentObject(decodeURIComponent(intent[1]!));
      return found ? [200, found] : notFound(`No such payment_intent: '${intent[1]}'`);
    }
    if (method === 'GET' && path === '/v1/refunds') return listRefunds(params);
    const refund = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (method === 'GET' && refund) {
      const found = refunds.get(decodeURIComponent(refund[1]!));
      return found ? [200, found] : notFound(`No such refund: '${refund[1]}'`);
    }
    return null;
  }

  /** Stripe's list object: `limit` (default 10, at most 100) and `starting_after` page it. */
  function listRefunds(params: Record<string, unknown>): [number, unknown] {
    const limit = params.limit === undefined ? 10 : Number(params.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      return invalid('Invalid integer: limit must be between 1 and 100');
    let all =
      typeof params.payment_intent === 'string'
        ? refundsOf(params.payment_intent)
        : [...refunds.values()].sort((a, b) => b.created - a.created);
    if (typeof params.starting_after === 'string') {
      const at = all.findIndex((r) => r.id === params.starting_after);
      if (at < 0) return invalid(`No such refund: '${params.starting_after}'`);
      all = all.slice(at + 1);
    }
    return [
      200,
      {
        object: 'list',
        data: all.slice(0, limit),
        has_more: all.length > limit,
        url: '/v1/refunds',
      },
    ];
  }

  const money: StandInMoney = {
    chargeOf: chargeIdOf,
    dashboardRefund(paymentIntent, amount) {
      const paid = paidSessionOf(paymentIntent);
      const left = leftOf(paymentIntent, paid);
      const value = amount ?? left;
      if (value <= 0 || value > left) throw new Error(`cannot refund ${value} of ${left} left`);
      return makeRefund(paymentIntent, value, {});
    },
    failRefund(refundId, reason = 'expired_or_canceled_card') {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`no refund ${refundId}`);
      Object.assign(refund, { status: 'failed', failure_reason: reason });
      return refund;
    },
    openDispute(paymentIntent, amount) {
      const paid = paidSessionOf(paymentIntent);
      const dispute: StandInDispute = {
        id: id('dp'),
        object: 'dispute',
        amount: amount ?? paid.amount_total,
        currency: 'gbp',
        charge: chargeIdOf(paymentIntent),
        payment_intent: paymentIntent,
        reason: 'fraudulent',
        status: 'needs_response',
        created: seconds(),
      };
      disputes.set(dispute.id, dispute);
      return dispute;
    },
    closeDispute(disputeId, status) {
      const dispute = disputes.get(disputeId);
      if (!dispute) throw new Error(`no dispute ${disputeId}`);
      dispute.status = status;
      return dispute;
    },
    reviewDispute(disputeId) {
      const dispute = disputes.get(disputeId);
      if (!dispute) throw new Error(`no dispute ${disputeId}`);
      dispute.status = 'under_review';
      return dispute;
    },
    charge: chargeObject,
    chargeRefundedEvent: (paymentIntent, eventId) =>
      signObjectEvent('charge.refunded', chargeObject(paymentIntent), eventId),
    refundEvent(type, refundId, eventId) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`no refund ${refundId}`);
      return signObjectEvent(type, { ...refund }, eventId);
    },
    disputeEvent(type, disputeId, eventId) {
      const dispute = disputes.get(disputeId);
      if (!dispute) throw new Error(`no dispute ${disputeId}`);
      return signObjectEvent(type, { ...dispute }, eventId);
    },
    signed: signObjectEvent,
    post: (event) =>
      fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
        body: event.body,
      }),
  };
  // ---- end of money moved outside the app ----

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    sessions,
    refunds,
    requests,
    failNext: (count) => {
      failures = count;
    },
    storeFailures: (on) => {
      failuresStored = on;
    },
    loseAnswers: (count) => {
      answersLost = count;
    },
    beforeAnswer: (hook) => {
      hookBeforeAnswer = hook;
    },
    pay,
    sendEvent,
    signedEvent,
    money,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
  res.end(JSON.stringify(body));
}

function notFound(message: string): [number, unknown] {
  return [404, { error: { type: 'invalid_request_error', message } }];
}

function invalid(message: string): [number, unknown] {
  return [400, { error: { type: 'invalid_request_error', message } }];
}

/** A request Stripe understood and refuses, with the error's code (refunds section). */
function refused(code: string, message: string): [number, unknown] {
  return [400, { error: { type: 'invalid_request_error', code, message } }];
}

/** The environment that points the app's `stripe` client at this stand-in, online payment on. */
export function stripeEnvFor(standIn: Pick<StripeStandIn, 'url'>): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
  };
}
