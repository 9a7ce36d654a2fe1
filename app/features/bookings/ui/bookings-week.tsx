/**
 * The register's week view: Monday to Sunday, each day's jobs in pickup order, today marked, and
 * the previous and next weeks as plain links (?week=YYYY-MM-DD), so it works with no script. One
 * column on a phone; the seven days side by side only where there is room for them.
 */
import { Link } from 'react-router';
import { formatPence } from '#app/lib/money.ts';
import { weekHref } from '../booking-week.ts';
import type { BookingListRow } from './booking-format.ts';

export interface WeekDay {
  date: string;
  isToday: boolean;
  rows: BookingListRow[];
}

const DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const TIME = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

const dayName = (date: string) => DAY.format(new Date(`${date}T12:00:00Z`));

export function BookingsWeek({
  week,
}: {
  week: { monday: string; previous: string; next: string; days: WeekDay[] };
}) {
  const sunday = week.days[week.days.length - 1]!.date;
  return (
    <section aria-labelledby="week-heading">
      <nav aria-label="Weeks" className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <Link to={weekHref(week.previous)} className="font-semibold text-navy-700 underline">
          ← Previous week
        </Link>
        <h2 id="week-heading" className="text-sm font-bold text-slate-700">
          {dayName(week.monday)} to {dayName(sunday)}
        </h2>
        <Link to={weekHref(week.next)} className="font-semibold text-navy-700 underline">
          Next week →
        </Link>
      </nav>
      <ol className="grid gap-3 xl:grid-cols-7">
        {week.days.map((day) => (
          <li
            key={day.date}
            data-day={day.date}
            aria-current={day.isToday ? 'date' : undefined}
            className={`rounded-lg border bg-white p-3 ${day.isToday ? 'border-navy-700 ring-2 ring-navy-700' : 'border-slate-200'}`}
          >
            <h3 className="text-sm font-bold text-navy-900">
              {dayName(day.date)}
              {day.isToday ? (
                <span className="ml-2 rounded bg-navy-900 px-1.5 py-0.5 text-xs text-white">
                  Today
                </span>
              ) : null}
            </h3>
            {day.rows.length ? (
              <ul className="mt-2 space-y-2">
                {day.rows.map((b) => (
                  <li
                    key={b.id}
                    data-booking={b.id}
                    className={`text-sm ${b.status === 'cancelled' ? 'text-slate-500' : 'text-slate-800'}`}
                  >
                    <p className="font-semibold">
                      <time dateTime={b.pickupAt}>{TIME.format(new Date(b.pickupAt))}</time>{' '}
                      <Link to={`/admin/quotes/${b.quoteId}`} className="text-navy-700 underline">
                        {b.hirerName}
                      </Link>
                      {b.status === 'cancelled' ? (
                        <span className="ml-1 font-normal line-through">cancelled</span>
                      ) : null}
                      {b.instant ? (
                        <span
                          className="ml-1 rounded bg-navy-50 px-1.5 py-0.5 text-xs text-navy-900"
                          data-instant
                        >
                          instant booking
                        </span>
                      ) : null}
                      {b.contractReference ? (
                        <span
                          className="ml-1 rounded bg-emerald-50 px-1.5 py-0.5 text-xs text-emerald-900"
                          data-contract
                        >
                          contract {b.contractReference}
                        </span>
                      ) : null}
                    </p>
                    <p className="break-words">
                      {b.pickupLocation} → {b.destination}
                    </p>
                    <p className="text-xs text-slate-600">
                      {b.passengers} passengers · {b.vehicleName ?? 'no vehicle yet'} ·{' '}
                      {b.driverName ?? 'no driver yet'} · {formatPence(b.farePence)}
                    </p>
                    {b.clashesWith.length ? (
                      <strong
                        className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900"
                        data-clash
                      >
                        Vehicle double-booked with {b.clashesWith.map((id) => `#${id}`).join(', ')}
                      </strong>
                    ) : null}
                    {b.driverClashesWith.length ? (
                      <strong
                        className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900"
                        data-clash
                      >
                        Driver double-booked with{' '}
                        {b.driverClashesWith.map((id) => `#${id}`).join(', ')}
                      </strong>
                    ) : null}
                    {b.tooFewSeats ? (
                      <strong
                        className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900"
                        data-clash
                      >
                        Fewer seats ({b.vehicleSeats}) than passengers ({b.passengers})
                      </strong>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-500">No jobs.</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
