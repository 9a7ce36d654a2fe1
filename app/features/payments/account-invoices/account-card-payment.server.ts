/**
 * An account customer pays one invoice by card from its own page (Stripe Checkout, hosted: no card
 * data reaches this server). The amount is what is left of the invoice, worked out here from the
 * account's ledger with the invoice's row locked; nothing is read from the browser. Each attempt is
 * written before Stripe is asked and its idempotency key goes with every call for it, so a double
 * click or two tabs end on the one session. A paid session becomes one card payment against the
 * invoice (one per session, however often Stripe tells us); a bank payment recorded meanwhile
 * closes the invoice's open sessions, and if the card was paid all the same, what the invoice no
 * longer needed stays on the account as credit, on its statement, and the operator is told.
 */
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import { formatPence } from '#app/lib/money.ts';
import { londonToday } from '#app/lib/london-dates.ts';
import { queueOperatorAlert } from '#app/lib/outbox/operator-alerts.server.ts';
import type { AppDb, Tx } from '#server/platform/db/app-db.server.ts';
import { errorClass } from '#server/platform/error-class.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { CARD_MINIMUM_PENCE, createCardCheckout } from '../checkout.server.ts';
import type { StripeClient } from '../stripe-client.server.ts';
import {
  accountInvoiceCheckouts,
  accountInvoices,
  accountPaymentAllocations,
  accountPayments,
} from './account-invoices-schema.server.ts';
import { accountLedger } from './account-ledger.server.ts';
import { leftOnInvoices } from './account-statement.ts';

/** Stripe ends an unpaid Checkout Session after 24 hours; an attempt is reused for less than that. */
const ATTEMPT_REUSE_MS = 23 * 3_600_000;

/** The far future: what is left of an invoice whatever the day the money comes. */
const EVER_AFTER = '9999-12-31';

/** Marks a session as an account invoice's, for anyone reading Stripe's Dashboard. */
const clientReference = (invoiceNumber: number) => `account-invoice-${invoiceNumber}`;

export type InvoiceCheckoutResult =
  | { ok: true; url: string }
  | {
      ok: false;
      reason: 'not-found' | 'nothing-due' | 'below-card-minimum' | 'stripe-unavailable';
    };

export interface InvoiceCheckoutRequest {
  accountId: number;
  invoiceNumber: number;
  /** What the customer sees on Stripe's page for the invoice's kind, e.g. "Bus4U VAT invoice 12". */
  describe: (kind: 'vat-invoice' | 'receipt') => string;
  billingEmail: string;
  /** The account's own page, where Stripe sends the customer back whether they paid or not. */
  returnUrl: string;
  now?: Date;
}

/** What is left to pay of each of the account's invoices, however far ahead the money comes. */
async function leftOf(tx: Pick<AppDb, 'select'>, accountId: number, invoiceNumber: number) {
  const ledger = await accountLedger(tx, accountId);
  return (
    leftOnInvoices(ledger.invoices, ledger.payments, EVER_AFTER).find(
      (open) => open.number === invoiceNumber,
    )?.leftPence ?? 0
  );
}

