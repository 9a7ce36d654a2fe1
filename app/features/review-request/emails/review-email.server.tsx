/** The customer's review request, in the language they asked in, with its opt-out link. */
import { Link } from '@react-email/link';
import type { QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import { customerLocale } from '#app/lib/emails/email-text.ts';
import { quoteEmailView } from '#app/lib/emails/quote-email-view.ts';
import { renderSimpleEmail } from '#app/lib/emails/simple-email.tsx';
import { REVIEW_EMAIL_TEXT } from './review-text.ts';

export function renderReviewEmail(
  quote: QuoteRequestRow,
  links: { review: string; optOut: string },
) {
  const locale = customerLocale(quote);
  const t = REVIEW_EMAIL_TEXT[locale];
  const view = quoteEmailView(quote, locale);
  return renderSimpleEmail(t.subject(view.id), {
    preview: t.preview,
    heading: t.heading(view.name.split(' ')[0] ?? view.name),
    paragraphs: [
      t.thanks(view.pickupWhen),
      `${t.ask} ${t.anyReview}`,
      <>
        {t.link}: <Link href={links.review}>{links.review}</Link>
      </>,
      <>
        {t.optOut} <Link href={links.optOut}>{links.optOut}</Link>
      </>,
    ],
    quote: view,
  });
}
