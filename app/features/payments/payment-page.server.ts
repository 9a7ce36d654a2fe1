/**
 * Online payment on the customer's page: what accepting will cost (before they accept), what is
 * paid and still due (after), and starting the payment of what is due now. Every amount is worked
 * out here from the fare, the ledger and the booking's terms; nothing is read from the browser.
 * With online payment off (no Stripe key) there is nothing to show and nothing changes.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { addDays } from '#app/lib/london-dates.ts';
import { formatPenceShort } from '#app/lib/money.ts';
import type { Locale } from '#app/lib/locale.ts';
import type { ServiceType } from '#app/lib/service-types.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { errorClass } from '#server/platform/error-class.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { CARD_MINIMUM_PENCE, startCheckout } from './checkout.server.ts';
import { ledgerTotals } from './ledger.server.ts';
import { stripeMoneyOf } from './stripe-money-view.server.ts';
import { isOnAccount } from './on-account.server.ts';
import { cancellationRefund } from './refunds.server.ts';
import { refundsOnTheirWay } from './refund-ledger.server.ts';
import { paymentPlan } from './payment-plan.ts';
import type {
  BeforeAcceptView,
  CheckoutPurpose,
  PaymentPanelView,
  PaymentView,
} from './payment-view.ts';
import { currentPaymentTerms, paymentTermsVersion } from './payment-terms-store.server.ts';
import { paymentCheckouts } from './payments-schema.server.ts';
import { PAYMENTS_TEXT } from './payments-text.ts';
import type { StripeClient } from './stripe-client.server.ts';
import { syncCheckoutSession, type OnPaymentRecorded } from './stripe-webhook.server.ts';

export interface PaymentDeps {
  db: AppDb;
  /** Null when online payment is off. */
  stripe: StripeClient | null;
  onPaymentRecorded?: OnPaymentRecorded;
  /** BANK_TRANSFER_DETAILS: bank transfer is offered only when set. */
  bankTransferDetails?: string | null;
  /** Where a Checkout Stripe could not close at once is queued to be closed. */
  boss?: Enqueuer;
}

/** The booking as this feature needs it (the route reads it from the register). */
export interface PaymentBooking {
  status: 'awaiting-payment' | 'confirmed' | 'cancelled';
  farePence: number;
  holdUntil: Date | null;
  paymentTermsVersion: number | null;
  pickupAt: Date;
}

export interface PaymentRequest {
  quoteId: string;
  serviceType: ServiceType;
  /** The pickup's London date, YYYY-MM-DD. */
  pickupDate: string;
}

/** Where the customer came back from: Stripe's return, their cancel, or our own failure. */
export const RETURN_STATES = [
  'returned',
  'cancelled',
  'unavailable',
  'refund-changed',
  'bank-transfer',
] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

async function termsFor(db: AppDb, version: number | null) {
  return (version ? await paymentTermsVersion(db, version) : null) ?? currentPaymentTerms(db);
}

/** What accepting a price of `farePence` asks, under the terms in force now. */
export async function planForAcceptance(
  db: AppDb,
  request: PaymentRequest,
  farePence: number,
  now: Date,
) {
  const current = await currentPaymentTerms(db);
  return {
    termsVersion: current.id,
    terms: current.terms,
    plan: paymentPlan({
      farePence,
      serviceType: request.serviceType,
      pickupDate: request.pickupDate,
      now,
      terms: current.terms,
    }),
  };
}

