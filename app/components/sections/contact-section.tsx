import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useWhatsappGeneralMessage } from '#app/lib/use-whatsapp-message.ts';
import { BUSINESS, BUSINESS_ADDRESS_LINES, whatsappLink } from '#app/content/business.ts';
import { trackPhoneConversion } from '#app/lib/analytics.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { SECTIONS_TEXT } from './sections-text.ts';
import { WhatsAppIcon } from '../whatsapp-icon.tsx';
import { SectionHeading } from './section-heading.tsx';

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-[var(--radius-card)] border border-slate-200 bg-white p-5">
      <span className="bg-navy-50 text-navy-900 flex size-11 shrink-0 items-center justify-center rounded-xl">
        {icon}
      </span>
      <div>
        <h3 className="font-semibold">{title}</h3>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </li>
  );
}

/** Every way to reach us, as cards; reused on home, /book-online, /contact-us and /thanks. */
export function ContactCards({ headingLevel = 3 }: { headingLevel?: 3 }) {
  const whatsappMessage = useWhatsappGeneralMessage();
  void headingLevel;
  const locale = useLocale();
  const text = SECTIONS_TEXT[locale];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Card icon={<Phone aria-hidden className="size-5" />} title={text.contactCall}>
        <a
          href={`tel:${BUSINESS.phone.e164}`}
          onClick={trackPhoneConversion}
          className="text-navy-700 font-semibold underline underline-offset-2"
        >
          {BUSINESS.phone.display}
        </a>
      </Card>
      <Card icon={<WhatsAppIcon className="size-5" />} title="WhatsApp">
        <a
          href={whatsappLink(whatsappMessage)}
          target="_blank"
          rel="noopener"
          className="text-navy-700 font-semibold underline underline-offset-2"
        >
          {text.contactMessage}
          <span className="sr-only">{text.contactOnWhatsapp}</span>
        </a>
      </Card>
      <Card icon={<Mail aria-hidden className="size-5" />} title={text.contactEmail}>
        <a
          href={`mailto:${BUSINESS.email}`}
          className="text-navy-700 font-semibold break-all underline underline-offset-2"
        >
          {BUSINESS.email}
        </a>
      </Card>
      <Card icon={<MapPin aria-hidden className="size-5" />} title={text.contactBase}>
        <a
          href={BUSINESS.mapsUrl}
          target="_blank"
          rel="noopener"
          className="underline underline-offset-2"
        >
          {BUSINESS_ADDRESS_LINES[locale]}
          <span className="sr-only">{text.mapNewTab}</span>
        </a>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
          <Clock aria-hidden className="size-4" /> {text.open247}
        </p>
      </Card>
    </ul>
  );
}

export function ContactSection() {
  const text = SECTIONS_TEXT[useLocale()];
  return (
    <section aria-labelledby="contact-title" className="section">
      <div className="container-page">
        <SectionHeading
          id="contact-title"
          eyebrow={text.contactEyebrow}
          title={text.contactTitle}
          lead={text.contactLead}
        />
        <div className="mt-10">
          <ContactCards />
        </div>
      </div>
    </section>
  );
}
