/**
 * Four weeks of believable quote requests for a development database: every service, the traffic
 * sources a Cardiff minibus firm sees, requests at every stage of the pipeline (older ones mostly
 * settled, recent ones new), trips a few days away that the admin flags urgent, and the odd spam
 * bot. Made from a fixed seed, so two runs on the same day give the same people and journeys.
 *
 * Names, places and venues are real Cardiff-area ones; phone numbers come from Ofcom's range kept
 * for drama (07700 900xxx) and e-mail addresses from the domains reserved for examples, so nothing
 * here can reach a real person.
 */
import { SERVICE_TYPES, type ServiceType } from '#app/content/types.ts';
import { addDays, londonToday } from '#app/lib/london-dates.ts';
import { FORM_VERSION, URGENT_TRIP_DAYS } from '#app/features/quote/quote-constants.ts';
import type { TrafficSource } from '#app/lib/traffic-sources.ts';
import { newQuoteId } from '#app/features/quote/quote-id.server.ts';
import type {
  NewQuoteRequestRow,
  QuoteStatus,
  StoredAttribution,
} from '#app/lib/db/quote-schema.server.ts';

export const DEMO_DAYS = 28;
/** Marks every row the seed makes (in the idempotency key), so a re-run can replace them. */
export const DEMO_KEY_PREFIX = 'demo-seed:';

const FIRST_NAMES = [
  'Megan',
  'Rhys',
  'Carys',
  'Owain',
  'Seren',
  'Dafydd',
  'Ffion',
  'Gareth',
  'Sian',
  'Tomos',
  'Aisha',
  'Imran',
  'Chloe',
  'Liam',
  'Priya',
  'Jack',
  'Olivia',
  'Callum',
  'Hannah',
  'Ewan',
];
const LAST_NAMES = [
  'Jones',
  'Davies',
  'Williams',
  'Evans',
  'Thomas',
  'Roberts',
  'Hughes',
  'Lewis',
  'Morgan',
  'Griffiths',
  'Price',
  'Khan',
  'Patel',
  'Edwards',
  'Powell',
  'Phillips',
  'Rees',
  'Jenkins',
];
const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net', 'example.co.uk'];
const PICKUPS = [
  'Canton, Cardiff',
  'Roath, Cardiff',
  'Pontcanna, Cardiff',
  'Llandaff, Cardiff',
  'Whitchurch, Cardiff',
  'Cardiff Bay',
  'Penarth',
  'Barry',
  'Pontypridd',
  'Caerphilly',
  'Newport city centre',
  'Cardiff Central station',
];

const DESTINATIONS: Record<ServiceType, string[]> = {
  'airport-transfer': [
    'Bristol Airport',
    'Heathrow Airport Terminal 5',
    'Gatwick Airport North Terminal',
    'Cardiff Airport',
    'Birmingham Airport',
    'Manchester Airport Terminal 2',
  ],
  corporate: ['Celtic Manor Resort, Newport', 'ICC Wales, Newport', 'Swansea city centre'],
  'school-transport': [
    'St Fagans National Museum of History',
    'Techniquest, Cardiff Bay',
    'Folly Farm, Kilgetty',
  ],
  wedding: ['Miskin Manor, Pontyclun', 'St Fagans Castle', 'Coed-y-Mwstwr, Bridgend'],
  'stag-hen': ['Bristol Harbourside', 'Swansea Wind Street', 'Bath city centre'],
  'sporting-event': [
    'Principality Stadium, Cardiff',
    'Twickenham Stadium',
    'Rodney Parade, Newport',
  ],
  other: ['Brecon Beacons National Park', 'Tenby', 'Cheltenham Racecourse'],
};

const REQUIREMENTS: Record<ServiceType, string[]> = {
  'airport-transfer': [
    'Flight lands at 06:10, BA from Malaga. Three large suitcases and a buggy.',
    'Two child seats please, and room for golf bags.',
  ],
  corporate: ['Staff away day, need to be there by 08:45 for registration.'],
  'school-transport': ['Year 4 class, 28 pupils and 4 staff. Seat belts on every seat please.'],
  wedding: ['Guests from the church to the reception, two runs if needed. Ribbons welcome!'],
  'stag-hen': ['Hen party of 14, pick-up back at 1am if possible.'],
  'sporting-event': ['Six Nations match day, back straight after the final whistle.'],
  other: ['Walking club day trip, muddy boots, we will bring bags for the floor.'],
};

