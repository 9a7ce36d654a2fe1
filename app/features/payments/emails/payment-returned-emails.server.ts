/** The customer's "money coming back" e-mail, in their language (Welsh for a Welsh page). */
import { formatPence } from '#app/lib/money.ts';
import type { QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import { customerLocale } from '#app/lib/emails/email-text.ts';
import { quoteEmailView } from '#app/lib/emails/quote-email-view.ts';
import { renderSimpleEmail } from '#app/lib/emails/simple-email.tsx';
import { PAYMENT_RETURNED_TEXT, type NotTakenReason } from './payment-returned-text.ts';

export function renderPaymentReturned(
  quote: QuoteRequestRow,
  returned: { reason: NotTakenReason; amountPence: number },
  link: string,
) {
  const locale = customerLocale(quote);
  const t = PAYMENT_RETURNED_TEXT[locale];
  const view = quoteEmailView(quote, locale);
  const amount = formatPence(returned.amountPence);
  const why = t.why[returned.reason];
  return renderSimpleEmail(t.subject(amount, view.id), {
    preview: why,
    heading: t.heading(view.name.split(' ')[0] ?? view.name),
    paragraphs: [why, t.back(amount), t.help],
    link: { label: t.link, href: link },
    quote: view,
  });
}
