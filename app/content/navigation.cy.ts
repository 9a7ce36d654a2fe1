/**
 * Welsh twin of navigation.ts: the same menus and footer, with Welsh names. Paths stay the English
 * paths (the Welsh site adds its /cy prefix itself), and every list is derived from the English list
 * so the two languages always link the same pages in the same order.
 */
import {
  BUSINESS_LINKS as BUSINESS_LINKS_EN,
  LEGAL_LINKS as LEGAL_LINKS_EN,
  MORE_LINKS as MORE_LINKS_EN,
  PRIMARY_LINKS as PRIMARY_LINKS_EN,
  QUICK_LINKS as QUICK_LINKS_EN,
  SERVICE_LINKS as SERVICE_LINKS_EN,
} from './navigation';
import type {
  FOOTER_COLUMNS as FooterColumnsEn,
  NAV_NAMES as NAV_NAMES_EN,
  NavLink,
  NavPath,
} from './navigation';

export type { NavLink, NavPath } from './navigation';

/**
 * The one Welsh name of every page the header, menus and footer link to. Typed by the English
 * table, so a page added in English without a Welsh name is a type error here.
 */
export const NAV_NAMES: typeof NAV_NAMES_EN = {
  '/': 'Hafan',
  '/what-we-offer': 'Ein gwasanaethau',
  '/what-we-offer/airport-transfer': "Teithiau i'r maes awyr",
  '/what-we-offer/weddings': 'Priodasau',
  '/what-we-offer/stag-hen-parties': 'Partïon stag a phartïon plu',
  '/what-we-offer/sporting-events': 'Digwyddiadau chwaraeon',
  '/what-we-offer/filming-production': 'Ffilmio a chynhyrchu',
  '/what-we-offer/school-nurseries': 'Ysgolion a meithrinfeydd',
  '/what-we-offer/theme-park-transfers': 'Teithiau i barciau thema',
  '/business-corporate': 'Teithio busnes',
  '/staff-shuttle-services-cardiff': 'Bysiau gwennol i staff',
  '/book-online': 'Archebu ar-lein',
  '/fleet': 'Ein fflyd',
  '/about': 'Amdanom ni',
  '/why-bus4u': 'Pam Bus4U',
  '/blog': 'Blog',
  '/faq': 'Cwestiynau cyffredin',
  '/contact-us': 'Cysylltu â ni',
  '/minibus-hire-cardiff': 'Llogi bws mini yng Nghaerdydd',
  '/minibus-hire': 'Llogi bws mini yn Ne Cymru',
  '/mpv-cardiff': 'Llogi MPV moethus',
  '/blog/caerau-ely-sponsorship': 'Ein nawdd i glwb lleol',
  '/terms-of-service': 'Telerau gwasanaeth',
  '/privacy-policy': 'Polisi preifatrwydd',
};

/** A link to `to` under the page's one Welsh name. */
export function navLink(to: NavPath): NavLink {
  return { to, label: NAV_NAMES[to] };
}

function isNavPath(to: string): to is NavPath {
  return Object.hasOwn(NAV_NAMES, to);
}

/** The same links as an English list, each under its Welsh name. */
function inWelsh(links: readonly NavLink[]): readonly NavLink[] {
  return links.map(({ to }) => {
    // English lists are built from NavPath values, so this only fails if one is hand-written.
    if (!isNavPath(to)) throw new Error(`No Welsh name for the menu link ${to}`);
    return navLink(to);
  });
}

export const SERVICE_LINKS: readonly NavLink[] = inWelsh(SERVICE_LINKS_EN);

export const BUSINESS_LINKS: readonly NavLink[] = inWelsh(BUSINESS_LINKS_EN);

export const PRIMARY_LINKS: readonly NavLink[] = inWelsh(PRIMARY_LINKS_EN);

export const QUICK_LINKS: readonly NavLink[] = inWelsh(QUICK_LINKS_EN);

/** Pages the footer's other columns do not already link (staff shuttles sit under Services). */
export const MORE_LINKS: readonly NavLink[] = inWelsh(MORE_LINKS_EN);

export const LEGAL_LINKS: readonly NavLink[] = inWelsh(LEGAL_LINKS_EN);

/** The footer's columns, in the English order; each page appears in one of them only. */
export const FOOTER_COLUMNS: typeof FooterColumnsEn = [
  { title: 'Dolenni cyflym', links: QUICK_LINKS },
  { title: 'Gwasanaethau', links: [...SERVICE_LINKS, ...BUSINESS_LINKS] },
  { title: 'Mwy gan Bus4U', links: MORE_LINKS },
];
