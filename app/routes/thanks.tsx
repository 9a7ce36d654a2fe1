import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/thanks';
import { ContactCards } from '#app/components/sections/contact-section.tsx';
import { SectionHeading } from '#app/components/sections/section-heading.tsx';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { FleetCarousel } from '#app/features/thanks/fleet-carousel.tsx';
import { InfoCards } from '#app/features/thanks/info-cards.tsx';
import { LicenceInfo } from '#app/features/thanks/licence-info.tsx';
import { TestimonialsSection } from '#app/features/thanks/testimonials-section.tsx';
import {
  BACK_HOME_LABEL,
  CONTACT_HEADING,
  CONTACT_LEAD,
  FLEET_HEADING,
  FLEET_LEAD,
  INFO_CARDS_LABEL,
} from '#app/features/thanks/thanks-constants.ts';
import { ThanksHero } from '#app/features/thanks/thanks-hero.tsx';
import { useSavedEnquiry } from '#app/features/thanks/use-saved-enquiry.ts';
import { trackQuoteConversion } from '#app/lib/analytics.ts';
import { cn } from '#app/lib/cn.ts';
import { pageMeta } from '#app/lib/seo.ts';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Thank you: your quote request is with us | Bus4U',
    description:
      'Thank you for asking Bus4U for a quote. Your personalised quote will reach you within 24 hours; call, e-mail or WhatsApp us any time.',
    path: '/thanks',
  });

/** Spec §2, §7: the two ad-conversion events, once per visit to this page, after hydration. */
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
  useQuoteConversion();
  return (
    <>
      <ThanksHero enquiry={enquiry} />

      <section aria-label={INFO_CARDS_LABEL} className="container-page pb-4">
        <InfoCards />
      </section>

      <section aria-labelledby="fleet-title" className="section">
        <div className="container-page">
          <SectionHeading
            id="fleet-title"
            eyebrow="Our fleet"
            title={FLEET_HEADING}
            lead={FLEET_LEAD}
          />
          <div className="mt-10">
            <FleetCarousel />
          </div>
          <p className="mt-10 text-center">
            <Link to="/" className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }))}>
              <ArrowLeft aria-hidden /> {BACK_HOME_LABEL}
            </Link>
          </p>
        </div>
      </section>

      <TestimonialsSection />

      <section aria-labelledby="reach-title" className="pt-16 sm:pt-20">
        <div className="container-page">
          <SectionHeading
            id="reach-title"
            eyebrow="Contact"
            title={CONTACT_HEADING}
            lead={CONTACT_LEAD}
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
