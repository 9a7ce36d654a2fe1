/**
 * The request page's "On account" panel, composed from the register (the request's booking) and
 * the accounts (contracts feature): which account the booking is on, the accounts to choose from,
 * and putting it on one (confirmed without payment when it was waiting for its first payment),
 * with the account's flag when it is over its credit limit.
 */
import {
  bookingAccountOf,
  putBookingOnAccount,
} from '#app/features/bookings/account-bookings.server.ts';
import type { BookingOutbox } from '#app/features/bookings/booking-reminders.server.ts';
import { standingFlags } from '#app/features/contracts/account-standing.ts';
import { accountById, listAccounts } from '#app/features/contracts/accounts.server.ts';
import { ON_ACCOUNT_INTENT, ON_ACCOUNT_MESSAGES } from '#app/features/contracts/on-account.ts';
import { parseRowId } from '#app/lib/row-id.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { standingsOf } from './account-standings.server.ts';

export async function onAccountPanel(db: AppDb, quoteId: string) {
  const booking = await bookingAccountOf(db, quoteId);
  if (!booking || booking.status === 'cancelled') return null;
  const accounts = await listAccounts(db);
  return {
    accounts: accounts.map(({ id, organisation }) => ({ id, organisation })),
    current: accounts.find((a) => a.id === booking.accountId)?.organisation ?? null,
  };
}

export async function onAccountAction(
  deps: { db: AppDb; boss: BookingOutbox },
  quoteId: string,
  form: FormData,
) {
  const intent = ON_ACCOUNT_INTENT;
  const accountId = parseRowId(form.get('accountId'));
  const account = accountId === null ? null : await accountById(deps.db, accountId);
  if (!account) return { intent, ok: false, message: ON_ACCOUNT_MESSAGES.choose };
  const outcome = await putBookingOnAccount(deps.db, deps.boss, { quoteId, accountId: account.id });
  if (outcome === 'missing' || outcome === 'cancelled') {
    return { intent, ok: false, message: ON_ACCOUNT_MESSAGES.noBooking };
  }
  const standing = (await standingsOf(deps.db, [account], new Date())).get(account.id)!;
  const flag = standingFlags(account, standing)
    .map((said) => ` ${said}`)
    .join('');
  return {
    intent,
    ok: true,
    message: `${ON_ACCOUNT_MESSAGES.done(account.organisation, outcome === 'confirmed')}${flag}`,
  };
}
