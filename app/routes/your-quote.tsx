import type { ShouldRevalidateFunction } from 'react-router';
import { data, redirect } from 'react-router';
import {
  bookingForPayment,
  bookingStatusOf,
  cancelReasonOf,
} from '#app/features/bookings/booking-status.server.ts';
import { CUSTOMER_QUOTE_PATH_PREFIX } from '#app/features/customer-quote/customer-quote-constants.ts';
import { findQuoteIdByToken } from '#app/features/customer-quote/quote-token.server.ts';
import {
  paymentView,
  RETURN_STATES,
  syncReturnedPayment,
} from '#app/features/payments/payment-page.server.ts';
import { OnAccountNote } from '#app/features/payments/ui/on-account-note.tsx';
import { PaymentBeforeAccept } from '#app/features/payments/ui/payment-before-accept.tsx';
import {
  BANK_TRANSFER_INTENT,
  CANCEL_INTENT,
  CANCEL_REFUND_FIELD,
  PAY_INTENT,
  PaymentPanel,
} from '#app/features/payments/ui/payment-panel.tsx';
import { localisePath } from '#app/lib/locale.ts';
import { customerDocumentLinks } from '#app/features/payments/documents/document-links.server.ts';
import { DocumentList } from '#app/features/payments/documents/ui/document-list.tsx';
import {
  customerQuoteAction,
  customerQuotePageData,
} from '#app/features/customer-quote/customer-quote-page.server.ts';
import { CUSTOMER_QUOTE_TEXT } from '#app/features/customer-quote/customer-quote-text.ts';
import { ContactOptions } from '#app/features/customer-quote/ui/contact-options.tsx';
import { localeFromPath } from '#app/lib/locale.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { CustomerQuoteView } from '#app/features/customer-quote/ui/customer-quote-view.tsx';
import { FLIGHT_INTENT, FlightPanel } from '#app/features/flights/ui/flight-panel.tsx';
import { serverContext } from '#app/lib/server-context.server.ts';
import {
  bookOnAcceptance,
  cancelWithRefund,
  chooseBankTransfer,
  checkoutAfterAcceptance,
  customerPageDeps,
  payWhatIsDue,
  paymentRequestOf,
} from './your-quote-payments.server.ts';
import { flightAction, flightPanelOf } from './your-quote-flights.server.ts';
import type { Route } from './+types/your-quote';

/**
 * Root leaves out consent, tags and attribution here: the URL is the customer's key. No-store,
 * no-referrer and noindex headers are set by Express in front of this route (customer-quote-guard).
 */
export const handle = { privatePage: true };

export const meta: Route.MetaFunction = ({ loaderData, location }) => [
  {
    title: loaderData
      ? CUSTOMER_QUOTE_TEXT[loaderData.locale].title(loaderData.reference)
      : CUSTOMER_QUOTE_TEXT[localeFromPath(location.pathname)].notFound.title,
  },
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
];

