/**
 * One-click replies from a quote's page: call, e-mail with the subject and a first line written,
 * or WhatsApp with a prefilled message. Client-safe.
 */
import { BUSINESS } from '#app/content/business.ts';

export interface ReplyQuote {
  id: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  pickupDate: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoLink(quote: ReplyQuote): string {
  const subject = `Your ${BUSINESS.name} quote (${quote.id})`;
  const body = [
    `Hello ${firstName(quote.name)},`,
    '',
    `Thank you for asking ${BUSINESS.name} for a quote for your ${quote.service.toLowerCase()} on ${quote.pickupDate}.`,
    '',
    '',
    `Kind regards,`,
    BUSINESS.name,
    BUSINESS.phone.display,
  ].join('\n');
  // encodeURIComponent, not URLSearchParams: mail clients read '+' literally, not as a space.
  return `mailto:${encodeURIComponent(quote.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function whatsappLink(quote: ReplyQuote): string {
  const text = `Hello ${firstName(quote.name)}, this is ${BUSINESS.name} about your quote request ${quote.id} for ${quote.pickupDate}.`;
  return `https://wa.me/${quote.phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
