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
import { CustomerQuoteView } from '#app/features/customer-quote/ui/customer-quote-view.tsx';

/**
 * Root leaves out consent, tags and attribution here: the URL is the customer's key. No-store,
 * no-referrer and noindex headers are set by Express in front of this route (customer-quote-guard).
 */
export const handle = { privatePage: true };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? CUSTOMER_QUOTE_TEXT[loaderData.locale].title(loaderData.reference)
      : 'Quote not found | Bus4U',
  },
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  // The register tells the page when an accepted job's booking has been cancelled.
  return customerQuotePageData(
    customerQuoteDeps(context).db,
    params.token,
    new Date(),
    bookingStatusOf,
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, boss } = customerQuoteDeps(context);
  // The booking register makes the booking inside the answer's transaction.
  const onAccepted = (
    tx: Parameters<typeof createBooking>[0],
    accepted: Parameters<typeof createBooking>[2],
  ) => createBooking(tx, boss, accepted);
  return customerQuoteAction({ db, boss, onAccepted }, params.token, await request.formData());
}

export default function YourQuote({ loaderData, actionData }: Route.ComponentProps) {
  return <CustomerQuoteView data={loaderData} error={actionData?.error} />;
}

/** The same few words for every link that opens nothing, whatever was wrong with it. */
export function ErrorBoundary() {
  return (
    <div className="container-page max-w-3xl py-16">
      <title>Quote not found | Bus4U</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-3xl font-bold text-navy-900">We could not find that quote</h1>
      <p className="mt-3 text-lg text-slate-700">
        Please check the link in your e-mail, or get in touch and we will help straight away.
      </p>
      <ContactOptions reference="request" />
    </div>
  );
}
