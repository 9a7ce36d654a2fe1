/**
 * The admin account page's credit notes: for each invoice with journeys not yet credited, a
 * folded form to tick the journeys to credit and say why. A plain server form: it works before
 * hydration and with JavaScript off; the server prices the note from the invoice as issued.
 */
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { formatLongDate } from '#app/lib/dates.ts';
import { formatPence } from '#app/lib/money.ts';
import {
  CREDIT_NOTE_FIELDS,
  CREDIT_NOTE_INTENT,
  CREDIT_NOTE_LABELS,
  CREDIT_REASON_MAX,
  type CreditableJourney,
} from '../account-admin.ts';

export function CreditNoteForms({
  creditable,
}: {
  creditable: Record<number, CreditableJourney[]>;
}) {
  const invoices = Object.entries(creditable)
    .map(([number, lines]) => ({ number: Number(number), lines }))
    .filter((invoice) => invoice.lines.length > 0)
    .sort((a, b) => b.number - a.number);
  if (invoices.length === 0) return null;
  return (
    <div className="grid gap-2">
      {invoices.map((invoice) => (
        <details key={invoice.number} className="rounded-lg border border-slate-200 p-3">
          <summary className="cursor-pointer text-sm font-semibold text-navy-900">
            {CREDIT_NOTE_LABELS.summary(invoice.number)}
          </summary>
          <Form method="post" className="mt-3 grid gap-3">
            <input type="hidden" name="intent" value={CREDIT_NOTE_INTENT} />
            <input type="hidden" name={CREDIT_NOTE_FIELDS.invoice} value={invoice.number} />
            <fieldset className="grid gap-1">
              <legend className="mb-1 text-sm font-semibold text-navy-900">
                {CREDIT_NOTE_LABELS.journeys}
              </legend>
              {invoice.lines.map((line) => (
                <label key={line.bookingId} className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={CREDIT_NOTE_FIELDS.journey}
                    value={line.bookingId}
                    className="mt-0.5 size-4 shrink-0 accent-navy-700"
                  />
                  <span>
                    {formatLongDate(line.date)} {line.time}, {line.from} to {line.to}:{' '}
                    {formatPence(line.grossPence)}
                  </span>
                </label>
              ))}
            </fieldset>
            <Field
              id={`credit-reason-${invoice.number}`}
              label={CREDIT_NOTE_LABELS.reason}
              hint={CREDIT_NOTE_LABELS.reasonHint}
              size="compact"
              required
            >
              {(control) => (
                <Input
                  {...control}
                  name={CREDIT_NOTE_FIELDS.reason}
                  maxLength={CREDIT_REASON_MAX}
                  required
                  size="compact"
                />
              )}
            </Field>
            <div>
              <Button type="submit" variant="subtle" size="compact">
                {CREDIT_NOTE_LABELS.submit}
              </Button>
            </div>
          </Form>
        </details>
      ))}
    </div>
  );
}
