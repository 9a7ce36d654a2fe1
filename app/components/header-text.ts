import type { Translations } from '#app/lib/locale.ts';

/** The header, the desktop and mobile menus, the Services menu and the skip link. */
export interface HeaderText {
  skipLink: string;
  mapNewTab: string;
  ratedBefore: string;
  starSuffix: string;
  ratedAfter: string;
  homeLabel: string;
  email: string;
  getQuote: string;
  /** The quote button's words on the narrowest phones (under 360 px), where the full ones do not fit. */
  getQuoteShort: string;
  mainNav: string;
  home: string;
  services: string;
  occasions: string;
  forOrganisations: string;
  openMenu: string;
  closeMenu: string;
  menu: string;
  mobileNav: string;
}

export const HEADER_TEXT = {
  en: {
    skipLink: 'Skip to main content',
    mapNewTab: ' (opens a map in a new tab)',
    ratedBefore: 'Rated ',
    starSuffix: '-star',
    ratedAfter: ' by our customers',
    homeLabel: 'Bus4U home',
    email: 'Email',
    getQuote: 'Get Quote',
    getQuoteShort: 'Get Quote',
    mainNav: 'Main',
    home: 'Home',
    services: 'Services',
    occasions: 'Occasions',
    forOrganisations: 'For organisations',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    mobileNav: 'Mobile',
  },
  cy: {
    skipLink: "Neidio i'r prif gynnwys",
    mapNewTab: ' (yn agor map mewn tab newydd)',
    ratedBefore: 'Sgôr ',
    starSuffix: ' seren',
    ratedAfter: ' gan ein cwsmeriaid',
    homeLabel: 'Hafan Bus4U',
    email: 'E-bost',
    getQuote: 'Cael dyfynbris',
    getQuoteShort: 'Dyfynbris',
    mainNav: 'Prif ddewislen',
    home: 'Hafan',
    services: 'Gwasanaethau',
    occasions: 'Achlysuron',
    forOrganisations: 'I sefydliadau',
    openMenu: 'Agor y ddewislen',
    closeMenu: "Cau'r ddewislen",
    menu: 'Dewislen',
    mobileNav: 'Dewislen symudol',
  },
} satisfies Translations<HeaderText>;
