/** Shapes of the typed content files. Copy lives in app/content; components only render it. */

/** The service types of the quote form; `null` preset means "let the visitor choose". */
export const SERVICE_TYPES = [
  'airport-transfer',
  'corporate',
  'school-transport',
  'wedding',
  'stag-hen',
  'sporting-event',
  'other',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** What a quote button may fill in before the visitor starts typing. */
export interface QuotePreset {
  serviceType?: ServiceType;
  destination?: string;
  pickupLocation?: string;
}

export interface Faq {
  q: string;
  a: string;
}

/** Name of an illustration in images/src (without extension). */
export type ImageName = string;

export interface ServiceSummary {
  /** Path of the service page, e.g. /what-we-offer/weddings */
  path: string;
  /** Short name for menus and cards, e.g. "Weddings" */
  name: string;
  /** One sentence for cards and menus (max ~140 characters). */
  summary: string;
  /** lucide-react icon name in PascalCase, e.g. "Plane", "Heart", "PartyPopper". */
  icon: string;
  image: ImageName;
  quotePreset: QuotePreset;
}

export interface Vehicle {
  id: string;
  name: string;
  seats: number;
  /** Plain words, e.g. "8 large suitcases and 8 carry-on bags" */
  luggage: string;
  /** 3 to 6 short features. */
  features: string[];
  accessibility: string;
  bestFor: string;
  image: ImageName;
}

/** Where a review was written; shown beside it so a reader can look it up. */
export const REVIEW_SOURCES = ['Google', 'Facebook', 'Trustpilot', 'Yell', 'Email'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/** A real review a customer wrote, copied by the operator exactly as they wrote it. */
export interface Review {
  /** The customer's own words, unedited. */
  quote: string;
  /** The name as shown where the review was written, e.g. "Sian M." */
  author: string;
  source: ReviewSource;
  /** The day the customer wrote it, YYYY-MM-DD. */
  date: string;
  /** A link to the review itself, where the platform has one. */
  url?: string;
}

export interface FeatureTile {
  icon: string;
  title: string;
  text: string;
}
