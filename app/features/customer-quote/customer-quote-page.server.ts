/**
 * GET and POST /your-quote/<token> (docs/http-api.md): what the customer's page shows, and their answer.
 * Any token that opens nothing (unknown, malformed, for a deleted request) is the same bare 404.
 */
import { eq } from 'drizzle-orm';
import { data, redirect } from 'react-router';
import { formatPenceShort } from '#app/lib/money.ts';
import { priceHasEnded } from '#app/lib/price-end.ts';
import { localisePath, type Locale } from '#app/lib/locale.ts';
import { hasNul, stripControlCharacters } from '#app/lib/free-text.ts';
import { pickupHasPassed } from '#app/lib/london-dates.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { quoteRequests } from '#app/lib/db/quote-schema.server.ts';
import { customerLocale } from '#app/lib/emails/email-text.ts';
import { quoteEmailView } from '#app/lib/emails/quote-email-view.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import { quotedVehicleIn } from '#app/lib/estimate-lines-text.ts';
import { answerPrice, type OnAccepted } from './answer-price.server.ts';
import type { BookingStateOf, CancelCauseOf } from './booking-state.server.ts';
import {
  CUSTOMER_QUOTE_PATH_PREFIX,
  DECLINE_REASON_MAX,
  INVOICE_ADDRESS_MAX,
  type CancelCause,
  type CustomerQuoteStatus,
} from './customer-quote-constants.ts';
import { quotePrices } from './customer-quote-schema.server.ts';
import { CUSTOMER_QUOTE_TEXT } from './customer-quote-text.ts';
import { findQuoteIdByToken } from './quote-token.server.ts';

function notFound(): never {
  // Nothing in the answer says whether the token was malformed, unknown or once valid.
  throw data(null, { status: 404 });
}

async function requireQuoteId(db: AppDb, token: string | undefined): Promise<string> {
  const quoteId = await findQuoteIdByToken(db, token);
  if (!quoteId) notFound();
  return quoteId;
}

export async function customerQuotePageData(
  db: AppDb,
  token: string | undefined,
  now = new Date(),
  /** With it, an accepted price whose booking was cancelled reads as cancelled. */
  bookingStateOf?: BookingStateOf,
  /** The language of the page's path; without it, the language the request was made in. */
  pageLocale?: Locale,
  /** With it, a cancelled booking's page says who cancelled it (the operator's words otherwise). */
  cancelCauseOf?: CancelCauseOf,
) {
  const quoteId = await requireQuoteId(db, token);
  const [quote] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, quoteId));
  if (!quote) notFound();
  const [price] = await db.select().from(quotePrices).where(eq(quotePrices.quoteId, quoteId));
  // The page speaks the language of its path; a Welsh request is e-mailed the /cy link.
  const locale = pageLocale ?? customerLocale(quote);
  const view = quoteEmailView(quote, locale);
  let status: CustomerQuoteStatus = 'preparing';
  let confirmed = false;
  let cancelledBy: CancelCause | null = null;
  if (price) {
    status =
      price.state === 'sent' ? (priceHasEnded(price, now) ? 'expired' : 'priced') : price.state;
    if (status === 'accepted') {
      const booking = await bookingStateOf?.(db, quoteId);
      if (booking === 'cancelled' || booking === 'awaiting-payment') status = booking;
      confirmed = booking === 'confirmed';
      if (booking === 'cancelled') cancelledBy = (await cancelCauseOf?.(db, quoteId)) ?? null;
    }
  }
  // A price still open (or one never sent) cannot be booked once the pickup time has gone by;
  // the page says so instead of offering forms the server would refuse.
  if (
    (status === 'preparing' || status === 'priced' || status === 'expired') &&
    pickupHasPassed(quote, now)
  ) {
    status = 'pickup-passed';
  }
  // Only what the page shows: no e-mail, phone or attribution of the request.
  return {
    locale,
    reference: view.id,
    firstName: view.name.split(' ')[0] ?? view.name,
    journey: {
      service: view.service,
      direction: view.direction,
      pickupLocation: view.pickupLocation,
      destination: view.destination,
      pickup: view.pickup,
      return: view.return,
      passengers: view.passengers,
      specialRequirements: view.specialRequirements,
    },
    status,
    cancelledBy,
    // A confirmed booking's calendar file (routes/your-quote-calendar.ts), offered on the page.
    calendarPath: confirmed ? `${CUSTOMER_QUOTE_PATH_PREFIX}${token}/calendar.ics` : null,
    price: price
      ? {
          revision: price.revision,
          totalPence: price.totalPence,
          vehicle: quotedVehicleIn(price.vehicle, locale),
          included: price.included,
          validUntil: price.validUntil,
          expiresAt: price.expiresAt?.toISOString() ?? null,
          note: price.note,
        }
      : null,
  };
}

