import { COUNCIL_AUTHORISATION } from '#app/content/business.ts';
import type { Translations } from '#app/lib/locale.ts';

/** The footer: contact block, link columns, trust badges, payment row and legal bar. */
export interface FooterText {
  tagline: string;
  viewOnMap: string;
  newTab: string;
  open247: string;
  socialLabel: string;
  quickLinks: string;
  services: string;
  more: string;
  trustLabel: string;
  operatorLicence: string;
  councilAuthorisation: string;
  dbsDrivers: string;
  localSince: (year: number) => string;
  weAccept: string;
  paymentMethods: string;
  bankTransfer: string;
  copyright: string;
  companyNumber: string;
  vatNumber: string;
  legal: string;
  cookieSettings: string;
  googleReviews: string;
  language: string;
}

export const FOOTER_TEXT = {
  en: {
    tagline: 'Minibus and private hire across Cardiff and South Wales, 24 hours a day',
    viewOnMap: 'View on a map',
    newTab: ' (opens in a new tab)',
    open247: 'Open 24 hours, 7 days a week',
    socialLabel: 'Bus4U on social media',
    quickLinks: 'Quick links',
    services: 'Services',
    more: 'More from Bus4U',
    trustLabel: 'Why you can trust us',
    operatorLicence: 'Operator licence',
    councilAuthorisation: COUNCIL_AUTHORISATION.en,
    dbsDrivers: 'DBS-checked drivers',
    localSince: (year) => `Local since ${year}, never a broker`,
    weAccept: 'We accept',
    paymentMethods: 'Accepted payment methods',
    bankTransfer: 'Bank transfer',
    copyright: 'Minibus and private hire, Cardiff.',
    companyNumber: 'Company number',
    vatNumber: 'VAT number',
    legal: 'Legal',
    cookieSettings: 'Cookie settings',
    googleReviews: 'Google reviews',
    language: 'Language',
  },
  cy: {
    tagline: 'Llogi bysiau mini a hurio preifat ar draws Caerdydd a De Cymru, 24 awr y dydd',
    viewOnMap: 'Gweld ar fap',
    newTab: ' (yn agor mewn tab newydd)',
    open247: 'Ar agor 24 awr y dydd, 7 diwrnod yr wythnos',
    socialLabel: 'Bus4U ar y cyfryngau cymdeithasol',
    quickLinks: 'Dolenni cyflym',
    services: 'Gwasanaethau',
    more: 'Mwy gan Bus4U',
    trustLabel: 'Pam y gallwch ymddiried ynom',
    operatorLicence: 'Trwydded gweithredwr',
    councilAuthorisation: COUNCIL_AUTHORISATION.cy,
    dbsDrivers: "Gyrwyr wedi'u gwirio gan y DBS",
    localSince: (year) => `Yn lleol ers ${year}, nid brocer`,
    weAccept: "Rydyn ni'n derbyn",
    paymentMethods: 'Dulliau talu a dderbyniwn',
    bankTransfer: 'Trosglwyddiad banc',
    copyright: 'Llogi bysiau mini a hurio preifat, Caerdydd.',
    companyNumber: 'Rhif cwmni',
    vatNumber: 'Rhif TAW',
    legal: 'Cyfreithiol',
    cookieSettings: 'Gosodiadau cwcis',
    googleReviews: 'Adolygiadau Google',
    language: 'Iaith',
  },
} satisfies Translations<FooterText>;
