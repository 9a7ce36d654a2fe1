/**
 * The operator's forms for a request's money (plain server forms, so they work without
 * JavaScript): on account or not, money taken by hand, refunds, and the refunds still on their
 * way to the card with their state (retry now, or settle one by hand with a reason).
 */
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { formatPence } from '#app/lib/money.ts';

/** A card refund decided and queued that Stripe has not made yet (refund-settling fills it). */
export interface RefundOnItsWay {
  id: number;
  amountPence: number;
  note: string;
  /** Errors Stripe answered so far. */
  attempts: number;
  /** The last thing that went wrong, or null when Stripe has simply not been asked yet. */
  lastError: string | null;
  createdAt: string;
}

export interface MoneyActionsView {
  onAccount: boolean;
  /** False once the customer cancelled the booking: no new acceptance is coming to mark. */
  onAccountOffered: boolean;
  /** A live booking with something left to pay: money by hand can be recorded. */
  leftPence: number | null;
  /** The bank transfer reference the customer was given. */
  reference: string;
  /** Payments with something left to refund. */
  refundable: { id: number; method: string; amountPence: number; refundablePence: number }[];
  /** This showing of the refund form's own key: pressing it twice is one refund. */
  refundKey: string;
  /** Card refunds decided and queued that Stripe has not made yet. */
  onTheirWay: RefundOnItsWay[];
}

/** A refund on its way, in the operator's words. */
function refundState(refund: RefundOnItsWay): string {
  if (refund.lastError === null) return 'queued; Stripe is being asked';
  const tries = refund.attempts === 1 ? '1 error' : `${refund.attempts} errors`;
  return refund.lastError.startsWith('refused')
    ? `Stripe refused it (${refund.lastError.replace(/^refused: /, '')}, ${tries}); retry, or settle it by hand`
    : `Stripe did not make it yet (${refund.lastError.replace(/^unavailable: /, '')}, ${tries}); it is retried`;
}

const METHOD_NAMES: Record<string, string> = {
  stripe: 'card (Stripe)',
  'bank-transfer': 'bank transfer',
  cash: 'cash',
  'card-on-the-day': 'card on the day',
};

const HAND_METHOD_LABELS = [
  ['bank-transfer', 'Bank transfer received'],
  ['cash', 'Cash on the day'],
  ['card-on-the-day', 'Card on the day'],
] as const;

const fieldClass = 'mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm';

export function MoneyActionsPanel({
  view,
  message,
}: {
  view: MoneyActionsView;
  message?: { ok: boolean; text: string };
}) {
  return (
    <section aria-labelledby="money-actions-heading" className={cardVariants()}>
      <h2 id="money-actions-heading" className="text-sm font-bold text-navy-900">
        Payment arrangements
      </h2>
      {message ? (
        <p role={message.ok ? 'status' : 'alert'} className="mt-2 text-sm font-semibold">
          {message.text}
        </p>
      ) : null}
      {view.onAccountOffered ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="on-account" />
          <input type="hidden" name="onAccount" value={view.onAccount ? 'off' : 'on'} />
          <p className="text-sm text-slate-700">
            {view.onAccount
              ? 'On account: accepting confirms the booking with nothing to pay online; you invoice them.'
              : 'Schools and companies that pay on invoice can be put on account: accepting then confirms the booking with nothing to pay online.'}
          </p>
          <Button type="submit" variant="outline" size="compact" className="mt-2">
            {view.onAccount ? 'Take off account' : 'Mark on account'}
          </Button>
        </Form>
      ) : null}
      {view.leftPence !== null && view.leftPence > 0 ? (
        <Form method="post" className="mt-4 border-t border-slate-200 pt-3">
          <h3 className="text-sm font-semibold text-navy-900">Record a payment taken by hand</h3>
          <p className="mt-1 text-sm text-slate-600">
            {`${formatPence(view.leftPence)} is left to pay. A bank transfer carries the reference ${view.reference}.`}
          </p>
          <input type="hidden" name="intent" value="record-payment" />
          <label className="mt-2 block text-sm">
            How it was paid
            <select name="method" className={fieldClass} required>
              {HAND_METHOD_LABELS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label className="mt-2 block text-sm">
            Amount (£)
            <input name="amount" inputMode="decimal" required className={fieldClass} />
          </label>
          <label className="mt-2 block text-sm">
            Note (optional)
            <input name="note" maxLength={200} className={fieldClass} />
          </label>
          <Button type="submit" size="compact" className="mt-3">
            Record payment
          </Button>
        </Form>
      ) : null}
      {view.onTheirWay.length > 0 ? (
        <div className="mt-4 border-t border-slate-200 pt-3" data-testid="refunds-on-their-way">
          <h3 className="text-sm font-semibold text-navy-900">Refunds on their way</h3>
          <ul className="mt-1 space-y-3 text-sm text-slate-700">
            {view.onTheirWay.map((refund) => (
              <li key={refund.id}>
                <p>
                  {`${formatPence(refund.amountPence)} to the card: ${refundState(refund)}. ${refund.note}`}
                </p>
                <Form method="post" className="mt-1 flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="settle-refund" />
                  <input type="hidden" name="refundId" value={refund.id} />
                  <label className="block text-sm">
                    Reason to settle it by hand
                    <input name="note" maxLength={200} required className={fieldClass} />
                  </label>
                  <Button type="submit" variant="outline" size="compact">
                    Settle by hand
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="retry-refunds" />
            <Button type="submit" variant="outline" size="compact">
              Ask Stripe again now
            </Button>
          </Form>
        </div>
      ) : null}
      {view.refundable.length > 0 ? (
        <Form method="post" className="mt-4 border-t border-slate-200 pt-3">
          <h3 className="text-sm font-semibold text-navy-900">Refund part of a payment</h3>
          <p className="mt-1 text-sm text-slate-600">
            A card payment is refunded through Stripe; money taken by hand is marked as paid back by
            hand, so pay it back yourself.
          </p>
          <input type="hidden" name="intent" value="refund-payment" />
          <input type="hidden" name="refundKey" value={view.refundKey} />
          <label className="mt-2 block text-sm">
            Payment
            <select name="paymentId" className={fieldClass} required>
              {view.refundable.map((p) => (
                <option key={p.id} value={p.id}>
                  {`${formatPence(p.amountPence)} by ${METHOD_NAMES[p.method] ?? p.method}, up to ${formatPence(p.refundablePence)} refundable`}
                </option>
              ))}
            </select>
          </label>
          <label className="mt-2 block text-sm">
            Amount to refund (£)
            <input name="amount" inputMode="decimal" required className={fieldClass} />
          </label>
          <label className="mt-2 block text-sm">
            Reason
            <input name="note" maxLength={200} required className={fieldClass} />
          </label>
          <Button type="submit" variant="outline" size="compact" className="mt-3">
            Refund
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
