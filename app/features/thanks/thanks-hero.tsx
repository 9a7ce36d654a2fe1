import { CheckCircle2, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { CallButton } from '#app/components/call-button.tsx';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { WhatsAppIcon } from '#app/components/whatsapp-icon.tsx';
import { BUSINESS, whatsappLink } from '#app/content/business.ts';
import { cn } from '#app/lib/cn.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { CalendarSection } from './calendar-section.tsx';
import { hasPickupDateAndTime, journeyDateLabel, type SavedEnquiry } from './saved-enquiry.ts';
import { whatsappEnquiryMessage } from './thanks-constants.ts';
import { THANKS_TEXT } from './thanks-text.ts';

/**
 * The confirmation, the three ways to reach us and what happens next: complete in the prerendered
 * HTML. The journey card and the personal WhatsApp text join after hydration, once the saved
 * enquiry has been read.
 */
export function ThanksHero({
  enquiry,
  offer,
}: {
  enquiry: SavedEnquiry | null;
  /** The instant offer's price and "Book now", or why there is none (composed by the route). */
  offer?: ReactNode;
}) {
  const locale = useLocale();
  const t = THANKS_TEXT[locale];
  // An instant offer leaves nothing to wait for: the price leads, and the words say so.
  const offerMade = Boolean(enquiry?.offer);
  const message = whatsappEnquiryMessage(
    enquiry,
    journeyDateLabel(enquiry?.pickupDate, locale),
    locale,
  );
  return (
    <section className="from-navy-50 bg-gradient-to-b via-white to-white">
      {/* Top-aligned: on a reload the journey card arrives after hydration, and must not move the h1. */}
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:items-start lg:gap-14 lg:py-20">
        <div>
          <p className="text-whatsapp inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold shadow-[var(--shadow-card)]">
            <CheckCircle2 aria-hidden className="size-4" /> {offerMade ? t.offerBadge : t.badge}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold sm:text-5xl">
            {offerMade ? t.offerTitle : t.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-600 sm:text-xl">
            {offerMade ? t.offerLead : t.lead}
          </p>
          {offerMade ? <div className="mt-6">{offer}</div> : null}
          {/* With an offer, its "Book now" is the one primary action; these are the way to ask first. */}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a
              href={whatsappLink(message)}
              target="_blank"
              rel="noopener"
              data-whatsapp-link
              className={cn(
                buttonVariants({ variant: offerMade ? 'outline' : 'whatsapp', size: 'lg' }),
              )}
            >
              <WhatsAppIcon className="size-5" /> {t.whatsappUs}
              <span className="sr-only">{t.opensInNewTab}</span>
            </a>
            <CallButton size="lg" variant={offerMade ? 'outline' : 'primary'}>
              {t.call(BUSINESS.phone.display)}
            </CallButton>
            {offerMade ? null : (
              <a
                href={`mailto:${BUSINESS.email}`}
                className={cn(buttonVariants({ variant: 'outline', size: 'lg' }))}
              >
                <Mail aria-hidden /> {t.emailUs}
              </a>
            )}
          </div>
        </div>
        <div className="grid gap-5">
          {offerMade ? null : offer}
          {enquiry && hasPickupDateAndTime(enquiry) ? (
            <CalendarSection enquiry={enquiry} quiet={offerMade} />
          ) : null}
          <section
            aria-labelledby="next-steps-title"
            className="rounded-[var(--radius-card)] bg-navy-900 p-6 text-white shadow-[var(--shadow-lift)] sm:p-7"
          >
            <h2 id="next-steps-title" className="text-xl font-bold text-white">
              {t.nextStepsHeading}
            </h2>
            <ol className="mt-5 space-y-4">
              {(offerMade ? t.offerNextSteps : t.nextSteps).map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span
                    aria-hidden
                    className="bg-dragon-600 flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold"
                  >
                    {index + 1}
                  </span>
                  <span className="text-navy-100 pt-1 leading-relaxed">{step}</span>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </section>
  );
}
