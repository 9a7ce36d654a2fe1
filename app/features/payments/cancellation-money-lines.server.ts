/**
 * The cancellation e-mail's lines about money (composed into the bookings feature's e-mail by the
 * server): the cancellation charge kept under the terms, where the rest goes back, and what the
 * booking finally cost. Nothing when nothing was paid (an unpaid hold that ended, say).
 */
import type { Locale } from '#app/lib/locale.ts';
import { formatPence } from '#app/lib/money.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { finalMoney } from './final-money.server.ts';
import { FINAL_MONEY_TEXT, finalMoneySentences } from './final-money-text.ts';

export async function cancellationMoneyLines(
  db: Pick<AppDb, 'select'>,
  quoteId: string,
  locale: Locale,
): Promise<string[]> {
  const money = await finalMoney(db, quoteId);
  if (money.paidPence <= 0) return [];
  const t = FINAL_MONEY_TEXT[locale];
  const [charge, cost] = finalMoneySentences(t, {
    paid: formatPence(money.paidPence),
    kept: formatPence(money.keptPence),
    paidPence: money.paidPence,
    keptPence: money.keptPence,
  });
  return [
    charge!,
    ...(money.cardBackPence > 0 ? [t.cardBack(formatPence(money.cardBackPence))] : []),
    ...(money.byHandOwedPence > 0 ? [t.byHandBack(formatPence(money.byHandOwedPence))] : []),
    cost!,
  ];
}
