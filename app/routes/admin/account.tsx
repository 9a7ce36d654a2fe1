import { data } from 'react-router';
import { readAdminForm } from '#app/features/admin/admin-form.server.ts';
import { requireAdmin, requireAdminAction } from '#app/features/admin/auth/require-admin.server.ts';
import { adminMeta, PageTitle } from '#app/features/admin/ui/admin-shell.tsx';
import { bookingsOfAccount } from '#app/features/bookings/account-bookings.server.ts';
import { accountById, contractsOfAccount } from '#app/features/contracts/accounts.server.ts';
import { AccountPage } from '#app/features/contracts/admin-ui/account-page.tsx';
import { accountMoney } from '#app/features/payments/account-invoices/account-money.server.ts';
import { AccountMoneyPanel } from '#app/features/payments/account-invoices/ui/account-money-panel.tsx';
import { parseRowId } from '#app/lib/row-id.ts';
import { paymentServices } from '#server/payment-services.server.ts';
import { creditableLines } from '#app/features/payments/account-invoices/account-credit-notes.server.ts';
import { standingsOf } from './account-standings.server.ts';
import { accountMoneyAction } from './account-money-action.server.ts';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = ({ loaderData: loaded }) =>
  adminMeta(loaded ? loaded.account.organisation : 'Account');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request, context);
  const accountId = parseRowId(params.id);
  const account = accountId === null ? null : await accountById(db, accountId);
  if (!account) throw data('No such account.', { status: 404 });
  const now = new Date();
  const [standings, contracts, bookings, money] = await Promise.all([
    standingsOf(db, [account], now),
    contractsOfAccount(db, account.id),
    bookingsOfAccount(db, account.id),
    accountMoney(db, account.id, now),
  ]);
  const creditable = await creditableLines(db, account.id);
  return {
    account,
    standing: standings.get(account.id)!,
    contracts,
    bookings: bookings.map((b) => ({ ...b, pickupAt: b.pickupAt.toISOString() })),
    money: { ...money, creditable },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdminAction(request, context);
  const accountId = parseRowId(params.id);
  if (accountId === null) throw data('No such account.', { status: 404 });
  const { stripe } = paymentServices(context);
  return accountMoneyAction({ ...admin, stripe }, accountId, await readAdminForm(request));
}

export default function AccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title={loaderData.account.organisation} />
      <AccountPage
        {...loaderData}
        money={<AccountMoneyPanel money={loaderData.money} result={actionData ?? undefined} />}
      />
    </>
  );
}