/** What is due now for a booking: its first payment while held, else the balance. */
async function dueNow(
  db: AppDb,
  request: PaymentRequest,
  booking: PaymentBooking,
  now: Date,
): Promise<{
  purpose: CheckoutPurpose;
  amountPence: number;
  dueDate: string | null;
  paid: number;
}> {
  const { terms } = await termsFor(db, booking.paymentTermsVersion);
  const plan = paymentPlan({
    farePence: booking.farePence,
    serviceType: request.serviceType,
    pickupDate: request.pickupDate,
    now,
    terms,
  });
  const { heldPence } = await ledgerTotals(db, request.quoteId);
  const left = Math.max(0, booking.farePence - heldPence);
  if (booking.status === 'awaiting-payment') {
    const first = Math.max(0, Math.min(plan.dueNowPence, booking.farePence) - heldPence);
    return {
      purpose: plan.balancePence === 0 ? 'whole-fare' : 'deposit',
      amountPence: first,
      dueDate: plan.balanceDueDate,
      paid: heldPence,
    };
  }
  return {
    purpose: 'balance',
    amountPence: left,
    dueDate: left > 0 ? addDays(request.pickupDate, -terms.balanceDueDaysBefore) : null,
    paid: heldPence,
  };
}

export async function paymentView(
  deps: PaymentDeps,
  input: {
    request: PaymentRequest;
    locale: Locale;
    /** The sent price's total while the customer can still accept it; else null. */
    priceToAccept: number | null;
    booking: PaymentBooking | null;
    returned: ReturnState | null;
  },
  now = new Date(),
): Promise<PaymentView | null> {
  if (!deps.stripe) return null;
  const t = PAYMENTS_TEXT[input.locale];
  const { request, booking } = input;
  if (await isOnAccount(deps.db, request.quoteId)) {
    const accepting = input.priceToAccept !== null && (!booking || booking.status === 'cancelled');
    const booked = booking?.status === 'confirmed';
    return {
      onAccount: accepting ? 'before-accept' : booked ? 'booked' : null,
      beforeAccept: null,
      acceptLabel: null,
      panel: null,
    };
  }
  let beforeAccept: BeforeAcceptView | null = null;
  let acceptLabel: string | null = null;
  if (input.priceToAccept !== null && (!booking || booking.status === 'cancelled')) {
    const { plan, terms } = await planForAcceptance(deps.db, request, input.priceToAccept, now);
    beforeAccept = { plan, holdHours: terms.holdHours, tiers: terms.cancellationTiers };
    acceptLabel =
      plan.balancePence > 0
        ? t.acceptAndPayDeposit(formatPenceShort(plan.dueNowPence))
        : t.acceptAndPayWhole(formatPenceShort(plan.dueNowPence));
  }
  let panel: PaymentPanelView | null = null;
  if (booking) {
    const due = await dueNow(deps.db, request, booking, now);
    const { refundedPence, heldPence } = await ledgerTotals(deps.db, request.quoteId);
    const refundOnItsWayPence = await refundsOnTheirWay(deps.db, request.quoteId);
    const live = booking.status !== 'cancelled';
    const left = live ? Math.max(0, booking.farePence - heldPence) : 0;
    // A cancelled booking with nothing ever paid has nothing to say about payment.
    if (live || due.paid > 0 || refundedPence > 0) {
      const outcome =
        live && booking.pickupAt > now
          ? await cancellationRefund(deps.db, request.quoteId, booking, now)
          : null;
      panel = {
        farePence: booking.farePence,
        paidPence: heldPence + refundedPence,
        leftPence: left,
        dueDate: live ? due.dueDate : null,
        payNow:
          live && due.amountPence > 0
            ? {
                purpose: due.purpose,
                amountPence: due.amountPence,
                byCard: due.amountPence >= CARD_MINIMUM_PENCE,
              }
            : null,
        heldUntil:
          booking.status === 'awaiting-payment' && booking.holdUntil
            ? booking.holdUntil.toISOString()
            : null,
        confirming:
          input.returned === 'returned' && booking.status === 'awaiting-payment' && due.paid === 0,
        unavailable: input.returned === 'unavailable',
        cancel:
          outcome && booking.status === 'confirmed'
            ? {
                keepPercent: outcome.keepPercent,
                keptPence: outcome.keptPence,
                refundPence: outcome.refundPence,
              }
            : null,
        refundedPence,
        stripeMoney: await stripeMoneyOf(deps.db, request.quoteId),
        refundOnItsWayPence,
        refundChanged: input.returned === 'refund-changed',
        // What stays with the business under the terms: held, less refunds already on their way.
        keptAfterCancelPence: live ? null : Math.max(0, heldPence - refundOnItsWayPence),
        bankTransfer: bankTransferView(
          deps,
          request.quoteId,
          live ? due.amountPence : 0,
          input.returned,
        ),
      };
    }
  }
  return { onAccount: null, beforeAccept, acceptLabel, panel };
}

