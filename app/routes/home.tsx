import { Mail } from 'lucide-react';
import { BUSINESS } from '#app/content/business.ts';
import { HOME_CONTENT, HOME_FAQ_CONTENT } from '#app/content/localised.ts';
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
import { ReviewsSection } from '#app/components/sections/reviews-section.tsx';
import { QUOTE_SECTION_ID, QuoteSection } from '#app/components/sections/quote-section.tsx';
import { ReviewPlatforms } from '#app/components/sections/review-platforms.tsx';
import { SectionHeading } from '#app/components/sections/section-heading.tsx';
import { SocialSection } from '#app/components/sections/social-section.tsx';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { ACTIONS_TEXT } from '#app/components/actions-text.ts';
import { cn } from '#app/lib/cn.ts';
import { HTML_LANG, localeFromPath, localisePath } from '#app/lib/locale.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { requestPath } from '#app/lib/site.ts';
import { faqPageJsonLd, localBusinessJsonLd, webPageJsonLd } from '#app/lib/structured-data.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import type { Route } from './+types/home';
import { PAGES_TEXT } from './pages-text.ts';

const HERO_IMAGE = 'hero-home';
const HERO_SIZES = '(min-width: 1024px) 50vw, 100vw';

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  return pageMeta({ ...PAGES_TEXT[locale].homeMeta, path: localisePath('/', locale) });
};

/** Structured data is built here, at prerender time, so its code stays out of the browser. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(requestPath(request));
  const businessImages = [imageLargestUrl(HERO_IMAGE), imageLargestUrl('fleet-lineup')].filter(
    (x): x is string => Boolean(x),
  );
  return {
    jsonLd: [
      webPageJsonLd({ ...pageName(PAGES_TEXT[locale].homeMeta), path: localisePath('/', locale) }),
      localBusinessJsonLd(businessImages, locale),
      faqPageJsonLd(HOME_FAQ_CONTENT[locale].HOME_FAQ, locale),
    ],
  };
}

function pageName(meta: { title: string; description: string }) {
  return { name: meta.title, description: meta.description };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const text = PAGES_TEXT[locale];
  const actions = ACTIONS_TEXT[locale];
  const { HOME_FEATURES, HOME_HERO } = HOME_CONTENT[locale];
  const { HOME_FAQ } = HOME_FAQ_CONTENT[locale];
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <section className="from-navy-50 relative overflow-hidden bg-gradient-to-b to-white">
        <div className="container-page grid items-center gap-10 py-12 lg:grid-cols-2 lg:gap-14 lg:py-20">
          {/* min-w-0: a grid item is otherwise as wide as its widest unbreakable line, and would
              carry the heading and lead past the page's side padding with it. */}
          <div className="min-w-0">
            <p className="text-navy-800 ring-navy-100 inline-flex flex-wrap items-center gap-x-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold shadow-sm ring-1">
              <span lang={HTML_LANG.cy}>{HOME_HERO.badgeWelsh}</span>
              <span aria-hidden className="text-dragon-600">
                ·
              </span>
              {/* Bilingual like a Welsh road sign: the English half is marked so on Welsh pages. */}
              <span lang={locale === 'cy' ? HTML_LANG.en : undefined}>
                {HOME_HERO.badgeEnglish}
              </span>
            </p>
            <h1 className="mt-5 text-4xl leading-[1.08] font-extrabold sm:text-5xl lg:text-[3.4rem]">
              {HOME_HERO.title}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600 sm:text-xl">
              {HOME_HERO.lead}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <QuoteButton size="lg">{actions.getFreeQuote}</QuoteButton>
              <CallButton size="lg" variant="outline">
                {actions.callNumber(BUSINESS.phone.display)}
              </CallButton>
              <a
                href={`mailto:${BUSINESS.email}`}
                className={cn(buttonVariants({ variant: 'ghost', size: 'lg' }))}
              >
                <Mail aria-hidden /> {text.homeEmail}
              </a>
            </div>
            <ScrollToButton targetId={QUOTE_SECTION_ID} variant="ghost-soft" className="mt-4 -ml-4">
              {text.homeHowQuotesWork}
            </ScrollToButton>
          </div>
          <Picture
            name={HERO_IMAGE}
            alt={text.homeHeroAlt}
            sizes={HERO_SIZES}
            priority
            className="rounded-[calc(var(--radius-card)*1.5)] shadow-[var(--shadow-lift)]"
          />
        </div>
        <div className="container-page pb-14">
          <h2 className="sr-only">{text.homeWhy}</h2>
          <FeatureTiles tiles={HOME_FEATURES} />
        </div>
      </section>
      <ClientSectors />
      <QuoteSection />
      <ReviewsSection rating={BUSINESS.rating.home} />
      <FleetSection />
      <BusinessCustomers />
      <ReviewPlatforms />
      <SocialSection />
      <section aria-labelledby="faq-title" className="section bg-slate-50">
        <div className="container-page max-w-3xl">
          <SectionHeading id="faq-title" eyebrow={text.homeFaqEyebrow} title={text.homeFaqTitle} />
          <div className="mt-10">
            <FaqAccordion items={HOME_FAQ} />
          </div>
        </div>
      </section>
    </>
  );
}
