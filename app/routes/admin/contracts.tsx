import { redirect } from 'react-router';
import { readAdminForm } from '#app/features/admin/admin-form.server.ts';
import { requireAdmin, requireAdminAction } from '#app/features/admin/auth/require-admin.server.ts';
import { adminMeta, PageTitle } from '#app/features/admin/ui/admin-shell.tsx';
import { listFleet } from '#app/features/bookings/fleet.server.ts';
import { listAccounts } from '#app/features/contracts/accounts.server.ts';
import { ContractForm } from '#app/features/contracts/admin-ui/contract-form.tsx';
import { ContractsList } from '#app/features/contracts/admin-ui/contracts-list.tsx';
import { listCalendars } from '#app/features/contracts/calendars.server.ts';
import { listContracts } from '#app/features/contracts/contracts.server.ts';
import { listDrivers } from '#app/features/drivers/drivers.server.ts';
import { distanceProviderFor } from '#app/features/pricing/distance/distance-provider.server.ts';
import { checkOrSaveContract } from './contract-setup.server.ts';
import type { Route } from './+types/contracts';

export const meta: Route.MetaFunction = () => adminMeta('Contracts');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request, context);
  const [contracts, accounts, calendars, fleet, drivers] = await Promise.all([
    listContracts(db),
    listAccounts(db),
    listCalendars(db),
    listFleet(db),
    listDrivers(db),
  ]);
  return {
    contracts,
    choices: {
      accounts: accounts.map(({ id, organisation }) => ({ id, organisation })),
      calendars: calendars.map(({ id, name }) => ({ id, name })),
      vehicles: fleet.filter((v) => v.active).map(({ id, name, seats }) => ({ id, name, seats })),
      drivers: drivers.filter((d) => d.active).map(({ id, name }) => ({ id, name })),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, outbox } = await requireAdminAction(request, context);
  const form = await readAdminForm(request);
  const result = await checkOrSaveContract(
    {
      db,
      outbox,
      distance: distanceProviderFor(env),
      partnerForwarding: Boolean(env.PARTNER_QUOTE_URL),
      now: new Date(),
    },
    form,
    form.get('intent') === 'save' ? 'save' : 'check',
  );
  // Saved: to its page (a plain POST and redirect, so a reload never saves it twice).
  if (result.saved) throw redirect(`/admin/contracts/${result.contractId}?saved=1`);
  return result;
}

export default function ContractsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Contracts" />
      <div className="grid gap-4">
        <ContractsList contracts={loaderData.contracts} />
        <section
          aria-labelledby="new-contract"
          className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs"
        >
          <h2 id="new-contract" className="mb-3 text-base font-bold text-navy-900">
            Set up a contract
          </h2>
          <ContractForm
            choices={loaderData.choices}
            check={actionData?.saved ? undefined : actionData}
          />
        </section>
      </div>
    </>
  );
}
