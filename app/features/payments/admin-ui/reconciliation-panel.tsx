/**
 * The admin's word on the daily check with Stripe: the last run, when it ran, how many card
 * payments it checked and which requests differed, or that it failed (and is tried again).
 */
import { cardVariants } from '#app/components/ui/card.ts';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { formatLondonDateTime } from '#app/lib/dates.ts';
import type { ReconciliationRunView } from '../reconciliation.server.ts';

export const RECONCILIATION_TEXT = {
  heading: 'Daily check with Stripe',
  none: 'Not run yet: it runs once a day while online payment is on.',
  running: (at: string) => `Running since ${at}.`,
  done: (at: string, checked: number) =>
    `Last run ${at}: ${checked} card ${checked === 1 ? 'payment' : 'payments'} of the last 35 days checked.`,
  agree: 'Stripe and the ledger agree.',
  differ: (n: number) =>
    `${n} ${n === 1 ? 'payment differs' : 'payments differ'} from the ledger (the operator was e-mailed):`,
  failed: (at: string, error: string | null) =>
    `The run of ${at} failed${error ? ` (${error})` : ''}: Stripe could not be asked. It is tried again within the hour.`,
} as const;

export function ReconciliationPanel({ run }: { run: ReconciliationRunView | null }) {
  const t = RECONCILIATION_TEXT;
  return (
    <section
      aria-labelledby="reconciliation-heading"
      className={cardVariants({ className: 'mt-5 text-sm' })}
      data-testid="reconciliation"
    >
      <h2 id="reconciliation-heading" className="font-bold text-navy-900">
        {t.heading}
      </h2>
      {!run ? (
        <p className="mt-2 text-slate-600">{t.none}</p>
      ) : run.state === 'running' ? (
        <p className="mt-2 text-slate-700">{t.running(formatLondonDateTime(run.startedAt))}</p>
      ) : run.state === 'failed' ? (
        <p role="alert" className="mt-2 font-semibold text-dragon-800">
          {t.failed(formatLondonDateTime(run.startedAt), run.error)}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            {t.done(formatLondonDateTime(run.finishedAt ?? run.startedAt), run.checked)}
          </p>
          {run.differences === 0 ? (
            <p className="mt-1 font-semibold text-emerald-800">{t.agree}</p>
          ) : (
            <>
              <p className="mt-1 font-semibold text-dragon-800">{t.differ(run.differences)}</p>
              <ul className="mt-1 list-disc pl-5">
                {run.quoteIds.map((id) => (
                  <li key={id}>
                    <a href={`/admin/quotes/${id.toLowerCase()}`} className={textLinkVariants()}>
                      {id}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
