/**
 * The public route table, in one place. The React Router config, the
 * prerender list, the sitemap, robots.txt and the server's "unknown path" redirect all read it.
 * Client-safe: no server imports.
 *
 * Every route here is English; each has a Welsh twin under /cy (`localisePath` in lib/locale.ts)
 * served by the same route module and content model, so the table is written once.
 */
import { localeFromPath, localisePath, stripLocale } from './lib/locale.ts';

export type PageKind = 'home' | 'book-online' | 'thanks' | 'content' | 'blog-index' | 'blog-post';

export interface PublicRoute {
  path: string;
  kind: PageKind;
  /** Content file (app/content/pages/{slug}.md or app/content/blog/{slug}.md). */
  slug?: string;
  /** Extra blocks the content template shows under the copy. */
  extras?: readonly (
    'services' | 'airports' | 'fleet' | 'faq-groups' | 'contact' | 'legal' | 'about'
  )[];
  /** Left out of the sitemap (thanks is a private confirmation page). */
  inSitemap?: false;
  changefreq?: 'weekly' | 'monthly' | 'yearly';
  priority?: number;
}

const SERVICE_SLUGS = [
  'airport-transfer',
  'weddings',
  'stag-hen-parties',
  'sporting-events',
  'filming-production',
  'school-nurseries',
  'theme-park-transfers',
] as const;

export const AIRPORT_ROUTE_SLUGS = [
  'cardiff-to-bristol-airport',
  'cardiff-to-heathrow-airport',
  'cardiff-to-gatwick-airport',
  'cardiff-to-cardiff-airport',
  'cardiff-to-birmingham-airport',
  'cardiff-to-manchester-airport',
] as const;

export const BLOG_SLUGS = [
  'bristol-airport-guide',
  'minibus-hiring-guide',
  'school-minibus-uses',
  'caerau-ely-sponsorship',
] as const;

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', kind: 'home', priority: 1, changefreq: 'weekly' },
  { path: '/book-online', kind: 'book-online', priority: 0.9, changefreq: 'monthly' },
  { path: '/thanks', kind: 'thanks', inSitemap: false },
  { path: '/about', kind: 'content', slug: 'about', extras: ['about'] },
  { path: '/why-bus4u', kind: 'content', slug: 'why-bus4u' },
  {
    path: '/what-we-offer',
    kind: 'content',
    slug: 'what-we-offer',
    extras: ['services', 'airports'],
    priority: 0.9,
  },
  ...SERVICE_SLUGS.map((slug): PublicRoute => ({
    path: `/what-we-offer/${slug}`,
    kind: 'content',
    slug,
    extras: slug === 'airport-transfer' ? ['airports'] : [],
    priority: 0.8,
  })),
  ...AIRPORT_ROUTE_SLUGS.map((slug): PublicRoute => ({
    path: `/what-we-offer/${slug}`,
    kind: 'content',
    slug,
    extras: ['airports'],
    priority: 0.8,
  })),
  {
    path: '/staff-shuttle-services-cardiff',
    kind: 'content',
    slug: 'staff-shuttle-services-cardiff',
    priority: 0.8,
  },
  { path: '/business-corporate', kind: 'content', slug: 'business-corporate', priority: 0.8 },
  { path: '/fleet', kind: 'content', slug: 'fleet', extras: ['fleet'], priority: 0.8 },
  { path: '/blog', kind: 'blog-index', changefreq: 'weekly', priority: 0.6 },
  ...BLOG_SLUGS.map((slug): PublicRoute => ({
    path: `/blog/${slug}`,
    kind: 'blog-post',
    slug,
    priority: 0.6,
  })),
  { path: '/campaign', kind: 'content', slug: 'campaign', priority: 0.5 },
  { path: '/faq', kind: 'content', slug: 'faq', extras: ['faq-groups'], priority: 0.7 },
  { path: '/contact-us', kind: 'content', slug: 'contact-us', extras: ['contact'], priority: 0.7 },
  {
    path: '/terms-of-service',
    kind: 'content',
    slug: 'terms-of-service',
    extras: ['legal'],
    changefreq: 'yearly',
    priority: 0.3,
  },
  {
    path: '/privacy-policy',
    kind: 'content',
    slug: 'privacy-policy',
    extras: ['legal'],
    changefreq: 'yearly',
    priority: 0.3,
  },
  { path: '/minibus-hire-cardiff', kind: 'content', slug: 'minibus-hire-cardiff', priority: 0.8 },
  { path: '/minibus-hire', kind: 'content', slug: 'minibus-hire', priority: 0.8 },
  { path: '/mpv-cardiff', kind: 'content', slug: 'mpv-cardiff', priority: 0.8 },
];

/** The Welsh twin of every public route, in the order of the table (`/cy`, `/cy/book-online`, …). */
export const WELSH_ROUTE_PATHS: readonly string[] = PUBLIC_ROUTES.map((r) =>
  localisePath(r.path, 'cy'),
);

/** Every public page in both languages: the English paths, then their Welsh twins. */
export const PRERENDER_PATHS: readonly string[] = [
  ...PUBLIC_ROUTES.map((r) => r.path),
  ...WELSH_ROUTE_PATHS,
];

/** Where an unknown path goes. */
export const UNKNOWN_PATH_REDIRECT = '/book-online';

/** Where an unknown path goes in its own language: `/cy/anything` → `/cy/book-online`. */
export function unknownPathTarget(path: string): string {
  return localisePath(UNKNOWN_PATH_REDIRECT, localeFromPath(path));
}

/**
 * Old and dead links of the original site, each sent with a 301 to the page it meant. The
 * footer links to the targets directly.
 */
export const PERMANENT_REDIRECTS: Readonly<Record<string, string>> = {
  '/corporate-transport': '/business-corporate',
  '/contact': '/contact-us',
  '/what-we-offer/staff-shuttle': '/staff-shuttle-services-cardiff',
  '/blog/caerau-ely-afc-sponsorship': '/blog/caerau-ely-sponsorship',
};

export const ADMIN_PATH_PREFIX = '/admin';

/** The route of a public page in either language: `/cy/about` finds the `/about` route. */
export function findPublicRoute(path: string): PublicRoute | undefined {
  const english = stripLocale(path);
  return PUBLIC_ROUTES.find((r) => r.path === english);
}
