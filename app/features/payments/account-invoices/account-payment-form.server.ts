/**
 * The admin account page's "Record bank payment" form: an amount against each open invoice, the
 * date the money arrived and the bank's reference, recorded as one payment.
 */
import { stripControlCharacters } from '#app/lib/free-text.ts';
import { isIsoDate, londonToday } from '#app/lib/london-dates.ts';
import { formatPence, poundsToPence } from '#app/lib/money.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { BANK_REFERENCE_MAX, PAYMENT_MESSAGES, towardsField } from './account-admin.ts';
import { recordAccountPayment } from './account-payments.server.ts';

export async function recordBankPaymentForm(
  db: AppDb,
  input: { accountId: number; openInvoices: number[]; by: string; now: Date },
  form: FormData,
): Promise<{ ok: boolean; message: string }> {
  const parts: { invoiceNumber: number; amountPence: number }[] = [];
  for (const number of input.openInvoices) {
    const typed = String(form.get(towardsField(number)) ?? '').trim();
    if (typed === '') continue;
    const pence = poundsToPence(typed);
    if (pence === null) return { ok: false, message: PAYMENT_MESSAGES.amount(number) };
    parts.push({ invoiceNumber: number, amountPence: pence });
  }
  const receivedOn = String(form.get('receivedOn') ?? '');
  if (!isIsoDate(receivedOn)) return { ok: false, message: PAYMENT_MESSAGES.receivedOn };
  if (receivedOn > londonToday(input.now)) {
    return { ok: false, message: PAYMENT_MESSAGES.receivedLater };
  }
  const reference =
    stripControlCharacters(String(form.get('reference') ?? ''))
      .trim()
      .slice(0, BANK_REFERENCE_MAX) || null;
  const outcome = await recordAccountPayment(db, {
    accountId: input.accountId,
    method: 'bank-transfer',
    receivedOn,
    reference,
    by: input.by,
    parts,
  });
  if (outcome.ok) {
    return { ok: true, message: PAYMENT_MESSAGES.recorded(formatPence(outcome.amountPence)) };
  }
  switch (outcome.reason) {
    case 'nothing':
      return { ok: false, message: PAYMENT_MESSAGES.nothing };
    case 'not-this-account':
      return { ok: false, message: PAYMENT_MESSAGES.notThisAccount(outcome.invoiceNumber!) };
    case 'more-than-left':
      return { ok: false, message: PAYMENT_MESSAGES.moreThanLeft(outcome.invoiceNumber!) };
  }
}
