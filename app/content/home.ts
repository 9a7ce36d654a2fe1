import { BUSINESS } from './business.ts';
import type { FeatureTile } from './types';

/** The four tiles under the home page hero. */
export const HOME_FEATURES: FeatureTile[] = [
  {
    icon: 'Clock',
    title: 'Open 24/7',
    text: 'Early flights, late finishes and night shifts: we answer and drive around the clock, every day of the year.',
  },
  {
    icon: 'ShieldCheck',
    title: 'DBS-checked drivers',
    text: 'Every driver is DBS-checked and employed by us, not a stranger from a booking app.',
  },
  {
    icon: 'Users',
    title: '2 to 16 seats',
    text: 'A luxury MPV for small parties and 8-, 12-, 15- and 16-seat minibuses for bigger groups.',
  },
  {
    icon: 'MessageCircle',
    title: 'Free quote in 24 hours',
    text: 'Tell us the trip and we reply within 24 hours with a clear price, driver and fuel included.',
  },
];

export const HOME_HERO = {
  badgeWelsh: 'Croeso i Bus4U',
  badgeEnglish: 'Welcome to Bus4U',
  title: 'Minibus hire in Cardiff and South Wales, with a driver, day and night',
  lead: 'Airport runs, weddings, school trips and nights out for 2 to 16 passengers. Local hire from £150 with the driver and fuel included, and a free quote within 24 hours.',
};

export const BOOK_ONLINE_HERO = {
  title: 'Book your minibus online in a couple of minutes',
  lead: 'Tell us where, when and how many. We will come back within 24 hours with a fixed price from a local Cardiff operator with its own drivers and vehicles.',
};

/** Trust section on /book-online. */
export const TRUST_POINTS: FeatureTile[] = [
  {
    icon: 'BadgeCheck',
    title: 'Licensed operator',
    text: `Operator licence ${BUSINESS.licence.operatorLicence} and licensed by Cardiff Council for private hire.`,
  },
  {
    icon: 'Bus',
    title: 'Not a broker',
    text: 'Our own vehicles and our own drivers. The company you book with is the company that turns up.',
  },
  {
    icon: 'ShieldCheck',
    title: 'DBS-checked drivers',
    text: 'Checked, experienced drivers trusted by schools, nurseries and families across Cardiff.',
  },
  {
    icon: 'MapPin',
    title: 'Local since 2020',
    text: `Based at ${BUSINESS.address.building} on ${BUSINESS.address.street} and driving South Wales roads every day.`,
  },
  {
    icon: 'Star',
    title: 'Around 150 reviews',
    text: 'Groups who have travelled with us have left around 150 reviews. Read them before you decide.',
  },
  {
    icon: 'Clock',
    title: 'Reply within 24 hours',
    text: 'Send your trip details at any hour and get a clear, written quote within a day.',
  },
];

/** "Trusted by" strip: the kinds of client we carry, shown instead of company logos. */
export const CLIENT_SECTORS: { icon: string; name: string }[] = [
  { icon: 'School', name: 'Schools' },
  { icon: 'Baby', name: 'Nurseries' },
  { icon: 'Heart', name: 'Wedding planners' },
  { icon: 'Trophy', name: 'Sports clubs' },
  { icon: 'Clapperboard', name: 'Film crews' },
  { icon: 'Hotel', name: 'Hotels' },
  { icon: 'Briefcase', name: 'Businesses' },
  { icon: 'HandHeart', name: 'Charities' },
];

export const BUSINESS_CUSTOMER = {
  title: 'Transport for businesses and organisations',
  lead: 'From a single client pickup to a shuttle that runs every shift, we give employers, schools and event organisers one reliable contact for group travel in South Wales.',
  points: [
    'Regular staff shuttles timed around your shift patterns',
    'Conference, roadshow and client transfers across the UK',
    'Invoicing that suits your accounts team',
    'Vehicles from a 7-seat MPV to a 16-seat minibus, with more than one available for bigger groups',
    `DBS-checked drivers and a licensed operator (${BUSINESS.licence.operatorLicence})`,
  ],
};

/** Where to read or leave a review. No ratings are claimed here. */
export const REVIEW_PLATFORMS: { name: string; url: string; text: string }[] = [
  {
    name: 'Google',
    url: 'https://www.google.com/search?q=Bus4U+Cardiff+reviews',
    text: 'Read what passengers say on Google, and leave your own review after your trip.',
  },
  {
    name: 'Facebook',
    url: 'https://www.facebook.com/search/top?q=Bus4U%20Cardiff',
    text: 'Find us on Facebook for recommendations, photos and news from the fleet.',
  },
  {
    name: 'Trustpilot',
    url: 'https://www.trustpilot.com/search?query=Bus4U%20Cardiff',
    text: 'Search for Bus4U Cardiff on Trustpilot to read or write an independent review.',
  },
  {
    name: 'Yell',
    url: 'https://www.yell.com/ucs/UcsSearchAction.do?keywords=Bus4U&location=Cardiff',
    text: 'Look us up on Yell to see our listing and any reviews left there.',
  },
];

export const CLOSING_CTA = {
  title: 'Ready when your group is',
  lead: 'Send us the date, the pickup and the headcount. We reply within 24 hours, and we are on the phone and WhatsApp around the clock.',
};

/** Typed as a plain string so the Welsh title in home.cy.ts has the same type. */
export const POPULAR_SERVICES_TITLE: string = 'Popular journeys from Cardiff';
