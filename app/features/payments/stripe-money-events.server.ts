/**
 * The webhook's events about money after Checkout: refunds (made in the Dashboard, or failing
 * later) and disputes. `prepare` runs before the webhook's transaction opens (it may ask Stripe for
 * a charge's refunds, and no transaction waits on Stripe); `apply` runs inside it, after the
 * event's id was stored.
 */
import type Stripe from 'stripe';
import type { Tx } from '#server/platform/db/app-db.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import type { StripeClient } from './stripe-client.server.ts';
import { recordDispute } from './stripe-disputes.server.ts';
import {
  recordChargeRefunds,
  recordRefundFailure,
  refundsOfCharge,
} from './stripe-refund-events.server.ts';

export const REFUND_EVENTS = [
  'charge.refunded',
  'charge.refund.updated',
  'refund.updated',
  'refund.failed',
] as const;
export const DISPUTE_EVENTS = [
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
] as const;
export const MONEY_EVENTS: ReadonlySet<string> = new Set([...REFUND_EVENTS, ...DISPUTE_EVENTS]);

/** What an event needs from Stripe before its transaction: a charge's every refund. */
export type PreparedMoneyEvent = { refunds: Stripe.Refund[] } | null;

export async function prepareMoneyEvent(
  stripe: StripeClient,
  event: Stripe.Event,
): Promise<PreparedMoneyEvent> {
  if (event.type !== 'charge.refunded') return null;
  return { refunds: await refundsOfCharge(stripe, event.data.object) };
}

/** Applies the event; true when it changed something. */
export async function applyMoneyEvent(
  tx: Tx,
  boss: Enqueuer | undefined,
  event: Stripe.Event,
  prepared: PreparedMoneyEvent,
): Promise<boolean> {
  switch (event.type) {
    case 'charge.refunded':
      return (await recordChargeRefunds(tx, boss, event.data.object, prepared?.refunds ?? [])) > 0;
    case 'charge.refund.updated':
    case 'refund.updated':
    case 'refund.failed':
      return recordRefundFailure(tx, boss, event.data.object);
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed':
      return recordDispute(tx, boss, event.data.object, event.created);
    default:
      return false;
  }
}
