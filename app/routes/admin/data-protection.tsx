import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { Field } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { readAdminForm } from '#app/features/admin/admin-form.server.ts';
import { requireAdmin, requireAdminAction } from '#app/features/admin/auth/require-admin.server.ts';
import { erasePersonByEmail } from '#app/features/admin/privacy/anonymise.server.ts';
import { PERSON_DATA_PARTS } from '#server/person-data.server.ts';
import { adminMeta, PageTitle } from '#app/features/admin/ui/admin-shell.tsx';
import type { Route } from './+types/data-protection';

export const meta: Route.MetaFunction = () => adminMeta('Data protection');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = await requireAdmin(request, context);
  return { retentionMonths: env.RETENTION_MONTHS };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = await requireAdminAction(request, context);
  const form = await readAdminForm(request);
  const email = String(form.get('email') ?? '').trim();
  if (!email || form.get('confirm') !== 'yes') {
    return { ok: false, message: 'Give the e-mail address and tick the confirmation.' };
  }
  const count = await erasePersonByEmail(db, email, PERSON_DATA_PARTS);
  return {
    ok: true,
    message: `${count} request${count === 1 ? '' : 's'} from ${email} anonymised; their kept e-mails deleted.`,
    // What erasure keeps, and why, so the operator can answer the person exactly.
    kept: count > 0 ? PERSON_DATA_PARTS.flatMap((part) => (part.kept ? [part.kept] : [])) : [],
  };
}

export default function DataProtection({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Data protection" />
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="export-heading" className={cardVariants()}>
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
            <Field
              id="export-email"
              label="E-mail address"
              size="compact"
              className="min-w-56 flex-1"
            >
              {(control) => (
                <Input {...control} name="email" type="email" required size="compact" />
              )}
            </Field>
            <Button type="submit" variant="subtle" size="compact">
              Download JSON
            </Button>
          </form>
        </section>
        <section aria-labelledby="erase-heading" className={cardVariants()}>
          <h2 id="erase-heading" className="text-sm font-bold text-navy-900">
            Erase a person&rsquo;s data
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Replaces their name, e-mail, phone, places and requirements in every request they made,
            removes them from the booking register, clears notes and reasons on their prices and
            payments, cancels messages not yet sent, and deletes the e-mails kept for them. Dates,
            service, passengers and traffic source stay for the statistics. This cannot be undone.
          </p>
          <Form method="post" className="mt-3 space-y-3">
            <Field id="erase-email" label="E-mail address" size="compact">
              {(control) => (
                <Input {...control} name="email" type="email" required size="compact" />
              )}
            </Field>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="confirm"
                value="yes"
                required
                className="accent-dragon-700"
              />{' '}
              I understand this cannot be undone
            </label>
            {actionData ? (
              <p
                role="status"
                className={actionData.ok ? 'text-sm text-emerald-800' : 'text-dragon-700 text-sm'}
              >
                {actionData.message}
              </p>
            ) : null}
            {actionData?.kept && actionData.kept.length > 0 ? (
              <div className="text-sm text-slate-700">
                <p className="font-semibold">What is kept, and why:</p>
                <ul className="mt-1 list-disc space-y-1 pl-5">
                  {actionData.kept.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <Button type="submit" variant="danger" size="compact">
              Erase
            </Button>
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