/** `/cy/your-quote/<token>` is the Welsh page, the plain path the English one. */
const pageLocale = (request: Request) => localeFromPath(new URL(request.url).pathname);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const deps = customerPageDeps(context);
  const now = new Date();
  const returned = new URL(request.url).searchParams.get('payment');
  if (returned === 'returned' && deps.stripe) {
    const quoteId = await findQuoteIdByToken(deps.db, params.token);
    if (quoteId) await syncReturnedPayment(deps.payments, quoteId);
  }
  // The register tells the page when an accepted job's booking is held or has been cancelled.
  const page = await customerQuotePageData(
    deps.db,
    params.token,
    now,
    bookingStatusOf,
    pageLocale(request),
    cancelReasonOf,
  );
  const found = deps.stripe ? await paymentRequestOf(deps.db, page.reference) : null;
  const payment = found
    ? await paymentView(
        deps.payments,
        {
          request: found.request,
          locale: page.locale,
          priceToAccept: page.status === 'priced' && page.price ? page.price.totalPence : null,
          booking: await bookingForPayment(deps.db, page.reference),
          returned: RETURN_STATES.find((state) => state === returned) ?? null,
        },
        now,
      )
    : null;
  // Every payment and refund has its document, however it was paid (by hand or on account too,
  // and with online payment off): the page lists them all.
  const documents = await customerDocumentLinks(deps.db, page.reference, params.token);
  const above = deps.invoiceAddressRequiredAbovePence;
  // An airport transfer asks for the flight number of each flight leg until its pickup has gone by.
  const flights =
    page.status === 'pickup-passed' || page.status === 'cancelled'
      ? []
      : await flightPanelOf(deps.db, params.token, page.locale, context.get(serverContext)?.env);
  return {
    ...page,
    payment,
    documents,
    flights,
    vatRegistered: deps.vatRegistered,
    asksInvoiceAddress: deps.asksInvoiceAddress,
    // The limit itself when this price is above it: the form then insists on the address.
    invoiceAddressRequiredAbovePence:
      above !== null && (page.price?.totalPence ?? 0) > above ? above : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = customerPageDeps(context);
  const now = new Date();
  const locale = pageLocale(request);
  // A body that is not a readable form (a broken multipart boundary, say) is the customer's 400,
  // in the page's words, never a 500.
  const form = await request.formData().catch(() => null);
  if (!form) return data({ error: CUSTOMER_QUOTE_TEXT[locale].chooseAnswer }, { status: 400 });
  if (form.get('intent') === FLIGHT_INTENT) {
    return flightAction(context, deps.db, params.token, form, locale, now);
  }
  if (form.get('intent') === CANCEL_INTENT && deps.stripe) {
    const quoteId = await findQuoteIdByToken(deps.db, params.token);
    if (!quoteId) throw data(null, { status: 404 });
    if (form.get('confirm') !== 'yes') {
      throw redirect(localisePath(`${CUSTOMER_QUOTE_PATH_PREFIX}${params.token}`, locale), 303);
    }
    const shown = form.get(CANCEL_REFUND_FIELD);
    throw redirect(
      await cancelWithRefund(
        deps,
        params.token,
        quoteId,
        locale,
        now,
        typeof shown === 'string' ? shown : null,
      ),
      303,
    );
  }
  if (form.get('intent') === BANK_TRANSFER_INTENT && deps.stripe) {
    // The details are shown on the page itself: a redirect, so Back and reload are harmless.
    const page = localisePath(`${CUSTOMER_QUOTE_PATH_PREFIX}${params.token}`, locale);
    const quoteId = await findQuoteIdByToken(deps.db, params.token);
    if (!quoteId) throw data(null, { status: 404 });
    await chooseBankTransfer(deps, quoteId);
    throw redirect(`${page}?payment=bank-transfer`, 303);
  }
  if (form.get('intent') === PAY_INTENT && deps.stripe) {
    const quoteId = await findQuoteIdByToken(deps.db, params.token);
    if (!quoteId) throw data(null, { status: 404 });
    const next = await payWhatIsDue(deps, params.token, quoteId, locale, now);
    throw redirect(
      next ?? localisePath(`${CUSTOMER_QUOTE_PATH_PREFIX}${params.token}`, locale),
      303,
    );
  }
  return customerQuoteAction(
    {
      db: deps.db,
      boss: deps.boss,
      // The booking register makes the booking inside the answer's transaction: held for its
      // first payment when online payment is on, confirmed now otherwise.
      onAccepted: bookOnAcceptance(deps, now),
      afterAccepted: checkoutAfterAcceptance(deps, params.token, locale, now),
      invoiceAddressRequiredAbovePence: deps.invoiceAddressRequiredAbovePence,
    },
    params.token,
    form,
    now,
    locale,
  );
}

/**
 * After any answer, read the page again, a refused one included: React Router skips that after a
 * 4xx by default, but a refusal (a new price, a withdrawal, expiry, a pickup gone by) means the
 * request moved on since the page was opened, and the page should show where it stands now, not
 * offer the same forms again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => formMethod === 'POST' || defaultShouldRevalidate;

export default function YourQuote({ loaderData, actionData }: Route.ComponentProps) {
  const { payment, locale, documents, flights } = loaderData;
  const documentList =
    documents.length > 0 ? <DocumentList documents={documents} locale={locale} /> : null;
  const flightError = actionData && 'flightError' in actionData ? actionData.flightError : null;
  const flightPanel =
    flights.length > 0 ? <FlightPanel legs={flights} error={flightError} locale={locale} /> : null;
  const paymentPanel =
    payment?.onAccount === 'booked' ? (
      <OnAccountNote view="booked" locale={locale} />
    ) : payment?.panel ? (
      <PaymentPanel view={payment.panel} locale={locale} />
    ) : null;
  return (
    <CustomerQuoteView
      data={loaderData}
      error={actionData && 'error' in actionData ? actionData.error : undefined}
      payment={
        payment || documentList || flightPanel
          ? {
              beforeAccept:
                payment?.onAccount === 'before-accept' ? (
                  <OnAccountNote view="before-accept" locale={locale} />
                ) : payment?.beforeAccept ? (
                  <PaymentBeforeAccept view={payment.beforeAccept} locale={locale} />
                ) : undefined,
              acceptLabel: payment?.acceptLabel ?? undefined,
              panel:
                paymentPanel || documentList || flightPanel ? (
                  <>
                    {flightPanel}
                    {paymentPanel}
                    {documentList}
                  </>
                ) : undefined,
            }
          : undefined
      }
    />
  );
}

/** The same few words for every link that opens nothing, whatever was wrong with it. */
export function ErrorBoundary() {
  // The path says the language: a Welsh link that opens nothing is answered in Welsh.
  const locale = useLocale();
  const t = CUSTOMER_QUOTE_TEXT[locale].notFound;
  return (
    <div className="container-page max-w-3xl py-16">
      <title>{t.title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-3xl font-bold text-navy-900">{t.heading}</h1>
      <p className="mt-3 text-lg text-slate-700">{t.body}</p>
      <ContactOptions reference={null} locale={locale} />
    </div>
  );
}
