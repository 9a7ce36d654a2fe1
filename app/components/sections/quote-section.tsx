import { CalendarCheck, ClipboardList, MessageSquareText } from 'lucide-react';
import { useWhatsappGeneralMessage } from '#app/lib/use-whatsapp-message.ts';
import { BUSINESS, whatsappLink } from '#app/content/business.ts';
import { cn } from '#app/lib/cn.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { SECTIONS_TEXT } from './sections-text.ts';
import { ACTIONS_TEXT } from '../actions-text.ts';
import { buttonVariants } from '../ui/button.tsx';
import { CallButton } from '../call-button.tsx';
import { QuoteButton } from '../quote-button.tsx';
import { WhatsAppIcon } from '../whatsapp-icon.tsx';

export const QUOTE_SECTION_ID = 'quote';

/** The icons of the three steps, in the order of SECTIONS_TEXT's quoteSteps. */
const STEP_ICONS = [ClipboardList, MessageSquareText, CalendarCheck];

/** The quote section the hero's "how it works" button scrolls to. */
export function QuoteSection() {
  const whatsappMessage = useWhatsappGeneralMessage();
  const locale = useLocale();
  const text = SECTIONS_TEXT[locale];
  const actions = ACTIONS_TEXT[locale];
  const steps = text.quoteSteps.map((step, i) => ({ ...step, icon: STEP_ICONS[i]! }));
  return (
    <section id={QUOTE_SECTION_ID} aria-labelledby="quote-title" className="section">
      <div className="container-page">
        <div className="bg-navy-900 relative overflow-hidden rounded-[calc(var(--radius-card)*1.5)] px-5 py-9 text-white sm:px-12 sm:py-12 lg:py-16">
          <div
            aria-hidden
            className="bg-dragon-600/25 absolute -top-24 -right-24 size-72 rounded-full blur-3xl"
          />
          <div className="relative grid gap-10 lg:grid-cols-[1fr_1.1fr] lg:items-center">
            <div>
              <p className="text-amber-brand text-sm font-semibold tracking-wide uppercase">
                {text.quoteEyebrow}
              </p>
              <h2 id="quote-title" className="mt-2 text-3xl font-bold text-white sm:text-4xl">
                {text.quoteTitle}
              </h2>
              <p className="text-navy-100 mt-4 text-lg">{text.quoteLead(BUSINESS.localHireFrom)}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                <QuoteButton size="lg">{actions.getFreeQuote}</QuoteButton>
                <CallButton variant="outline-light" size="lg" />
                <a
                  href={whatsappLink(whatsappMessage)}
                  target="_blank"
                  rel="noopener"
                  className={cn(buttonVariants({ variant: 'whatsapp', size: 'lg' }))}
                >
                  <WhatsAppIcon className="size-5" /> WhatsApp
                  <span className="sr-only">{actions.newTab}</span>
                </a>
              </div>
            </div>
            <ol className="grid gap-4">
              {steps.map((step, i) => (
                <li
                  key={step.title}
                  className="flex gap-4 rounded-2xl bg-white/8 p-5 ring-1 ring-white/10"
                >
                  <span className="bg-amber-brand text-navy-950 flex size-10 shrink-0 items-center justify-center rounded-full font-bold">
                    {i + 1}
                  </span>
                  <div>
                    <h3 className="flex items-center gap-2 font-semibold text-white">
                      <step.icon aria-hidden className="size-4" /> {step.title}
                    </h3>
                    <p className="text-navy-100 mt-1">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </section>
  );
}
