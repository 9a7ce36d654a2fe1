import { data, Link, redirect } from 'react-router';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { readAdminForm } from '#app/features/admin/admin-form.server.ts';
import { requireAdmin, requireAdminAction } from '#app/features/admin/auth/require-admin.server.ts';
import { quotePageAction, quotePageData } from '#app/features/admin/quotes/quote-page.server.ts';
import { mailtoLink, telLink, whatsappLink } from '#app/features/admin/quotes/reply-links.ts';
import { adminMeta } from '#app/features/admin/ui/admin-shell.tsx';
import { DeliveriesPanel } from '#app/features/admin/ui/deliveries-panel.tsx';
import { EmailPreview } from '#app/features/admin/ui/email-preview.tsx';
import { DetailList, attributionRows } from '#app/features/admin/ui/quote-details.tsx';
import { serviceName } from '#app/features/admin/ui/quote-table.tsx';
import { StatusPanel } from '#app/features/admin/ui/status-form.tsx';
import { formatLondonDateTime } from '#app/lib/dates.ts';
import { wordedLines } from '#app/lib/estimate-lines-text.ts';
import { formatPenceShort } from '#app/lib/money.ts';
import {
  isPriceIntent,
  priceAction,
} from '#app/features/customer-quote/price-panel-action.server.ts';
import {
  bookingForPayment,
  bookingStateForPricing,
  cancelledBookingsOf,
} from '#app/features/bookings/booking-status.server.ts';
import { loadPricePanel } from '#app/features/customer-quote/send-price.server.ts';
import { SendPricePanel } from '#app/features/customer-quote/admin-ui/send-price-panel.tsx';
import { currentIncludedText } from '#app/features/customer-quote/included-text-store.server.ts';
import { tariffPrefill } from '#app/features/pricing/tariff-prefill.server.ts';
import { ledgerEntries } from '#app/features/payments/ledger.server.ts';
import { stripeMoneyOf } from '#app/features/payments/stripe-money-view.server.ts';
import { LedgerPanel } from '#app/features/payments/admin-ui/ledger-panel.tsx';
import { adminDocumentLinks } from '#app/features/payments/documents/document-links.server.ts';
import { isMoneyIntent, moneyAction } from '#app/features/payments/admin-money.server.ts';
import { paymentServices } from '#server/payment-services.server.ts';
import { MoneyActionsPanel } from '#app/features/payments/admin-ui/money-actions-panel.tsx';
import { currentPriceOf } from '#app/features/customer-quote/current-price.server.ts';
import {
  loadPriceChasing,
  priceChasingAction,
} from '#app/features/price-chasing/chasing-control.server.ts';
import { CHASING_INTENT } from '#app/features/price-chasing/price-chasing-constants.ts';
import { schedulePriceChase } from '#app/features/price-chasing/schedule-chase.server.ts';
import { PriceChasingPanel } from '#app/features/price-chasing/admin-ui/price-chasing-panel.tsx';
import { OnAccountPanel } from '#app/features/contracts/admin-ui/on-account-panel.tsx';
import { ON_ACCOUNT_INTENT } from '#app/features/contracts/on-account.ts';
import { AdminFlightPanel } from '#app/features/flights/admin-ui/admin-flight-panel.tsx';
import { FLIGHT_INTENT } from '#app/features/flights/ui/flight-panel.tsx';
import { flightLegsShown, saveTypedFlight } from '../your-quote-flights.server.ts';
import { moneyActionsView } from './quote-money.server.ts';
import { onAccountAction, onAccountPanel } from './quote-account.server.ts';
import type { Route } from './+types/quote';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `${loaderData.quote.id} ${loaderData.quote.name}` : 'Request');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const page = await quotePageData(admin, params.id, async (id) =>
    (await cancelledBookingsOf(admin.db, [id])).includes(id),
  );
  return {
    ...page,
    // A booking the operator cancelled opens the request to a new price (booking-state.server.ts);
    // one the customer cancelled does not.
    pricePanel: await loadPricePanel(admin.db, page.quote.id, new Date(), bookingStateForPricing, {
      // The form starts from the tariff's figure and the standard text (edited in settings).
      tariff: await tariffPrefill(admin.db, admin.env, page.quote),
      included: (await currentIncludedText(admin.db, Boolean(admin.env.VAT_NUMBER))).text,
    }),
    ledger: await ledgerEntries(admin.db, page.quote.id),
    stripeMoney: await stripeMoneyOf(admin.db, page.quote.id),
    documents: await adminDocumentLinks(admin.db, page.quote.id),
    priceChasing: await loadPriceChasing(
      admin.db,
      page.quote.id,
      await currentPriceOf(admin.db, page.quote.id),
    ),
    onlinePayment: Boolean(admin.env.STRIPE_SECRET_KEY),
    money: await moneyActionsView(admin.db, page.quote.id),
    onAccount: await onAccountPanel(admin.db, page.quote.id),
    flights: await flightLegsShown(admin.db, page.quote.id, 'en'),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdminAction(request, context);
  const form = await readAdminForm(request);
  if (form.get('intent') === FLIGHT_INTENT) {
    const { quote } = await quotePageData(admin, params.id);
    const now = new Date();
    const refused = await saveTypedFlight(
      admin.env,
      admin.db,
      quote.id,
      form,
      'operator',
      'en',
      now,
    );
    // Post/redirect/get once saved; a refusal comes back with the field's message.
    if (!refused) throw redirect(`/admin/quotes/${encodeURIComponent(quote.id)}`, 303);
    return data(
      { intent: FLIGHT_INTENT, ok: false, message: refused.message, flightError: refused },
      { status: 400 },
    );
  }
  if (form.get('intent') === CHASING_INTENT) {
    const { quote } = await quotePageData(admin, params.id);
    return priceChasingAction(admin.db, quote.id, form, admin.session.email);
  }
  if (isPriceIntent(form.get('intent'))) {
    const { quote } = await quotePageData(admin, params.id);
    if (!admin.outbox) throw new Response('The outbox is not running.', { status: 503 });
    const outbox = admin.outbox;
    const deps = {
      db: admin.db,
      boss: outbox,
      siteUrl: admin.env.SITE_URL,
      bookingStateOf: bookingStateForPricing,
      // A sent price is chased until it is answered or runs out (the price-chasing feature).
      onPriceSent: (
        tx: Parameters<typeof schedulePriceChase>[0],
        sent: Parameters<typeof schedulePriceChase>[2],
      ) => schedulePriceChase(tx, outbox, sent),
    };
    return priceAction({ ...deps, by: admin.session.email }, quote, form);
  }
  if (form.get('intent') === ON_ACCOUNT_INTENT) {
    const { quote } = await quotePageData(admin, params.id);
    if (!admin.outbox) throw new Response('The outbox is not running.', { status: 503 });
    return onAccountAction({ db: admin.db, boss: admin.outbox }, quote.id, form);
  }
  if (isMoneyIntent(form.get('intent'))) {
    const { quote } = await quotePageData(admin, params.id);
    if (!admin.outbox) throw new Response('The outbox is not running.', { status: 503 });
    return moneyAction(
      {
        db: admin.db,
        by: admin.session.email,
        bookingOf: bookingForPayment,
        ...paymentServices(context),
        boss: admin.outbox,
      },
      quote.id,
      form,
    );
  }
  return quotePageAction(admin, params.id, form);
}

