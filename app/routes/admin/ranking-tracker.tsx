import { londonToday } from '#app/lib/london-dates.ts';
import { readAdminForm } from '#app/features/admin/admin-form.server.ts';
import { requireAdmin, requireAdminAction } from '#app/features/admin/auth/require-admin.server.ts';
import { rankingAction } from '#app/features/admin/ranking/ranking-actions.server.ts';
import { rankingProviderFromEnv } from '#app/features/admin/ranking/ranking-provider.server.ts';
import { listKeywordSeries } from '#app/features/admin/ranking/ranking.server.ts';
import { adminMeta, PageTitle } from '#app/features/admin/ui/admin-shell.tsx';
import { RankingForms } from '#app/features/admin/ui/ranking-forms.tsx';
import { RankingTable } from '#app/features/admin/ui/ranking-table.tsx';
import type { Route } from './+types/ranking-tracker';

export const meta: Route.MetaFunction = () => adminMeta('Ranking tracker');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request, context);
  return {
    keywords: await listKeywordSeries(db),
    today: londonToday(new Date()),
    provider: rankingProviderFromEnv().enabled ? rankingProviderFromEnv().name : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = await requireAdminAction(request, context);
  return rankingAction(db, await readAdminForm(request));
}

export default function RankingTracker({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Ranking tracker" />
      {actionData ? (
        <p
          role={actionData.ok ? 'status' : 'alert'}
          className={
            actionData.ok
              ? 'mb-3 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900'
              : 'bg-dragon-50 text-dragon-800 mb-3 rounded-md px-3 py-2 text-sm'
          }
        >
          {actionData.message}
        </p>
      ) : null}
      <RankingTable keywords={loaderData.keywords} />
      <div className="mt-4">
        <RankingForms keywords={loaderData.keywords} today={loaderData.today} />
      </div>
      <p className="mt-4 text-xs text-slate-600">
        Automatic checks: {loaderData.provider ?? 'off (no ranking provider configured)'}.
      </p>
    </>
  );
}
