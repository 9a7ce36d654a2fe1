import { CalendarCheck, ClipboardList, MessageSquareText } from 'lucide-react';
import { BUSINESS, WHATSAPP_GENERAL_MESSAGE, whatsappLink } from '#app/content/business.ts';
import { cn } from '#app/lib/cn.ts';
import { buttonVariants } from '../ui/button.tsx';
import { CallButton } from '../call-button.tsx';
import { QuoteButton } from '../quote-button.tsx';
import { WhatsAppIcon } from '../whatsapp-icon.tsx';

export const QUOTE_SECTION_ID = 'quote';

const STEPS = [
  {
    icon: ClipboardList,
    title: 'Tell us the trip',
    text: 'Pickup, destination, date and how many of you. It takes under a minute.',
  },
  {
    icon: MessageSquareText,
    title: 'Get your price',
    text: 'A clear quote within 24 hours, with the driver and fuel included.',
  },
  {
    icon: CalendarCheck,
    title: 'Travel with us',
    text: 'Confirm, and your driver is there on time, day or night.',
  },
];

/** The quote section the hero's "how it works" button scrolls to. */
export function QuoteSection() {
  return (
    <section id={QUOTE_SECTION_ID} aria-labelledby="quote-title" className="section">
      <div className="container-page">
        <div className="bg-navy-900 relative overflow-hidden rounded-[calc(var(--radius-card)*1.5)] px-6 py-12 text-white sm:px-12 lg:py-16">
          <div
            aria-hidden
            className="bg-dragon-600/25 absolute -top-24 -right-24 size-72 rounded-full blur-3xl"
          />
          <div className="relative grid gap-10 lg:grid-cols-[1fr_1.1fr] lg:items-center">
            <div>
              <p className="text-amber-brand text-sm font-semibold tracking-wide uppercase">
                Free, no obligation
              </p>
              <h2 id="quote-title" className="mt-2 text-3xl font-bold text-white sm:text-4xl">
                Get your free quote in under a minute
              </h2>
              <p className="text-navy-100 mt-4 text-lg">
                Local hire from {BUSINESS.localHireFrom}, driver and fuel included. Prefer to talk?
                We answer 24 hours a day.
              </p>
              <div className="mt-8 flex flex-wrap gap-3">
                <QuoteButton size="lg">Get a free quote</QuoteButton>
                <CallButton variant="outline-light" size="lg" />
                <a
                  href={whatsappLink(WHATSAPP_GENERAL_MESSAGE)}
                  target="_blank"
                  rel="noopener"
                  className={cn(buttonVariants({ variant: 'whatsapp', size: 'lg' }))}
                >
                  <WhatsAppIcon className="size-5" /> WhatsApp
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </div>
            </div>
            <ol className="grid gap-4">
              {STEPS.map((step, i) => (
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
