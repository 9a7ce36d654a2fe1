import { BUSINESS } from '#app/content/business.ts';
import { HOME_CONTENT } from '#app/content/localised.ts';
import { ACTIONS_TEXT } from '#app/components/actions-text.ts';
import { Breadcrumbs, crumbsFor } from '#app/components/breadcrumbs.tsx';
import { CallButton } from '#app/components/call-button.tsx';
import { JsonLd } from '#app/components/json-ld.tsx';
import { Picture, imageLargestUrl } from '#app/components/picture.tsx';
import { QuoteButton } from '#app/components/quote-button.tsx';
import { BusinessCustomers } from '#app/components/sections/business-customers.tsx';
import { ClosingCta } from '#app/components/sections/closing-cta.tsx';
import { ContactSection } from '#app/components/sections/contact-section.tsx';
import { FeatureTiles } from '#app/components/sections/feature-tiles.tsx';
import { FleetSection } from '#app/components/sections/fleet-section.tsx';
import { ReviewsSection } from '#app/components/sections/reviews-section.tsx';
import { PopularServices } from '#app/components/sections/popular-services.tsx';
import { ReviewPlatforms } from '#app/components/sections/review-platforms.tsx';
import { SectionHeading } from '#app/components/sections/section-heading.tsx';
import { SocialSection } from '#app/components/sections/social-section.tsx';
import { localeFromPath, localisePath, type Locale } from '#app/lib/locale.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { requestPath } from '#app/lib/site.ts';
import { breadcrumbJsonLd, localBusinessJsonLd, webPageJsonLd } from '#app/lib/structured-data.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import type { Route } from './+types/book-online';
import { PAGES_TEXT } from './pages-text.ts';

const HERO_IMAGE = 'hero-book-online';
const PATH = '/book-online';

function crumbs(locale: Locale) {
  return crumbsFor(localisePath(PATH, locale), PAGES_TEXT[locale].crumbBookOnline);
}

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    ...PAGES_TEXT[locale].bookMeta,
    path: localisePath(PATH, locale),
    image: imageLargestUrl(HERO_IMAGE),
  });
};

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(requestPath(request));
  const { title, description } = PAGES_TEXT[locale].bookMeta;
  const images = [imageLargestUrl(HERO_IMAGE)].filter((x): x is string => Boolean(x));
  return {
    jsonLd: [
      webPageJsonLd({ name: title, description, path: localisePath(PATH, locale) }),
      localBusinessJsonLd(images, locale),
      breadcrumbJsonLd(crumbs(locale)),
    ],
  };
}

export default function BookOnline({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const text = PAGES_TEXT[locale];
  const actions = ACTIONS_TEXT[locale];
  const { BOOK_ONLINE_HERO, TRUST_POINTS } = HOME_CONTENT[locale];
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <section className="from-navy-50 bg-gradient-to-b to-white">
        <div className="container-page grid items-center gap-10 py-10 lg:grid-cols-2 lg:py-16">
          <div>
            <Breadcrumbs crumbs={crumbs(locale)} />
            <h1 className="mt-4 text-4xl leading-tight font-extrabold sm:text-5xl">
              {BOOK_ONLINE_HERO.title}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600 sm:text-xl">
              {BOOK_ONLINE_HERO.lead}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <QuoteButton size="lg" wrap>
                {text.bookStart}
              </QuoteButton>
              <CallButton size="lg">{actions.callNumber(BUSINESS.phone.display)}</CallButton>
            </div>
          </div>
          <Picture
            name={HERO_IMAGE}
            alt={text.bookHeroAlt}
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
            eyebrow={text.bookTrustEyebrow}
            title={text.bookTrustTitle}
          />
          <FeatureTiles tiles={TRUST_POINTS} columns={3} className="mt-10" />
        </div>
      </section>
      <ReviewsSection rating={BUSINESS.rating.bookOnline} />
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
