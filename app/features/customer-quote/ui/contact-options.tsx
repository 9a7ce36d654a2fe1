import { buttonVariants } from '#app/components/ui/button.tsx';
import { BUSINESS, whatsappLink } from '#app/content/business.ts';
import type { Locale } from '#app/lib/locale.ts';
import { CUSTOMER_QUOTE_TEXT } from '../customer-quote-text.ts';

/** Call, WhatsApp or e-mail about one request: offered wherever the page cannot take an answer. */
export function ContactOptions({
  reference,
  locale = 'en',
}: {
  /** Null when a link opened nothing, so no reference is known. */
  reference: string | null;
  locale?: Locale;
}) {
  const t = CUSTOMER_QUOTE_TEXT[locale].contact;
  const whatsappMessage =
    reference === null ? t.noReference.whatsappMessage : t.whatsappMessage(reference);
  const emailSubject = reference === null ? t.noReference.emailSubject : t.emailSubject(reference);
  return (
    <ul className="mt-4 flex flex-wrap gap-3" aria-label={t.label}>
      <li>
        <a href={`tel:${BUSINESS.phone.e164}`} className={buttonVariants({ variant: 'secondary' })}>
          {t.call(BUSINESS.phone.display)}
        </a>
      </li>
      <li>
        <a href={whatsappLink(whatsappMessage)} className={buttonVariants({ variant: 'whatsapp' })}>
          {t.whatsapp}
        </a>
      </li>
      <li>
        <a
          href={`mailto:${BUSINESS.email}?subject=${encodeURIComponent(emailSubject)}`}
          className={buttonVariants({ variant: 'outline' })}
        >
          {t.email}
        </a>
      </li>
    </ul>
  );
}
