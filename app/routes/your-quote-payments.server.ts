/**
 * The customer's page with online payment: this route's composition of the customer-quote
 * feature (the page and the answer), the booking register (the booking, held or confirmed, on an
 * instant offer's vehicle and driver) and payments (what is due, Checkout, the ledger). With no Stripe key, `stripe` is null and the page
 * and its answers behave exactly as without payments.
 */
import { eq } from 'drizzle-orm';
import type { RouterContextProvider } from 'react-router';
import { bookingForPayment } from '#app/features/bookings/booking-status.server.ts';
import { createBooking } from '#app/features/bookings/create-booking.server.ts';
import { driverNameOf } from '#app/features/drivers/drivers.server.ts';
import {
  instantJobOf,
  lockInstantHold,
} from '#app/features/instant-booking/instant-offer.server.ts';
import { currentPriceOf } from '#app/features/customer-quote/current-price.server.ts';
import { OFFER_HOLD_ENDED } from '#app/features/customer-quote/answer-price.server.ts';
import { customerQuoteDeps } from '#app/features/customer-quote/customer-quote-context.server.ts';
import { CUSTOMER_QUOTE_PATH_PREFIX } from '#app/features/customer-quote/customer-quote-constants.ts';
import {
  holdEndsAt,
  planForAcceptance,
  startDuePayment,
  type PaymentDeps,
  type PaymentRequest,
} from '#app/features/payments/payment-page.server.ts';
import { expireOpenCheckouts } from '#app/features/payments/checkout.server.ts';
import { ledgerTotals } from '#app/features/payments/ledger.server.ts';
import { refundsOnTheirWay } from '#app/features/payments/refund-ledger.server.ts';
import { isOnAccount } from '#app/features/payments/on-account.server.ts';
import { queuePaymentAlert } from '#app/features/payments/operator-alerts.server.ts';
import { cancellationRefund } from '#app/features/payments/refunds.server.ts';
import { formatPence } from '#app/lib/money.ts';
import { localisePath, type Locale } from '#app/lib/locale.ts';
import { londonInstant } from '#app/lib/london-dates.ts';
import { serverContext } from '#app/lib/server-context.server.ts';
import type { ServiceType } from '#app/lib/service-types.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import { paymentServices } from '#server/payment-services.server.ts';
import { FULL_VAT_INVOICE_ABOVE_PENCE } from '#app/features/payments/documents/vat-invoice-rules.ts';
import { issueConfirmationInvoice } from '#app/features/payments/documents/confirmation-invoice.server.ts';
import { cancelWithQueuedRefund } from './booking-cancellation.server.ts';

export function customerPageDeps(context: Readonly<RouterContextProvider>) {
  const base = customerQuoteDeps(context);
  const env = context.get(serverContext)!.env;
  const { stripe, onPaymentRecorded } = paymentServices(context);
  const payments: PaymentDeps = {
    db: base.db,
    stripe,
    onPaymentRecorded,
    bankTransferDetails: env.BANK_TRANSFER_DETAILS ?? null,
    boss: base.boss,
  };
  // VAT invoices name the customer's address, so accepting asks for one only when they are, and
  // insists above the price a simplified VAT invoice may cover.
  return {
    ...base,
    stripe,
    payments,
    vatRegistered: Boolean(env.VAT_NUMBER),
    asksInvoiceAddress: Boolean(env.VAT_NUMBER),
    invoiceAddressRequiredAbovePence: env.VAT_NUMBER ? FULL_VAT_INVOICE_ABOVE_PENCE : null,
  };
}

export async function paymentRequestOf(db: AppDb, quoteId: string) {
  const [row] = await db
    .select({
      id: quoteRequests.id,
      email: quoteRequests.email,
      journeyType: quoteRequests.journeyType,
      pickupDate: quoteRequests.pickupDate,
      pickupTime: quoteRequests.pickupTime,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quoteId));
  if (!row) return null;
  const request: PaymentRequest = {
    quoteId: row.id,
    serviceType: (row.journeyType ?? 'other') as ServiceType,
    pickupDate: row.pickupDate,
  };
  return { request, email: row.email, pickupAt: londonInstant(row.pickupDate, row.pickupTime) };
}

