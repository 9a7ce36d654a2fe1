import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { localisePath } from '#app/lib/locale.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { notify } from '#app/lib/notify.ts';
import { closeQuote } from '#app/lib/quote-dialog-store.ts';
import type { EnquiryOffer } from '#app/lib/enquiry-details.ts';
import { saveEnquiryDetails } from './enquiry-storage.ts';
import { REDIRECT_TO_THANKS_MS } from './quote-constants.ts';
import { QUOTE_TEXT } from './quote-text.ts';
import { buildEnquiryDetails, type QuotePayload } from './quote-payloads.ts';
import { clearQuoteDraft } from './use-quote-draft.ts';

/** What the answer said besides the id: an instant offer, or why there is none. */
export interface SentAnswer {
  offer?: EnquiryOffer;
  byHand?: string;
}

/**
 * What follows a stored request, the same from the dialog and from the /quote page:
 * the success toast, the enquiry kept for /thanks, the draft forgotten, then /thanks.
 */
export function useQuoteSent(): (payload: QuotePayload, answer?: SentAnswer) => void {
  const navigate = useNavigate();
  const locale = useLocale();
  return useCallback(
    (payload: QuotePayload, answer: SentAnswer = {}) => {
      void notify({
        variant: 'success',
        title: QUOTE_TEXT[locale].toastSuccessTitle,
        // With an instant offer nobody needs to contact them: the price is on /thanks.
        description: answer.offer
          ? QUOTE_TEXT[locale].toastOfferText
          : QUOTE_TEXT[locale].toastSuccessText,
      });
      // /thanks shows the offer's price with "Book now", or the one line saying why not.
      saveEnquiryDetails({ ...buildEnquiryDetails(payload), ...answer });
      clearQuoteDraft();
      closeQuote();
      window.setTimeout(
        () => void navigate(localisePath('/thanks', locale)),
        REDIRECT_TO_THANKS_MS,
      );
    },
    [navigate, locale],
  );
}
