/**
 * The official `stripe` client, made from the environment: null when online payment is off (no
 * STRIPE_SECRET_KEY). STRIPE_API_URL sets where its calls go, so tests talk to a stand-in on
 * loopback through the very same client.
 */
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { Env } from '#server/platform/env.server.ts';

// Required when the first client is made, not imported with the server: the client is some 200
// modules, loaded on every start (and every test's) though only a site with a Stripe key needs it.
// A require, not an import(), so that making a client stays synchronous for the pages asking.
const require = createRequire(import.meta.url);

/** Retries of a call that failed on the network or with a 5xx, each with the same idempotency key. */
const STRIPE_NETWORK_RETRIES = 2;
/** How long one call may take before the customer is told to try again. */
const STRIPE_TIMEOUT_MS = 20_000;

export type StripeClient = Stripe;

/** Where Stripe's hosted Checkout pages live, for the customer page's form-action. */
const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';
const STRIPE_DEFAULT_API_URL = 'https://api.stripe.com';

/**
 * The origin a Checkout Session's URL leads to: Stripe's own, or, when the client talks to a
 * stand-in (STRIPE_API_URL set elsewhere), that stand-in, which serves its Checkout page too.
 */
export function checkoutOriginFor(env: Pick<Env, 'STRIPE_API_URL'>): string {
  const api = new URL(env.STRIPE_API_URL);
  return api.origin === STRIPE_DEFAULT_API_URL ? STRIPE_CHECKOUT_ORIGIN : api.origin;
}

/** One client per key and address, made on first use: the pages ask on every request. */
const clients = new Map<string, StripeClient>();

export function stripeClientFor(
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>,
): StripeClient | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const key = `${env.STRIPE_API_URL} ${env.STRIPE_SECRET_KEY}`;
  const existing = clients.get(key);
  if (existing) return existing;
  const client = makeClient(env.STRIPE_SECRET_KEY, env.STRIPE_API_URL);
  clients.set(key, client);
  return client;
}

function makeClient(secretKey: string, apiUrl: string): StripeClient {
  const api = new URL(apiUrl);
  const protocol = api.protocol === 'http:' ? 'http' : 'https';
  const StripeClass = require('stripe') as typeof Stripe;
  return new StripeClass(secretKey, {
    host: api.hostname,
    port: api.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: STRIPE_NETWORK_RETRIES,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: 'bus4u-web' },
  });
}