export async function startInvoiceCheckout(
  deps: { db: AppDb; stripe: StripeClient },
  request: InvoiceCheckoutRequest,
): Promise<InvoiceCheckoutResult> {
  const now = request.now ?? new Date();
  const found = await attemptFor(deps.db, request, now);
  if (!found.ok) return found;
  const { attempt, superseded, kind } = found;
  await expireAtStripe(deps.stripe, superseded);
  if (attempt.state === 'open' && attempt.url) return { ok: true, url: attempt.url };
  try {
    const session = await createCardCheckout(deps.stripe, {
      amountPence: attempt.amountPence,
      description: request.describe(kind),
      clientReferenceId: clientReference(request.invoiceNumber),
      metadata: { accountInvoice: String(request.invoiceNumber), attempt: String(attempt.id) },
      customerEmail: request.billingEmail,
      returnUrl: request.returnUrl,
      idempotencyKey: attempt.idempotencyKey,
    });
    await deps.db
      .update(accountInvoiceCheckouts)
      .set({ sessionId: session.id, url: session.url, state: 'open' })
      .where(
        and(
          eq(accountInvoiceCheckouts.id, attempt.id),
          eq(accountInvoiceCheckouts.state, 'creating'),
        ),
      );
    return { ok: true, url: session.url };
  } catch (error) {
    // The client has retried with the same key already; the next press starts a new attempt.
    console.warn(
      `payments: Checkout for invoice ${request.invoiceNumber} failed: ${errorClass(error)}`,
    );
    await deps.db
      .update(accountInvoiceCheckouts)
      .set({ state: 'failed' })
      .where(
        and(
          eq(accountInvoiceCheckouts.id, attempt.id),
          eq(accountInvoiceCheckouts.state, 'creating'),
        ),
      );
    return { ok: false, reason: 'stripe-unavailable' };
  }
}

/**
 * The attempt to use, with the invoice's row locked so presses at once queue here and find the
 * same one: the newest unfinished attempt for what is left now, or a new one; any other unfinished
 * attempt of the invoice (made for another amount) is closed (`superseded`).
 */
async function attemptFor(db: AppDb, request: InvoiceCheckoutRequest, now: Date) {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select({ number: accountInvoices.number, kind: accountInvoices.kind })
      .from(accountInvoices)
      .where(
        and(
          eq(accountInvoices.number, request.invoiceNumber),
          eq(accountInvoices.accountId, request.accountId),
        ),
      )
      .for('update');
    if (!invoice || invoice.kind === 'credit-note')
      return { ok: false as const, reason: 'not-found' as const };
    const left = await leftOf(tx, request.accountId, request.invoiceNumber);
    if (left <= 0) return { ok: false as const, reason: 'nothing-due' as const };
    if (left < CARD_MINIMUM_PENCE)
      return { ok: false as const, reason: 'below-card-minimum' as const };
    const [reusable] = await tx
      .select()
      .from(accountInvoiceCheckouts)
      .where(
        and(
          eq(accountInvoiceCheckouts.invoiceNumber, request.invoiceNumber),
          eq(accountInvoiceCheckouts.amountPence, left),
          inArray(accountInvoiceCheckouts.state, ['creating', 'open']),
          gt(accountInvoiceCheckouts.createdAt, new Date(now.getTime() - ATTEMPT_REUSE_MS)),
        ),
      )
      .orderBy(desc(accountInvoiceCheckouts.id))
      .limit(1);
    const attempt =
      reusable ??
      (
        await tx
          .insert(accountInvoiceCheckouts)
          .values({
            accountId: request.accountId,
            invoiceNumber: request.invoiceNumber,
            amountPence: left,
            idempotencyKey: `account-checkout-${randomUUID()}`,
            createdAt: now,
          })
          .returning()
      )[0]!;
    const superseded = await tx
      .update(accountInvoiceCheckouts)
      .set({ state: 'expired' })
      .where(
        and(
          eq(accountInvoiceCheckouts.invoiceNumber, request.invoiceNumber),
          ne(accountInvoiceCheckouts.id, attempt.id),
          inArray(accountInvoiceCheckouts.state, ['creating', 'open']),
        ),
      )
      .returning({ sessionId: accountInvoiceCheckouts.sessionId });
    return {
      ok: true as const,
      kind: invoice.kind,
      attempt,
      superseded: superseded.flatMap((row) => (row.sessionId ? [row.sessionId] : [])),
    };
  });
}

/**
 * Closes the card sessions a bank payment made stale: each open attempt of the account that asks
 * more than is now left of its invoice (all of it when the invoice is settled). Marked expired
 * here; Stripe is asked to expire each, and one it cannot close still reaches
 * `recordPaidInvoiceSession` if paid, which keeps the excess as the account's credit and tells the
 * operator.
 */
