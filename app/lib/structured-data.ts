/** schema.org structured data built from the business profile. */
import { BUSINESS } from '#app/content/business.ts';
import { NAVIGATION_CONTENT } from '#app/content/localised.ts';
import type { Faq } from '#app/content/types.ts';
import {
  HTML_LANG,
  LOCALES,
  localeFromPath,
  localisePath,
  type Locale,
  type Translations,
} from './locale.ts';
import { absoluteUrl, SITE_URL } from './site.ts';

export type JsonLdObject = Record<string, unknown>;

/** The seven services of the offer catalogue, each with the £20–£200 price band. */
const PRICE_BAND = { minPrice: 20, maxPrice: 200, priceCurrency: 'GBP' } as const;

/** The business description and catalogue name in each language of the site. */
const BUSINESS_WORDS: Translations<{ description: string; catalogue: string }> = {
  en: { description: BUSINESS.description, catalogue: 'Minibus and private hire services' },
  cy: {
    description:
      "Gweithredwr bysiau mini a hurio preifat yng Nghaerdydd yw Bus4U, yn gwasanaethu De Cymru ddydd a nos: teithiau i'r maes awyr, tripiau ysgol, priodasau, partïon stag a phartïon plu, digwyddiadau chwaraeon, bysiau gwennol i staff a theithio corfforaethol mewn cerbydau 2 i 16 sedd gyda gyrwyr wedi'u gwirio gan y DBS.",
    catalogue: 'Gwasanaethau llogi bws mini a hurio preifat',
  },
};

export function localBusinessJsonLd(images: string[], locale: Locale = 'en'): JsonLdObject {
  const words = BUSINESS_WORDS[locale];
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
    description: words.description,
    url: absoluteUrl(localisePath('/', locale)),
    // We answer in both languages of the site.
    knowsLanguage: LOCALES.map((l) => HTML_LANG[l]),
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
      name: words.catalogue,
      itemListElement: NAVIGATION_CONTENT[locale].SERVICE_LINKS.map((s) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: s.label,
          url: absoluteUrl(localisePath(s.to, locale)),
        },
        priceSpecification: { '@type': 'PriceSpecification', ...PRICE_BAND },
      })),
    },
  };
}

export function faqPageJsonLd(faqs: readonly Faq[], locale: Locale = 'en'): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: HTML_LANG[locale],
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
  /** The language the article is written in. */
  lang?: Locale;
}): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    inLanguage: HTML_LANG[post.lang ?? 'en'],
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

/** The page itself, in its language: every page says which language it is written in. */
export function webPageJsonLd(page: {
  name: string;
  description: string;
  path: string;
  /** The language of the copy (English on a Welsh page only while its twin is missing). */
  lang?: Locale;
}): JsonLdObject {
  const locale = page.lang ?? localeFromPath(page.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.name,
    description: page.description,
    url: absoluteUrl(page.path),
    inLanguage: HTML_LANG[locale],
    isPartOf: { '@type': 'WebSite', name: BUSINESS.name, url: absoluteUrl('/') },
  };
}
