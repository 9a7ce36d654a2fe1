import { redirect } from 'react-router';
import { SERVICES_CONTENT } from '#app/content/localised.ts';
import { Breadcrumbs, crumbsFor } from '#app/components/breadcrumbs.tsx';
import { CallButton } from '#app/components/call-button.tsx';
import { JsonLd } from '#app/components/json-ld.tsx';
import { Picture, imageLargestUrl } from '#app/components/picture.tsx';
import { QuoteButton } from '#app/components/quote-button.tsx';
import { AboutFacts } from '#app/components/sections/about-facts.tsx';
import { AirportRoutes } from '#app/components/sections/airport-routes.tsx';
import { ClosingCta } from '#app/components/sections/closing-cta.tsx';
import { ContactCards } from '#app/components/sections/contact-section.tsx';
import { FaqAccordion } from '#app/components/sections/faq-accordion.tsx';
import { FleetSection } from '#app/components/sections/fleet-section.tsx';
import { ServiceCards } from '#app/components/sections/service-cards.tsx';
import { StickyQuoteCard } from '#app/components/sticky-quote-card.tsx';
import { getPageContent } from '#app/features/content/content.server.ts';
import { findPublicRoute, unknownPathTarget } from '#app/routes-table.ts';
import { HTML_LANG, localeFromPath } from '#app/lib/locale.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { requestPath } from '#app/lib/site.ts';
import { breadcrumbJsonLd, faqPageJsonLd, webPageJsonLd } from '#app/lib/structured-data.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import type { Route } from './+types/content-page';
import { PAGES_TEXT } from './pages-text.ts';

const HERO_SIZES = '(min-width: 1024px) 40vw, 100vw';

export function loader({ request }: Route.LoaderArgs) {
  const path = requestPath(request);
  const route = findPublicRoute(path);
  const locale = localeFromPath(path);
  if (!route?.slug) throw redirect(unknownPathTarget(path));
  const page = getPageContent(route.slug, locale);
  const crumbs = crumbsFor(path, page.breadcrumb);
  const allFaqs = [...page.faqs, ...page.faqGroups.flatMap((g) => g.items)];
  const jsonLd = [
    webPageJsonLd({ name: page.title, description: page.description, path, lang: page.lang }),
    breadcrumbJsonLd(crumbs),
    ...(allFaqs.length ? [faqPageJsonLd(allFaqs, page.lang)] : []),
  ];
  return { path, extras: route.extras ?? [], page, crumbs, jsonLd };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.page.title,
        description: loaderData.page.description,
        path: loaderData.path,
        image: imageLargestUrl(loaderData.page.hero.image),
      })
    : [];

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, path, extras, crumbs, jsonLd } = loaderData;
  const locale = useLocale();
  const text = PAGES_TEXT[locale];
  const { SERVICES, BUSINESS_SERVICES } = SERVICES_CONTENT[locale];
  // While a Welsh twin is missing its page shows the English copy, marked as English.
  const copyLang = page.lang === locale ? undefined : HTML_LANG[page.lang];
  return (
    <>
      <JsonLd data={jsonLd} />
      <section lang={copyLang} className="from-navy-50 bg-gradient-to-b to-white">
        <div className="container-page grid items-center gap-10 py-10 lg:grid-cols-[1.15fr_1fr] lg:py-16">
          <div>
            <Breadcrumbs crumbs={crumbs} />
            <h1 className="mt-4 text-4xl leading-tight font-extrabold sm:text-5xl">{page.h1}</h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-600 sm:text-xl">
              {page.lead}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <QuoteButton size="lg" preset={page.quotePreset} />
              <CallButton size="lg" />
            </div>
            {page.facts.length ? (
              <dl className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3">
                {page.facts.map((f) => (
                  <div key={f.label} className="rounded-2xl border border-slate-200 bg-white p-4">
                    <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                      {f.label}
                    </dt>
                    <dd className="text-navy-900 mt-1 font-semibold">{f.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
          <Picture
            name={page.hero.image}
            alt={page.hero.alt}
            sizes={HERO_SIZES}
            priority
            className="rounded-[calc(var(--radius-card)*1.5)] shadow-[var(--shadow-lift)]"
          />
        </div>
      </section>
      {/* minmax(0, 1fr) on phones too: a wide table must not widen the page. */}
      <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-12 py-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-16">
        <article
          lang={copyLang}
          className="prose prose-lg prose-slate prose-headings:text-navy-900 prose-a:text-navy-700 prose-a:underline-offset-2 prose-strong:text-navy-900 prose-table:block prose-table:overflow-x-auto max-w-none"
          dangerouslySetInnerHTML={{ __html: page.html }}
        />
        <div>
          <StickyQuoteCard preset={page.quotePreset} />
        </div>
      </div>
      {extras.includes('contact') ? (
        <section aria-labelledby="ways-title" className="container-page pb-12">
          <h2 id="ways-title" className="mb-6 text-2xl font-bold">
            {text.contactWays}
          </h2>
          <ContactCards />
        </section>
      ) : null}
      {extras.includes('services') ? (
        <section aria-labelledby="services-title" className="section bg-slate-50">
          <div className="container-page">
            <h2 id="services-title" className="text-3xl font-bold">
              {text.ourServices}
            </h2>
            <div className="mt-8">
              <ServiceCards services={[...SERVICES, ...BUSINESS_SERVICES]} />
            </div>
          </div>
        </section>
      ) : null}
      {extras.includes('airports') ? (
        <section aria-labelledby="airports-title" className="section">
          <div className="container-page">
            <h2 id="airports-title" className="text-3xl font-bold">
              {text.airportsTitle}
            </h2>
            <div className="mt-8">
              <AirportRoutes currentPath={path} />
            </div>
          </div>
        </section>
      ) : null}
      {extras.includes('about') ? <AboutFacts /> : null}
      {extras.includes('about') ? <FleetSection /> : null}
      {extras.includes('fleet') ? <FleetSection detailed /> : null}
      {page.faqGroups.length ? (
        <div className="container-page max-w-3xl space-y-12 pb-16">
          {page.faqGroups.map((g) => (
            <section key={g.title} aria-label={g.title}>
              <h2 className="mb-5 text-2xl font-bold">{g.title}</h2>
              <FaqAccordion items={g.items} />
            </section>
          ))}
        </div>
      ) : null}
      {page.faqs.length ? (
        <section aria-labelledby="page-faq-title" className="section bg-slate-50">
          <div className="container-page max-w-3xl">
            <h2 id="page-faq-title" className="text-3xl font-bold">
              {text.faqTitle}
            </h2>
            <div className="mt-8">
              <FaqAccordion items={page.faqs} />
            </div>
          </div>
        </section>
      ) : null}
      {extras.includes('legal') ? null : <ClosingCta preset={page.quotePreset} />}
    </>
  );
}