export async function closeStaleInvoiceCheckouts(
  deps: { db: AppDb; stripe: StripeClient | null },
  accountId: number,
): Promise<void> {
  const open = await deps.db
    .select()
    .from(accountInvoiceCheckouts)
    .where(
      and(
        eq(accountInvoiceCheckouts.accountId, accountId),
        inArray(accountInvoiceCheckouts.state, ['creating', 'open']),
      ),
    );
  if (open.length === 0) return;
  const ledger = await accountLedger(deps.db, accountId);
  const left = new Map(
    leftOnInvoices(ledger.invoices, ledger.payments, EVER_AFTER).map((o) => [
      o.number,
      o.leftPence,
    ]),
  );
  const stale = open.filter(
    (attempt) => attempt.amountPence > (left.get(attempt.invoiceNumber) ?? 0),
  );
  if (stale.length === 0) return;
  const marked = await deps.db
    .update(accountInvoiceCheckouts)
    .set({ state: 'expired' })
    .where(
      and(
        inArray(
          accountInvoiceCheckouts.id,
          stale.map((attempt) => attempt.id),
        ),
        inArray(accountInvoiceCheckouts.state, ['creating', 'open']),
      ),
    )
    .returning({ sessionId: accountInvoiceCheckouts.sessionId });
  if (deps.stripe) {
    await expireAtStripe(
      deps.stripe,
      marked.flatMap((row) => (row.sessionId ? [row.sessionId] : [])),
    );
  }
}

async function expireAtStripe(stripe: StripeClient, sessionIds: readonly string[]) {
  for (const sessionId of sessionIds) {
    try {
      await stripe.checkout.sessions.expire(sessionId);
    } catch (error) {
      // Already complete or expired (a refusal), or Stripe unreachable: either way a payment on
      // it is still judged against what the invoice can take when it comes.
      console.warn(`payments: expiring invoice Checkout ${sessionId}: ${errorClass(error)}`);
    }
  }
}

/**
 * A paid session of an account invoice: one card payment, allocated to the invoice up to what is
 * left of it. Returns null when the session is not an account invoice's (a booking's, or another
 * integration's), else whether this call recorded it. Runs in the webhook's transaction.
 */
export async function recordPaidInvoiceSession(
  tx: Tx,
  boss: Enqueuer | undefined,
  session: Stripe.Checkout.Session,
  now = new Date(),
): Promise<boolean | null> {
  const [attempt] = await tx
    .select()
    .from(accountInvoiceCheckouts)
    .where(eq(accountInvoiceCheckouts.sessionId, session.id));
  if (!attempt) return null;
  if (session.payment_status !== 'paid') return false;
  // Queued on the invoice's row with a bank payment recorded at the same moment.
  await tx
    .select({ number: accountInvoices.number })
    .from(accountInvoices)
    .where(eq(accountInvoices.number, attempt.invoiceNumber))
    .for('update');
  const paymentIntent =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? null);
  const currency = (session.currency ?? 'gbp').toLowerCase();
  const amount = session.amount_total ?? attempt.amountPence;
  await tx
    .update(accountInvoiceCheckouts)
    .set({ state: 'complete' })
    .where(eq(accountInvoiceCheckouts.id, attempt.id));
  if (currency !== 'gbp' || amount <= 0) {
    // Not pence: it never enters the account's money. Told once (the attempt is complete now).
    if (attempt.state !== 'complete') {
      await alert(tx, boss, attempt.invoiceNumber, {
        title: `A card payment for invoice ${attempt.invoiceNumber} came in another currency`,
        body: `Stripe says ${amount} in ${currency.toUpperCase()} minor units (PaymentIntent ${paymentIntent ?? 'unknown'}). It is not on the account: refund it in Stripe.`,
        key: `invoice-card-${session.id}`,
      });
    }
    return false;
  }
  const left = await leftOf(tx, attempt.accountId, attempt.invoiceNumber);
  const [payment] = await tx
    .insert(accountPayments)
    .values({
      accountId: attempt.accountId,
      method: 'card',
      amountPence: amount,
      receivedOn: londonToday(now),
      reference: paymentIntent,
      checkoutSessionId: session.id,
      recordedBy: null,
    })
    .onConflictDoNothing()
    .returning({ id: accountPayments.id });
  if (!payment) return false;
  const allocated = Math.min(amount, left);
  if (allocated > 0) {
    await tx.insert(accountPaymentAllocations).values({
      paymentId: payment.id,
      invoiceNumber: attempt.invoiceNumber,
      amountPence: allocated,
    });
  }
  const credit = amount - allocated;
  await alert(tx, boss, attempt.invoiceNumber, {
    title: `Invoice ${attempt.invoiceNumber} paid by card: ${formatPence(amount)}`,
    body:
      credit > 0
        ? `${formatPence(credit)} more than was left of it (paid by bank meanwhile): it is on the account as credit. Refund it in Stripe or keep it against the next invoice, as the customer wishes.`
        : `${formatPence(amount)} against invoice ${attempt.invoiceNumber} (PaymentIntent ${paymentIntent ?? 'unknown'}).`,
    key: `invoice-card-${session.id}`,
  });
  return true;
}

