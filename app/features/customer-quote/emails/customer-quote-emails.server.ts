/** The customer's price e-mail and the operator's notice of an answer. */
import { quotedVehicleIn } from '#app/lib/estimate-lines-text.ts';
import { BUSINESS } from '#app/content/business.ts';
import { formatLongDate } from '#app/lib/dates.ts';
import { londonDateAndTime } from '#app/lib/london-dates.ts';
import { timeOnDate } from '#app/lib/welsh-in-sentence.ts';
import { formatPence } from '#app/lib/money.ts';
import type { QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import { EMAIL_TEXT, customerLocale } from '#app/lib/emails/email-text.ts';
import { quoteEmailView } from '#app/lib/emails/quote-email-view.ts';
import { renderSimpleEmail } from '#app/lib/emails/simple-email.tsx';
import type { QuotePriceRow } from '../customer-quote-schema.server.ts';

/** To the customer, in their language (Welsh for a request from a Welsh page). */
export function renderPriceEmail(quote: QuoteRequestRow, price: QuotePriceRow, link: string) {
  const locale = customerLocale(quote);
  const t = EMAIL_TEXT[locale].price;
  const view = quoteEmailView(quote, locale);
  const firstName = view.name.split(' ')[0] ?? view.name;
  const total = formatPence(price.totalPence);
  const revised = price.revision > 1;
  // An instant offer ends at its own time, not at the end of its last day: the e-mail says when.
  const validUntil = price.expiresAt
    ? timeOnDate(londonDateAndTime(price.expiresAt), locale)
    : formatLongDate(price.validUntil, locale);
  return renderSimpleEmail(t.subject(revised, BUSINESS.name, total, view.id), {
    preview: t.preview(total, validUntil),
    heading: t.heading(firstName, total),
    paragraphs: [
      t.total(total, revised),
      t.vehicle(quotedVehicleIn(price.vehicle, locale)),
      t.included(price.included),
      t.validUntil(validUntil),
      ...(price.note ? [...(t.noteAsWritten ? [t.noteAsWritten] : []), price.note] : []),
      t.howToAnswer,
    ],
    link: { label: t.link, href: link },
    quote: view,
  });
}

export function renderAnswerNotice(quote: QuoteRequestRow, price: QuotePriceRow) {
  const view = quoteEmailView(quote);
  const total = formatPence(price.totalPence);
  const accepted = price.state === 'accepted';
  return renderSimpleEmail(
    `${accepted ? 'Accepted' : 'Declined'}: ${view.name}, ${total} (${view.id})`,
    {
      preview: `${view.name} ${accepted ? 'accepted' : 'declined'} ${total}`,
      heading: `${view.name} ${accepted ? 'accepted' : 'declined'} the price of ${total}`,
      paragraphs: accepted
        ? [
            'The job is in the booking register. Assign a vehicle and a driver there; the customer has their confirmation.',
          ]
        : [price.declineReason ? `Their reason: ${price.declineReason}` : 'They gave no reason.'],
      quote: view,
      extra: [
        ['Customer', view.name],
        ['E-mail', view.email],
        ['Phone', view.phone],
        ['Vehicle quoted', price.vehicle],
        ["Customer's language", EMAIL_TEXT[view.customerLocale].languageName],
      ],
    },
  );
}
