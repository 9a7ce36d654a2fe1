/**
 * A payment through Stripe Checkout (hosted: no card data ever reaches this server). Each payment
 * attempt is a row written before Stripe is asked, and its idempotency key goes with every call
 * for it, so a double click or five posts at once end on the one Checkout Session Stripe made for
 * that attempt. The amount comes from the caller, which works
 * it out on the server from the booking and its terms; nothing here reads it from the browser.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { errorClass } from '#server/platform/error-class.server.ts';
import type { Enqueuer, SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import { handle, type JobEntry } from '#app/lib/jobs/job-handlers.server.ts';
import { sendJob } from '#app/lib/jobs/define-job.server.ts';
import { paymentCheckouts } from './payments-schema.server.ts';
import type { CheckoutPurpose } from './payment-view.ts';
import type { StripeClient } from './stripe-client.server.ts';
import { checkoutExpiryJob } from './jobs.server.ts';

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
  /** The revision of the price the booking was accepted at (a replaced price's payment is refunded). */
  priceRevision?: number | null;
  now?: Date;
}

/**
 * Stripe's smallest card charge in pounds sterling (30p): an amount under it is never asked for
 * by card; the customer page offers another way to pay it.
 */
export const CARD_MINIMUM_PENCE = 30;

export type CheckoutResult =
  | { ok: true; url: string; sessionId: string }
  | { ok: false; reason: 'stripe-unavailable' | 'below-card-minimum' };

/** The query the customer page reads on its return from Checkout (it never trusts it alone). */
export const CHECKOUT_RETURN_PARAM = 'payment';

/**
 * Asks Stripe for one hosted Checkout Session of one line in pounds sterling, under the attempt's
 * idempotency key (a retry ends on the same session), sending the customer back to `returnUrl`
 * with CHECKOUT_RETURN_PARAM saying whether they paid. A booking's payment and an account's
 * invoice both pay this way.
 */
export async function createCardCheckout(
  stripe: StripeClient,
  input: {
    amountPence: number;
    description: string;
    clientReferenceId: string;
    metadata: Record<string, string>;
    customerEmail: string;
    returnUrl: string;
    idempotencyKey: string;
  },
): Promise<{ id: string; url: string }> {
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'gbp',
            unit_amount: input.amountPence,
            product_data: { name: input.description },
          },
        },
      ],
      client_reference_id: input.clientReferenceId,
      metadata: input.metadata,
      customer_email: input.customerEmail,
      success_url: `${input.returnUrl}?${CHECKOUT_RETURN_PARAM}=returned`,
      cancel_url: `${input.returnUrl}?${CHECKOUT_RETURN_PARAM}=cancelled`,
    },
    { idempotencyKey: input.idempotencyKey },
  );
  if (!session.url) throw new Error('Stripe made a Checkout Session without a URL');
  return { id: session.id, url: session.url };
}

/** Where a Checkout that Stripe could not close just now is queued to be closed later. */
type CheckoutDeps = { db: AppDb; stripe: StripeClient | null; boss?: Enqueuer };

export async function startCheckout(
  deps: { db: AppDb; stripe: StripeClient; boss?: Enqueuer },
  request: CheckoutRequest,
): Promise<CheckoutResult> {
  if (request.amountPence < CARD_MINIMUM_PENCE) return { ok: false, reason: 'below-card-minimum' };
  const { attempt, superseded } = await attemptFor(deps.db, request);
  // One payable session per booking: the ones this attempt replaces are closed at Stripe first.
  await expireSessions(deps, request.quoteId, superseded);
  if (attempt.state === 'open' && attempt.url && attempt.sessionId) {
    return { ok: true, url: attempt.url, sessionId: attempt.sessionId };
  }
  try {
    const session = await createCardCheckout(deps.stripe, {
      amountPence: request.amountPence,
      description: request.description,
      clientReferenceId: request.quoteId,
      metadata: { quoteId: request.quoteId, purpose: request.purpose, attempt: String(attempt.id) },
      customerEmail: request.customerEmail,
      returnUrl: request.returnUrl,
      idempotencyKey: attempt.idempotencyKey,
    });
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
    // Stripe's own minimum (it may differ from ours by account or currency) is a refusal, not an
    // outage: trying again would never work, so the page offers another way instead.
    if (stripeCode(error) === 'amount_too_small')
      return { ok: false, reason: 'below-card-minimum' };
    return { ok: false, reason: 'stripe-unavailable' };
  }
}

function stripeCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/**
 * Closes every Checkout Session of a request that can still be paid: when bank transfer is chosen,
 * money is recorded by hand, the booking is cancelled or released, or its price replaced. Each
 * attempt is marked expired here first, in the caller's transaction when it has one, then Stripe
 * is asked to expire its session. A session Stripe cannot expire still reaches recordPaidSession
 * if paid, which takes only what the booking can take and refunds the rest.
 */
