import { buttonVariants } from '#app/components/ui/button.tsx';
import { cn } from '#app/lib/cn.ts';
import { londonDateAndTime } from '#app/lib/london-dates.ts';
import type { EnquiryOffer } from '#app/lib/enquiry-details.ts';
import { formatPenceShort } from '#app/lib/money.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { REFUSALS, type Refusal } from '../instant-rules.ts';
import { INSTANT_TEXT } from '../instant-text.ts';

/**
 * /thanks after a request: the instant offer's price with its "Book now" link to the customer's
 * page, or in one plain line why the request waits for us. Nothing when the answer said neither
 * (instant booking off, or an enquiry kept by an older release).
 */
export function InstantOfferNote({ offer, byHand }: { offer?: EnquiryOffer; byHand?: string }) {
  const locale = useLocale();
  const t = INSTANT_TEXT[locale];
  if (offer) {
    return (
      <section
        aria-label={t.bookNow}
        data-testid="instant-offer"
        className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-lift)]"
      >
        {/* The price, then its one action on a line of its own: nothing to dangle when it wraps. */}
        <p className="text-navy-900 text-2xl font-bold">
          {t.yourPrice(formatPenceShort(offer.total))}
        </p>
        <p className="mt-2 text-slate-600">
          {t.validUntil(londonDateAndTime(new Date(offer.validUntil)))}
        </p>
        <a
          href={offer.url}
          className={cn(
            buttonVariants({ variant: 'primary', size: 'lg' }),
            'mt-4 w-full sm:w-auto',
          )}
        >
          {t.bookNow}
        </a>
      </section>
    );
  }
  if (!byHand || !(REFUSALS as readonly string[]).includes(byHand)) return null;
  return (
    <p
      data-testid="instant-by-hand"
      className="rounded-[var(--radius-card)] bg-white p-5 text-slate-700 shadow-[var(--shadow-card)]"
    >
      {t.why[byHand as Refusal]}
    </p>
  );
}
