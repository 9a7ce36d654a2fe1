/**
 * GET /account/<token> (and /cy/account/<token>): an account customer's own page, composed from
 * the account (contracts), its journeys to come (the register) and its invoices (payments). The
 * link is a key: 128 random bits, only its hash stored; Express sets no-store, no-referrer and
 * noindex in front of it (the customer page's guard, composed in payments' mount entry); an
 * unknown key is a 404.
 */
import { data, redirect } from 'react-router';
import { bookingsOfAccount } from '#app/features/bookings/account-bookings.server.ts';
import { accountById } from '#app/features/contracts/accounts.server.ts';
import { customerQuoteDeps } from '#app/features/customer-quote/customer-quote-context.server.ts';
import { ContactOptions } from '#app/features/customer-quote/ui/contact-options.tsx';
import { accountMoney } from '#app/features/payments/account-invoices/account-money.server.ts';
import {
  ACCOUNT_PAGE_PATH_PREFIX,
  findAccountIdByToken,
} from '#app/features/payments/account-invoices/account-page-token.server.ts';
import { ACCOUNT_INVOICE_TEXT } from '#app/features/payments/account-invoices/account-invoices-text.ts';
import { AccountOwnPage } from '#app/features/payments/account-invoices/ui/account-own-page.tsx';
import { CHECKOUT_RETURN_PARAM } from '#app/features/payments/checkout.server.ts';
import {
  startInvoiceCheckout,
  syncInvoiceCheckouts,
} from '#app/features/payments/account-invoices/account-card-payment.server.ts';
import {
  cardReturnOf,
  PAY_INVOICE_FIELD,
  type CardReturn,
} from '#app/features/payments/account-invoices/account-card-return.ts';
import { DOCUMENT_TEXT } from '#app/features/payments/documents/documents-text.ts';
import { paymentServices } from '#server/payment-services.server.ts';
import { serverContext } from '#app/lib/server-context.server.ts';
import { localeFromPath, localisePath } from '#app/lib/locale.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import type { Route } from './+types/account-page';

/** Root leaves out consent, tags and attribution here: the URL is the customer's key. */
export const handle = { privatePage: true };

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const t = ACCOUNT_INVOICE_TEXT[localeFromPath(location.pathname)].page;
  return [
    { title: loaderData ? t.title(loaderData.organisation) : t.notFound.title },
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ];
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = customerQuoteDeps(context);
  const locale = localeFromPath(new URL(request.url).pathname);
  const accountId = await findAccountIdByToken(db, params.token);
  const account = accountId === null ? null : await accountById(db, accountId);
  if (!account) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const cardReturn = cardReturnOf(url.searchParams.get(CHECKOUT_RETURN_PARAM));
  const { stripe } = paymentServices(context);
  // Back from Stripe, perhaps before its webhook: what Stripe says is paid shows as paid at once.
  const confirming =
    stripe && cardReturn === 'returned'
      ? await syncInvoiceCheckouts(
          { db, stripe, boss: customerQuoteDeps(context).boss },
          account.id,
        )
      : false;
  const now = new Date();
  const [money, bookings] = await Promise.all([
    accountMoney(db, account.id, now),
    bookingsOfAccount(db, account.id),
  ]);
  return {
    locale,
    organisation: account.organisation,
    documentsPath: `${ACCOUNT_PAGE_PATH_PREFIX}${params.token}/documents`,
    money: { statement: money.statement, documents: money.documents },
    upcoming: bookings
      .filter((b) => b.status !== 'cancelled' && b.pickupAt > now)
      .map((b) => ({
        id: b.id,
        pickupAt: b.pickupAt.toISOString(),
        from: b.pickupLocation,
        to: b.destination,
      })),
    bankDetails: context.get(serverContext)?.env.BANK_TRANSFER_DETAILS ?? null,
    cardPayment: Boolean(stripe),
    // Back from Stripe: recorded (the invoice shows paid), or still on its way (the page looks again).
    cardReturn: cardReturn === 'returned' && !confirming ? ('recorded' as const) : cardReturn,
  };
}

/**
 * Pays one invoice by card: the amount is what is left of it, worked out on the server; the form
 * names only the invoice. Answered with a redirect either way (to Stripe, or back to this page
 * saying why not), so Back and reload never post twice; works without JavaScript.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, siteUrl } = customerQuoteDeps(context);
  const locale = localeFromPath(new URL(request.url).pathname);
  const accountId = await findAccountIdByToken(db, params.token);
  const account = accountId === null ? null : await accountById(db, accountId);
  if (!account) throw data(null, { status: 404 });
  const page = new URL(localisePath(`${ACCOUNT_PAGE_PATH_PREFIX}${params.token}`, locale), siteUrl);
  const back = (state: CardReturn) =>
    redirect(`${page.pathname}?${CHECKOUT_RETURN_PARAM}=${state}`, 303);
  const invoiceNumber = Number((await request.formData()).get(PAY_INVOICE_FIELD));
  const { stripe } = paymentServices(context);
  if (!stripe) return back('unavailable');
  if (!Number.isSafeInteger(invoiceNumber) || invoiceNumber <= 0) return back('nothing-due');
  const result = await startInvoiceCheckout(
    { db, stripe },
    {
      accountId: account.id,
      invoiceNumber,
      describe: (kind) =>
        ACCOUNT_INVOICE_TEXT[locale].page.card.lineItem(
          DOCUMENT_TEXT[locale].title[kind],
          invoiceNumber,
        ),
      billingEmail: account.billingEmail,
      returnUrl: page.href,
    },
  );
  if (result.ok) return redirect(result.url, 303);
  // Each refusal as the page's own words for it (account-card-return.ts).
  const state: Record<typeof result.reason, CardReturn> = {
    'not-found': 'nothing-due',
    'nothing-due': 'nothing-due',
    'below-card-minimum': 'below-card-minimum',
    'stripe-unavailable': 'unavailable',
  };
  return back(state[result.reason]);
}

export default function AccountPageRoute({ loaderData }: Route.ComponentProps) {
  return <AccountOwnPage {...loaderData} />;
}

export function ErrorBoundary() {
  // The path says the language: a Welsh link that opens nothing is answered in Welsh.
  const locale = useLocale();
  const t = ACCOUNT_INVOICE_TEXT[locale].page.notFound;
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
