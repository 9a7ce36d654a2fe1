/**
 * After acceptance: what has been paid, what is left and by when, and a button to pay what is due
 * now (a plain server form, so it works before hydration and with JavaScript off). Back from
 * Stripe with the payment not yet confirmed, the page says so and looks again every few seconds.
 */
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { formatLongDate } from '#app/lib/dates.ts';
import { londonDateAndTime } from '#app/lib/london-dates.ts';
import type { Locale } from '#app/lib/locale.ts';
import { formatPence } from '#app/lib/money.ts';
import type { PaymentPanelView } from '../payment-view.ts';
import { PAYMENTS_TEXT } from '../payments-text.ts';
import { StripeMoneyNotice } from './stripe-money-notice.tsx';

/** How often a page waiting for Stripe's word looks again. */
export const CONFIRMING_REFRESH_SECONDS = 4;
export const PAY_INTENT = 'pay';
export const CANCEL_INTENT = 'cancel';
/** The cancel form's field carrying the refund the page showed (pence): the one given, or asked again. */
export const CANCEL_REFUND_FIELD = 'refundPence';
export const BANK_TRANSFER_INTENT = 'bank-transfer';

export function PaymentPanel({ view, locale }: { view: PaymentPanelView; locale: Locale }) {
  const t = PAYMENTS_TEXT[locale].panel;
  return (
    <section aria-labelledby="payment-heading" className="mt-6 rounded-xl bg-white p-5 shadow-xs">
      <h2 id="payment-heading" className="text-xl font-bold text-navy-900">
        {t.heading}
      </h2>
      {view.confirming ? (
        <div role="status" className="mt-3 rounded-lg bg-amber-50 p-4 text-amber-950">
          <meta httpEquiv="refresh" content={String(CONFIRMING_REFRESH_SECONDS)} />
          <p className="font-semibold">{t.confirming}</p>
          <p className="mt-1 text-sm">{t.confirmingHint}</p>
        </div>
      ) : null}
      {view.refundChanged ? (
        <p role="alert" className="mt-3 rounded-lg bg-dragon-50 p-4 font-semibold text-dragon-800">
          {t.refundChanged}
        </p>
      ) : null}
      {view.refundOnItsWayPence > 0 ? (
        <p role="status" className="mt-3 rounded-lg bg-amber-50 p-4 text-amber-950">
          {t.refundOnItsWay(formatPence(view.refundOnItsWayPence))}
        </p>
      ) : null}
      {view.unavailable ? (
        <p role="alert" className="mt-3 rounded-lg bg-dragon-50 p-4 font-semibold text-dragon-800">
          {t.unavailable}
        </p>
      ) : null}
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold text-slate-700">{t.fare}</dt>
        <dd>{formatPence(view.farePence)}</dd>
        <dt className="font-semibold text-slate-700">{t.paid}</dt>
        <dd data-testid="paid">{formatPence(view.paidPence)}</dd>
        {view.refundedPence > 0 ? (
          <>
            <dt className="font-semibold text-slate-700">{t.refunded}</dt>
            <dd data-testid="refunded">{formatPence(view.refundedPence)}</dd>
          </>
        ) : null}
        {view.refundOnItsWayPence > 0 ? (
          <>
            <dt className="font-semibold text-slate-700">{t.refundOnItsWayLabel}</dt>
            <dd data-testid="refund-on-its-way">{formatPence(view.refundOnItsWayPence)}</dd>
          </>
        ) : null}
        {view.keptAfterCancelPence !== null && view.keptAfterCancelPence > 0 ? (
          <>
            <dt className="font-semibold text-slate-700">{t.keptAfterCancel}</dt>
            <dd data-testid="kept">{formatPence(view.keptAfterCancelPence)}</dd>
          </>
        ) : null}
        {view.leftPence > 0 ? (
          <>
            <dt className="font-semibold text-slate-700">{t.left}</dt>
            <dd data-testid="left">
              {formatPence(view.leftPence)}
              {view.dueDate ? `, ${t.dueBy(formatLongDate(view.dueDate, locale))}` : null}
            </dd>
          </>
        ) : null}
      </dl>
      <StripeMoneyNotice view={view.stripeMoney} locale={locale} />
      {/* Only a live booking can be paid in full: a cancelled one shows paid, refunded and kept. */}
      {view.keptAfterCancelPence === null &&
      view.leftPence === 0 &&
      view.refundedPence === 0 &&
      view.refundOnItsWayPence === 0 ? (
        <p className="mt-3 font-semibold text-emerald-800">{t.paidInFull}</p>
      ) : null}
      {view.heldUntil ? (
        <p className="mt-3 text-slate-700">
          {t.heldUntil(londonDateAndTime(new Date(view.heldUntil)))}
        </p>
      ) : null}
      {view.payNow && !view.payNow.byCard && !view.confirming ? (
        <p className="mt-4 text-slate-700" data-testid="below-card-minimum">
          {t.belowCardMinimum(formatPence(view.payNow.amountPence))}
        </p>
      ) : null}
      {view.payNow?.byCard && !view.confirming ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value={PAY_INTENT} />
          {/* The balance waits for its due date: offered, not pressed on the customer right after
              the deposit. A deposit or a whole fare still to pay is the page's main action. */}
          <Button
            type="submit"
            variant={view.payNow.purpose === 'balance' ? 'outline' : 'primary'}
            className="w-full sm:w-auto"
          >
            {view.payNow.purpose === 'balance'
              ? t.payBalance(formatPence(view.payNow.amountPence))
              : t.payDeposit(formatPence(view.payNow.amountPence))}
          </Button>
        </Form>
      ) : null}
      {view.payNow && !view.confirming && view.bankTransfer.offered && !view.bankTransfer.shown ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value={BANK_TRANSFER_INTENT} />
          <Button type="submit" variant="outline" className="w-full sm:w-auto">
            {t.bankTransferButton}
          </Button>
        </Form>
      ) : null}
      {view.bankTransfer.shown ? (
        <div className="mt-4 rounded-lg bg-slate-50 p-4" data-testid="bank-transfer">
          <h3 className="text-lg font-bold text-navy-900">{t.bankTransferHeading}</h3>
          <p className="mt-2">
            {t.bankTransferPay(formatPence(view.bankTransfer.shown.amountPence))}
          </p>
          <p className="mt-1 font-semibold whitespace-pre-line">
            {view.bankTransfer.shown.details}
          </p>
          <p className="mt-2">{t.bankTransferReference}</p>
          <p className="mt-1 font-mono text-lg font-semibold">
            {view.bankTransfer.shown.reference}
          </p>
          <p className="mt-2 text-sm text-slate-700">{t.bankTransferAfter}</p>
        </div>
      ) : null}
      {view.cancel ? (
        <Form method="post" className="mt-6 border-t border-slate-200 pt-5">
          <h3 className="text-lg font-bold text-navy-900">{t.cancelHeading}</h3>
          <p className="mt-2 text-slate-700" data-testid="cancel-outcome">
            {view.cancel.refundPence === 0
              ? t.cancelNothingBack
              : view.cancel.keptPence === 0
                ? t.cancelAll(formatPence(view.cancel.refundPence))
                : t.cancelPart(
                    formatPence(view.cancel.keptPence),
                    formatPence(view.cancel.refundPence),
                  )}
          </p>
          <input type="hidden" name="intent" value={CANCEL_INTENT} />
          <input type="hidden" name={CANCEL_REFUND_FIELD} value={String(view.cancel.refundPence)} />
          <label className="mt-3 flex items-start gap-3 text-slate-700">
            <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-5" />
            <span>{t.cancelConfirm}</span>
          </label>
          <Button type="submit" variant="outline" className="mt-4 w-full sm:w-auto">
            {t.cancelButton}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
