/** What the customer's page says of an on-account request: nothing to pay online, an invoice. */
import type { Locale } from '#app/lib/locale.ts';
import type { OnAccountView } from '../payment-view.ts';
import { PAYMENTS_TEXT } from '../payments-text.ts';

export function OnAccountNote({
  view,
  locale,
}: {
  view: Exclude<OnAccountView, null>;
  locale: Locale;
}) {
  const t = PAYMENTS_TEXT[locale].onAccount;
  return (
    <section
      aria-labelledby="on-account-heading"
      className="mt-6 rounded-xl bg-white p-5 shadow-xs"
      data-testid="on-account"
    >
      <h2 id="on-account-heading" className="text-xl font-bold text-navy-900">
        {t.heading}
      </h2>
      <p className="mt-2 text-slate-700">{view === 'before-accept' ? t.beforeAccept : t.booked}</p>
    </section>
  );
}
