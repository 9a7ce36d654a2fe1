/** The request page's panel to put its booking on an account (a plain POST). */
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { Field } from '#app/components/ui/field.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { ON_ACCOUNT_INTENT } from '../on-account.ts';

export function OnAccountPanel({
  panel,
  result,
}: {
  panel: { accounts: { id: number; organisation: string }[]; current: string | null };
  result: { ok: boolean; message: string } | undefined;
}) {
  return (
    <section aria-labelledby="on-account" className={cardVariants({ className: 'grid gap-2' })}>
      <h2 id="on-account" className="text-base font-bold text-navy-900">
        On account
      </h2>
      <p className="text-sm text-slate-700">
        {panel.current
          ? `This booking is on ${panel.current}'s account.`
          : 'An on-account booking is confirmed without payment and invoiced with its account’s month.'}
      </p>
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={result.ok ? 'text-sm text-green-800' : 'text-dragon-700 text-sm font-semibold'}
        >
          {result.message}
        </p>
      ) : null}
      {panel.accounts.length === 0 ? (
        <p className="text-sm text-slate-600">No accounts yet: add one under Accounts.</p>
      ) : (
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value={ON_ACCOUNT_INTENT} />
          <Field id="on-account-id" label="Account" size="compact" required>
            {(control) => (
              <Select {...control} name="accountId" defaultValue="" required size="compact">
                <option value="">Choose an account</option>
                {panel.accounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.organisation}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button type="submit" variant="subtle" size="compact">
            Put on account
          </Button>
        </Form>
      )}
    </section>
  );
}
