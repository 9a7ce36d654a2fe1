/**
 * Said before the customer accepts, when accepting takes a payment: what they pay now, what later
 * and by when, how long the journey is held, and the cancellation terms in plain words.
 */
import { formatLongDate } from '#app/lib/dates.ts';
import type { Locale } from '#app/lib/locale.ts';
import { formatPenceShort } from '#app/lib/money.ts';
import { cancellationTierWords } from '../cancellation-words.ts';
import type { BeforeAcceptView } from '../payment-view.ts';
import { PAYMENTS_TEXT } from '../payments-text.ts';

export function PaymentBeforeAccept({ view, locale }: { view: BeforeAcceptView; locale: Locale }) {
  const t = PAYMENTS_TEXT[locale].beforeAccept;
  const { plan } = view;
  const tiers = [...view.tiers].sort((a, b) => b.hours - a.hours);
  return (
    <section
      aria-labelledby="payment-terms"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h3 id="payment-terms" className="text-lg font-bold text-navy-900">
        {t.heading}
      </h3>
      <p className="mt-2 text-slate-700" data-testid="payment-plan">
        {plan.balancePence > 0 && plan.balanceDueDate
          ? t.depositNow(
              formatPenceShort(plan.dueNowPence),
              formatPenceShort(plan.balancePence),
              formatLongDate(plan.balanceDueDate, locale),
            )
          : t.wholeNow(formatPenceShort(plan.dueNowPence))}
      </p>
      <p className="mt-2 text-sm text-slate-600">{t.holdLine(view.holdHours)}</p>
      <h4 className="mt-4 font-semibold text-navy-900">{t.cancellationHeading}</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
        {tiers.map((tier) => (
          <li key={`${tier.notice}-${tier.hours}`}>{cancellationTierWords(tier, locale)}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-600">{t.coolingOff}</p>
      <p className="mt-2 text-sm text-slate-600">{t.how}</p>
    </section>
  );
}
