/** The customer's reminder of an unanswered price, in the language they asked in. */
import { formatLongDate } from '#app/lib/dates.ts';
import { formatPence } from '#app/lib/money.ts';
import type { QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import { customerLocale } from '#app/lib/emails/email-text.ts';
import { quoteEmailView } from '#app/lib/emails/quote-email-view.ts';
import { renderSimpleEmail } from '#app/lib/emails/simple-email.tsx';
import { PRICE_CHASE_TEXT } from './price-chase-text.ts';

export function renderPriceChase(
  quote: QuoteRequestRow,
  price: { totalPence: number; validUntil: string },
  link: string,
  which: 'after-sent' | 'before-expiry',
) {
  const locale = customerLocale(quote);
  const t = PRICE_CHASE_TEXT[locale];
  const view = quoteEmailView(quote, locale);
  const total = formatPence(price.totalPence);
  const validUntil = formatLongDate(price.validUntil, locale);
  const afterSent = which === 'after-sent';
  return renderSimpleEmail(
    afterSent ? t.subjectAfterSent(total, view.id) : t.subjectBeforeExpiry(total, view.id),
    {
      preview: t.preview(total, validUntil),
      heading: t.heading(view.name.split(' ')[0] ?? view.name),
      paragraphs: [
        afterSent ? t.afterSent(total, validUntil) : t.beforeExpiry(total, validUntil),
        t.howToAnswer,
      ],
      link: { label: t.link, href: link },
      quote: view,
    },
  );
}
