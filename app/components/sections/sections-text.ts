import type { Translations } from '#app/lib/locale.ts';

/** The popular services of /book-online, in the order the product spec gives. */
export const POPULAR_PATHS = [
  '/what-we-offer/cardiff-to-heathrow-airport',
  '/what-we-offer/cardiff-to-bristol-airport',
  '/what-we-offer/cardiff-to-gatwick-airport',
  '/what-we-offer/cardiff-to-manchester-airport',
  '/what-we-offer/weddings',
  '/what-we-offer/sporting-events',
  '/business-corporate',
  '/what-we-offer/school-nurseries',
] as const;

/** The chrome of the page sections (headings, labels, buttons); their copy is in app/content. */
export interface SectionsText {
  aboutTitle: string;
  aboutDepot: string;
  aboutMap: string;
  aboutFleet: string;
  aboutFleetOwn: string;
  aboutFleetLink: string;
  aboutWhere: string;
  aboutWhereRest: string;
  newTab: string;
  airportCard: (route: { short: string; airport: string }) => string;
  businessEyebrow: string;
  businessImageAlt: string;
  businessQuote: string;
  businessLink: string;
  clientsTitle: string;
  clientsLabel: string;
  featuresLabel: string;
  contactCall: string;
  contactMessage: string;
  contactOnWhatsapp: string;
  contactEmail: string;
  contactBase: string;
  mapNewTab: string;
  open247: string;
  contactEyebrow: string;
  contactTitle: string;
  contactLead: string;
  fleetEyebrow: string;
  fleetTitle: string;
  fleetLead: string;
  fleetAlt: (name: string) => string;
  fleetSeats: (seats: number) => string;
  fleetAccess: string;
  fleetBestFor: string;
  fleetMore: string;
  popularEyebrow: string;
  popular: Record<(typeof POPULAR_PATHS)[number], string>;
  quoteEyebrow: string;
  quoteTitle: string;
  quoteLead: (from: string) => string;
  quoteSteps: readonly { title: string; text: string }[];
  platformsEyebrow: string;
  platformsTitle: string;
  platformsLabel: string;
  reviewsEyebrow: string;
  reviewsTitle: string;
  reviewsLabel: string;
  ratedBefore: string;
  ratedOutOf: (rating: string) => string;
  ratedAfter: (count: number) => string;
  reviewFrom: (source: string) => string;
  reviewsInEnglish: string;
  readOnGoogle: string;
  socialTitle: string;
  socialLead: string;
  findOutMore: string;
  googleReviews: string;
}

