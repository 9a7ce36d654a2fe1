/** schema.org structured data built from the business profile (spec §1 "Business profile"). */
import { BUSINESS } from '#app/content/business.ts';
import { SERVICE_LINKS } from '#app/content/navigation.ts';
import type { Faq } from '#app/content/types.ts';
import { absoluteUrl, SITE_URL } from './site.ts';

export type JsonLdObject = Record<string, unknown>;

/** The seven services of the offer catalogue, each with the £20–£200 price band. */
const PRICE_BAND = { minPrice: 20, maxPrice: 200, priceCurrency: 'GBP' } as const;

export function localBusinessJsonLd(images: string[]): JsonLdObject {
  const a = BUSINESS.address;
  const r = BUSINESS.rating.structuredData;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${SITE_URL}/#business`,
    name: BUSINESS.name,
    alternateName: BUSINESS.alternateName,
    image: images.map((i) => absoluteUrl(i)),
    logo: absoluteUrl('/apple-touch-icon.png'),
    description: BUSINESS.description,
    url: absoluteUrl('/'),
    telephone: BUSINESS.phone.e164,
    email: BUSINESS.email,
    priceRange: BUSINESS.priceRange.symbol,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${a.building}, ${a.street}`,
      addressLocality: a.city,
      addressRegion: a.region,
      postalCode: a.postcode,
      addressCountry: a.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: BUSINESS.geo.latitude,
      longitude: BUSINESS.geo.longitude,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: BUSINESS.openingHours.opens,
        closes: BUSINESS.openingHours.closes,
      },
    ],
    areaServed: BUSINESS.areasServed.map((name) => ({ '@type': 'Place', name })),
    sameAs: Object.values(BUSINESS.social),
    knowsAbout: [
      'Minibus hire',
      'Airport transfers',
      'School transport',
      'Wedding transport',
      'Corporate travel',
      'Group travel in South Wales',
    ],
    ...(BUSINESS.vatNumber ? { vatID: BUSINESS.vatNumber } : {}),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: r.value.toFixed(1),
      bestRating: r.best,
      worstRating: r.worst,
      reviewCount: r.count,
    },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Minibus and private hire services',
      itemListElement: SERVICE_LINKS.map((s) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: s.label, url: absoluteUrl(s.to) },
        priceSpecification: { '@type': 'PriceSpecification', ...PRICE_BAND },
      })),
    },
  };
}

export function faqPageJsonLd(faqs: readonly Faq[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.q,
      acceptedAnswer: { '@type': 'Answer', text: f.a },
    })),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.path),
    })),
  };
}

export function articleJsonLd(post: {
  title: string;
  description: string;
  date: string;
  author: string;
  path: string;
  image?: string;
}): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Organization', name: post.author },
    publisher: { '@id': `${SITE_URL}/#business`, '@type': 'Organization', name: BUSINESS.name },
    mainEntityOfPage: absoluteUrl(post.path),
    ...(post.image ? { image: absoluteUrl(post.image) } : {}),
  };
}
