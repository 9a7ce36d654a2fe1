/**
 * Every business fact the site states, written once. Header, footer, structured data, WhatsApp
 * texts, e-mails and (through `{{token}}`s, app/features/content/content-tokens.ts) the Markdown
 * copy read from here, so a change made here is made everywhere. A unit test
 * (business-facts-once.test.ts) fails when one of these values is written out anywhere else.
 *
 * The phone number is in Ofcom's drama range for Cardiff (029 2018 0000–0999) and the e-mail is on
 * a reserved example domain until the operator supplies real ones; both can be overridden at build
 * time with PUBLIC_BUSINESS_PHONE and PUBLIC_BUSINESS_EMAIL.
 */
import type { Translations } from '#app/lib/locale.ts';

/** What a deployment may set instead of the defaults below (read by server/business-overrides.ts). */
export interface BusinessOverrides {
  phone?: string;
  email?: string;
}

/**
 * The overrides arrive as one constant, never from the environment here: Vite's `define` writes it
 * in (vite.config.ts, from server/business-overrides.ts), into the pages and the browser bundle and
 * into the server's e-mails alike, since the server is part of the same build (server/main.server.ts).
 */
declare const __PUBLIC_BUSINESS_OVERRIDES__: BusinessOverrides | undefined;

function readOverrides(): BusinessOverrides {
  if (typeof __PUBLIC_BUSINESS_OVERRIDES__ === 'undefined') {
    // Falling back to the defaults would let e-mails and pages disagree without anyone noticing.
    throw new Error(
      'business.ts was loaded without __PUBLIC_BUSINESS_OVERRIDES__: load it through Vite ' +
        '(the build, npm run dev or vitest), whose define sets it.',
    );
  }
  return __PUBLIC_BUSINESS_OVERRIDES__;
}

const overrides = readOverrides();

/** Display form and E.164 form of one number; the E.164 form feeds tel: and WhatsApp links. */
const DEFAULT_PHONE_E164 = '+442920180123';

function toDisplay(e164: string): string {
  // UK geographic numbers in Cardiff are written 029 XXXX XXXX.
  const national = e164.startsWith('+44') ? `0${e164.slice(3)}` : e164;
  return national.length === 11
    ? `${national.slice(0, 3)} ${national.slice(3, 7)} ${national.slice(7)}`
    : national;
}

const phoneE164 = (overrides.phone ?? DEFAULT_PHONE_E164).replace(/\s+/g, '');

/**
 * The city in each language: Welsh pages and e-mails give its Welsh name (glossary: Cardiff →
 * Caerdydd); the building and street have only the one name. Structured data keeps the English.
 */
const CITY = { en: 'Cardiff', cy: 'Caerdydd' } as const satisfies Translations<string>;

const ADDRESS = {
  building: 'The Maltings',
  street: 'East Tyndall Street',
  city: CITY.en,
  region: 'South Wales',
  postcode: 'CF24 5EA',
  country: 'GB',
} as const;

/** What the site says of its hours, in each language (glossary: Open 24/7 → Ar agor 24/7). */
export const OPENING_HOURS_SUMMARY = {
  en: 'Open 24/7',
  cy: 'Ar agor 24/7',
} satisfies Translations<string>;

/** The private-hire licence in words, in each language (glossary: licensed by Cardiff Council). */
export const COUNCIL_AUTHORISATION = {
  en: 'Licensed by Cardiff Council for private hire',
  cy: "Wedi'i drwyddedu gan Gyngor Caerdydd ar gyfer hurio preifat",
} satisfies Translations<string>;

const addressLine = (city: string) =>
  `${ADDRESS.building}, ${ADDRESS.street}, ${city} ${ADDRESS.postcode}`;

/** The address on one line, in each language: what the top bar, footer and `{{address}}` show. */
export const BUSINESS_ADDRESS_LINES = {
  en: addressLine(CITY.en),
  cy: addressLine(CITY.cy),
} satisfies Translations<string>;

export const BUSINESS_ADDRESS_ONE_LINE = BUSINESS_ADDRESS_LINES.en;

export const BUSINESS = {
  name: 'Bus4U',
  alternateName: 'Bus4U Minibus Hire Cardiff',
  legalName: 'Bus4U',
  tagline: 'Minibus and private hire across Cardiff and South Wales, 24 hours a day',
  description:
    'Bus4U is a Cardiff minibus and private-hire operator serving South Wales around the clock: airport transfers, school trips, weddings, stag and hen parties, sporting events, staff shuttles and corporate travel in 2 to 16 seat vehicles with DBS-checked drivers.',
  phone: {
    e164: phoneE164,
    display: toDisplay(phoneE164),
  },
  email: overrides.email ?? 'hello@bus4u.example',
  /** WhatsApp uses the same number, without the plus sign, in wa.me links. */
  whatsappNumber: phoneE164.replace(/^\+/, ''),
  address: ADDRESS,
  geo: { latitude: 51.4707, longitude: -3.1633 },
  mapsUrl: `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: BUSINESS_ADDRESS_ONE_LINE })}`,
  openingHours: {
    days: 'every day',
    opens: '00:00',
    closes: '23:59',
    summary: OPENING_HOURS_SUMMARY.en,
  },
  areasServed: [
    'Cardiff',
    'Caerau',
    'Ely',
    'Canton',
    'Pontypridd',
    'Newport',
    'Barry',
    'Penarth',
    'Vale of Glamorgan',
    'South Wales',
    'United Kingdom',
  ],
  licence: {
    operatorLicence: 'OP 0935',
    councilAuthorisation: COUNCIL_AUTHORISATION.en,
  },
  /** Facts only the operator can supply: shown only when set, never invented. */
  companyNumber: null as string | null,
  vatNumber: null as string | null,
  /**
   * The spec gives three ratings: 5.0 in the shared business data (structured data), 4.8 on the
   * home page and 4.9 on /book-online, each with about 150 reviews. They are all kept here so the
   * operator can make them agree in one edit.
   */
  rating: {
    structuredData: { value: 5.0, best: 5, worst: 1, count: 150 },
    home: 4.8,
    bookOnline: 4.9,
    reviewCount: 150,
    headerStars: 5,
  },
  priceRange: { symbol: '££', band: '£20-£200' },
  localHireFrom: '£150',
  notABroker: 'We are not a broker: every journey is driven by our own team.',
  localSince: 2020,
  social: {
    facebook: 'https://www.facebook.com/bus4ucardiff',
    instagram: 'https://www.instagram.com/bus4ucardiff',
    tiktok: 'https://www.tiktok.com/@bus4ucardiff',
    google: 'https://www.google.com/maps/search/?api=1&query=Bus4U+Cardiff',
  },
} as const;

export function whatsappLink(message: string): string {
  return `https://wa.me/${BUSINESS.whatsappNumber}?text=${encodeURIComponent(message)}`;
}

/** The prefilled WhatsApp message of the site's buttons, in the page's language. */
export const WHATSAPP_GENERAL_MESSAGES = {
  en: "Hi Bus4U, I'd like a quote for a minibus journey. Could you help?",
  cy: 'Helo Bus4U, hoffwn i gael dyfynbris am daith bws mini. Allwch chi helpu?',
} satisfies Translations<string>;
