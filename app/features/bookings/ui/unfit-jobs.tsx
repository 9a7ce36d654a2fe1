/**
 * The register's first word when a change has left booked jobs unfit (a date edited, a vehicle or
 * driver retired): each job with every reason, until the operator gives it another vehicle or
 * driver or puts the dates right.
 */
import { Link } from 'react-router';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { formatSlot } from './booking-format.ts';

export interface UnfitJobRow {
  bookingId: number;
  quoteId: string;
  pickupAt: string;
  hirerName: string;
  reasons: string[];
}

export function UnfitJobs({ jobs }: { jobs: UnfitJobRow[] }) {
  if (jobs.length === 0) return null;
  return (
    <section
      aria-labelledby="unfit-heading"
      className="border-dragon-600 bg-dragon-50 mb-4 rounded-md border-l-4 px-3 py-2 text-sm"
      data-unfit=""
    >
      <h2 id="unfit-heading" className="text-dragon-800 font-bold">
        These jobs are no longer fit:
      </h2>
      <p className="text-slate-700">
        Since they were booked, something changed with their vehicle or driver. Give each one
        another vehicle or driver, or put the dates right.
      </p>
      <ul className="mt-2 space-y-2">
        {jobs.map((job) => (
          <li key={job.bookingId} data-unfit-booking={job.bookingId}>
            <Link
              to={`/admin/quotes/${job.quoteId}`}
              className={textLinkVariants({ underline: 'always', className: 'font-semibold' })}
            >
              #{job.bookingId}, {formatSlot(job.pickupAt)}, {job.hirerName}
            </Link>
            <ul className="list-disc pl-5 text-slate-800">
              {job.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
