/** Menu and footer links. */

export interface NavLink {
  to: string;
  label: string;
}

/**
 * The one name of every page the header, menus and footer link to. Lists below pick pages from
 * here, so a page cannot be called "Staff shuttles" in one place and something else in another.
 * Names are typed as plain strings (not `as const`) so the Welsh table in navigation.cy.ts has the
 * same type; the paths stay literal and make up NavPath.
 */
export const NAV_NAMES = {
  '/': 'Home',
  '/what-we-offer': 'What we offer',
  '/what-we-offer/airport-transfer': 'Airport transfers',
  '/what-we-offer/weddings': 'Weddings',
  '/what-we-offer/stag-hen-parties': 'Stag and hen parties',
  '/what-we-offer/sporting-events': 'Sporting events',
  '/what-we-offer/filming-production': 'Filming and production',
  '/what-we-offer/school-nurseries': 'Schools and nurseries',
  '/what-we-offer/theme-park-transfers': 'Theme park transfers',
  '/business-corporate': 'Business travel',
  '/staff-shuttle-services-cardiff': 'Staff shuttles',
  '/book-online': 'Book online',
  '/fleet': 'Fleet',
  '/about': 'About us',
  '/why-bus4u': 'Why Bus4U',
  '/blog': 'Blog',
  '/faq': 'FAQ',
  '/contact-us': 'Contact us',
  '/minibus-hire-cardiff': 'Minibus hire Cardiff',
  '/minibus-hire': 'Minibus hire South Wales',
  '/mpv-cardiff': 'Luxury MPV hire',
  '/blog/caerau-ely-sponsorship': 'Our club sponsorship',
  '/terms-of-service': 'Terms of service',
  '/privacy-policy': 'Privacy policy',
} satisfies Record<string, string>;

export type NavPath = keyof typeof NAV_NAMES;

/** A link to `to` under the page's one name. */
export function navLink(to: NavPath): NavLink {
  return { to, label: NAV_NAMES[to] };
}

export const SERVICE_LINKS: readonly NavLink[] = (
  [
    '/what-we-offer/airport-transfer',
    '/what-we-offer/weddings',
    '/what-we-offer/stag-hen-parties',
    '/what-we-offer/sporting-events',
    '/what-we-offer/filming-production',
    '/what-we-offer/school-nurseries',
    '/what-we-offer/theme-park-transfers',
  ] as const
).map(navLink);

export const BUSINESS_LINKS: readonly NavLink[] = (
  ['/business-corporate', '/staff-shuttle-services-cardiff'] as const
).map(navLink);

export const PRIMARY_LINKS: readonly NavLink[] = (
  ['/business-corporate', '/fleet', '/blog', '/faq'] as const
).map(navLink);

export const QUICK_LINKS: readonly NavLink[] = (
  [
    '/',
    '/what-we-offer',
    '/book-online',
    '/fleet',
    '/about',
    '/why-bus4u',
    '/blog',
    '/faq',
    '/contact-us',
  ] as const
).map(navLink);

/** Pages the footer's other columns do not already link (staff shuttles sit under Services). */
export const MORE_LINKS: readonly NavLink[] = (
  [
    '/minibus-hire-cardiff',
    '/minibus-hire',
    '/mpv-cardiff',
    '/blog/caerau-ely-sponsorship',
  ] as const
).map(navLink);

export const LEGAL_LINKS: readonly NavLink[] = (
  ['/terms-of-service', '/privacy-policy'] as const
).map(navLink);

/** The footer's columns, in order; each page appears in one of them only. */
export const FOOTER_COLUMNS: readonly { title: string; links: readonly NavLink[] }[] = [
  { title: 'Quick links', links: QUICK_LINKS },
  { title: 'Services', links: [...SERVICE_LINKS, ...BUSINESS_LINKS] },
  { title: 'More from Bus4U', links: MORE_LINKS },
];
