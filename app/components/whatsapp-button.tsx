import { useWhatsappGeneralMessage } from '#app/lib/use-whatsapp-message.ts';
import { whatsappLink } from '#app/content/business.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { ACTIONS_TEXT } from './actions-text.ts';
import { WhatsAppIcon } from './whatsapp-icon.tsx';

/** The fixed WhatsApp button of every page, with a prefilled message. */
export function WhatsAppButton() {
  const whatsappMessage = useWhatsappGeneralMessage();
  return (
    <aside aria-label="WhatsApp">
      <a
        href={whatsappLink(whatsappMessage)}
        target="_blank"
        rel="noopener"
        className="bg-whatsapp fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full text-white shadow-[var(--shadow-lift)] transition-transform hover:scale-105 focus-visible:scale-105 sm:right-6 sm:bottom-6"
      >
        <WhatsAppIcon className="size-7" />
        <span className="sr-only">{ACTIONS_TEXT[useLocale()].whatsappChat}</span>
      </a>
    </aside>
  );
}
