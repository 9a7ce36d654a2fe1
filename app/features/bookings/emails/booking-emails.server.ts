/**
 * The customer's booking e-mails: confirmation, the reminder the day before, cancellation. Each is
 * in the customer's language (Welsh for a request sent from a Welsh page).
 */
import { quotedVehicleIn } from '#app/lib/estimate-lines-text.ts';
import { londonDateAndTime } from '#app/lib/london-dates.ts';
import { formatPence } from '#app/lib/money.ts';
import { BUSINESS } from '#app/content/business.ts';
import type { QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import { EMAIL_TEXT, customerLocale } from '#app/lib/emails/email-text.ts';
import { quoteEmailView } from '#app/lib/emails/quote-email-view.ts';
import { renderSimpleEmail } from '#app/lib/emails/simple-email.tsx';
import type { BookingRow } from '../bookings-schema.server.ts';

function firstNameOf(name: string) {
  return name.split(' ')[0] ?? name;
}

/** The customer's language, their words for it and the quote as they read it. */
function inCustomerLanguage(quote: QuoteRequestRow) {
  const locale = customerLocale(quote);
  return { locale, t: EMAIL_TEXT[locale], view: quoteEmailView(quote, locale) };
}

/** `paymentLines`: what was paid, what is left and by when, and the terms (online payment). */
export function renderBookingConfirmation(
  quote: QuoteRequestRow,
  booking: BookingRow,
  link: string | null,
  paymentLines: readonly string[] = [],
) {
  const { locale, t, view } = inCustomerLanguage(quote);
  const c = t.confirmation;
  return renderSimpleEmail(c.subject(view.pickup, view.id), {
    preview: c.preview(BUSINESS.name, view.pickupWhen),
    heading: c.heading(firstNameOf(view.name)),
    paragraphs: [
      c.booked(
        view.pickupWhen,
        view.pickupLocation,
        view.destination,
        quotedVehicleIn(booking.quotedVehicle, locale),
      ),
      c.fare(formatPence(booking.farePence)),
      ...paymentLines,
      c.calendar,
    ],
    link: link ? { label: c.link, href: link } : undefined,
    quote: view,
  });
}

export function renderBookingReminder(quote: QuoteRequestRow, booking: BookingRow) {
  const { t, view } = inCustomerLanguage(quote);
  const r = t.reminder;
  // It goes out the day before, so the time alone is said: "yfory am 09:30".
  const { time } = londonDateAndTime(booking.pickupAt);
  return renderSimpleEmail(r.subject(view.id), {
    preview: r.preview(BUSINESS.name, time),
    heading: r.heading(firstNameOf(view.name)),
    paragraphs: [r.pickup(time, view.pickupLocation), r.changes],
    quote: view,
  });
}

export function renderBookingCancellation(
  quote: QuoteRequestRow,
  booking: BookingRow,
  /** `not-paid`: the acceptance's hold ended with nothing paid, rather than a cancellation. */
  why: 'cancelled' | 'not-paid' = 'cancelled',
) {
  const { t, view } = inCustomerLanguage(quote);
  const c = t.cancellation;
  const said = why === 'not-paid' ? c.notPaid : c.cancelled;
  return renderSimpleEmail(c.subject(view.pickup, view.id), {
    preview: c.preview(BUSINESS.name, view.pickupWhen),
    heading: c.heading(firstNameOf(view.name)),
    paragraphs: [
      said(londonDateAndTime(booking.pickupAt), view.pickupLocation, view.destination),
      c.again,
    ],
    quote: view,
  });
}
