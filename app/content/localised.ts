/**
 * The typed content modules in both languages. Each English module has a Welsh twin beside it
 * (`home.ts` → `home.cy.ts`) exporting the same names with the same types; `satisfies` makes a
 * missing twin or a missing export a type error, and content-translations.test.ts checks that
 * every content module is listed here.
 */
import type { Translations } from '#app/lib/locale.ts';
import * as fleetCy from './fleet.cy.ts';
import * as fleetEn from './fleet.ts';
import * as homeFaqCy from './home-faq.cy.ts';
import * as homeFaqEn from './home-faq.ts';
import * as homeCy from './home.cy.ts';
import * as homeEn from './home.ts';
import * as navigationCy from './navigation.cy.ts';
import * as navigationEn from './navigation.ts';
import * as servicesCy from './services.cy.ts';
import * as servicesEn from './services.ts';

export const FLEET_CONTENT = { en: fleetEn, cy: fleetCy } satisfies Translations<typeof fleetEn>;
export const HOME_FAQ_CONTENT = { en: homeFaqEn, cy: homeFaqCy } satisfies Translations<
  typeof homeFaqEn
>;
export const HOME_CONTENT = { en: homeEn, cy: homeCy } satisfies Translations<typeof homeEn>;
export const NAVIGATION_CONTENT = { en: navigationEn, cy: navigationCy } satisfies Translations<
  typeof navigationEn
>;
export const SERVICES_CONTENT = { en: servicesEn, cy: servicesCy } satisfies Translations<
  typeof servicesEn
>;

/** Module names (`app/content/<name>.ts`) whose copy is above; the test compares the folder. */
export const LOCALISED_MODULES = ['fleet', 'home-faq', 'home', 'navigation', 'services'] as const;
