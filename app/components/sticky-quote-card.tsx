import { Clock, ShieldCheck } from 'lucide-react';
import { BUSINESS, WHATSAPP_GENERAL_MESSAGE, whatsappLink } from '#app/content/business.ts';
import type { QuotePreset } from '#app/content/types.ts';
import { cn } from '#app/lib/cn.ts';
import { buttonVariants } from './ui/button.tsx';
import { CallButton } from './call-button.tsx';
import { QuoteButton } from './quote-button.tsx';
import { WhatsAppIcon } from './whatsapp-icon.tsx';

/** The side card of content pages: the quickest ways to a price. */
export function StickyQuoteCard({ preset }: { preset?: QuotePreset }) {
  return (
    <aside
      aria-label="Get a quote"
      className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)] lg:sticky lg:top-32"
    >
      <p className="text-navy-900 text-xl font-bold">Free quote in 24 hours</p>
      <p className="mt-2 text-slate-600">
        Local hire from {BUSINESS.localHireFrom} with the driver and fuel included.
      </p>
      <div className="mt-5 grid gap-2">
        <QuoteButton preset={preset} className="w-full">
          Get a free quote
        </QuoteButton>
        <CallButton className="w-full">Call {BUSINESS.phone.display}</CallButton>
        <a
          href={whatsappLink(WHATSAPP_GENERAL_MESSAGE)}
          target="_blank"
          rel="noopener"
          className={cn(buttonVariants({ variant: 'whatsapp' }), 'w-full')}
        >
          <WhatsAppIcon className="size-5" /> WhatsApp us
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
      <ul className="mt-5 space-y-2 text-sm text-slate-600">
        <li className="flex items-center gap-2">
          <Clock aria-hidden className="text-navy-600 size-4" /> Open 24 hours, every day
        </li>
        <li className="flex items-center gap-2">
          <ShieldCheck aria-hidden className="text-navy-600 size-4" /> Licence{' '}
          {BUSINESS.licence.operatorLicence}, DBS-checked drivers
        </li>
      </ul>
    </aside>
  );
}
