import type { ServiceSummary } from './types';

/** The seven service pages under /what-we-offer, in menu order. */
export const SERVICES: ServiceSummary[] = [
  {
    path: '/what-we-offer/airport-transfer',
    name: 'Airport Transfers',
    summary:
      'Door-to-terminal minibus transfers from Cardiff to Bristol, Heathrow, Gatwick, Birmingham, Manchester and Cardiff Airport, day or night.',
    icon: 'Plane',
    image: 'airport-transfer',
    quotePreset: { serviceType: 'airport-transfer' },
  },
  {
    path: '/what-we-offer/weddings',
    name: 'Weddings',
    summary:
      'Guest shuttles between ceremony, reception and hotels, so everyone arrives on time and gets home safely after the last dance.',
    icon: 'Heart',
    image: 'weddings',
    quotePreset: { serviceType: 'wedding' },
  },
  {
    path: '/what-we-offer/stag-hen-parties',
    name: 'Stag & Hen Parties',
    summary:
      'Keep the whole party together, from the first bar in Cardiff to activities across South Wales, with a sober driver all night.',
    icon: 'PartyPopper',
    image: 'stag-hen-parties',
    quotePreset: { serviceType: 'stag-hen' },
  },
  {
    path: '/what-we-offer/sporting-events',
    name: 'Sporting Events',
    summary:
      'Match-day travel for fans and clubs: internationals in Cardiff, away fixtures, race days and tournaments across the UK.',
    icon: 'Trophy',
    image: 'sporting-events',
    quotePreset: { serviceType: 'sporting-event' },
  },
  {
    path: '/what-we-offer/filming-production',
    name: 'Filming & Production',
    summary:
      'Crew and cast transport for early calls, unit moves and wrap, with drivers who understand that schedules shift.',
    icon: 'Clapperboard',
    image: 'filming-production',
    quotePreset: { serviceType: 'other' },
  },
  {
    path: '/what-we-offer/school-nurseries',
    name: 'Schools & Nurseries',
    summary:
      'Trips, swimming lessons and sports fixtures for schools and nurseries, driven by DBS-checked drivers who are used to young passengers.',
    icon: 'GraduationCap',
    image: 'school-nurseries',
    quotePreset: { serviceType: 'school-transport' },
  },
  {
    path: '/what-we-offer/theme-park-transfers',
    name: 'Theme Park Transfers',
    summary:
      'Day trips from Cardiff to Oakwood, Thorpe Park, Alton Towers and other parks, with an early start and a driver waiting at closing time.',
    icon: 'FerrisWheel',
    image: 'theme-park-transfers',
    quotePreset: { serviceType: 'other' },
  },
];

/** Services for employers and organisations, shown in the business section. */
export const BUSINESS_SERVICES: ServiceSummary[] = [
  {
    path: '/staff-shuttle-services-cardiff',
    name: 'Staff Shuttles',
    summary:
      'Regular shift and site shuttles for employers in Cardiff and South Wales, timed around your rota, 24 hours a day.',
    icon: 'Bus',
    image: 'staff-shuttle',
    quotePreset: { serviceType: 'corporate' },
  },
  {
    path: '/business-corporate',
    name: 'Business & Corporate',
    summary:
      'Client visits, conference transfers, team days and roadshows, with punctual drivers and straightforward invoicing for your accounts team.',
    icon: 'Briefcase',
    image: 'business-corporate',
    quotePreset: { serviceType: 'corporate' },
  },
];

/** The six airport route pages, with honest road approximations from central Cardiff. */
export const AIRPORT_ROUTES: {
  path: string;
  airport: string;
  short: string;
  distance: string;
  time: string;
  image: string;
}[] = [
  {
    path: '/what-we-offer/cardiff-to-heathrow-airport',
    airport: 'London Heathrow Airport',
    short: 'Heathrow',
    distance: 'About 150 miles',
    time: 'Around 2 hours 45 minutes',
    image: 'airport-heathrow',
  },
  {
    path: '/what-we-offer/cardiff-to-bristol-airport',
    airport: 'Bristol Airport',
    short: 'Bristol',
    distance: 'About 45 miles',
    time: 'Around 1 hour',
    image: 'airport-bristol',
  },
  {
    path: '/what-we-offer/cardiff-to-gatwick-airport',
    airport: 'London Gatwick Airport',
    short: 'Gatwick',
    distance: 'About 185 miles',
    time: 'Around 3 hours 15 to 30 minutes',
    image: 'airport-gatwick',
  },
  {
    path: '/what-we-offer/cardiff-to-manchester-airport',
    airport: 'Manchester Airport',
    short: 'Manchester',
    distance: 'About 190 miles',
    time: 'Around 3 hours 30 minutes',
    image: 'airport-manchester',
  },
  {
    path: '/what-we-offer/cardiff-to-birmingham-airport',
    airport: 'Birmingham Airport',
    short: 'Birmingham',
    distance: 'About 115 miles',
    time: 'Around 2 hours',
    image: 'airport-birmingham',
  },
  {
    path: '/what-we-offer/cardiff-to-cardiff-airport',
    airport: 'Cardiff Airport',
    short: 'Cardiff Airport',
    distance: 'About 12 miles',
    time: 'Around 25 minutes',
    image: 'airport-cardiff',
  },
];
