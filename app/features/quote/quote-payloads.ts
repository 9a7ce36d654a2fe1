/**
 * The shapes a quote takes on its way out: the e-mail function payload the dialog posts,
 * the body forwarded to the partner app, and the enquiry kept in localStorage for /thanks.
 * Pure functions, client-safe.
 */
import type { ServiceType } from '#app/content/types.ts';
import { isTime, londonOffset } from '#app/lib/london-dates.ts';
import { ENQUIRY_DETAILS_STORAGE_KEY, type EnquiryDetails } from '#app/lib/enquiry-details.ts';
import { FORM_VERSION, PARTNER_DEFAULT_TIME, SERVICE_TYPE_LABELS } from './quote-constants.ts';
import type { JourneyDirection, QuoteForm } from './quote-schema.ts';

export { ENQUIRY_DETAILS_STORAGE_KEY, type EnquiryDetails };

/** The e-mail function payload (the body of POST /api/quotes without extras). */
export interface QuotePayload {
  name: string;
  email: string;
  phone: string;
  pickupLocation: string;
  destination: string;
  pickupDate: string;
  pickupTime: string;
  returnDate?: string;
  returnTime?: string;
  passengerCount: number;
  journeyType?: ServiceType;
  journeyDirection: JourneyDirection;
  specialRequirements?: string;
  formVersion: typeof FORM_VERSION;
  current_page: string;
}

export function buildQuotePayload(form: QuoteForm, currentPage: string): QuotePayload {
  const isReturn = form.journeyDirection === 'return';
  const specialRequirements = form.specialRequirements?.trim();
  return {
    name: `${form.firstName.trim()} ${form.lastName.trim()}`,
    email: form.email,
    phone: `${form.countryCode}${form.phone}`.replace(/\s+/g, ''),
    pickupLocation: form.pickupLocation,
    destination: form.destination,
    pickupDate: form.pickupDate,
    pickupTime: form.pickupTime,
    ...(isReturn ? { returnDate: form.returnDate, returnTime: form.returnTime } : {}),
    passengerCount: form.passengers,
    ...(form.serviceType ? { journeyType: form.serviceType } : {}),
    journeyDirection: form.journeyDirection,
    ...(specialRequirements ? { specialRequirements } : {}),
    formVersion: FORM_VERSION,
    current_page: currentPage,
  };
}

/** The body POSTed to the partner's receive-quote function (docs/http-api.md: exactly these keys). */
export interface PartnerPayload {
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  pickup_location: string;
  dropoff_location: string;
  pickup_datetime: string;
  passengers: number;
  notes: string;
}

/** What the partner payload needs from a stored quote request (a row or a parsed request). */
export interface PartnerSource {
  name: string;
  email: string;
  phone: string;
  pickupLocation: string;
  destination: string;
  pickupDate: string;
  pickupTime?: string | null;
  returnDate?: string | null;
  returnTime?: string | null;
  passengerCount: number;
  journeyType?: ServiceType | null;
  journeyDirection: JourneyDirection;
  specialRequirements?: string | null;
}

export function buildPartnerPayload(quote: PartnerSource): PartnerPayload {
  return {
    customer_name: quote.name,
    customer_email: quote.email,
    customer_phone: quote.phone,
    pickup_location: quote.pickupLocation,
    dropoff_location: quote.destination,
    pickup_datetime: londonDateTime(quote.pickupDate, quote.pickupTime),
    passengers: quote.passengerCount,
    notes: partnerNotes(quote),
  };
}

/** ISO 8601 with London's offset on that day, e.g. 2026-07-14T09:30:00+01:00; 12:00 without a time. */
export function londonDateTime(date: string, time: string | null | undefined): string {
  const at = time && isTime(time) ? time : PARTNER_DEFAULT_TIME;
  return `${date}T${at}:00${londonOffset(date, at)}`;
}

function partnerNotes(quote: PartnerSource): string {
  const lines: string[] = [];
  if (quote.journeyType) lines.push(`Service: ${SERVICE_TYPE_LABELS[quote.journeyType]}`);
  if (quote.journeyDirection === 'return') {
    lines.push('Journey: Return');
    const when = [quote.returnDate, quote.returnTime].filter(Boolean).join(' at ');
    if (when) lines.push(`Return: ${when}`);
  } else {
    lines.push('Journey: One-way');
  }
  const requirements = quote.specialRequirements?.trim();
  if (requirements) lines.push(`Special requirements: ${requirements}`);
  return lines.join('\n');
}

export function buildEnquiryDetails(payload: QuotePayload): EnquiryDetails {
  return {
    email: payload.email,
    pickupDate: payload.pickupDate,
    pickupTime: payload.pickupTime,
    pickupLocation: payload.pickupLocation,
    destination: payload.destination,
    journeyType: payload.journeyType ?? null,
    passengers: payload.passengerCount,
    ...(payload.journeyDirection === 'return'
      ? { returnDate: payload.returnDate, returnTime: payload.returnTime }
      : {}),
  };
}
