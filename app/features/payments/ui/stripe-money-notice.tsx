/**
 * On the customer's payment panel: a refund that did not reach their card, and a dispute their
 * bank opened, in plain words. Nothing when there is neither.
 */
import type { Locale } from '#app/lib/locale.ts';
import { formatPence } from '#app/lib/money.ts';
import { STRIPE_MONEY_TEXT } from '../stripe-money-text.ts';
import { disputeOutcome, type StripeMoneyView } from '../stripe-money-view.ts';

export function StripeMoneyNotice({
  view,
  locale,
}: {
  view: StripeMoneyView | undefined;
  locale: Locale;
}) {
  if (!view || (view.failedRefunds.length === 0 && view.disputes.length === 0)) return null;
  const t = STRIPE_MONEY_TEXT[locale];
  const disputeLine = {
    open: t.disputeOpen,
    lost: t.disputeLost,
    won: t.disputeWon,
    closed: t.disputeClosed,
  } as const;
  return (
    <div
      role="status"
      className="mt-4 rounded-lg bg-amber-50 p-4 text-amber-950"
      data-testid="stripe-money"
    >
      <h3 className="font-bold">{t.heading}</h3>
      <ul className="mt-2 space-y-2">
        {view.failedRefunds.map((failed) => (
          <li key={failed.refundId}>{t.refundFailed(formatPence(failed.amountPence))}</li>
        ))}
        {view.disputes.map((dispute) => (
          <li key={dispute.id}>
            {disputeLine[disputeOutcome(dispute.status)](formatPence(dispute.amountPence))}
          </li>
        ))}
      </ul>
    </div>
  );
}
