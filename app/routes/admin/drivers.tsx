import { readAdminForm } from '#app/features/admin/admin-form.server.ts';
import { requireAdmin, requireAdminAction } from '#app/features/admin/auth/require-admin.server.ts';
import { adminMeta, PageTitle } from '#app/features/admin/ui/admin-shell.tsx';
import { driversPageAction, listDrivers } from '#app/features/drivers/drivers.server.ts';
import { DriversList } from '#app/features/drivers/admin-ui/drivers-list.tsx';
import type { Route } from './+types/drivers';

export const meta: Route.MetaFunction = () => adminMeta('Drivers');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request, context);
  return { drivers: await listDrivers(db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = await requireAdminAction(request, context);
  return driversPageAction(db, await readAdminForm(request));
}

export default function DriversPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Drivers" />
      <DriversList drivers={loaderData.drivers} actionData={actionData} />
    </>
  );
}
