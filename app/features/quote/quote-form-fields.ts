/**
 * The quote form's fields and the values it holds, in a file of their own so that the form's
 * text (quote-text.ts) can name the fields without importing the form's logic. Client-safe.
 */
import type { ServiceType } from '#app/content/types.ts';
import type { JourneyDirection } from '#app/lib/journey-schema.ts';

export interface QuoteFormValues {
  serviceType: ServiceType | '';
  journeyDirection: JourneyDirection;
  pickupLocation: string;
  destination: string;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  phone: string;
  passengers: number;
  specialRequirements: string;
}

export type QuoteField = keyof QuoteFormValues;
