import { Clock, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { BUSINESS, BUSINESS_ADDRESS_LINES } from '#app/content/business.ts';
import { NAVIGATION_CONTENT } from '#app/content/localised.ts';
import type { NavLink } from '#app/content/navigation.ts';
import { openConsentSettings } from '#app/lib/consent-store.ts';
import { trackPhoneConversion } from '#app/lib/analytics.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { FOOTER_TEXT, type FooterText } from './footer-text.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { Link } from './locale-link.tsx';
import { Logo } from './logo.tsx';
import { PaymentLogos } from './payment-logos.tsx';
import { SOCIAL_ICONS, SOCIAL_LABELS } from './social-icons.tsx';

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 flex flex-col">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="text-navy-100 inline-flex min-h-10 items-center hover:text-white hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function trustBadges(text: FooterText): string[] {
  return [
    `${text.operatorLicence} ${BUSINESS.licence.operatorLicence}`,
    text.councilAuthorisation,
    text.dbsDrivers,
    text.localSince(BUSINESS.localSince),
  ];
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  const locale = useLocale();
  const text = FOOTER_TEXT[locale];
  const { FOOTER_COLUMNS, LEGAL_LINKS } = NAVIGATION_CONTENT[locale];
  return (
    <footer className="bg-navy-950 text-navy-100 mt-auto">
      <div className="container-page grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <Logo inverted />
          <p className="mt-5 max-w-sm leading-relaxed">{text.tagline}.</p>
          <address className="mt-6 flex flex-col gap-3 not-italic">
            <a
              href={BUSINESS.mapsUrl}
              target="_blank"
              rel="noopener"
              className="flex gap-2.5 hover:text-white"
            >
              <MapPin aria-hidden className="mt-0.5 size-5 shrink-0" />
              <span>
                {BUSINESS_ADDRESS_LINES[locale]}
                <span className="block text-sm underline">
                  {text.viewOnMap}
                  <span className="sr-only">{text.newTab}</span>
                </span>
              </span>
            </a>
            <a
              href={`tel:${BUSINESS.phone.e164}`}
              onClick={trackPhoneConversion}
              className="flex gap-2.5 hover:text-white"
            >
              <Phone aria-hidden className="size-5 shrink-0" /> {BUSINESS.phone.display}
            </a>
            <a href={`mailto:${BUSINESS.email}`} className="flex gap-2.5 hover:text-white">
              <Mail aria-hidden className="size-5 shrink-0" /> {BUSINESS.email}
            </a>
            <p className="flex gap-2.5">
              <Clock aria-hidden className="size-5 shrink-0" /> {text.open247}
            </p>
          </address>
          <ul className="mt-6 flex gap-2" aria-label={text.socialLabel}>
            {(Object.keys(SOCIAL_ICONS) as (keyof typeof SOCIAL_ICONS)[]).map((key) => {
              const Icon = SOCIAL_ICONS[key];
              return (
                <li key={key}>
                  <a
                    href={BUSINESS.social[key]}
                    target="_blank"
                    rel="noopener"
                    className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <Icon className="size-5" />
                    <span className="sr-only">
                      {key === 'google' ? text.googleReviews : SOCIAL_LABELS[key]}
                      {text.newTab}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <LinkColumn key={column.title} title={column.title} links={column.links} />
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-6 py-8 lg:flex-row lg:items-center lg:justify-between">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label={text.trustLabel}>
            {trustBadges(text).map((badge) => (
              <li key={badge} className="inline-flex items-center gap-1.5">
                <ShieldCheck aria-hidden className="text-amber-brand size-4" /> {badge}
              </li>
            ))}
          </ul>
          <div>
            <p className="mb-2 text-sm">{text.weAccept}</p>
            <PaymentLogos label={text.paymentMethods} bankTransfer={text.bankTransfer} />
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 pt-6 pb-24 text-sm sm:flex-row sm:items-center sm:justify-between sm:pb-6">
          <p>
            {/* A prerendered page keeps the year it was built in. Rendered afresh on the client,
                from New Year's Day until the next build the year would not match the page, and
                React would throw the page away and render it again (losing early taps). */}
            © <span suppressHydrationWarning>{year}</span> {BUSINESS.legalName}. {text.copyright}
            {BUSINESS.companyNumber ? ` ${text.companyNumber} ${BUSINESS.companyNumber}.` : ''}
            {BUSINESS.vatNumber ? ` ${text.vatNumber} ${BUSINESS.vatNumber}.` : ''}
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label={text.legal}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-7 items-center hover:text-white hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={openConsentSettings}
                className="inline-flex min-h-7 items-center hover:text-white hover:underline"
              >
                {text.cookieSettings}
              </button>
            </li>
            <li>
              <LanguageSwitch className="min-h-7 hover:text-white" />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
