/**
 * The operator's hand on a request's money, from the admin request page: mark it on account, and
 * record money taken by hand (a bank transfer received, cash or card on the day), and refund part
 * of a payment with a reason (through Stripe for a card payment). Every amount is
 * read as pounds from the operator's own form and checked here on the server.
 */
import { randomUUID } from 'node:crypto';
import { formatPence, poundsToPence } from '#app/lib/money.ts';
import { parseRowId } from '#app/lib/row-id.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { expireOpenCheckouts } from './checkout.server.ts';
import { isHandMethod, recordHandPayment, type HandBooking } from './hand-payments.server.ts';
import { setOnAccount } from './on-account.server.ts';
import { NO_SUCH_PAYMENT, refundOnItsWay, refundPayment } from './refunds.server.ts';
import { retryRefunds, settleRefundByHand } from './refund-settling.server.ts';
import type { StripeClient } from './stripe-client.server.ts';
import type { OnPaymentRecorded } from './stripe-webhook.server.ts';

export const MONEY_INTENTS = [
  'on-account',
  'record-payment',
  'refund-payment',
  'settle-refund',
  'retry-refunds',
] as const;
export type MoneyIntent = (typeof MONEY_INTENTS)[number];

export function isMoneyIntent(value: unknown): value is MoneyIntent {
  return (MONEY_INTENTS as readonly unknown[]).includes(value);
}

export interface MoneyActionResult {
  intent: 'money';
  ok: boolean;
  message: string;
}

export const ON_ACCOUNT_SAVED =
  'Marked on account: accepting confirms it with nothing to pay online.';
export const ON_ACCOUNT_REMOVED = 'No longer on account: accepting asks for payment as usual.';

export const AMOUNT_UNREADABLE = 'Give the amount in pounds, such as 105 or 105.50.';
export const METHOD_UNKNOWN = 'Choose how it was paid: bank transfer, cash or card on the day.';
export const FORM_STALE = 'The form was out of date: open the request again and retry.';
/** A refund form's own key (a UUID made when the page was shown), see refundFormKey. */
const REFUND_KEY = /^refund-form-[0-9a-f-]{36}$/;

/** A fresh key for one refund form shown: pressing it twice is one refund. */
export function refundFormKey(): string {
  return `refund-form-${randomUUID()}`;
}

/** A note is a line for the ledger, not a letter. */
export const MONEY_NOTE_MAX = 200;

export interface MoneyDeps {
  db: AppDb;
  by: string;
  bookingOf: (db: Pick<AppDb, 'select'>, quoteId: string) => Promise<HandBooking | null>;
  onPaymentRecorded?: OnPaymentRecorded;
  stripe: StripeClient | null;
  /** Where a refund's credit note e-mail is queued. */
  boss?: Enqueuer;
}

const result = (ok: boolean, message: string): MoneyActionResult => ({
  intent: 'money',
  ok,
  message,
});

function noteOf(form: FormData): string | null {
  const note = String(form.get('note') ?? '').trim();
  return note ? note.slice(0, MONEY_NOTE_MAX) : null;
}

export async function moneyAction(
  deps: MoneyDeps,
  quoteId: string,
  form: FormData,
): Promise<MoneyActionResult> {
  if (form.get('intent') === 'refund-payment') {
    const amountPence = poundsToPence(String(form.get('amount') ?? ''));
    if (!amountPence || amountPence <= 0) return result(false, AMOUNT_UNREADABLE);
    const requestKey = String(form.get('refundKey') ?? '');
    if (!REFUND_KEY.test(requestKey)) return result(false, FORM_STALE);
    // An id the column cannot hold is no payment of this request's, not a database error.
    const paymentId = parseRowId(form.get('paymentId'));
    if (paymentId === null) return result(false, NO_SUCH_PAYMENT);
    const refunded = await refundPayment(deps, {
      quoteId,
      paymentId,
      amountPence,
      reason: noteOf(form) ?? '',
      by: deps.by,
      requestKey,
    });
    if (!refunded.ok) return result(false, refunded.message);
    return refunded.onItsWayPence > 0
      ? result(true, refundOnItsWay(refunded.onItsWayPence))
      : result(true, `${formatPence(refunded.refundedPence)} refunded.`);
  }
  if (form.get('intent') === 'settle-refund') {
    const intentId = parseRowId(form.get('refundId'));
    if (intentId === null) return result(false, FORM_STALE);
    const settled = await settleRefundByHand(deps.db, {
      quoteId,
      intentId,
      reason: noteOf(form) ?? '',
      by: deps.by,
    });
    return result(settled.ok, settled.message);
  }
  if (form.get('intent') === 'retry-refunds') {
    if (!deps.boss) return result(false, FORM_STALE);
    const retried = await retryRefunds(
      { db: deps.db, stripe: deps.stripe, boss: deps.boss },
      quoteId,
    );
    return result(retried.ok, retried.message);
  }
  if (form.get('intent') === 'record-payment') {
    const method = form.get('method');
    if (!isHandMethod(method)) return result(false, METHOD_UNKNOWN);
    const amountPence = poundsToPence(String(form.get('amount') ?? ''));
    if (!amountPence || amountPence <= 0) return result(false, AMOUNT_UNREADABLE);
    const recorded = await recordHandPayment(
      {
        ...deps,
        closeCheckouts: (id) =>
          expireOpenCheckouts({ db: deps.db, stripe: deps.stripe, boss: deps.boss }, id),
      },
      {
        quoteId,
        method,
        amountPence,
        note: noteOf(form),
        by: deps.by,
      },
    );
    return recorded.ok
      ? result(true, `${formatPence(amountPence)} recorded as paid.`)
      : result(false, recorded.message);
  }
  const onAccount = form.get('onAccount') === 'on';
  await setOnAccount(deps.db, { quoteId, onAccount, by: deps.by });
  return { intent: 'money', ok: true, message: onAccount ? ON_ACCOUNT_SAVED : ON_ACCOUNT_REMOVED };
}
