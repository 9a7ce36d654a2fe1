import { Form } from 'react-router';
import type { Route } from './+types/data-protection';
import { requireAdmin, requireAdminAction } from '#app/features/admin/auth/require-admin.server.ts';
import { erasePersonByEmail } from '#app/features/admin/privacy/anonymise.server.ts';
import { adminMeta, PageTitle } from '#app/features/admin/ui/admin-shell.tsx';
import {
  adminButtonDanger,
  adminButtonSecondary,
  adminCard,
  adminControl,
  adminLabel,
} from '#app/features/admin/ui/admin-styles.ts';

export const meta: Route.MetaFunction = () => adminMeta('Data protection');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = await requireAdmin(request, context);
  return { retentionMonths: env.RETENTION_MONTHS };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = await requireAdminAction(request, context);
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  if (!email || form.get('confirm') !== 'yes') {
    return { ok: false, message: 'Give the e-mail address and tick the confirmation.' };
  }
  const count = await erasePersonByEmail(db, email);
  return {
    ok: true,
    message: `${count} request${count === 1 ? '' : 's'} from ${email} anonymised; their kept e-mails deleted.`,
  };
}

export default function DataProtection({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Data protection" />
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="export-heading" className={`${adminCard} p-4`}>
          <h2 id="export-heading" className="text-sm font-bold text-navy-900">
            Export a person&rsquo;s data
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Everything stored for an e-mail address, as a JSON file (a subject access request).
          </p>
          <form
            method="get"
            action="/admin/data-protection/export"
            className="mt-3 flex flex-wrap items-end gap-2"
          >
            <div className="min-w-56 flex-1">
              <label htmlFor="export-email" className={adminLabel}>
                E-mail address
              </label>
              <input
                id="export-email"
                name="email"
                type="email"
                required
                className={adminControl}
              />
            </div>
            <button type="submit" className={adminButtonSecondary}>
              Download JSON
            </button>
          </form>
        </section>
        <section aria-labelledby="erase-heading" className={`${adminCard} p-4`}>
          <h2 id="erase-heading" className="text-sm font-bold text-navy-900">
            Erase a person&rsquo;s data
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Replaces their name, e-mail, phone, places and requirements in every request they made
            and deletes the e-mails kept for them. Dates, service, passengers and traffic source
            stay for the statistics. This cannot be undone.
          </p>
          <Form method="post" className="mt-3 space-y-3">
            <div>
              <label htmlFor="erase-email" className={adminLabel}>
                E-mail address
              </label>
              <input id="erase-email" name="email" type="email" required className={adminControl} />
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="confirm" value="yes" required /> I understand this cannot
              be undone
            </label>
            {actionData ? (
              <p
                role="status"
                className={actionData.ok ? 'text-sm text-emerald-800' : 'text-dragon-700 text-sm'}
              >
                {actionData.message}
              </p>
            ) : null}
            <button type="submit" className={adminButtonDanger}>
              Erase
            </button>
          </Form>
        </section>
      </div>
      <p className="mt-4 text-sm text-slate-700">
        Retention: requests older than {loaderData.retentionMonths} months are anonymised
        automatically every day (RETENTION_MONTHS).
      </p>
    </>
  );
}
