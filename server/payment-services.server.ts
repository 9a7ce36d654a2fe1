/**
 * Online payment as the whole site uses it, made once at start (quote-pipeline.server.ts): the
 * Stripe client (null when there is no Stripe key, and online payment is off) and what a recorded
 * payment sets off (payment-confirmation.server.ts). The outbox's senders, the daily
 * reconciliation and the pages (through React Router's load context) all use these same two.
 */
import { createContext, type RouterContextProvider } from 'react-router';
import type { BookingOutbox } from '#app/features/bookings/booking-reminders.server.ts';
import { stripeClientFor, type StripeClient } from '#app/features/payments/stripe-client.server.ts';
import type { OnPaymentRecorded } from '#app/features/payments/stripe-webhook.server.ts';
import type { Env } from './platform/env.server.ts';
import { confirmOnPayment } from './payment-confirmation.server.ts';

export interface PaymentServices {
  stripe: StripeClient | null;
  onPaymentRecorded: OnPaymentRecorded;
}

export function paymentServicesFor(
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>,
  boss: BookingOutbox,
): PaymentServices {
  return { stripe: stripeClientFor(env), onPaymentRecorded: confirmOnPayment(boss) };
}

/** Null while prerendering at build time, where no server runs. */
export const paymentsContext = createContext<PaymentServices | null>(null);

/** The site's payment services, for a loader or action; pages that take money never prerender. */
export function paymentServices(context: Readonly<RouterContextProvider>): PaymentServices {
  const payments = context.get(paymentsContext);
  if (!payments) throw new Response('Payments need the server.', { status: 503 });
  return payments;
}