/**
 * Back from Stripe, perhaps before its webhook: records any paid session of the request that
 * Stripe knows of (asking Stripe, never believing the return address alone). Called before the
 * page is read, so a payment found here shows as a confirmed booking at once.
 */
export async function syncReturnedPayment(deps: PaymentDeps, quoteId: string): Promise<void> {
  if (!deps.stripe) return;
  const open = await deps.db
    .select({ sessionId: paymentCheckouts.sessionId })
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.quoteId, quoteId), inArray(paymentCheckouts.state, ['open'])));
  for (const { sessionId } of open) {
    if (!sessionId) continue;
    try {
      await syncCheckoutSession(
        { db: deps.db, stripe: deps.stripe, onPaymentRecorded: deps.onPaymentRecorded },
        sessionId,
      );
    } catch (error) {
      // The page says it is confirming and looks again; the webhook will bring it regardless.
      console.warn(`payments: could not ask Stripe about ${quoteId}: ${errorClass(error)}`);
    }
  }
}

/**
 * Starts paying what is due now (the first payment of a held booking, or the balance): the
 * Checkout URL to send the customer to, or null when nothing is due or Stripe could not be reached.
 */
export async function startDuePayment(
  deps: PaymentDeps,
  input: {
    request: PaymentRequest;
    booking: PaymentBooking;
    reference: string;
    customerEmail: string;
    returnUrl: string;
    locale: Locale;
    /** The revision of the price the booking stands on (its Checkout remembers it). */
    priceRevision?: number | null;
  },
  now = new Date(),
): Promise<
  | { url: string }
  | { url: null; reason: 'nothing-due' | 'stripe-unavailable' | 'below-card-minimum' }
> {
  if (!deps.stripe || input.booking.status === 'cancelled') {
    return { url: null, reason: 'nothing-due' };
  }
  const due = await dueNow(deps.db, input.request, input.booking, now);
  if (due.amountPence <= 0) return { url: null, reason: 'nothing-due' };
  const result = await startCheckout(
    { db: deps.db, stripe: deps.stripe, boss: deps.boss },
    {
      quoteId: input.request.quoteId,
      purpose: due.purpose,
      amountPence: due.amountPence,
      description: PAYMENTS_TEXT[input.locale].lineItem[due.purpose](input.reference),
      customerEmail: input.customerEmail,
      returnUrl: input.returnUrl,
      priceRevision: input.priceRevision ?? null,
      now,
    },
  );
  return result.ok ? { url: result.url } : { url: null, reason: result.reason };
}

/**
 * The reference a bank transfer carries: the request's own id, unique to the booking (one booking
 * per request) and within the 18 characters UK banks pass on.
 */
export function bankTransferReference(quoteId: string): string {
  return quoteId;
}

function bankTransferView(
  deps: PaymentDeps,
  quoteId: string,
  duePence: number,
  returned: ReturnState | null,
): PaymentPanelView['bankTransfer'] {
  const details = deps.bankTransferDetails ?? null;
  const offered = Boolean(details) && duePence > 0;
  return {
    offered,
    shown:
      offered && details && returned === 'bank-transfer'
        ? { details, reference: bankTransferReference(quoteId), amountPence: duePence }
        : null,
  };
}

/** When a hold of `hours` that starts now ends. */
export function holdEndsAt(now: Date, hours: number): Date {
  return new Date(now.getTime() + hours * 3_600_000);
}