export async function expireOpenCheckouts(deps: CheckoutDeps, quoteId: string): Promise<void> {
  const marked = await markOpenExpired(deps.db, quoteId);
  await expireSessions(deps, quoteId, marked);
}

/**
 * The same inside the caller's transaction (a cancellation): the attempts are marked expired and
 * the job that closes their sessions at Stripe is queued with the commit.
 */
export async function closeCheckoutsInTransaction(
  tx: SqlExecutor & Pick<AppDb, 'update'>,
  boss: Enqueuer,
  quoteId: string,
): Promise<void> {
  const marked = await markOpenExpired(tx, quoteId);
  if (marked.length > 0) await sendJob(tx, boss, checkoutExpiryJob, { quoteId });
}

async function markOpenExpired(db: Pick<AppDb, 'update'>, quoteId: string): Promise<string[]> {
  const marked = await db
    .update(paymentCheckouts)
    .set({ state: 'expired' })
    .where(
      and(
        eq(paymentCheckouts.quoteId, quoteId),
        inArray(paymentCheckouts.state, ['creating', 'open']),
      ),
    )
    .returning({ sessionId: paymentCheckouts.sessionId });
  return marked.flatMap((row) => (row.sessionId ? [row.sessionId] : []));
}

/**
 * Asks Stripe to expire each session now. One Stripe refuses (already complete or expired) has
 * nothing left to close; one Stripe could not answer is closed later by the outbox job, and until
 * then a payment on it is judged against what the booking can take, any excess refunded.
 */
async function expireSessions(deps: CheckoutDeps, quoteId: string, sessionIds: string[]) {
  if (!deps.stripe) return;
  let retry = false;
  for (const sessionId of sessionIds) {
    try {
      await deps.stripe.checkout.sessions.expire(sessionId);
    } catch (error) {
      if (isRefusal(error)) continue;
      console.warn(`payments: expiring Checkout for ${quoteId} failed: ${errorClass(error)}`);
      retry = true;
    }
  }
  if (retry && deps.boss) {
    await sendJob(deps.db, deps.boss, checkoutExpiryJob, { quoteId });
  }
}

/** Stripe answered and said no (4xx): asking again would get the same answer. */
function isRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return false;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 429;
}

/**
 * Delivers payment.checkout-expiry: every session of the request's attempts marked expired that
 * Stripe still has open is expired, until Stripe has answered for each (the outbox retries).
 */
export function checkoutSenders(deps: { db: AppDb; stripe: StripeClient | null }): JobEntry[] {
  return [
    handle(checkoutExpiryJob, async (quote) => {
      const stripe = deps.stripe;
      if (!stripe) return { ok: true, skipped: 'online payment is off' };
      const attempts = await deps.db
        .select({ sessionId: paymentCheckouts.sessionId })
        .from(paymentCheckouts)
        .where(
          and(
            eq(paymentCheckouts.quoteId, quote.id),
            eq(paymentCheckouts.state, 'expired'),
            isNotNull(paymentCheckouts.sessionId),
          ),
        );
      const errors: string[] = [];
      for (const { sessionId } of attempts) {
        try {
          const session = await stripe.checkout.sessions.retrieve(sessionId!);
          if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId!);
        } catch (error) {
          if (!isRefusal(error)) errors.push(errorClass(error));
        }
      }
      return errors.length === 0
        ? { ok: true }
        : { ok: false, error: errors.join('; '), retryable: true };
    }),
  ];
}

/**
 * The attempt to use: the newest unfinished one for the same purpose, amount and price, or a new
 * one; any other unfinished attempt of the request is marked expired (`superseded`, the sessions
 * to expire at Stripe). Made with the request's row locked, so requests at once queue here and
 * all find the same one.
 */
async function attemptFor(db: AppDb, request: CheckoutRequest) {
  const now = request.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from quote_requests where id = ${request.quoteId} for update`);
    const priceRevision = request.priceRevision ?? null;
    const [found] = await tx
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
    const existing = found && found.priceRevision === priceRevision ? found : undefined;
    const attempt =
      existing ??
      (
        await tx
          .insert(paymentCheckouts)
          .values({
            quoteId: request.quoteId,
            purpose: request.purpose,
            amountPence: request.amountPence,
            priceRevision,
            idempotencyKey: `checkout-${randomUUID()}`,
            createdAt: now,
          })
          .returning()
      )[0]!;
    const superseded = await tx
      .update(paymentCheckouts)
      .set({ state: 'expired' })
      .where(
        and(
          eq(paymentCheckouts.quoteId, request.quoteId),
          ne(paymentCheckouts.id, attempt.id),
          inArray(paymentCheckouts.state, ['creating', 'open']),
        ),
      )
      .returning({ sessionId: paymentCheckouts.sessionId });
    return {
      attempt,
      superseded: superseded.flatMap((row) => (row.sessionId ? [row.sessionId] : [])),
    };
  });
}
