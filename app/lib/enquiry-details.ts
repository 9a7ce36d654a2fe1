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
}

export const ENQUIRY_DETAILS_STORAGE_KEY = 'enquiryDetails';
