import { redirect } from 'react-router';
import { readAdminForm } from '#app/features/admin/admin-form.server.ts';
import { requireAdmin, requireAdminAction } from '#app/features/admin/auth/require-admin.server.ts';
import { adminMeta, PageTitle } from '#app/features/admin/ui/admin-shell.tsx';
import { addAccount, listAccounts } from '#app/features/contracts/accounts.server.ts';
import { AccountsList } from '#app/features/contracts/admin-ui/accounts-list.tsx';
import { standingsOf } from './account-standings.server.ts';
import type { Route } from './+types/accounts';

export const meta: Route.MetaFunction = () => adminMeta('Accounts');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request, context);
  const accounts = await listAccounts(db);
  const standings = await standingsOf(db, accounts, new Date());
  return {
    accounts: accounts.map((account) => ({
      id: account.id,
      organisation: account.organisation,
      billingEmail: account.billingEmail,
      paymentTermsDays: account.paymentTermsDays,
      creditLimitPence: account.creditLimitPence,
      standing: standings.get(account.id)!,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = await requireAdminAction(request, context);
  const form = await readAdminForm(request);
  const result = await addAccount(db, form);
  // Added: straight to its page (a plain POST and redirect, so a reload never adds it twice).
  if (result.ok) throw redirect(`/admin/accounts/${result.accountId}`);
  return result;
}

export default function AccountsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Accounts" />
      <AccountsList accounts={loaderData.accounts} actionData={actionData} />
    </>
  );
}
