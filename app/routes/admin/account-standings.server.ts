/**
 * Each account's standing, composed from the accounts (contracts feature) and their journeys (the
 * register): shared by the accounts list, an account's page and the contract form's warning.
 */
import { onAccountJourneys } from '#app/features/bookings/account-bookings.server.ts';
import { accountStanding, type AccountStanding } from '#app/features/contracts/account-standing.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';

export async function standingsOf(
  db: AppDb,
  accounts: readonly { id: number; creditLimitPence: number | null }[],
  now: Date,
): Promise<Map<number, AccountStanding>> {
  const journeys = await onAccountJourneys(
    db,
    accounts.map((a) => a.id),
  );
  return new Map(
    accounts.map((account) => [
      account.id,
      accountStanding(
        journeys.filter((j) => j.accountId === account.id),
        account.creditLimitPence,
        now,
      ),
    ]),
  );
}
