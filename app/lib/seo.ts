import type { MetaDescriptor } from 'react-router';
import { BUSINESS } from '#app/content/business.ts';
import { LOCALES, localeFromPath, localisePath, type Locale } from './locale.ts';
import { absoluteUrl } from './site.ts';

export interface PageSeo {
  title: string;
  description: string;
  /** The page's own path, in its language (`/cy/about` for the Welsh about page). */
  path: string;
  /** Path of the Open Graph image; the default card otherwise. */
  image?: string;
  noindex?: boolean;
  type?: 'website' | 'article';
}

export const DEFAULT_OG_IMAGE = '/og-default.png';

/** hreflang values of the language alternates and the language switch. */
export const HREFLANG: Record<Locale, string> = { en: 'en', cy: 'cy' };

/** Open Graph locales (`og:locale` wants language_TERRITORY). */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_GB', cy: 'cy_GB' };

/**
 * `<link rel="alternate">` for each language of a page and the English x-default. Every public
 * page has both languages, so every page names both, and each twin names the other.
 */
export function languageAlternates(path: string): MetaDescriptor[] {
  return [
    ...LOCALES.map((locale) => ({
      tagName: 'link' as const,
      rel: 'alternate',
      hrefLang: HREFLANG[locale],
      href: absoluteUrl(localisePath(path, locale)),
    })),
    {
      tagName: 'link' as const,
      rel: 'alternate',
      hrefLang: 'x-default',
      href: absoluteUrl(localisePath(path, 'en')),
    },
  ];
}

/** Title, description, canonical, language alternates and Open Graph tags for one page. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(seo.path);
  const image = absoluteUrl(seo.image ?? DEFAULT_OG_IMAGE);
  const locale = localeFromPath(seo.path);
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    // A Welsh page is canonical itself: it is a translation, not a duplicate of the English one.
    { tagName: 'link', rel: 'canonical', href: url },
    ...languageAlternates(seo.path),
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:site_name', content: BUSINESS.name },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    ...LOCALES.filter((l) => l !== locale).map((l) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALE[l],
    })),
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}
