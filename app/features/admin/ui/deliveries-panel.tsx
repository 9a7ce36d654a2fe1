import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { cn } from '#app/lib/cn.ts';

export interface DeliveryRow {
  jobId: string;
  queue: string;
  label: string;
  state: 'sent' | 'queued' | 'sending' | 'retrying' | 'failed' | 'cancelled' | 'not-sending';
  retries: number;
  nextAttemptAt: string | null;
  completedAt: string | null;
  error: string | null;
  /** Why a queued job will send nothing (its booking is cancelled, say). */
  reason: string | null;
}

/** The state's word on its badge. */
const STATE_TEXT: Record<DeliveryRow['state'], string> = {
  sent: 'sent',
  queued: 'queued',
  sending: 'sending',
  retrying: 'retrying',
  failed: 'failed',
  cancelled: 'cancelled',
  'not-sending': 'won’t be sent',
};

const STATE_STYLE: Record<DeliveryRow['state'], string> = {
  sent: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  queued: 'bg-slate-100 text-slate-700 ring-slate-300',
  sending: 'bg-sky-50 text-sky-800 ring-sky-200',
  retrying: 'bg-amber-50 text-amber-900 ring-amber-200',
  failed: 'bg-dragon-50 text-dragon-800 ring-dragon-100',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-300',
  'not-sending': 'bg-slate-100 text-slate-700 ring-slate-300',
};

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Europe/London',
});

/** Each outbox job of the quote with its state; failed ones get a Retry button. */
export function DeliveriesPanel({
  deliveries,
  note,
}: {
  deliveries: DeliveryRow[] | null;
  note?: string;
}) {
  return (
    <section aria-labelledby="deliveries-heading" className={cardVariants()}>
      <h2 id="deliveries-heading" className="mb-3 text-sm font-bold text-navy-900">
        Deliveries
      </h2>
      {note ? (
        <p role="status" className="mb-2 text-sm text-slate-700">
          {note}
        </p>
      ) : null}
      {deliveries === null ? (
        <p className="text-sm text-slate-600">The outbox is not running in this process.</p>
      ) : deliveries.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing was sent for this request.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {deliveries.map((d) => (
            <li
              key={d.jobId}
              className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm"
              data-delivery={d.queue}
            >
              <div className="min-w-0">
                <div className="flex items-center gap-2">
                  <span className="font-semibold text-slate-900">{d.label}</span>
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
                      STATE_STYLE[d.state],
                    )}
                  >
                    {STATE_TEXT[d.state]}
                  </span>
                </div>
                <p className="text-xs text-slate-600">
                  {d.reason ? `${d.reason} ` : ''}
                  {d.state === 'sent' && d.completedAt
                    ? `Sent ${when.format(new Date(d.completedAt))}. `
                    : ''}
                  {d.state === 'retrying' && d.nextAttemptAt
                    ? `Next attempt ${when.format(new Date(d.nextAttemptAt))}. `
                    : ''}
                  {d.retries > 0 ? `${d.retries} retr${d.retries === 1 ? 'y' : 'ies'}. ` : ''}
                </p>
                {d.error ? (
                  <p className="text-dragon-800 mt-0.5 text-xs break-words">Error: {d.error}</p>
                ) : null}
              </div>
              {d.state === 'failed' ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="retry" />
                  <input type="hidden" name="queue" value={d.queue} />
                  <input type="hidden" name="jobId" value={d.jobId} />
                  <Button
                    type="submit"
                    variant="subtle"
                    size="compact"
                    aria-label={`Retry ${d.label}`}
                  >
                    Retry
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
