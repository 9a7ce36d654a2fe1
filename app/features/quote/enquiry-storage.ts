/** localStorage["enquiryDetails"] (docs/http-api.md), written after a success. */
import { ENQUIRY_DETAILS_STORAGE_KEY, type EnquiryDetails } from './quote-payloads.ts';

export function saveEnquiryDetails(details: EnquiryDetails): void {
  try {
    window.localStorage.setItem(ENQUIRY_DETAILS_STORAGE_KEY, JSON.stringify(details));
  } catch (error) {
    // Private modes and full quotas refuse writes; /thanks then simply hides the calendar offer.
    console.warn('Could not keep the enquiry details', error);
  }
}