/** How often each source brings a request, roughly as a small local firm sees it. */
const SOURCES: [TrafficSource, number][] = [
  ['google_ads', 30],
  ['google_organic', 28],
  ['direct', 18],
  ['facebook_ads', 8],
  ['referral', 6],
  ['bing_organic', 4],
  ['instagram_referral', 4],
  ['facebook_referral', 2],
];

const SPAM = [
  { name: 'SEO Expert', requirements: 'Get your website to page 1 of Google! Visit our site.' },
  { name: 'Crypto Bonus', requirements: 'Claim your free bitcoin now at our link.' },
];

export interface DemoRequest {
  row: NewQuoteRequestRow & { id: string; createdAt: Date; status: QuoteStatus };
}

/** A small, fast, seedable generator (mulberry32), so the demo is the same from run to run. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    weighted: <T>(items: [T, number][]): T => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return items[items.length - 1]![0];
    },
  };
}

/** Older requests have mostly been answered; this week's are mostly still new. */
function statusFor(ageDays: number, roll: number): QuoteStatus {
  if (ageDays < 2) return roll < 0.8 ? 'new' : 'contacted';
  if (ageDays < 7) return roll < 0.3 ? 'new' : roll < 0.6 ? 'contacted' : 'quoted';
  if (roll < 0.1) return 'contacted';
  if (roll < 0.35) return 'quoted';
  return roll < 0.7 ? 'won' : 'lost';
}

function attributionFor(source: TrafficSource, landing: string, n: number): StoredAttribution {
  const paid = source === 'google_ads' || source === 'facebook_ads';
  const referrers: Partial<Record<TrafficSource, string>> = {
    google_ads: 'https://www.google.com/',
    google_organic: 'https://www.google.com/',
    bing_organic: 'https://www.bing.com/',
    facebook_ads: 'https://m.facebook.com/',
    facebook_referral: 'https://www.facebook.com/',
    instagram_referral: 'https://l.instagram.com/',
    referral: 'https://www.visitcardiff.com/',
  };
  const gclid = source === 'google_ads' ? `demo-gclid-${n}` : null;
  const fbclid = source === 'facebook_ads' ? `demo-fbclid-${n}` : null;
  const query = gclid ? `?gclid=${gclid}` : fbclid ? `?fbclid=${fbclid}` : '';
  return {
    utm_source: paid ? (source === 'google_ads' ? 'google' : 'facebook') : null,
    utm_medium: paid ? 'cpc' : null,
    utm_campaign: paid ? 'minibus-hire-cardiff' : null,
    utm_term: null,
    utm_content: null,
    gclid,
    fbclid,
    landing_page: `${landing}${query}`,
    current_page: landing,
    referrer: referrers[source] ?? null,
    initial_referrer: referrers[source] ?? null,
    traffic_source: source,
  };
}

const LANDING: Record<ServiceType, string> = {
  'airport-transfer': '/what-we-offer/airport-transfer',
  corporate: '/staff-shuttle-services-cardiff',
  'school-transport': '/what-we-offer/school-nurseries',
  wedding: '/what-we-offer/weddings',
  'stag-hen': '/what-we-offer/stag-hen-parties',
  'sporting-event': '/what-we-offer/sporting-events',
  other: '/book-online',
};

