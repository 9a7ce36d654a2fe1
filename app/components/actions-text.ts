import type { Translations } from '#app/lib/locale.ts';

/** The buttons and small blocks every page shares: call, quote, WhatsApp, the side card. */
export interface ActionsText {
  call: string;
  callNumber: (number: string) => string;
  callUsNow: string;
  getFreeQuote: string;
  quoteCardLabel: string;
  quoteCardTitle: string;
  quoteCardLead: (from: string) => string;
  whatsappUs: string;
  newTab: string;
  open24Every: string;
  licenceDbs: (licence: string) => string;
  whatsappChat: string;
  callDialogTitle: string;
  callDialogLead: string;
  callNow: string;
  close: string;
  breadcrumb: string;
  loading: string;
}

export const ACTIONS_TEXT = {
  en: {
    call: 'Call',
    callNumber: (number) => `Call ${number}`,
    callUsNow: 'Call us now',
    getFreeQuote: 'Get a free quote',
    quoteCardLabel: 'Get a quote',
    quoteCardTitle: 'Free quote in 24 hours',
    quoteCardLead: (from) => `Local hire from ${from} with the driver and fuel included.`,
    whatsappUs: 'WhatsApp us',
    newTab: '(opens in a new tab)',
    open24Every: 'Open 24 hours, every day',
    licenceDbs: (licence) => `Licence ${licence}, DBS-checked drivers`,
    whatsappChat: 'Chat with us on WhatsApp (opens in a new tab)',
    callDialogTitle: 'Call Bus4U',
    callDialogLead: 'We answer 24 hours a day, every day of the year.',
    callNow: 'Call now',
    close: 'Close',
    breadcrumb: 'Breadcrumb',
    loading: 'Loading…',
  },
  cy: {
    call: 'Ffonio',
    callNumber: (number) => `Ffoniwch ${number}`,
    callUsNow: 'Ffoniwch ni nawr',
    getFreeQuote: 'Cael dyfynbris am ddim',
    quoteCardLabel: 'Cael dyfynbris',
    quoteCardTitle: 'Dyfynbris am ddim o fewn 24 awr',
    quoteCardLead: (from) => `Llogi lleol o ${from}, gyda'r gyrrwr a'r tanwydd yn gynwysedig.`,
    whatsappUs: 'Anfon neges WhatsApp',
    newTab: '(yn agor mewn tab newydd)',
    open24Every: 'Ar agor 24 awr y dydd, bob dydd',
    licenceDbs: (licence) => `Trwydded ${licence}, gyrwyr wedi'u gwirio gan y DBS`,
    whatsappChat: 'Sgwrsiwch â ni ar WhatsApp (yn agor mewn tab newydd)',
    callDialogTitle: 'Ffonio Bus4U',
    callDialogLead: "Rydyn ni'n ateb 24 awr y dydd, bob dydd o'r flwyddyn.",
    callNow: 'Ffonio nawr',
    close: 'Cau',
    breadcrumb: 'Briwsion bara',
    loading: "Wrthi'n llwytho…",
  },
} satisfies Translations<ActionsText>;
