import { readAdminForm } from '#app/features/admin/admin-form.server.ts';
import { requireAdmin, requireAdminAction } from '#app/features/admin/auth/require-admin.server.ts';
import { adminMeta, PageTitle } from '#app/features/admin/ui/admin-shell.tsx';
import { driversPageAction, listDrivers } from '#app/features/drivers/drivers.server.ts';
import { DriversList } from '#app/features/drivers/admin-ui/drivers-list.tsx';
import { changeAlertingUnfit } from '#app/features/bookings/unfit-jobs.server.ts';
import { parseRowId } from '#app/lib/row-id.ts';
import { fitnessPorts } from './fitness-ports.server.ts';
import type { Route } from './+types/drivers';

export const meta: Route.MetaFunction = () => adminMeta('Drivers');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request, context);
  return { drivers: await listDrivers(db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, outbox } = await requireAdminAction(request, context);
  const form = await readAdminForm(request);
  // A driver's dates edited, or the driver retired, may leave booked jobs unfit: the operator is
  // alerted of each in the change's own transaction, and the register lists them.
  return changeAlertingUnfit(
    { db, boss: outbox, ports: fitnessPorts(env) },
    `driver-${parseRowId(form.get('driverId')) ?? 'new'}`,
    (tx) => driversPageAction(tx, form),
  );
}

export default function DriversPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Drivers" />
      <DriversList drivers={loaderData.drivers} actionData={actionData} />
    </>
  );
}
