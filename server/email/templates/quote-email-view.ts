/**
 * What the e-mail templates show of a stored quote: readable labels and dates, computed once so
 * the HTML and the plain text say the same thing.
 */
import { SERVICE_TYPES, type ServiceType } from '#app/content/types.ts';
import { SERVICE_TYPE_LABELS } from '#app/features/quote/quote-constants.ts';
import type { QuoteRequestRow } from '../../db/schema.server.ts';

export interface QuoteEmailView {
  id: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  direction: string;
  pickupLocation: string;
  destination: string;
  pickup: string;
  return: string | null;
  passengers: number;
  specialRequirements: string | null;
  trafficSource: string;
  currentPage: string;
  formVersion: string;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-07-14' → 'Tuesday 14 July 2026' (a calendar date, so read in UTC to keep the day). */
export function readableDate(date: string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}

const when = (date: string, time: string | null) =>
  time ? `${readableDate(date)} at ${time}` : readableDate(date);

export function serviceLabel(journeyType: string | null): string {
  return journeyType && (SERVICE_TYPES as readonly string[]).includes(journeyType)
    ? SERVICE_TYPE_LABELS[journeyType as ServiceType]
    : 'Service not chosen';
}

export function quoteEmailView(quote: QuoteRequestRow): QuoteEmailView {
  return {
    id: quote.id,
    name: quote.name,
    email: quote.email,
    phone: quote.phone,
    service: serviceLabel(quote.journeyType),
    direction: quote.journeyDirection === 'return' ? 'Return' : 'One-way',
    pickupLocation: quote.pickupLocation,
    destination: quote.destination,
    pickup: when(quote.pickupDate, quote.pickupTime),
    return:
      quote.journeyDirection === 'return' && quote.returnDate
        ? when(quote.returnDate, quote.returnTime)
        : null,
    passengers: quote.passengerCount,
    specialRequirements: quote.specialRequirements,
    trafficSource: quote.trafficSource ?? 'unknown',
    currentPage: quote.currentPage,
    formVersion: quote.formVersion,
  };
}
