/**
 * The customer's flight e-mails, in the customer's language (Welsh for a request sent from a
 * Welsh page): the pickup moved to meet the flight, or the flight cancelled or diverted.
 */
import type { QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import { customerLocale } from '#app/lib/emails/email-text.ts';
import { quoteEmailView } from '#app/lib/emails/quote-email-view.ts';
import { renderSimpleEmail } from '#app/lib/emails/simple-email.tsx';
import { londonDateAndTime } from '#app/lib/london-dates.ts';
import { FLIGHT_EMAIL_TEXT } from '../flight-email-text.ts';
import type { FlightCustomerEmail } from '../jobs.server.ts';

function firstNameOf(name: string) {
  return name.split(' ')[0] ?? name;
}

export function renderFlightEmail(quote: QuoteRequestRow, data: FlightCustomerEmail) {
  const locale = customerLocale(quote);
  const t = FLIGHT_EMAIL_TEXT[locale];
  const view = quoteEmailView(quote, locale);
  if (data.what === 'moved' && data.arrival && data.pickup) {
    const arrival = londonDateAndTime(new Date(data.arrival));
    const pickup = londonDateAndTime(new Date(data.pickup));
    return renderSimpleEmail(t.moved.subject(data.flight, view.id), {
      preview: t.moved.preview(pickup),
      heading: t.moved.heading(firstNameOf(view.name)),
      paragraphs: [
        t.moved.body(data.flight, arrival, pickup, data.meetMinutes ?? 0),
        t.moved.nothingToDo,
      ],
      quote: view,
    });
  }
  const what = data.what === 'diverted' ? 'diverted' : 'cancelled';
  return renderSimpleEmail(t.trouble.subject(data.flight, what, view.id), {
    preview: t.trouble.body(data.flight, what),
    heading: t.trouble.heading(firstNameOf(view.name)),
    paragraphs: [t.trouble.body(data.flight, what), t.trouble.callUs],
    quote: view,
  });
}
