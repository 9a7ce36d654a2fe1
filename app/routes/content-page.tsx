import { redirect } from 'react-router';
import type { Route } from './+types/content-page';
import { SERVICES, BUSINESS_SERVICES } from '#app/content/services.ts';
import { Breadcrumbs, crumbsFor } from '#app/components/breadcrumbs.tsx';
import { CallButton } from '#app/components/call-button.tsx';
import { JsonLd } from '#app/components/json-ld.tsx';
import { Picture, imageLargestUrl } from '#app/components/picture.tsx';
import { QuoteButton } from '#app/components/quote-button.tsx';
import { AirportRoutes } from '#app/components/sections/airport-routes.tsx';
import { ClosingCta } from '#app/components/sections/closing-cta.tsx';
import { ContactCards } from '#app/components/sections/contact-section.tsx';
import { FaqAccordion } from '#app/components/sections/faq-accordion.tsx';
import { FleetSection } from '#app/components/sections/fleet-section.tsx';
import { ServiceCards } from '#app/components/sections/service-cards.tsx';
import { StickyQuoteCard } from '#app/components/sticky-quote-card.tsx';
import { getPageContent } from '#app/features/content/content.server.ts';
import { findPublicRoute, UNKNOWN_PATH_REDIRECT } from '#app/routes-table.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { requestPath } from '#app/lib/site.ts';
import { breadcrumbJsonLd, faqPageJsonLd } from '#app/lib/structured-data.ts';

const HERO_SIZES = '(min-width: 1024px) 40vw, 100vw';

export function loader({ request }: Route.LoaderArgs) {
  const path = requestPath(request);
  const route = findPublicRoute(path);
  if (!route?.slug) throw redirect(UNKNOWN_PATH_REDIRECT);
  const page = getPageContent(route.slug);
  const crumbs = crumbsFor(path, page.breadcrumb);
  const allFaqs = [...page.faqs, ...page.faqGroups.flatMap((g) => g.items)];
  const jsonLd = [breadcrumbJsonLd(crumbs), ...(allFaqs.length ? [faqPageJsonLd(allFaqs)] : [])];
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
  const { page, path, extras } = loaderData;
  const crumbs = crumbsFor(path, page.breadcrumb);
  const allFaqs = [...page.faqs, ...page.faqGroups.flatMap((g) => g.items)];
  return (
    <>
      <JsonLd
        data={[breadcrumbJsonLd(crumbs), ...(allFaqs.length ? [faqPageJsonLd(allFaqs)] : [])]}
      />
      <section className="from-navy-50 bg-gradient-to-b to-white">
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
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-16">
        <article
          className="prose prose-lg prose-slate prose-headings:text-navy-900 prose-a:text-navy-700 prose-a:underline-offset-2 prose-strong:text-navy-900 max-w-none"
          dangerouslySetInnerHTML={{ __html: page.html }}
        />
        <div>
          <StickyQuoteCard preset={page.quotePreset} />
        </div>
      </div>
      {extras.includes('contact') ? (
        <section aria-labelledby="ways-title" className="container-page pb-12">
          <h2 id="ways-title" className="mb-6 text-2xl font-bold">
            Ways to reach us
          </h2>
          <ContactCards />
        </section>
      ) : null}
      {extras.includes('services') ? (
        <section aria-labelledby="services-title" className="section bg-slate-50">
          <div className="container-page">
            <h2 id="services-title" className="text-3xl font-bold">
              Our services
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
              Airport transfers from Cardiff
            </h2>
            <div className="mt-8">
              <AirportRoutes currentPath={path} />
            </div>
          </div>
        </section>
      ) : null}
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
              Frequently asked questions
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
