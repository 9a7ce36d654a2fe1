import { Clock, ShieldCheck } from 'lucide-react';
import { useWhatsappGeneralMessage } from '#app/lib/use-whatsapp-message.ts';
import { BUSINESS, whatsappLink } from '#app/content/business.ts';
import type { QuotePreset } from '#app/content/types.ts';
import { cn } from '#app/lib/cn.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { ACTIONS_TEXT } from './actions-text.ts';
import { buttonVariants } from './ui/button.tsx';
import { CallButton } from './call-button.tsx';
import { QuoteButton } from './quote-button.tsx';
import { WhatsAppIcon } from './whatsapp-icon.tsx';

/** The side card of content pages: the quickest ways to a price. */
export function StickyQuoteCard({ preset }: { preset?: QuotePreset }) {
  const whatsappMessage = useWhatsappGeneralMessage();
  const text = ACTIONS_TEXT[useLocale()];
  return (
    <aside
      aria-label={text.quoteCardLabel}
      className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)] lg:sticky lg:top-32"
    >
      <p className="text-navy-900 text-xl font-bold">{text.quoteCardTitle}</p>
      <p className="mt-2 text-slate-600">{text.quoteCardLead(BUSINESS.localHireFrom)}</p>
      <div className="mt-5 grid gap-2">
        <QuoteButton preset={preset} className="w-full">
          {text.getFreeQuote}
        </QuoteButton>
        <CallButton className="w-full">{text.callNumber(BUSINESS.phone.display)}</CallButton>
        <a
          href={whatsappLink(whatsappMessage)}
          target="_blank"
          rel="noopener"
          className={cn(buttonVariants({ variant: 'whatsapp' }), 'w-full')}
        >
          <WhatsAppIcon className="size-5" /> {text.whatsappUs}
          <span className="sr-only">{text.newTab}</span>
        </a>
      </div>
      <ul className="mt-5 space-y-2 text-sm text-slate-600">
        <li className="flex items-center gap-2">
          <Clock aria-hidden className="text-navy-600 size-4" /> {text.open24Every}
        </li>
        <li className="flex items-center gap-2">
          <ShieldCheck aria-hidden className="text-navy-600 size-4" />{' '}
          {text.licenceDbs(BUSINESS.licence.operatorLicence)}
        </li>
      </ul>
    </aside>
  );
}
