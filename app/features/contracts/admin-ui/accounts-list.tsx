/**
 * The account customers as cards, each with what it owes and its flag, linking to its page; then
 * the form to add one.
 */
import { Link } from 'react-router';
import { cardVariants } from '#app/components/ui/card.ts';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { formatPence } from '#app/lib/money.ts';
import type { AccountField } from '../account-form.ts';
import { standingFlags, type AccountStanding } from '../account-standing.ts';
import { AccountForm } from './account-form.tsx';

export interface AccountCard {
  id: number;
  organisation: string;
  billingEmail: string;
  paymentTermsDays: number;
  creditLimitPence: number | null;
  standing: AccountStanding;
}

export interface AccountsActionData {
  ok: boolean;
  message: string;
  errors?: Partial<Record<AccountField, string>>;
}

export function AccountsList({
  accounts,
  actionData,
}: {
  accounts: AccountCard[];
  actionData: AccountsActionData | undefined;
}) {
  return (
    <div className="grid gap-4">
      {accounts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
          No accounts yet. Add a school, company or council below to bill it monthly.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Accounts">
          {accounts.map((account) => (
            <li key={account.id} className={cardVariants()}>
              <h2 className="text-base font-bold text-navy-900">
                <Link to={`/admin/accounts/${account.id}`} className={textLinkVariants()}>
                  {account.organisation}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-700">
                {account.billingEmail} · {account.paymentTermsDays} days · owes{' '}
                {formatPence(account.standing.balancePence)}
              </p>
              {standingFlags(account, account.standing).map((flag) => (
                <p key={flag} className="text-dragon-700 mt-1 text-sm font-semibold" role="status">
                  {flag}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="add-account" className={cardVariants()}>
        <h2 id="add-account" className="mb-3 text-base font-bold text-navy-900">
          Add an account
        </h2>
        {actionData && !actionData.ok ? (
          <p role="alert" className="text-dragon-700 mb-3 text-sm font-semibold">
            {actionData.message}
          </p>
        ) : null}
        <AccountForm
          errors={actionData?.ok ? undefined : actionData?.errors}
          saved={actionData?.ok ? actionData.message : undefined}
        />
      </section>
    </div>
  );
}
