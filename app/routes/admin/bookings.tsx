import { Link } from 'react-router';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { readAdminForm } from '#app/features/admin/admin-form.server.ts';
import { requireAdmin, requireAdminAction } from '#app/features/admin/auth/require-admin.server.ts';
import { adminMeta, PageTitle } from '#app/features/admin/ui/admin-shell.tsx';
import {
  bookingsPageAction,
  bookingsPageData,
} from '#app/features/bookings/bookings-page.server.ts';
import { weekHref } from '#app/features/bookings/booking-week.ts';
import { dvlaClientFor } from '#app/features/bookings/dvla/dvla-client.server.ts';
import { BookingsRegister } from '#app/features/bookings/ui/bookings-register.tsx';
import { flightStatusesFor } from '#app/features/flights/flight-statuses.server.ts';
import { ledgerSummaries } from '#app/features/payments/ledger.server.ts';
import { BookingsWeek } from '#app/features/bookings/ui/bookings-week.tsx';
import { FleetPanel } from '#app/features/bookings/ui/fleet-panel.tsx';
import { UnfitJobs } from '#app/features/bookings/ui/unfit-jobs.tsx';
import { ActionStatus } from '#app/features/bookings/ui/action-status.tsx';
import { paymentServices } from '#server/payment-services.server.ts';
import { cancelWithOperatorRefund } from './bookings-refund.server.ts';
import { fitnessPorts } from './fitness-ports.server.ts';
import type { Route } from './+types/bookings';

export const meta: Route.MetaFunction = () => adminMeta('Bookings');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = await requireAdmin(request, context);
  const page = await bookingsPageData(db, fitnessPorts(env), new URL(request.url));
  // With online payment on, each booking says what its customer has paid and what is left.
  const paid = env.STRIPE_SECRET_KEY
    ? Object.fromEntries(
        [
          ...(await ledgerSummaries(
            db,
            page.rows.map((row) => row.quoteId),
          )),
        ].map(([quoteId, { paidPence, refundedPence }]) => [quoteId, { paidPence, refundedPence }]),
      )
    : undefined;
  // An airport transfer's flights: their status, and whether one moved the pickup.
  const flights = Object.fromEntries(
    Object.entries(
      await flightStatusesFor(
        db,
        page.rows.map((row) => row.quoteId),
      ),
    ).map(([quoteId, lines]) => [
      quoteId,
      lines.map((line) => ({
        flight: line.flight,
        status: line.status,
        pickupMoved: line.pickupMovedTo !== null,
      })),
    ]),
  );
  return { ...page, paid, flights };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request, context);
  const outbox = admin.outbox;
  // The server hands in both; the refund a cancellation queues needs the outbox and Stripe.
  const stripe = outbox ? paymentServices(context).stripe : null;
  return bookingsPageAction(
    {
      db: admin.db,
      boss: admin.outbox,
      by: admin.session.email,
      ports: fitnessPorts(admin.env),
      dvla: dvlaClientFor(admin.env),
      // With online payment on, a cancellation queues the refund the operator chose with it.
      cancel:
        stripe && outbox
          ? (bookingId, form) =>
              cancelWithOperatorRefund(
                { db: admin.db, stripe, boss: outbox },
                bookingId,
                form,
                admin.session.email,
              )
          : undefined,
    },
    await readAdminForm(request),
  );
}

export default function BookingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, week, thisWeek, rows, fleet, drivers, unfit } = loaderData;
  return (
    <>
      <PageTitle title="Bookings">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <Link
            to={view === 'upcoming' ? '/admin/bookings?view=past' : '/admin/bookings'}
            className={textLinkVariants({ underline: 'always', className: 'font-semibold' })}
          >
            {view === 'upcoming' ? 'Past bookings' : 'Upcoming bookings'}
          </Link>
          {view === 'week' ? null : (
            <Link
              to={weekHref(thisWeek)}
              className={textLinkVariants({ underline: 'always', className: 'font-semibold' })}
            >
              Week view
            </Link>
          )}
          <a
            href="/admin/bookings.csv"
            className={buttonVariants({ variant: 'subtle', size: 'compact' })}
            download
          >
            Download CSV
          </a>
        </div>
      </PageTitle>
      {actionData ? <ActionStatus result={actionData} /> : null}
      <UnfitJobs jobs={unfit} />
      {/* minmax(0, …): a wide register scrolls inside its own card instead of widening the page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 xl:grid-cols-[minmax(0,1fr)_18rem]">
        {week ? (
          <BookingsWeek week={week} />
        ) : (
          <div className="min-w-0">
            <h2 className="mb-2 text-sm font-bold text-slate-700">
              {view === 'upcoming' ? 'Upcoming, soonest first' : 'Past, most recent first'}
            </h2>
            {rows.length ? (
              <BookingsRegister
                rows={rows}
                fleet={fleet}
                drivers={drivers}
                paid={loaderData.paid}
                flights={loaderData.flights}
              />
            ) : (
              <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
                {view === 'upcoming'
                  ? 'No upcoming bookings yet. A booking appears here as soon as a customer accepts a price.'
                  : 'No past bookings yet.'}
              </p>
            )}
          </div>
        )}
        <FleetPanel fleet={fleet} />
      </div>
    </>
  );
}