type Deps = ReturnType<typeof customerPageDeps>;
type OnAcceptedTx = Parameters<typeof createBooking>[0];
type Accepted = Parameters<typeof createBooking>[2];

/**
 * The booking an accepted price makes: with online payment on and something to pay now, held
 * until that payment (never past the pickup) under the terms in force; otherwise confirmed now.
 */
export function bookOnAcceptance(deps: Deps, now: Date) {
  const book = bookingOnAcceptance(deps, now);
  return async (
    tx: OnAcceptedTx,
    acceptedPrice: Accepted & { instantOffer?: boolean },
  ): Promise<void | typeof OFFER_HOLD_ENDED> => {
    const booked = await book(tx, acceptedPrice);
    if (booked === OFFER_HOLD_ENDED) return booked;
    // Confirmed on account, before any payment: its VAT invoice now, its payments' receipts later.
    if (await isOnAccount(tx as unknown as AppDb, acceptedPrice.quote.id)) {
      // The answer's transaction, typed narrowly by the register; it is a full transaction.
      const invoiceTx = tx as unknown as Parameters<typeof issueConfirmationInvoice>[0];
      await issueConfirmationInvoice(invoiceTx, deps.boss, acceptedPrice.quote.id, now);
    }
  };
}

function bookingOnAcceptance(deps: Deps, now: Date) {
  return async (
    tx: OnAcceptedTx,
    acceptedPrice: Accepted & { instantOffer?: boolean },
  ): Promise<void | typeof OFFER_HOLD_ENDED> => {
    // An instant offer's booking goes on the vehicle its offer held, for the job's real length,
    // and only while that hold stands (locked, so a new claim cannot take the vehicle meanwhile).
    const held = acceptedPrice.instantOffer
      ? await lockInstantHold(tx as unknown as AppDb, acceptedPrice.quote.id, now)
      : await instantJobOf(tx as unknown as AppDb, acceptedPrice.quote.id);
    if (acceptedPrice.instantOffer && !held) return OFFER_HOLD_ENDED;
    // The named driver goes on the booking with their name as it is now (the licensing record).
    const job = held && {
      ...held,
      driverName:
        held.driverId === null ? null : await driverNameOf(tx as unknown as AppDb, held.driverId),
    };
    const accepted = job ? { ...acceptedPrice, job } : acceptedPrice;
    if (!deps.stripe) return createBooking(tx, deps.boss, accepted, now);
    const found = await paymentRequestOf(tx as unknown as AppDb, accepted.quote.id);
    if (!found) return createBooking(tx, deps.boss, accepted, now);
    const { plan, terms, termsVersion } = await planForAcceptance(
      // A transaction is a database for these reads; the types differ only in their driver.
      tx as unknown as AppDb,
      found.request,
      accepted.farePence,
      now,
    );
    // What the ledger already holds counts (money paid for an earlier acceptance of the same
    // request, say after its hold ended): with nothing left to pay now, it is confirmed at once.
    const { heldPence } = await ledgerTotals(tx as unknown as AppDb, accepted.quote.id);
    const goingBack = await refundsOnTheirWay(tx as unknown as AppDb, accepted.quote.id);
    // On account (invoiced by the operator) or nothing due now: confirmed at once.
    if (
      plan.dueNowPence - (heldPence - goingBack) <= 0 ||
      (await isOnAccount(tx as unknown as AppDb, accepted.quote.id))
    ) {
      return createBooking(tx, deps.boss, { ...accepted, paymentTermsVersion: termsVersion }, now);
    }
    const until = new Date(
      Math.min(holdEndsAt(now, terms.holdHours).getTime(), found.pickupAt.getTime()),
    );
    return createBooking(
      tx,
      deps.boss,
      { ...accepted, hold: { until, paymentTermsVersion: termsVersion } },
      now,
    );
  };
}

/**
 * The customer chose to pay by bank transfer: any Checkout still open for the booking is closed,
 * so the money cannot come both ways for the same amount.
 */
export async function chooseBankTransfer(deps: Deps, quoteId: string): Promise<void> {
  await expireOpenCheckouts({ db: deps.db, stripe: deps.stripe, boss: deps.boss }, quoteId);
}

