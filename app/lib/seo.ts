import type { MetaDescriptor } from 'react-router';
import { BUSINESS } from '#app/content/business.ts';
import { absoluteUrl } from './site.ts';

export interface PageSeo {
  title: string;
  description: string;
  path: string;
  /** Path of the Open Graph image; the default card otherwise. */
  image?: string;
  noindex?: boolean;
  type?: 'website' | 'article';
}

export const DEFAULT_OG_IMAGE = '/og-default.png';

/** Title, description, canonical and Open Graph tags for one page. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(seo.path);
  const image = absoluteUrl(seo.image ?? DEFAULT_OG_IMAGE);
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:site_name', content: BUSINESS.name },
    { property: 'og:locale', content: 'en_GB' },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}