const replyButton = buttonVariants({ variant: 'subtle', size: 'compact' });

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, history, emails, deliveries } = loaderData;
  const service = serviceName(quote.journeyType);
  const reply = { ...quote, service };
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/dashboard" className={textLinkVariants()}>
          ← All requests
        </Link>
      </p>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold text-navy-900">{quote.name}</h1>
          <p className="text-sm text-slate-600">
            {quote.id} · {service}
            {quote.isSpam ? ' · marked as spam' : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2" aria-label="Reply">
          <a href={telLink(quote.phone)} className={replyButton}>
            Call
          </a>
          <a href={mailtoLink(reply)} className={replyButton}>
            E-mail
          </a>
          <a href={whatsappLink(reply)} className={replyButton} target="_blank" rel="noreferrer">
            WhatsApp
          </a>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0 space-y-4">
          <DetailList
            title="Request"
            rows={[
              ['Name', quote.name],
              ['E-mail', quote.email],
              ['Phone', quote.phone],
              ['Service', service],
              ['Journey', quote.journeyDirection === 'return' ? 'Return' : 'One-way'],
              ['Pickup', quote.pickupLocation],
              ['Destination', quote.destination],
              ['Pickup date', `${quote.pickupDate} ${quote.pickupTime}`],
              ['Return', quote.returnDate ? `${quote.returnDate} ${quote.returnTime ?? ''}` : null],
              ['Passengers', quote.passengerCount],
              [
                'Estimate shown',
                quote.estimateTotal === null ? null : (
                  <>
                    {`${formatPenceShort(quote.estimateTotal)} all in, indicative (tariff ${quote.estimateTariffVersion ?? 'unknown'})`}
                    {quote.estimateLines?.length ? (
                      // The lines in English, the admin's language, however the customer read them.
                      <ul className="mt-1 text-slate-600">
                        {wordedLines(quote.estimateLines, 'en').map((line, i) => (
                          <li key={i}>
                            {line.label}: {formatPenceShort(line.amount)}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </>
                ),
              ],
              ['Requirements', quote.specialRequirements],
              // Given by the customer when accepting, for their VAT invoices; shown only when given.
              ...(quote.invoiceAddress
                ? [['Invoice address', quote.invoiceAddress] as [string, string]]
                : []),
              ['Received', formatLondonDateTime(quote.createdAt)],
              ['Sent from page', quote.currentPage],
              ['Form version', quote.formVersion],
            ]}
          />
          <DetailList
            title="Traffic attribution"
            rows={[['Source', quote.trafficSource], ...attributionRows(quote.attribution)]}
          />
          <EmailPreview emails={emails} />
        </div>
        <div className="min-w-0 space-y-4">
          <SendPricePanel panel={loaderData.pricePanel} result={actionData} />
          <AdminFlightPanel
            legs={loaderData.flights}
            error={actionData && 'flightError' in actionData ? actionData.flightError : null}
          />
          <PriceChasingPanel
            chasing={loaderData.priceChasing}
            result={actionData?.intent === CHASING_INTENT ? actionData : undefined}
          />
          {loaderData.ledger.length > 0 || loaderData.onlinePayment ? (
            <LedgerPanel
              entries={loaderData.ledger}
              documents={loaderData.documents}
              stripeMoney={loaderData.stripeMoney}
            />
          ) : null}
          {loaderData.onlinePayment ||
          loaderData.money.onAccount ||
          loaderData.money.leftPence !== null ||
          loaderData.money.refundable.length > 0 ? (
            <MoneyActionsPanel
              view={loaderData.money}
              message={
                actionData?.intent === 'money'
                  ? { ok: actionData.ok, text: actionData.message }
                  : undefined
              }
            />
          ) : null}
          {loaderData.onAccount ? (
            <OnAccountPanel
              panel={loaderData.onAccount}
              result={actionData?.intent === ON_ACCOUNT_INTENT ? actionData : undefined}
            />
          ) : null}
          <StatusPanel
            status={quote.status}
            bookingCancelled={loaderData.bookingCancelled}
            history={history}
            error={
              actionData?.intent === 'status' && !actionData.ok ? actionData.message : undefined
            }
          />
          <DeliveriesPanel
            deliveries={deliveries}
            note={actionData?.intent === 'retry' ? actionData.message : undefined}
          />
        </div>
      </div>
    </>
  );
}
