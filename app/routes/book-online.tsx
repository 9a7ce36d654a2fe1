import type { Route } from './+types/book-online';
import { BUSINESS } from '#app/content/business.ts';
import { BOOK_ONLINE_HERO, TRUST_POINTS } from '#app/content/home.ts';
import { Breadcrumbs } from '#app/components/breadcrumbs.tsx';
import { CallButton } from '#app/components/call-button.tsx';
import { JsonLd } from '#app/components/json-ld.tsx';
import { Picture, imageLargestUrl } from '#app/components/picture.tsx';
import { QuoteButton } from '#app/components/quote-button.tsx';
import { BusinessCustomers } from '#app/components/sections/business-customers.tsx';
import { ClosingCta } from '#app/components/sections/closing-cta.tsx';
import { ContactSection } from '#app/components/sections/contact-section.tsx';
import { FeatureTiles } from '#app/components/sections/feature-tiles.tsx';
import { FleetSection } from '#app/components/sections/fleet-section.tsx';
import { GoogleReviews } from '#app/components/sections/google-reviews.tsx';
import { PopularServices } from '#app/components/sections/popular-services.tsx';
import { ReviewPlatforms } from '#app/components/sections/review-platforms.tsx';
import { SectionHeading } from '#app/components/sections/section-heading.tsx';
import { SocialSection } from '#app/components/sections/social-section.tsx';
import { pageMeta } from '#app/lib/seo.ts';
import { breadcrumbJsonLd, localBusinessJsonLd } from '#app/lib/structured-data.ts';

const HERO_IMAGE = 'hero-book-online';
const CRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Book online', path: '/book-online' },
];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Book a Minibus Online in Cardiff | Free Quote | Bus4U',
    description:
      'Book minibus or MPV hire online in Cardiff and South Wales. Send your trip in under a minute and get a clear quote within 24 hours, driver and fuel included.',
    path: '/book-online',
    image: imageLargestUrl(HERO_IMAGE),
  });

export function loader() {
  const images = [imageLargestUrl(HERO_IMAGE)].filter((x): x is string => Boolean(x));
  return { jsonLd: [localBusinessJsonLd(images), breadcrumbJsonLd(CRUMBS)] };
}

export default function BookOnline({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <section className="from-navy-50 bg-gradient-to-b to-white">
        <div className="container-page grid items-center gap-10 py-10 lg:grid-cols-2 lg:py-16">
          <div>
            <Breadcrumbs crumbs={CRUMBS} />
            <h1 className="mt-4 text-4xl leading-tight font-extrabold sm:text-5xl">
              {BOOK_ONLINE_HERO.title}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600 sm:text-xl">
              {BOOK_ONLINE_HERO.lead}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <QuoteButton size="lg">Start my free quote</QuoteButton>
              <CallButton size="lg">Call {BUSINESS.phone.display}</CallButton>
            </div>
          </div>
          <Picture
            name={HERO_IMAGE}
            alt="A Bus4U minibus ready for collection, with a phone showing a booking confirmed"
            sizes="(min-width: 1024px) 50vw, 100vw"
            priority
            className="rounded-[calc(var(--radius-card)*1.5)] shadow-[var(--shadow-lift)]"
          />
        </div>
      </section>
      <section aria-labelledby="trust-title" className="section pt-6">
        <div className="container-page">
          <SectionHeading
            id="trust-title"
            eyebrow="Why book with us"
            title="A local operator you can check"
          />
          <FeatureTiles tiles={TRUST_POINTS} className="mt-10 lg:grid-cols-3" />
        </div>
      </section>
      <GoogleReviews rating={BUSINESS.rating.bookOnline} />
      <FleetSection />
      <BusinessCustomers />
      <ReviewPlatforms />
      <PopularServices />
      <SocialSection />
      <ContactSection />
      <ClosingCta />
    </>
  );
}