export async function customerQuoteAction(
  deps: {
    db: AppDb;
    boss: Enqueuer;
    onAccepted: OnAccepted;
    /**
     * Where an accepted price goes next instead of back to the page (online payment's Checkout),
     * or null for the page; asked after every accepted answer, a repeated one included, so a
     * double click lands on the same payment.
     */
    afterAccepted?: (quoteId: string) => Promise<string | null>;
    /**
     * With VAT invoices, the price above which accepting needs the billing address (a full VAT
     * invoice names it); null or absent: the address stays optional.
     */
    invoiceAddressRequiredAbovePence?: number | null;
  },
  token: string | undefined,
  form: FormData,
  now = new Date(),
  pageLocale?: Locale,
) {
  const quoteId = await requireQuoteId(deps.db, token);
  const [quote] = await deps.db
    .select({ currentPage: quoteRequests.currentPage })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quoteId));
  const locale = pageLocale ?? (quote ? customerLocale(quote) : 'en');
  const t = CUSTOMER_QUOTE_TEXT[locale];
  const intent = form.get('intent');
  if (intent !== 'accept' && intent !== 'decline') {
    return data({ error: t.chooseAnswer }, { status: 400 });
  }
  const typed = String(form.get('reason') ?? '');
  if (hasNul(typed)) return data({ error: t.reasonUnreadable }, { status: 400 });
  const reason = stripControlCharacters(typed);
  if (reason.length > DECLINE_REASON_MAX) {
    return data({ error: t.reasonTooLong(DECLINE_REASON_MAX) }, { status: 400 });
  }
  const typedAddress = String(form.get('invoiceAddress') ?? '');
  if (hasNul(typedAddress)) return data({ error: t.invoiceAddressUnreadable }, { status: 400 });
  // A textarea posts CRLF line ends; the PDF wants plain line feeds.
  const invoiceAddress = stripControlCharacters(typedAddress).replace(/\r\n?/g, '\n').trim();
  if (invoiceAddress.length > INVOICE_ADDRESS_MAX) {
    return data({ error: t.invoiceAddressTooLong(INVOICE_ADDRESS_MAX) }, { status: 400 });
  }
  const above = deps.invoiceAddressRequiredAbovePence ?? null;
  if (intent === 'accept' && above !== null && invoiceAddress === '') {
    const [price] = await deps.db
      .select({ totalPence: quotePrices.totalPence })
      .from(quotePrices)
      .where(eq(quotePrices.quoteId, quoteId));
    if (price && price.totalPence > above) {
      return data({ error: t.invoiceAddressRequired(formatPenceShort(above)) }, { status: 400 });
    }
  }
  const result = await answerPrice(deps, {
    quoteId,
    customerToken: token!,
    intent,
    revision: Number(form.get('revision')),
    termsAccepted: form.get('terms') === 'on',
    reason,
    invoiceAddress,
    now,
  });
  if (!result.ok) {
    return data(
      { error: t.refusals[result.reason] },
      { status: result.reason === 'terms' ? 400 : 409 },
    );
  }
  const next = intent === 'accept' ? await deps.afterAccepted?.(quoteId) : null;
  if (next) throw redirect(next, 303);
  // Post/redirect/get: a reload shows the answer instead of posting it again.
  throw redirect(localisePath(`${CUSTOMER_QUOTE_PATH_PREFIX}${token}`, locale), 303);
}