/** The operator's alert about an invoice's card payment, on the request of its first journey. */
async function alert(
  tx: Tx,
  boss: Enqueuer | undefined,
  invoiceNumber: number,
  lapse: { title: string; body: string; key: string },
) {
  if (!boss) return;
  const [row] = await tx
    .select({ facts: accountInvoices.facts })
    .from(accountInvoices)
    .where(eq(accountInvoices.number, invoiceNumber));
  const quoteId = row?.facts.lines[0]?.quoteId;
  if (!quoteId) return;
  await queueOperatorAlert(tx as unknown as Parameters<typeof queueOperatorAlert>[0], boss, {
    event: 'payment',
    quoteId,
    lapse,
    onceKey: lapse.key,
  });
}

/**
 * Back from Stripe, perhaps before its webhook: asks Stripe about each open session of the
 * account and records any that is paid (never believing the return address alone). True while a
 * payment is still on its way: a session Stripe calls complete but not yet paid (a delayed
 * method), or one Stripe could not be asked about just now.
 */
export async function syncInvoiceCheckouts(
  deps: { db: AppDb; stripe: StripeClient; boss?: Enqueuer },
  accountId: number,
): Promise<boolean> {
  const open = await deps.db
    .select({ sessionId: accountInvoiceCheckouts.sessionId })
    .from(accountInvoiceCheckouts)
    .where(
      and(
        eq(accountInvoiceCheckouts.accountId, accountId),
        eq(accountInvoiceCheckouts.state, 'open'),
      ),
    );
  let onItsWay = false;
  for (const { sessionId } of open) {
    if (!sessionId) continue;
    try {
      const session = await deps.stripe.checkout.sessions.retrieve(sessionId);
      if (session.payment_status === 'paid') {
        await deps.db.transaction((tx) => recordPaidInvoiceSession(tx, deps.boss, session));
      } else if (session.status === 'complete') {
        onItsWay = true;
      }
    } catch (error) {
      // The page says the payment is being confirmed; the webhook brings it regardless.
      console.warn(`payments: could not ask Stripe about ${sessionId}: ${errorClass(error)}`);
      onItsWay = true;
    }
  }
  return onItsWay;
}

/** A late "expired" or "failed" never undoes a completed attempt. */
export async function setInvoiceAttemptState(
  tx: Pick<AppDb, 'update'>,
  sessionId: string,
  state: 'expired' | 'failed',
) {
  await tx
    .update(accountInvoiceCheckouts)
    .set({ state })
    .where(
      and(
        eq(accountInvoiceCheckouts.sessionId, sessionId),
        ne(accountInvoiceCheckouts.state, 'complete'),
      ),
    );
}
