import { Form, Link } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { DataTable, Td } from '#app/components/ui/table.tsx';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { readAdminForm } from '#app/features/admin/admin-form.server.ts';
import { requireAdmin, requireAdminAction } from '#app/features/admin/auth/require-admin.server.ts';
import { normaliseQuoteId } from '#app/features/admin/quotes/quote-detail.server.ts';
import { listSpam, markNotSpam } from '#app/features/admin/quotes/spam.server.ts';
import { adminMeta, PageTitle } from '#app/features/admin/ui/admin-shell.tsx';
import { queueQuoteDeliveries } from '#app/features/quote/enqueue-quote-jobs.server.ts';
import { quotePath } from '#app/features/admin/ui/quote-table.tsx';
import type { Route } from './+types/spam';

export const meta: Route.MetaFunction = () => adminMeta('Spam');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request, context);
  return { spam: await listSpam(db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request, context);
  const id = normaliseQuoteId(String((await readAdminForm(request)).get('id') ?? ''));
  if (!admin.outbox) return { message: 'The outbox is not running; try again later.' };
  const outbox = admin.outbox;
  const moved = await markNotSpam(admin.db, id, (tx) =>
    queueQuoteDeliveries(tx, outbox, id, {
      partnerForwarding: Boolean(admin.env.PARTNER_QUOTE_URL),
    }),
  );
  return {
    message: moved
      ? `${id} moved to the requests; its e-mails are on their way.`
      : `${id} was not in the spam list.`,
  };
}

export default function Spam({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Spam quarantine" />
      <p className="mb-4 max-w-2xl text-sm text-slate-700">
        Requests that filled in the hidden honeypot field. Nothing was sent for them. If one is
        real, choose Not spam: it joins the requests and its e-mails (and partner forwarding) go
        out.
      </p>
      {actionData ? (
        <p
          role="status"
          className="mb-3 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          {actionData.message}
        </p>
      ) : null}
      <div className={cardVariants({ padding: 'none', className: 'overflow-x-auto' })}>
        {loaderData.spam.length === 0 ? (
          <p className="px-3 py-8 text-center text-sm text-slate-600">No spam caught.</p>
        ) : (
          <DataTable
            caption="Requests caught as spam"
            columns={[
              'From',
              'Trip',
              'Requirements',
              'Received',
              { label: 'Action', hidden: true },
            ]}
          >
            {loaderData.spam.map((q) => (
              <tr key={q.id}>
                <Td>
                  <Link to={quotePath(q.id)} className={textLinkVariants()}>
                    {q.name}
                  </Link>
                  <div className="text-xs text-slate-600">{q.email}</div>
                </Td>
                <Td className="text-xs">
                  {q.pickupLocation} → {q.destination}
                </Td>
                <Td className="max-w-72 truncate text-xs">{q.specialRequirements}</Td>
                <Td className="text-xs whitespace-nowrap">
                  {q.receivedAt.slice(0, 16).replace('T', ' ')}
                </Td>
                <Td>
                  <Form method="post">
                    <input type="hidden" name="id" value={q.id} />
                    <Button
                      type="submit"
                      variant="subtle"
                      size="compact"
                      aria-label={`Not spam: ${q.name} (${q.id})`}
                    >
                      Not spam
                    </Button>
                  </Form>
                </Td>
              </tr>
            ))}
          </DataTable>
        )}
      </div>
    </>
  );
}
