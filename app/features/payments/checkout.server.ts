/**
 * A payment through Stripe Checkout (hosted: no card data ever reaches this server). Each payment
 * attempt is a row written before Stripe is asked, and its idempotency key goes with every call
 * for it, so a double click or five posts at once end on the one Checkout Session Stripe made for
 * that attempt. The amount comes from the caller, which works
 * it out on the server from the booking and its terms; nothing here reads it from the browser.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { errorClass } from '#server/platform/error-class.server.ts';
import { paymentCheckouts } from './payments-schema.server.ts';
import type { CheckoutPurpose } from './payment-view.ts';
import type { StripeClient } from './stripe-client.server.ts';

/** Stripe ends an unpaid Checkout Session after 24 hours; an attempt is reused for less than that. */
const ATTEMPT_REUSE_MS = 23 * 3_600_000;

export interface CheckoutRequest {
  quoteId: string;
  purpose: CheckoutPurpose;
  amountPence: number;
  /** What the customer sees on Stripe's page, e.g. "Deposit for your Bus4U trip on 9 December". */
  description: string;
  customerEmail: string;
  /** The customer's page, where Stripe sends them back whether they paid or not. */
  returnUrl: string;
  now?: Date;
}

export type CheckoutResult =
  { ok: true; url: string; sessionId: string } | { ok: false; reason: 'stripe-unavailable' };

/** The query the customer page reads on its return from Checkout (it never trusts it alone). */
export const CHECKOUT_RETURN_PARAM = 'payment';

export async function startCheckout(
  deps: { db: AppDb; stripe: StripeClient },
  request: CheckoutRequest,
): Promise<CheckoutResult> {
  const attempt = await attemptFor(deps.db, request);
  if (attempt.state === 'open' && attempt.url && attempt.sessionId) {
    return { ok: true, url: attempt.url, sessionId: attempt.sessionId };
  }
  try {
    const session = await deps.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'gbp',
              unit_amount: request.amountPence,
              product_data: { name: request.description },
            },
          },
        ],
        client_reference_id: request.quoteId,
        metadata: {
          quoteId: request.quoteId,
          purpose: request.purpose,
          attempt: String(attempt.id),
        },
        customer_email: request.customerEmail,
        success_url: `${request.returnUrl}?${CHECKOUT_RETURN_PARAM}=returned`,
        cancel_url: `${request.returnUrl}?${CHECKOUT_RETURN_PARAM}=cancelled`,
      },
      { idempotencyKey: attempt.idempotencyKey },
    );
    if (!session.url) throw new Error('Stripe made a Checkout Session without a URL');
    await deps.db
      .update(paymentCheckouts)
      .set({ sessionId: session.id, url: session.url, state: 'open' })
      .where(and(eq(paymentCheckouts.id, attempt.id), eq(paymentCheckouts.state, 'creating')));
    return { ok: true, url: session.url, sessionId: session.id };
  } catch (error) {
    // The client has already retried with the same key. Stripe replays a stored 500 for a key
    // forever, so the customer's next try starts a new attempt with a new key; at worst Stripe made
    // a session nobody was shown, which it ends unpaid after a day.
    console.warn(`payments: Checkout for ${request.quoteId} failed: ${errorClass(error)}`);
    await deps.db
      .update(paymentCheckouts)
      .set({ state: 'failed' })
      .where(and(eq(paymentCheckouts.id, attempt.id), eq(paymentCheckouts.state, 'creating')));
    return { ok: false, reason: 'stripe-unavailable' };
  }
}

/**
 * The attempt to use: the newest unfinished one for the same purpose and amount, or a new one.
 * Made with the request's row locked, so requests at once queue here and all find the same one.
 */
async function attemptFor(db: AppDb, request: CheckoutRequest) {
  const now = request.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from quote_requests where id = ${request.quoteId} for update`);
    const [existing] = await tx
      .select()
      .from(paymentCheckouts)
      .where(
        and(
          eq(paymentCheckouts.quoteId, request.quoteId),
          eq(paymentCheckouts.purpose, request.purpose),
          eq(paymentCheckouts.amountPence, request.amountPence),
          inArray(paymentCheckouts.state, ['creating', 'open']),
          gt(paymentCheckouts.createdAt, new Date(now.getTime() - ATTEMPT_REUSE_MS)),
        ),
      )
      .orderBy(desc(paymentCheckouts.id))
      .limit(1);
    if (existing) return existing;
    const [created] = await tx
      .insert(paymentCheckouts)
      .values({
        quoteId: request.quoteId,
        purpose: request.purpose,
        amountPence: request.amountPence,
        idempotencyKey: `checkout-${randomUUID()}`,
        createdAt: now,
      })
      .returning();
    return created!;
  });
}
