import { data } from 'react-router';
import { readAdminForm } from '#app/features/admin/admin-form.server.ts';
import { requireAdmin, requireAdminAction } from '#app/features/admin/auth/require-admin.server.ts';
import { adminMeta, PageTitle } from '#app/features/admin/ui/admin-shell.tsx';
import {
  cancelContractJourneys,
  journeysOfContract,
} from '#app/features/bookings/contract-journeys.server.ts';
import { ContractPage } from '#app/features/contracts/admin-ui/contract-page.tsx';
import { CONTRACT_MESSAGES } from '#app/features/contracts/contract-form.ts';
import { contractById } from '#app/features/contracts/contracts.server.ts';
import { formatLondonDateTime } from '#app/lib/dates.ts';
import { isIsoDate, londonInstant } from '#app/lib/london-dates.ts';
import { parseRowId } from '#app/lib/row-id.ts';
import { changePriceFrom } from './contract-price.server.ts';
import type { Route } from './+types/contract';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Contract ${loaderData.contract.reference}` : 'Contract');

async function contractOf(db: Parameters<typeof contractById>[0], id: string | undefined) {
  const contractId = parseRowId(id ?? null);
  const contract = contractId === null ? null : await contractById(db, contractId);
  if (!contract) throw data('No such contract.', { status: 404 });
  return contract;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request, context);
  const contract = await contractOf(db, params.id);
  const now = new Date();
  const journeys = await journeysOfContract(db, contract.id);
  return {
    contract,
    saved: new URL(request.url).searchParams.get('saved') === '1',
    journeys: journeys.map((j) => ({
      ...j,
      pickupAt: j.pickupAt.toISOString(),
      ahead: j.pickupAt > now,
    })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, session } = await requireAdminAction(request, context);
  const contract = await contractOf(db, params.id);
  const form = await readAdminForm(request);
  const now = new Date();
  if (form.get('intent') === 'price-from') {
    return changePriceFrom(db, contract.id, form, session.email, now);
  }
  if (form.get('intent') === 'cancel-one') {
    const bookingId = parseRowId(form.get('bookingId'));
    const journey = (await journeysOfContract(db, contract.id)).find((j) => j.id === bookingId);
    const count = journey
      ? await cancelContractJourneys(db, contract.id, { bookingId: journey.id }, now)
      : 0;
    return count === 1 && journey
      ? {
          ok: true,
          message: CONTRACT_MESSAGES.cancelledOne(formatLondonDateTime(journey.pickupAt)),
        }
      : { ok: false, message: CONTRACT_MESSAGES.nothingToCancel };
  }
  const from = String(form.get('from') ?? '');
  if (!isIsoDate(from)) return { ok: false, message: CONTRACT_MESSAGES.nothingToCancel };
  const count = await cancelContractJourneys(
    db,
    contract.id,
    { from: londonInstant(from, '00:00') },
    now,
  );
  return count > 0
    ? { ok: true, message: CONTRACT_MESSAGES.cancelledRest(count) }
    : { ok: false, message: CONTRACT_MESSAGES.nothingToCancel };
}

export default function ContractRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { contract } = loaderData;
  const result =
    actionData ??
    (loaderData.saved ? { ok: true, message: `${contract.reference} saved.` } : undefined);
  return (
    <>
      <PageTitle title={`Contract ${contract.reference}`} />
      <ContractPage
        contract={contract}
        accountId={contract.accountId}
        journeys={loaderData.journeys}
        result={result}
      />
    </>
  );
}
