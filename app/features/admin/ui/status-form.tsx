import { Form, useNavigation } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { Field } from '#app/components/ui/field.tsx';
import { labelClass } from '#app/components/ui/label.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { QUOTE_PIPELINE, STATUS_LABELS, type PipelineStatus } from '../quotes/quote-status.ts';
import { StatusBadge } from './status-badge.tsx';

export interface HistoryEntry {
  id: number;
  from: PipelineStatus;
  to: PipelineStatus;
  note: string | null;
  by: string | null;
  at: string;
}

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** The pipeline: the current status, a change with a note, and every change so far. */
export function StatusPanel({
  status,
  history,
  error,
  bookingCancelled = false,
}: {
  status: PipelineStatus;
  history: HistoryEntry[];
  error?: string;
  /** The request's booking is cancelled: its badge says so rather than "Won". */
  bookingCancelled?: boolean;
}) {
  const busy = useNavigation().formData?.get('intent') === 'status';
  return (
    <section aria-labelledby="status-heading" className={cardVariants()}>
      <h2
        id="status-heading"
        className="mb-3 flex items-center gap-2 text-sm font-bold text-navy-900"
      >
        Status <StatusBadge status={status} bookingCancelled={bookingCancelled} />
      </h2>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="status" />
        <fieldset>
          <legend className={labelClass('compact', 'mb-1')}>Move to</legend>
          <div className="flex flex-wrap gap-1.5">
            {QUOTE_PIPELINE.map((s) => (
              <label
                key={s}
                className="has-checked:border-navy-700 has-checked:bg-navy-50 flex cursor-pointer items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1 text-sm"
              >
                <input
                  type="radio"
                  name="status"
                  value={s}
                  defaultChecked={s === status}
                  className="accent-navy-700"
                />
                {STATUS_LABELS[s]}
              </label>
            ))}
          </div>
        </fieldset>
        <Field id="note" label="Note" size="compact">
          {(control) => (
            <Textarea
              {...control}
              name="note"
              rows={2}
              size="compact"
              placeholder="e.g. Quoted £240 by phone, customer to confirm by Friday"
            />
          )}
        </Field>
        {error ? (
          <p role="alert" className="text-dragon-700 text-sm">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="secondary" size="compact" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </Form>
      <h3 className="mt-5 mb-2 text-xs font-semibold text-slate-600 uppercase">History</h3>
      {history.length === 0 ? (
        <p className="text-sm text-slate-600">No changes yet.</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {history.map((h) => (
            <li key={h.id} className="border-l-2 border-slate-200 pl-3">
              <div className="flex flex-wrap items-center gap-1.5">
                <StatusBadge status={h.from} /> <span aria-label="to">→</span>{' '}
                <StatusBadge status={h.to} />
                <span className="text-xs text-slate-600">
                  {when.format(new Date(h.at))}
                  {h.by ? ` · ${h.by}` : ''}
                </span>
              </div>
              {h.note ? <p className="mt-1 whitespace-pre-wrap text-slate-800">{h.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
