import { Clock, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { BUSINESS, BUSINESS_ADDRESS_ONE_LINE } from '#app/content/business.ts';
import {
  BUSINESS_LINKS,
  LEGAL_LINKS,
  MORE_LINKS,
  QUICK_LINKS,
  SERVICE_LINKS,
  type NavLink,
} from '#app/content/navigation.ts';
import { openConsentSettings } from '#app/features/consent/consent-store.ts';
import { trackPhoneConversion } from '#app/lib/analytics.ts';
import { Logo } from './logo.tsx';
import { PaymentLogos } from './payment-logos.tsx';
import { SOCIAL_ICONS, SOCIAL_LABELS } from './social-icons.tsx';

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 flex flex-col gap-1.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="text-navy-100 inline-flex min-h-7 items-center hover:text-white hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const TRUST_BADGES = [
  `Operator licence ${BUSINESS.licence.operatorLicence}`,
  BUSINESS.licence.councilAuthorisation,
  'DBS-checked drivers',
  `Local since ${BUSINESS.localSince}, never a broker`,
];

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-navy-950 text-navy-100 mt-auto">
      <div className="container-page grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <Logo inverted />
          <p className="mt-5 max-w-sm leading-relaxed">{BUSINESS.tagline}.</p>
          <address className="mt-6 flex flex-col gap-3 not-italic">
            <a
              href={BUSINESS.mapsUrl}
              target="_blank"
              rel="noopener"
              className="flex gap-2.5 hover:text-white"
            >
              <MapPin aria-hidden className="mt-0.5 size-5 shrink-0" />
              <span>
                {BUSINESS_ADDRESS_ONE_LINE}
                <span className="block text-sm underline">
                  View on a map<span className="sr-only"> (opens in a new tab)</span>
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
              <Clock aria-hidden className="size-5 shrink-0" /> Open 24 hours, 7 days a week
            </p>
          </address>
          <ul className="mt-6 flex gap-2" aria-label="Bus4U on social media">
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
                    <span className="sr-only">{SOCIAL_LABELS[key]} (opens in a new tab)</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <LinkColumn title="Quick links" links={QUICK_LINKS} />
        <LinkColumn title="Services" links={[...SERVICE_LINKS, ...BUSINESS_LINKS]} />
        <LinkColumn title="More from Bus4U" links={MORE_LINKS} />
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-6 py-8 lg:flex-row lg:items-center lg:justify-between">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label="Why you can trust us">
            {TRUST_BADGES.map((badge) => (
              <li key={badge} className="inline-flex items-center gap-1.5">
                <ShieldCheck aria-hidden className="text-amber-brand size-4" /> {badge}
              </li>
            ))}
          </ul>
          <div>
            <p className="mb-2 text-sm">We accept</p>
            <PaymentLogos />
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {BUSINESS.legalName}. Minibus and private hire, Cardiff.
            {BUSINESS.companyNumber ? ` Company number ${BUSINESS.companyNumber}.` : ''}
            {BUSINESS.vatNumber ? ` VAT number ${BUSINESS.vatNumber}.` : ''}
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label="Legal">
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
                Cookie settings
              </button>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
