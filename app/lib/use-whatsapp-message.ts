import { WHATSAPP_GENERAL_MESSAGES } from '#app/content/business.ts';
import { useLocale } from './use-locale.ts';

/** The site's prefilled WhatsApp message in the page's language. */
export function useWhatsappGeneralMessage(): string {
  return WHATSAPP_GENERAL_MESSAGES[useLocale()];
}
