import type { ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/your-quote';
import { bookingStatusOf } from '#app/features/bookings/booking-status.server.ts';
import { createBooking } from '#app/features/bookings/create-booking.server.ts';
import { customerQuoteDeps } from '#app/features/customer-quote/customer-quote-context.server.ts';
import {
  customerQuoteAction,
  customerQuotePageData,
} from '#app/features/customer-quote/customer-quote-page.server.ts';
import { CUSTOMER_QUOTE_TEXT } from '#app/features/customer-quote/customer-quote-text.ts';
import { ContactOptions } from '#app/features/customer-quote/ui/contact-options.tsx';
import { localeFromPath } from '#app/lib/locale.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { CustomerQuoteView } from '#app/features/customer-quote/ui/customer-quote-view.tsx';

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
  // The register tells the page when an accepted job's booking has been cancelled.
  return customerQuotePageData(
    customerQuoteDeps(context).db,
    params.token,
    new Date(),
    bookingStatusOf,
    pageLocale(request),
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, boss } = customerQuoteDeps(context);
  // The booking register makes the booking inside the answer's transaction.
  const onAccepted = (
    tx: Parameters<typeof createBooking>[0],
    accepted: Parameters<typeof createBooking>[2],
  ) => createBooking(tx, boss, accepted);
  return customerQuoteAction(
    { db, boss, onAccepted },
    params.token,
    await request.formData(),
    new Date(),
    pageLocale(request),
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
  return <CustomerQuoteView data={loaderData} error={actionData?.error} />;
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
