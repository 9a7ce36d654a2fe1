import { readAdminForm } from '#app/features/admin/admin-form.server.ts';
import { requireAdmin, requireAdminAction } from '#app/features/admin/auth/require-admin.server.ts';
import { adminMeta, PageTitle } from '#app/features/admin/ui/admin-shell.tsx';
import { CalendarsList } from '#app/features/contracts/admin-ui/calendars-list.tsx';
import { calendarsPageAction, listCalendars } from '#app/features/contracts/calendars.server.ts';
import type { Route } from './+types/calendars';

export const meta: Route.MetaFunction = () => adminMeta('Term calendars');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request, context);
  return { calendars: await listCalendars(db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = await requireAdminAction(request, context);
  return calendarsPageAction(db, await readAdminForm(request));
}

export default function CalendarsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Term calendars" />
      <p className="mb-4 max-w-prose text-sm text-slate-700">
        A contract that names a calendar runs on its term days only. Type each term (or each
        holiday), or import the council&rsquo;s iCalendar file. Bank holidays in England and Wales
        are left out of every contract unless its form says otherwise.
      </p>
      <CalendarsList calendars={loaderData.calendars} actionData={actionData} />
    </>
  );
}
