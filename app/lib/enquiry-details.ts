/**
 * What the quote dialog keeps of a sent enquiry in the browser, for /thanks to show: written by
 * the quote feature, read by the thanks feature (docs/http-api.md, "What the browser keeps").
 */
import type { ServiceType } from '#app/content/types.ts';

/** localStorage["enquiryDetails"], read by /thanks. */
export interface EnquiryDetails {
  email: string;
  pickupDate: string;
  pickupTime: string;
  pickupLocation: string;
  destination: string;
  /** The service type slug (hyphen-separated words), or null when the visitor chose none. */
  journeyType: ServiceType | null;
  passengers: number;
  /** Only for a return journey: /thanks shows the way back as well as the way out. */
  returnDate?: string;
  returnTime?: string;
  /** An instant offer the answer carried: /thanks shows its price with "Book now". */
  offer?: EnquiryOffer;
  /** Why no instant offer was made (instant booking's reason code), for /thanks' one line. */
  byHand?: string;
}

/** The API's `offer` (docs/http-api.md): pence, its ISO 8601 end, the customer page's path. */
export interface EnquiryOffer {
  total: number;
  validUntil: string;
  url: string;
}

export const ENQUIRY_DETAILS_STORAGE_KEY = 'enquiryDetails';

/** The answer's instant offer, when it has a well-formed one (a path on this site). */
export function offerOf(value: unknown): EnquiryOffer | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { total, validUntil, url } = value as Record<string, unknown>;
  if (typeof total !== 'number' || !Number.isInteger(total) || total <= 0) return undefined;
  if (typeof validUntil !== 'string' || Number.isNaN(Date.parse(validUntil))) return undefined;
  if (typeof url !== 'string' || !/^\/(cy\/)?your-quote\/[\w-]+$/.test(url)) return undefined;
  return { total, validUntil, url };
}
