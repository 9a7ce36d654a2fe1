import { Link } from 'react-router';
import { cardVariants } from '#app/components/ui/card.ts';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { requireAdmin } from '#app/features/admin/auth/require-admin.server.ts';
import { adminMeta, PageTitle } from '#app/features/admin/ui/admin-shell.tsx';
import { formatLongDate, formatLondonDateTime } from '#app/lib/dates.ts';
import { LAPSE_ALERT_DAYS, LAPSE_WINDOW_DAYS } from '#app/lib/lapses.ts';
import { whatLapsesNext } from '#server/fitness-lapses.server.ts';
import type { Route } from './+types/compliance';

export const meta: Route.MetaFunction = () => adminMeta('What lapses next');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request, context);
  const lapses = await whatLapsesNext(db, new Date());
  return {
    lapses: lapses.map((lapse) => ({
      key: `${lapse.holder}-${lapse.document}`,
      holderName: lapse.holderName,
      label: lapse.label,
      lastValidDay: lapse.lastValidDay,
      daysLeft: lapse.daysLeft,
      jobs: lapse.jobs.map((job) => ({
        quoteId: job.quoteId,
        pickupAt: job.pickupAt.toISOString(),
      })),
    })),
  };
}

const daysText = (days: number) =>
  days === 0 ? 'lapses tonight' : days === 1 ? 'in 1 day' : `in ${days} days`;

export default function CompliancePage({ loaderData }: Route.ComponentProps) {
  const { lapses } = loaderData;
  return (
    <>
      <PageTitle title="What lapses next" />
      <p className="mb-4 max-w-prose text-sm text-slate-700">
        Every vehicle&rsquo;s and driver&rsquo;s date that lapses in the next {LAPSE_WINDOW_DAYS}{' '}
        days, soonest first, with the booked jobs still running when it lapses. The operator is
        alerted {LAPSE_ALERT_DAYS.join(', ').replace(/, (\d+)$/, ' and $1')} days before a date
        lapses under a booked job.
      </p>
      {lapses.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
          Nothing lapses in the next {LAPSE_WINDOW_DAYS} days.
        </p>
      ) : (
        <ol className="grid gap-3" aria-label="Dates lapsing, soonest first">
          {lapses.map((lapse) => (
            <li key={lapse.key} className={cardVariants()}>
              <p className="font-semibold text-navy-900">
                {lapse.holderName}: {lapse.label} {formatLongDate(lapse.lastValidDay)}{' '}
                <span className={lapse.daysLeft <= 7 ? 'text-dragon-700' : 'text-slate-700'}>
                  ({daysText(lapse.daysLeft)})
                </span>
              </p>
              {lapse.jobs.length ? (
                <ul className="mt-1 list-disc pl-5 text-sm">
                  {lapse.jobs.map((job) => (
                    <li key={job.quoteId}>
                      <Link
                        to={`/admin/quotes/${encodeURIComponent(job.quoteId)}`}
                        className={textLinkVariants({ underline: 'always' })}
                      >
                        {formatLondonDateTime(job.pickupAt)} ({job.quoteId})
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-sm text-slate-600">No booked job depends on it.</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