/** About six requests a day for DEMO_DAYS days up to `now`, oldest first. */
export function demoRequests(now: Date, seed = 2026): DemoRequest[] {
  const rng = random(seed);
  const today = londonToday(now);
  const requests: DemoRequest[] = [];
  let n = 0;
  for (let age = DEMO_DAYS - 1; age >= 0; age--) {
    const perDay = rng.int(3, 9);
    for (let i = 0; i < perDay; i++) {
      n++;
      const createdAt = new Date(now.getTime() - age * 86_400_000 - rng.int(0, 10 * 3600) * 1000);
      // Every service at least once in the first week, then as visitors choose.
      const service = n <= SERVICE_TYPES.length ? SERVICE_TYPES[n - 1]! : rng.pick(SERVICE_TYPES);
      const source = rng.weighted(SOURCES);
      const spam = n % 23 === 0;
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      const status = spam ? 'new' : statusFor(age, rng.next());
      // Recent open requests are often for a trip in the next few days: the urgent ones.
      const soon = age < 3 && (status === 'new' || status === 'contacted') && rng.next() < 0.3;
      const leadDays = soon ? rng.int(0, URGENT_TRIP_DAYS - 1) + age : rng.int(7, 75);
      const pickupDate = addDays(addDays(today, -age), leadDays);
      const isReturn = rng.next() < 0.55;
      const spamText = SPAM[n % SPAM.length]!;
      requests.push({
        row: {
          id: newQuoteId(createdAt),
          name: spam ? spamText.name : `${first} ${last}`,
          email: `${first}.${last}${n}@${rng.pick(EMAIL_DOMAINS)}`.toLowerCase(),
          phone: `+447700900${String(n % 1000).padStart(3, '0')}`,
          pickupLocation: rng.pick(PICKUPS),
          destination: rng.pick(DESTINATIONS[service]),
          pickupDate,
          pickupTime: `${String(rng.int(5, 21)).padStart(2, '0')}:${rng.pick(['00', '15', '30', '45'])}`,
          returnDate: isReturn ? addDays(pickupDate, rng.pick([0, 0, 1, 7, 14])) : null,
          returnTime: isReturn ? `${String(rng.int(12, 23)).padStart(2, '0')}:30` : null,
          passengerCount: rng.int(4, 16),
          journeyType: service,
          journeyDirection: isReturn ? 'return' : 'one-way',
          specialRequirements: spam
            ? spamText.requirements
            : rng.next() < 0.6
              ? rng.pick(REQUIREMENTS[service])
              : null,
          formVersion: FORM_VERSION,
          currentPage: LANDING[service],
          attribution: attributionFor(source, LANDING[service], n),
          trafficSource: source,
          status,
          isSpam: spam,
          idempotencyKey: `${DEMO_KEY_PREFIX}${n}`,
          createdAt,
          updatedAt: createdAt,
        },
      });
    }
  }
  return requests;
}

/** Keywords the operator tracks, with their page and where they rank at the start of the demo. */
export const DEMO_KEYWORDS = [
  { keyword: 'minibus hire cardiff', targetPage: '/', start: 9.4 },
  {
    keyword: 'cardiff to bristol airport minibus',
    targetPage: '/what-we-offer/cardiff-to-bristol-airport',
    start: 6.1,
  },
  { keyword: 'wedding minibus cardiff', targetPage: '/what-we-offer/weddings', start: 14.8 },
  {
    keyword: 'heathrow transfer from cardiff',
    targetPage: '/what-we-offer/cardiff-to-heathrow-airport',
    start: 18.2,
  },
  { keyword: 'stag do minibus wales', targetPage: '/what-we-offer/stag-hen-parties', start: 22.5 },
  {
    keyword: 'school trip coach hire cardiff',
    targetPage: '/what-we-offer/school-nurseries',
    start: 11.7,
  },
] as const;

export interface DemoPosition {
  keyword: string;
  date: string;
  position: number;
  clicks: number;
  impressions: number;
  ctr: number;
}

/** A Search Console reading per keyword per day: slowly climbing, with day-to-day noise. */
export function demoPositions(now: Date, seed = 2026): DemoPosition[] {
  const rng = random(seed + 1);
  const today = londonToday(now);
  const positions: DemoPosition[] = [];
  for (const { keyword, start } of DEMO_KEYWORDS) {
    for (let age = DEMO_DAYS - 1; age >= 1; age--) {
      const progress = (DEMO_DAYS - age) / DEMO_DAYS;
      const position = Math.max(1, start * (1 - 0.35 * progress) + (rng.next() - 0.5) * 1.5);
      const impressions = Math.round((200 / position) * (0.7 + rng.next() * 0.6)) + rng.int(2, 12);
      const clicks = Math.round(impressions * Math.min(0.4, 0.3 / position) * (0.5 + rng.next()));
      positions.push({
        keyword,
        date: addDays(today, -age),
        position: Math.round(position * 10) / 10,
        clicks,
        impressions,
        ctr: impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 10_000 : 0,
      });
    }
  }
  return positions;
}