/** Where the customer goes after accepting: Checkout when a payment is due, else their page. */
export function checkoutAfterAcceptance(deps: Deps, token: string, locale: Locale, now: Date) {
  return async (quoteId: string): Promise<string | null> => {
    if (!deps.stripe) return null;
    // Only a booking still held for its first payment goes to Checkout: accepting again once it
    // is paid (Back, then the button) is a repeat that changes nothing, not a call for the balance.
    const booking = await bookingForPayment(deps.db, quoteId);
    if (booking?.status !== 'awaiting-payment') return null;
    return payWhatIsDue(deps, token, quoteId, locale, now);
  };
}

/** The Checkout URL for what is due now, or the page itself saying why not. */
export async function payWhatIsDue(
  deps: Deps,
  token: string,
  quoteId: string,
  locale: Locale,
  now: Date,
): Promise<string | null> {
  const page = new URL(localisePath(`${CUSTOMER_QUOTE_PATH_PREFIX}${token}`, locale), deps.siteUrl);
  const [found, booking, price] = await Promise.all([
    paymentRequestOf(deps.db, quoteId),
    bookingForPayment(deps.db, quoteId),
    currentPriceOf(deps.db, quoteId),
  ]);
  if (!found || !booking) return null;
  const started = await startDuePayment(
    deps.payments,
    {
      request: found.request,
      booking,
      reference: quoteId,
      customerEmail: found.email,
      returnUrl: page.href,
      locale,
      priceRevision: price?.revision ?? null,
    },
    now,
  );
  if (started.url !== null) return started.url;
  if (started.reason === 'stripe-unavailable') {
    page.searchParams.set('payment', 'unavailable');
    return page.pathname + page.search;
  }
  return null;
}

/**
 * The customer cancels from their page: in one transaction the booking is cancelled and the refund
 * its terms give is queued (cancelWithQueuedRefund), then asked of Stripe at once. The cancellation
 * stands whatever Stripe answers; the page says the refund is on its way until it is made. The
 * refund shown is the refund given: if the terms now give another amount than the page showed
 * (`shownRefund`, from the form), nothing is cancelled and the page asks again with the new one.
 */
export async function cancelWithRefund(
  deps: Deps,
  token: string,
  quoteId: string,
  locale: Locale,
  now: Date,
  shownRefund: string | null,
): Promise<string> {
  const page = localisePath(`${CUSTOMER_QUOTE_PATH_PREFIX}${token}`, locale);
  const shown = shownRefund !== null && /^\d{1,12}$/.test(shownRefund) ? Number(shownRefund) : null;
  const result = await cancelWithQueuedRefund(
    { db: deps.db, stripe: deps.stripe, boss: deps.boss },
    {
      quoteId,
      by: null,
      decide: async (db, booking) => {
        if (booking.status !== 'confirmed' || booking.pickupAt <= now) {
          return { go: false, reason: 'not-cancellable' };
        }
        const outcome = await cancellationRefund(db, quoteId, booking, now);
        if (shown !== outcome.refundPence) return { go: false, reason: REFUND_CHANGED };
        return {
          go: true,
          amountPence: outcome.refundPence,
          note: `Cancelled by the customer: the terms keep ${outcome.keepPercent}% of the fare.`,
        };
      },
      note: ({ queuedPence, byHandPence }) => {
        const byHand = byHandPence > 0 ? `, ${formatPence(byHandPence)} to refund by hand` : '';
        return `The customer cancelled from their page: ${formatPence(queuedPence)} going back to their card${byHand}; the customer and the operator are e-mailed.`;
      },
      // Both sides hear of it: the customer's e-mail is the cancellation's own, this is ours (and
      // the one e-mail the operator gets about it; their devices are alerted beside it).
      operatorEmail: async (tx) => {
        await queuePaymentAlert(
          tx,
          deps.boss,
          quoteId,
          'customer-cancelled',
          `cancelled-${now.toISOString()}`,
        );
      },
    },
  );
  if (!result.ok && result.reason === REFUND_CHANGED) return `${page}?payment=refund-changed`;
  return page;
}

const REFUND_CHANGED = 'refund-changed';
