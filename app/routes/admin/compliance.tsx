import { requireAdmin } from '#app/features/admin/auth/require-admin.server.ts';
import { adminMeta, PageTitle } from '#app/features/admin/ui/admin-shell.tsx';
import type { Route } from './+types/compliance';

export const meta: Route.MetaFunction = () => adminMeta('What lapses next');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return {};
}

export default function CompliancePage() {
  return <PageTitle title="What lapses next" />;
}
