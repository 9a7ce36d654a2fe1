import { Mail } from 'lucide-react';
import type { Route } from './+types/home';
import { BUSINESS } from '#app/content/business.ts';
import { HOME_FAQ } from '#app/content/home-faq.ts';
import { HOME_FEATURES, HOME_HERO } from '#app/content/home.ts';
import { CallButton } from '#app/components/call-button.tsx';
import { JsonLd } from '#app/components/json-ld.tsx';
import { Picture, imageLargestUrl } from '#app/components/picture.tsx';
import { QuoteButton } from '#app/components/quote-button.tsx';
import { ScrollToButton } from '#app/components/scroll-to-button.tsx';
import { BusinessCustomers } from '#app/components/sections/business-customers.tsx';
import { ClientSectors } from '#app/components/sections/client-sectors.tsx';
import { FaqAccordion } from '#app/components/sections/faq-accordion.tsx';
import { FeatureTiles } from '#app/components/sections/feature-tiles.tsx';
import { FleetSection } from '#app/components/sections/fleet-section.tsx';
import { GoogleReviews } from '#app/components/sections/google-reviews.tsx';
import { QUOTE_SECTION_ID, QuoteSection } from '#app/components/sections/quote-section.tsx';
import { ReviewPlatforms } from '#app/components/sections/review-platforms.tsx';
import { SectionHeading } from '#app/components/sections/section-heading.tsx';
import { SocialSection } from '#app/components/sections/social-section.tsx';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { cn } from '#app/lib/cn.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { faqPageJsonLd, localBusinessJsonLd } from '#app/lib/structured-data.ts';

const HERO_IMAGE = 'hero-home';
const HERO_SIZES = '(min-width: 1024px) 50vw, 100vw';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Minibus Hire Cardiff & South Wales, 24/7 | Bus4U',
    description:
      'Minibus and MPV hire with a DBS-checked driver in Cardiff and South Wales, open 24/7. Airport transfers, weddings, school trips and parties. Free quote in 24 hours.',
    path: '/',
  });

/** Structured data is built here, at prerender time, so its code stays out of the browser. */
export function loader() {
  const businessImages = [imageLargestUrl(HERO_IMAGE), imageLargestUrl('fleet-lineup')].filter(
    (x): x is string => Boolean(x),
  );
  return { jsonLd: [localBusinessJsonLd(businessImages), faqPageJsonLd(HOME_FAQ)] };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <section className="from-navy-50 relative overflow-hidden bg-gradient-to-b to-white">
        <div className="container-page grid items-center gap-10 py-12 lg:grid-cols-2 lg:gap-14 lg:py-20">
          <div>
            <p className="text-navy-800 ring-navy-100 inline-flex flex-wrap items-center gap-x-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold shadow-sm ring-1">
              <span lang="cy">{HOME_HERO.badgeWelsh}</span>
              <span aria-hidden className="text-dragon-600">
                ·
              </span>
              <span>{HOME_HERO.badgeEnglish}</span>
            </p>
            <h1 className="mt-5 text-4xl leading-[1.08] font-extrabold sm:text-5xl lg:text-[3.4rem]">
              {HOME_HERO.title}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600 sm:text-xl">
              {HOME_HERO.lead}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <QuoteButton size="lg">Get a free quote</QuoteButton>
              <CallButton size="lg" variant="outline">
                Call {BUSINESS.phone.display}
              </CallButton>
              <a
                href={`mailto:${BUSINESS.email}`}
                className={cn(buttonVariants({ variant: 'ghost', size: 'lg' }))}
              >
                <Mail aria-hidden /> Email us
              </a>
            </div>
            <ScrollToButton targetId={QUOTE_SECTION_ID} className="text-navy-700 mt-4 -ml-4">
              How our free quotes work
            </ScrollToButton>
          </div>
          <Picture
            name={HERO_IMAGE}
            alt="A white Bus4U minibus on the Cardiff Bay waterfront at golden hour, with the Wales Millennium Centre behind"
            sizes={HERO_SIZES}
            priority
            className="rounded-[calc(var(--radius-card)*1.5)] shadow-[var(--shadow-lift)]"
          />
        </div>
        <div className="container-page pb-14">
          <h2 className="sr-only">Why groups choose Bus4U</h2>
          <FeatureTiles tiles={HOME_FEATURES} />
        </div>
      </section>
      <ClientSectors />
      <QuoteSection />
      <GoogleReviews rating={BUSINESS.rating.home} />
      <FleetSection />
      <BusinessCustomers />
      <ReviewPlatforms />
      <SocialSection />
      <section aria-labelledby="faq-title" className="section bg-slate-50">
        <div className="container-page max-w-3xl">
          <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions we are asked most" />
          <div className="mt-10">
            <FaqAccordion items={HOME_FAQ} />
          </div>
        </div>
      </section>
    </>
  );
}
