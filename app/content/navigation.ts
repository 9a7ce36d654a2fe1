/** Menu and footer links (spec §2 "Header and menus" and "Footer"). */

export interface NavLink {
  to: string;
  label: string;
}

export const SERVICE_LINKS: readonly NavLink[] = [
  { to: '/what-we-offer/airport-transfer', label: 'Airport transfers' },
  { to: '/what-we-offer/weddings', label: 'Weddings' },
  { to: '/what-we-offer/stag-hen-parties', label: 'Stag and hen parties' },
  { to: '/what-we-offer/sporting-events', label: 'Sporting events' },
  { to: '/what-we-offer/filming-production', label: 'Filming and production' },
  { to: '/what-we-offer/school-nurseries', label: 'Schools and nurseries' },
  { to: '/what-we-offer/theme-park-transfers', label: 'Theme park transfers' },
];

export const BUSINESS_LINKS: readonly NavLink[] = [
  { to: '/business-corporate', label: 'Business and corporate' },
  { to: '/staff-shuttle-services-cardiff', label: 'Staff shuttles' },
];

export const PRIMARY_LINKS: readonly NavLink[] = [
  { to: '/business-corporate', label: 'Business' },
  { to: '/fleet', label: 'Fleet' },
  { to: '/blog', label: 'Blog' },
  { to: '/faq', label: 'FAQ' },
];

export const QUICK_LINKS: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/what-we-offer', label: 'What we offer' },
  { to: '/book-online', label: 'Book online' },
  { to: '/fleet', label: 'Our fleet' },
  { to: '/about', label: 'About us' },
  { to: '/why-bus4u', label: 'Why Bus4U' },
  { to: '/blog', label: 'Blog' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact-us', label: 'Contact us' },
];

export const MORE_LINKS: readonly NavLink[] = [
  { to: '/staff-shuttle-services-cardiff', label: 'Staff shuttle services' },
  { to: '/minibus-hire-cardiff', label: 'Minibus hire Cardiff' },
  { to: '/minibus-hire', label: 'Minibus hire South Wales' },
  { to: '/mpv-cardiff', label: 'Luxury MPV hire' },
  { to: '/blog/caerau-ely-sponsorship', label: 'Our club sponsorship' },
];

export const LEGAL_LINKS: readonly NavLink[] = [
  { to: '/terms-of-service', label: 'Terms of service' },
  { to: '/privacy-policy', label: 'Privacy policy' },
];
