import { data } from 'react-router';
import { requireAdmin } from '#app/features/admin/auth/require-admin.server.ts';
import { adminMeta, PageTitle } from '#app/features/admin/ui/admin-shell.tsx';
import { bookingsOfAccount } from '#app/features/bookings/account-bookings.server.ts';
import { accountById, contractsOfAccount } from '#app/features/contracts/accounts.server.ts';
import { AccountPage } from '#app/features/contracts/admin-ui/account-page.tsx';
import { parseRowId } from '#app/lib/row-id.ts';
import { standingsOf } from './account-standings.server.ts';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = ({ loaderData: loaded }) =>
  adminMeta(loaded ? loaded.account.organisation : 'Account');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request, context);
  const accountId = parseRowId(params.id);
  const account = accountId === null ? null : await accountById(db, accountId);
  if (!account) throw data('No such account.', { status: 404 });
  const [standings, contracts, bookings] = await Promise.all([
    standingsOf(db, [account], new Date()),
    contractsOfAccount(db, account.id),
    bookingsOfAccount(db, account.id),
  ]);
  return {
    account,
    standing: standings.get(account.id)!,
    contracts,
    bookings: bookings.map((b) => ({ ...b, pickupAt: b.pickupAt.toISOString() })),
  };
}

export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title={loaderData.account.organisation} />
      <AccountPage {...loaderData} />
    </>
  );
}