export const SECTIONS_TEXT = {
  en: {
    aboutTitle: 'Bus4U at a glance',
    aboutDepot: 'Our depot',
    aboutMap: 'See it on a map',
    aboutFleet: 'Our fleet',
    aboutFleetOwn: 'our own vehicles, each with one of our own drivers.',
    aboutFleetLink: 'The fleet in detail',
    aboutWhere: 'Where we drive',
    aboutWhereRest: 'and to airports, venues and events anywhere in the UK, 24/7.',
    newTab: ' (opens in a new tab)',
    airportCard: (route) => `Cardiff to ${route.short}`,
    businessEyebrow: 'Business customers',
    businessImageAlt: 'A Bus4U minibus collecting staff outside an office building in Cardiff',
    businessQuote: 'Get a business quote',
    businessLink: 'Business travel',
    clientsTitle: 'Trusted by groups across South Wales',
    clientsLabel: 'Groups we carry',
    featuresLabel: 'Why groups choose Bus4U',
    contactCall: 'Call us',
    contactMessage: 'Message us',
    contactOnWhatsapp: ' on WhatsApp (opens in a new tab)',
    contactEmail: 'Email',
    contactBase: 'Our base',
    mapNewTab: ' (opens a map in a new tab)',
    open247: 'Open 24/7',
    contactEyebrow: 'Contact',
    contactTitle: 'Talk to a real person, any time',
    contactLead: 'Our Cardiff team answers day and night. Pick whichever way suits you.',
    fleetEyebrow: 'Our fleet',
    fleetTitle: 'From a luxury MPV to a 16-seat minibus',
    fleetLead:
      'Every vehicle is our own, cleaned before every job and driven by a DBS-checked driver.',
    fleetAlt: (name) => `The Bus4U ${name.toLowerCase()}`,
    fleetSeats: (seats) => `Up to ${seats} passengers`,
    fleetAccess: 'Access: ',
    fleetBestFor: 'Best for: ',
    fleetMore: 'See the whole fleet in detail',
    popularEyebrow: 'Popular',
    popular: {
      '/what-we-offer/cardiff-to-heathrow-airport': 'Cardiff to Heathrow',
      '/what-we-offer/cardiff-to-bristol-airport': 'Cardiff to Bristol Airport',
      '/what-we-offer/cardiff-to-gatwick-airport': 'Cardiff to Gatwick',
      '/what-we-offer/cardiff-to-manchester-airport': 'Cardiff to Manchester Airport',
      '/what-we-offer/weddings': 'Wedding transport',
      '/what-we-offer/sporting-events': 'Sporting events',
      '/business-corporate': 'Corporate travel',
      '/what-we-offer/school-nurseries': 'School trips',
    },
    quoteEyebrow: 'Free, no obligation',
    quoteTitle: 'Ask for your free quote in under a minute',
    quoteLead: (from) =>
      `Local hire from ${from}, driver and fuel included. Prefer to talk? We answer 24 hours a day.`,
    quoteSteps: [
      {
        title: 'Tell us the trip',
        text: 'Pickup, destination, date and how many of you. It takes under a minute.',
      },
      {
        title: 'Get your price',
        text: 'Most trips show a price as you type, with the driver and fuel included. Where we can, you book it there and then; otherwise our firm quote follows within 24 hours.',
      },
      { title: 'Travel with us', text: 'Confirm, and your driver is there on time, day or night.' },
    ],
    platformsEyebrow: 'Independent reviews',
    platformsTitle: 'Find us on the review sites you trust',
    platformsLabel: 'Review sites',
    reviewsEyebrow: 'Reviews',
    reviewsTitle: 'What our passengers say',
    reviewsLabel: 'Reviews',
    ratedBefore: 'Rated ',
    ratedOutOf: (rating) => `${rating} out of 5`,
    ratedAfter: (count) => ` on Google from around ${count} reviews.`,
    reviewFrom: (source) => `${source} review`,
    reviewsInEnglish: '',
    readOnGoogle: 'Read our reviews on Google',
    socialTitle: 'Follow the fleet',
    socialLead: 'Days out, new vehicles and the odd early-morning sunrise at the airport.',
    findOutMore: 'Find out more',
    googleReviews: 'Google reviews',
  },
  cy: {
    aboutTitle: 'Bus4U yn gryno',
    aboutDepot: 'Ein depo',
    aboutMap: 'Ei weld ar fap',
    aboutFleet: 'Ein fflyd',
    aboutFleetOwn: "ein cerbydau ein hunain, pob un gydag un o'n gyrwyr ein hunain.",
    aboutFleetLink: 'Y fflyd yn fanwl',
    aboutWhere: "Ble rydyn ni'n gyrru",
    aboutWhereRest:
      'ac i feysydd awyr, lleoliadau a digwyddiadau unrhyw le yn y DU, 24 awr y dydd, 7 diwrnod yr wythnos.',
    newTab: ' (yn agor mewn tab newydd)',
    // The Welsh airport name reads naturally on its own; "Caerdydd i …" would need a mutation per name.
    airportCard: (route) => route.airport,
    businessEyebrow: 'Cwsmeriaid busnes',
    businessImageAlt: 'Bws mini Bus4U yn casglu staff y tu allan i adeilad swyddfa yng Nghaerdydd',
    businessQuote: 'Cael dyfynbris busnes',
    businessLink: 'Teithio busnes',
    clientsTitle: 'Grwpiau ar draws De Cymru yn ymddiried ynom',
    clientsLabel: "Grwpiau rydyn ni'n eu cludo",
    featuresLabel: "Pam mae grwpiau'n dewis Bus4U",
    contactCall: 'Ffoniwch ni',
    contactMessage: 'Anfonwch neges',
    contactOnWhatsapp: ' ar WhatsApp (yn agor mewn tab newydd)',
    contactEmail: 'E-bost',
    contactBase: 'Ein canolfan',
    mapNewTab: ' (yn agor map mewn tab newydd)',
    open247: 'Ar agor 24/7',
    contactEyebrow: 'Cysylltu',
    contactTitle: 'Siaradwch â pherson go iawn, unrhyw bryd',
    contactLead:
      "Mae ein tîm yng Nghaerdydd yn ateb ddydd a nos. Dewiswch y ffordd sy'n gweddu i chi.",
    fleetEyebrow: 'Ein fflyd',
    fleetTitle: 'O MPV moethus i fws mini 16 sedd',
    fleetLead:
      "Ein cerbydau ein hunain yw pob un, wedi'u glanhau cyn pob taith ac yn cael eu gyrru gan yrrwr wedi'i wirio gan y DBS.",
    fleetAlt: (name) => `${name} Bus4U`,
    fleetSeats: (seats) => `Hyd at ${seats} o deithwyr`,
    fleetAccess: 'Mynediad: ',
    fleetBestFor: 'Gorau ar gyfer: ',
    fleetMore: 'Gweld y fflyd gyfan yn fanwl',
    popularEyebrow: 'Poblogaidd',
    popular: {
      '/what-we-offer/cardiff-to-heathrow-airport': 'Caerdydd i Heathrow',
      '/what-we-offer/cardiff-to-bristol-airport': 'Caerdydd i Faes Awyr Bryste',
      '/what-we-offer/cardiff-to-gatwick-airport': 'Caerdydd i Gatwick',
      '/what-we-offer/cardiff-to-manchester-airport': 'Caerdydd i Faes Awyr Manceinion',
      '/what-we-offer/weddings': 'Trafnidiaeth briodas',
      '/what-we-offer/sporting-events': 'Digwyddiadau chwaraeon',
      '/business-corporate': 'Teithio corfforaethol',
      '/what-we-offer/school-nurseries': 'Tripiau ysgol',
    },
    quoteEyebrow: 'Am ddim, heb ymrwymiad',
    quoteTitle: 'Gofynnwch am ddyfynbris am ddim mewn llai na munud',
    quoteLead: (from) =>
      `Llogi lleol o ${from}, gyda'r gyrrwr a'r tanwydd yn gynwysedig. Byddai'n well gennych siarad? Rydyn ni'n ateb 24 awr y dydd.`,
    quoteSteps: [
      {
        title: 'Dywedwch wrthon ni am y daith',
        text: "Y man casglu, y gyrchfan, y dyddiad a faint ohonoch chi sydd. Mae'n cymryd llai na munud.",
      },
      {
        title: 'Cewch eich pris',
        text: "I'r rhan fwyaf o deithiau, fe welwch bris wrth i chi deipio, gyda'r gyrrwr a'r tanwydd yn gynwysedig. Lle gallwn ni, rydych chi'n ei archebu yn y fan a'r lle; fel arall, daw ein dyfynbris pendant o fewn 24 awr.",
      },
      {
        title: 'Teithiwch gyda ni',
        text: 'Cadarnhewch, a bydd eich gyrrwr yno mewn pryd, ddydd neu nos.',
      },
    ],
    platformsEyebrow: 'Adolygiadau annibynnol',
    platformsTitle: "Dewch o hyd i ni ar y safleoedd adolygu rydych chi'n ymddiried ynddyn nhw",
    platformsLabel: 'Safleoedd adolygu',
    reviewsEyebrow: 'Adolygiadau',
    reviewsTitle: 'Beth mae ein teithwyr yn ei ddweud',
    reviewsLabel: 'Adolygiadau',
    ratedBefore: 'Sgôr o ',
    ratedOutOf: (rating) => `${rating} allan o 5`,
    ratedAfter: (count) => ` ar Google, o tua ${count} o adolygiadau.`,
    reviewFrom: (source) => `Adolygiad ar ${source}`,
    reviewsInEnglish:
      "Mae'r adolygiadau isod yn Saesneg, yn union fel y gwnaeth ein cwsmeriaid eu hysgrifennu.",
    readOnGoogle: 'Darllen ein hadolygiadau ar Google',
    socialTitle: 'Dilynwch y fflyd',
    socialLead: 'Diwrnodau allan, cerbydau newydd ac ambell wawr gynnar yn y maes awyr.',
    findOutMore: 'Rhagor o wybodaeth',
    googleReviews: 'Adolygiadau Google',
  },
} satisfies Translations<SectionsText>;
