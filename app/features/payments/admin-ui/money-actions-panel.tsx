/**
 * The operator's forms for a request's money (plain server forms, so they work without
 * JavaScript): on account or not, and money taken by hand.
 */
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { formatPence } from '#app/lib/money.ts';

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
