/** The customer's balance e-mails, in their language (Welsh for a request from a Welsh page). */
import { formatLongDate } from '#app/lib/dates.ts';
import { formatPence } from '#app/lib/money.ts';
import type { QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import { customerLocale } from '#app/lib/emails/email-text.ts';
import { quoteEmailView } from '#app/lib/emails/quote-email-view.ts';
import { renderSimpleEmail } from '#app/lib/emails/simple-email.tsx';
import { BALANCE_EMAIL_TEXT } from './balance-email-text.ts';

export interface BalanceFigures {
  farePence: number;
  paidPence: number;
  leftPence: number;
  dueDate: string;
}

export function renderBalanceEmail(
  quote: QuoteRequestRow,
  figures: BalanceFigures,
  link: string,
  which: 'request' | 'reminder',
) {
  const locale = customerLocale(quote);
  const t = BALANCE_EMAIL_TEXT[locale];
  const view = quoteEmailView(quote, locale);
  const left = formatPence(figures.leftPence);
  const due = formatLongDate(figures.dueDate, locale);
  const subject = which === 'request' ? t.subject(left, view.id) : t.reminderSubject(left, view.id);
  return renderSimpleEmail(subject, {
    preview: t.preview(left, due),
    heading: t.heading(view.name.split(' ')[0] ?? view.name),
    paragraphs: [
      t.booked(view.pickupWhen, view.pickupLocation, view.destination),
      t.paidSoFar(formatPence(figures.paidPence), formatPence(figures.farePence)),
      t.due(left, due),
      t.help,
    ],
    link: { label: t.link, href: link },
    quote: view,
  });
}
