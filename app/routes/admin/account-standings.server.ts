/**
 * Each account's standing, composed from the accounts (contracts feature), their journeys (the
 * register) and their invoices and payments (payments feature): shared by the accounts list, an
 * account's page, the request page's "On account" panel and the contract form's warning.
 */
import { onAccountJourneys } from '#app/features/bookings/account-bookings.server.ts';
import { accountStanding, type AccountStanding } from '#app/features/contracts/account-standing.ts';
import { invoicedBookingIds } from '#app/features/payments/account-invoices/account-ledger.server.ts';
import { accountMoney } from '#app/features/payments/account-invoices/account-money.server.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';

export async function standingsOf(
  db: AppDb,
  accounts: readonly { id: number; creditLimitPence: number | null }[],
  now: Date,
): Promise<Map<number, AccountStanding>> {
  const ids = accounts.map((a) => a.id);
  const [journeys, bookingIds, moneys] = await Promise.all([
    onAccountJourneys(db, ids),
    invoicedBookingIds(db, ids),
    Promise.all(ids.map((id) => accountMoney(db, id, now))),
  ]);
  return new Map(
    accounts.map((account, index) => {
      const money = moneys[index]!;
      return [
        account.id,
        accountStanding(
          journeys.filter((j) => j.accountId === account.id),
          account.creditLimitPence,
          now,
          {
            bookingIds,
            owedPence: money.statement.closingPence,
            longOverduePence: money.longOverdue.reduce((sum, i) => sum + i.leftPence, 0),
          },
        ),
      ];
    }),
  );
}
