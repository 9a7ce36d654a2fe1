/**
 * Welsh twin of services.ts: the same pages, icons, images and quote presets, with Welsh names and
 * summaries. Paths stay English; the Welsh site adds its /cy prefix itself.
 */
import type { AIRPORT_ROUTES as AirportRoutesEn } from './services';
import type { ServiceSummary } from './types';

/** The seven service pages under /what-we-offer, in menu order. */
export const SERVICES: ServiceSummary[] = [
  {
    path: '/what-we-offer/airport-transfer',
    name: "Teithiau i'r maes awyr",
    summary:
      "Bws mini o'r drws i'r derfynfa o Gaerdydd i Fryste, Heathrow, Gatwick, Birmingham, Manceinion a Maes Awyr Caerdydd, ddydd neu nos.",
    icon: 'Plane',
    image: 'airport-transfer',
    quotePreset: { serviceType: 'airport-transfer' },
  },
  {
    path: '/what-we-offer/weddings',
    name: 'Priodasau',
    summary:
      "Bysiau gwennol i westeion rhwng y seremoni, y wledd a'r gwestai, fel bod pawb yn cyrraedd mewn pryd ac yn mynd adref yn ddiogel ar ôl y ddawns olaf.",
    icon: 'Heart',
    image: 'weddings',
    quotePreset: { serviceType: 'wedding' },
  },
  {
    path: '/what-we-offer/stag-hen-parties',
    name: 'Partïon stag a phartïon plu',
    summary:
      "Cadwch y parti cyfan gyda'i gilydd, o'r bar cyntaf yng Nghaerdydd i weithgareddau ar draws De Cymru, gyda gyrrwr sobr drwy'r nos.",
    icon: 'PartyPopper',
    image: 'stag-hen-parties',
    quotePreset: { serviceType: 'stag-hen' },
  },
  {
    path: '/what-we-offer/sporting-events',
    name: 'Digwyddiadau chwaraeon',
    summary:
      'Teithio ar ddiwrnod gêm i gefnogwyr a chlybiau: gemau rhyngwladol yng Nghaerdydd, gemau oddi cartref, diwrnodau rasio a thwrnameintiau ar draws y DU.',
    icon: 'Trophy',
    image: 'sporting-events',
    quotePreset: { serviceType: 'sporting-event' },
  },
  {
    path: '/what-we-offer/filming-production',
    name: 'Ffilmio a chynhyrchu',
    summary:
      "Cludiant i griw a chast ar gyfer galwadau cynnar, symud lleoliad a diwedd y ffilmio, gyda gyrwyr sy'n deall bod amserlenni'n newid.",
    icon: 'Clapperboard',
    image: 'filming-production',
    quotePreset: { serviceType: 'other' },
  },
  {
    path: '/what-we-offer/school-nurseries',
    name: 'Ysgolion a meithrinfeydd',
    summary:
      "Tripiau, gwersi nofio a gemau chwaraeon i ysgolion a meithrinfeydd, gyda gyrwyr wedi'u gwirio gan y DBS sydd wedi arfer â theithwyr ifanc.",
    icon: 'GraduationCap',
    image: 'school-nurseries',
    quotePreset: { serviceType: 'school-transport' },
  },
  {
    path: '/what-we-offer/theme-park-transfers',
    name: 'Teithiau i barciau thema',
    summary:
      'Tripiau diwrnod o Gaerdydd i Oakwood, Thorpe Park, Alton Towers a pharciau eraill, gan gychwyn yn gynnar, gyda gyrrwr yn aros amdanoch chi pan fydd y parc yn cau.',
    icon: 'FerrisWheel',
    image: 'theme-park-transfers',
    quotePreset: { serviceType: 'other' },
  },
];

/** Services for employers and organisations, shown in the business section. */
export const BUSINESS_SERVICES: ServiceSummary[] = [
  {
    path: '/staff-shuttle-services-cardiff',
    name: 'Bysiau gwennol i staff',
    summary:
      "Bysiau gwennol rheolaidd rhwng shifftiau a safleoedd i gyflogwyr yng Nghaerdydd a De Cymru, wedi'u hamseru o gwmpas eich rota, 24 awr y dydd.",
    icon: 'Bus',
    image: 'staff-shuttle',
    quotePreset: { serviceType: 'corporate' },
  },
  {
    path: '/business-corporate',
    name: 'Busnes a chorfforaethol',
    summary:
      "Ymweliadau â chleientiaid, teithiau i gynadleddau, diwrnodau tîm a sioeau teithiol, gyda gyrwyr prydlon ac anfonebau syml i'ch tîm cyfrifon.",
    icon: 'Briefcase',
    image: 'business-corporate',
    quotePreset: { serviceType: 'corporate' },
  },
];

/** The six airport route pages, with honest road approximations from central Cardiff. */
export const AIRPORT_ROUTES: typeof AirportRoutesEn = [
  {
    path: '/what-we-offer/cardiff-to-heathrow-airport',
    airport: 'Maes Awyr Heathrow Llundain',
    short: 'Heathrow',
    distance: 'Tua 150 milltir',
    time: 'Tua 2 awr 45 munud',
    image: 'airport-heathrow',
  },
  {
    path: '/what-we-offer/cardiff-to-bristol-airport',
    airport: 'Maes Awyr Bryste',
    short: 'Bryste',
    distance: 'Tua 45 milltir',
    time: 'Tua awr',
    image: 'airport-bristol',
  },
  {
    path: '/what-we-offer/cardiff-to-gatwick-airport',
    airport: 'Maes Awyr Gatwick Llundain',
    short: 'Gatwick',
    distance: 'Tua 185 milltir',
    time: 'Tua 3 awr 15 i 30 munud',
    image: 'airport-gatwick',
  },
  {
    path: '/what-we-offer/cardiff-to-manchester-airport',
    airport: 'Maes Awyr Manceinion',
    short: 'Manceinion',
    distance: 'Tua 190 milltir',
    time: 'Tua 3 awr 30 munud',
    image: 'airport-manchester',
  },
  {
    path: '/what-we-offer/cardiff-to-birmingham-airport',
    airport: 'Maes Awyr Birmingham',
    short: 'Birmingham',
    distance: 'Tua 115 milltir',
    time: 'Tua 2 awr',
    image: 'airport-birmingham',
  },
  {
    path: '/what-we-offer/cardiff-to-cardiff-airport',
    airport: 'Maes Awyr Caerdydd',
    short: 'Maes Awyr Caerdydd',
    distance: 'Tua 12 milltir',
    time: 'Tua 25 munud',
    image: 'airport-cardiff',
  },
];
