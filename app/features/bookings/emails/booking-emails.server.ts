/**
 * The customer's booking e-mails: confirmation, the reminder the day before, cancellation. Each is
 * in the customer's language (Welsh for a request sent from a Welsh page).
 */
import { quotedVehicleIn } from '#app/lib/estimate-lines-text.ts';
import { londonDateAndTime } from '#app/lib/london-dates.ts';
import { formatPence } from '#app/lib/money.ts';
import { BUSINESS } from '#app/content/business.ts';
import type { QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import { EMAIL_TEXT, customerLocale, type CancelledBy } from '#app/lib/emails/email-text.ts';
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

export interface ConfirmationOptions {
  /** The business is VAT-registered: the fare says VAT is in it (else it claims no VAT). */
  vatRegistered: boolean;
  /** What was paid, what is left and by when, and the terms (online payment). */
  paymentLines?: readonly string[];
}

export function renderBookingConfirmation(
  quote: QuoteRequestRow,
  booking: BookingRow,
  link: string | null,
  { vatRegistered, paymentLines = [] }: ConfirmationOptions,
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
      c.fare(formatPence(booking.farePence), vatRegistered),
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

/** Who ended the booking, from its row: the customer, an unpaid hold running out, or us. */
export function cancelledBy(booking: Pick<BookingRow, 'cancelReason'>): CancelledBy {
  if (booking.cancelReason === 'customer') return 'customer';
  if (booking.cancelReason === 'hold-expired') return 'not-paid';
  return 'operator';
}

/**
 * Worded for who cancelled: "As you asked…" to a customer who cancelled, and "If this is
 * unexpected…" only when we did. `moneyLines`: the charge kept, where the rest goes back and
 * what the booking finally cost (online payment's, composed in by the server).
 */
export function renderBookingCancellation(
  quote: QuoteRequestRow,
  booking: BookingRow,
  moneyLines: readonly string[] = [],
) {
  const { t, view } = inCustomerLanguage(quote);
  const c = t.cancellation;
  const by = cancelledBy(booking);
  const said = by === 'not-paid' ? c.notPaid : by === 'customer' ? c.youCancelled : c.cancelled;
  return renderSimpleEmail(c.subject(view.pickup, view.id), {
    preview: c.preview(BUSINESS.name, view.pickupWhen),
    heading: c.heading(firstNameOf(view.name)),
    paragraphs: [
      said(londonDateAndTime(booking.pickupAt), view.pickupLocation, view.destination),
      ...moneyLines,
      c.again[by],
    ],
    quote: view,
  });
}
