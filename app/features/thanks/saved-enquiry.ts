/**
 * The enquiry the quote dialog kept in localStorage["enquiryDetails"] (docs/http-api.md, "What the
 * browser keeps"), read back for /thanks. Storage is the visitor's to edit, and an older release may have
 * written another shape, so every field is checked rather than trusted. Pure, client-safe.
 */
import { SERVICE_TYPES, type ServiceType } from '#app/content/types.ts';
import {
  ENQUIRY_DETAILS_STORAGE_KEY,
  offerOf,
  type EnquiryDetails,
} from '#app/lib/enquiry-details.ts';
import { type Locale } from '#app/lib/locale.ts';
import { standaloneDate } from '#app/lib/welsh-in-sentence.ts';
import { isIsoDate, isTime } from '#app/lib/london-dates.ts';

export { ENQUIRY_DETAILS_STORAGE_KEY };

/** EnquiryDetails with every field optional: only what survived the checks is kept. */
export type SavedEnquiry = Partial<Omit<EnquiryDetails, 'journeyType'>> & {
  journeyType?: ServiceType;
};

/** An enquiry a calendar event can be made from: a real date and an HH:MM time. */
export type DatedEnquiry = SavedEnquiry & { pickupDate: string; pickupTime: string };

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Parses the stored JSON; null when absent or not an object. Never throws. */
export function parseSavedEnquiry(raw: string | null): SavedEnquiry | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  const enquiry: SavedEnquiry = {};
  for (const key of [
    'email',
    'pickupDate',
    'pickupTime',
    'pickupLocation',
    'destination',
    'returnDate',
    'returnTime',
    'byHand',
  ] as const) {
    const value = text(record[key]);
    if (value) enquiry[key] = value;
  }
  const journeyType = record.journeyType;
  if (
    typeof journeyType === 'string' &&
    (SERVICE_TYPES as readonly string[]).includes(journeyType)
  ) {
    enquiry.journeyType = journeyType as ServiceType;
  }
  const offer = offerOf(record.offer);
  if (offer) enquiry.offer = offer;
  const passengers = record.passengers;
  if (typeof passengers === 'number' && Number.isInteger(passengers) && passengers > 0) {
    enquiry.passengers = passengers;
  }
  return Object.keys(enquiry).length ? enquiry : null;
}

/**
 * The calendar section shows only when both a pickup date and a pickup time were saved.
 * Whether they are valid is the builder's question, so a malformed value still reaches the
 * "Calendar Event Not Available" message rather than silently hiding the offer.
 */
export function hasPickupDateAndTime(enquiry: SavedEnquiry | null): boolean {
  return Boolean(enquiry?.pickupDate && enquiry.pickupTime);
}

/** True when the date is a real YYYY-MM-DD date and the time a 24-hour HH:MM. */
export function isDatedEnquiry(enquiry: SavedEnquiry | null): enquiry is DatedEnquiry {
  return Boolean(
    enquiry?.pickupDate &&
    enquiry.pickupTime &&
    isIsoDate(enquiry.pickupDate) &&
    isTime(enquiry.pickupTime),
  );
}

/**
 * "Tuesday 14 July 2026" ("Dydd Mawrth 14 Gorffennaf 2026" in Welsh) for 2026-07-14, or undefined
 * when the date is not a real one.
 */
export function journeyDateLabel(
  pickupDate: string | undefined,
  locale: Locale = 'en',
): string | undefined {
  if (!pickupDate || !isIsoDate(pickupDate)) return undefined;
  // Worded by hand, not by Intl: a browser without Welsh date data would write it in English.
  return standaloneDate(pickupDate, locale);
}
