import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from '#app/components/locale-link.tsx';
import { ContactCards } from '#app/components/sections/contact-section.tsx';
import { SectionHeading } from '#app/components/sections/section-heading.tsx';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { InstantOfferNote } from '#app/features/instant-booking/ui/instant-offer-note.tsx';
import { FleetCarousel } from '#app/features/thanks/fleet-carousel.tsx';
import { InfoCards } from '#app/features/thanks/info-cards.tsx';
import { LicenceInfo } from '#app/features/thanks/licence-info.tsx';
import { TestimonialsSection } from '#app/features/thanks/testimonials-section.tsx';
import { THANKS_TEXT } from '#app/features/thanks/thanks-text.ts';
import { ThanksHero } from '#app/features/thanks/thanks-hero.tsx';
import { useSavedEnquiry } from '#app/features/thanks/use-saved-enquiry.ts';
import { trackQuoteConversion } from '#app/lib/analytics.ts';
import { cn } from '#app/lib/cn.ts';
import { localeFromPath, localisePath } from '#app/lib/locale.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import type { Route } from './+types/thanks';
import { PAGES_TEXT } from './pages-text.ts';

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  return pageMeta({ ...PAGES_TEXT[locale].thanksMeta, path: localisePath('/thanks', locale) });
};

/** The two ad-conversion events, once per visit to this page, after hydration. */
function useQuoteConversion(): void {
  // A ref survives React's development double-run of effects, so one visit counts once.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void trackQuoteConversion();
  }, []);
}

export default function Thanks() {
  const enquiry = useSavedEnquiry();
  const locale = useLocale();
  const t = THANKS_TEXT[locale];
  useQuoteConversion();
  return (
    <>
      <ThanksHero
        enquiry={enquiry}
        offer={<InstantOfferNote offer={enquiry?.offer} byHand={enquiry?.byHand} />}
      />

      <section aria-label={t.infoCardsLabel} className="container-page pb-4">
        <InfoCards />
      </section>

      <section aria-labelledby="fleet-title" className="section">
        <div className="container-page">
          <SectionHeading
            id="fleet-title"
            eyebrow={t.fleetEyebrow}
            title={t.fleetHeading}
            lead={t.fleetLead}
          />
          <div className="mt-10">
            <FleetCarousel />
          </div>
          <p className="mt-10 text-center">
            <Link
              to={localisePath('/', locale)}
              className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }))}
            >
              <ArrowLeft aria-hidden /> {t.backHome}
            </Link>
          </p>
        </div>
      </section>

      <TestimonialsSection />

      <section aria-labelledby="reach-title" className="pt-16 sm:pt-20">
        <div className="container-page">
          <SectionHeading
            id="reach-title"
            eyebrow={t.contactEyebrow}
            title={t.contactHeading}
            lead={t.contactLead}
          />
          <div className="mt-10">
            <ContactCards />
          </div>
        </div>
      </section>

      <LicenceInfo />
    </>
  );
}
