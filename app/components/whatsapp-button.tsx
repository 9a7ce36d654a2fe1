import { WHATSAPP_GENERAL_MESSAGE, whatsappLink } from '#app/content/business.ts';
import { WhatsAppIcon } from './whatsapp-icon.tsx';

/** The fixed WhatsApp button of every page, with a prefilled message. */
export function WhatsAppButton() {
  return (
    <aside aria-label="WhatsApp">
      <a
        href={whatsappLink(WHATSAPP_GENERAL_MESSAGE)}
        target="_blank"
        rel="noopener"
        className="bg-whatsapp fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full text-white shadow-[var(--shadow-lift)] transition-transform hover:scale-105 focus-visible:scale-105 sm:right-6 sm:bottom-6"
      >
        <WhatsAppIcon className="size-7" />
        <span className="sr-only">Chat with us on WhatsApp (opens in a new tab)</span>
      </a>
    </aside>
  );
}
