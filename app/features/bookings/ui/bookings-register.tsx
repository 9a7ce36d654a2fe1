/**
 * The booking register: a table from 640 px up, one card per booking below it, so the operator can
 * read and change jobs from a phone on the road.
 */
import { Link } from 'react-router';
import { cardVariants } from '#app/components/ui/card.ts';
import { DataTable, Td } from '#app/components/ui/table.tsx';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { formatPence } from '#app/lib/money.ts';
import { AssignForm, CancelForm } from './booking-forms.tsx';
import {
  formatSlot,
  type BookingListRow,
  type DriverOption,
  type FleetOption,
} from './booking-format.ts';

const COLUMNS = [
  '#',
  'Date and time',
  'Hirer',
  'Pickup',
  'Destination',
  'Passengers',
  'Vehicle',
  'Driver',
  'Agreed fare',
  'Status',
  'Actions',
] as const;

const STATUS_LABELS: Record<BookingListRow['status'], string> = {
  'awaiting-payment': 'Held: awaiting payment',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};

function StatusText({ booking }: { booking: BookingListRow }) {
  return (
    <span className="flex flex-col gap-1">
      <span
        className={
          booking.status === 'cancelled'
            ? 'text-slate-500 line-through'
            : booking.status === 'awaiting-payment'
              ? 'font-semibold text-amber-900'
              : 'font-semibold text-emerald-800'
        }
      >
        {STATUS_LABELS[booking.status]}
      </span>
      {booking.instant ? (
        <span
          className="w-fit rounded bg-navy-50 px-1.5 py-0.5 text-xs font-semibold text-navy-900"
          data-instant
        >
          Instant booking: booked online
        </span>
      ) : null}
      {booking.contractReference ? (
        <span
          className="w-fit rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-900"
          data-contract
        >
          Contract {booking.contractReference}
        </span>
      ) : null}
      {booking.clashesWith.length ? (
        <strong className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900" data-clash>
          Vehicle double-booked with {booking.clashesWith.map((id) => `#${id}`).join(', ')}
        </strong>
      ) : null}
      {booking.driverClashesWith.length ? (
        <strong className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900" data-clash>
          Driver double-booked with {booking.driverClashesWith.map((id) => `#${id}`).join(', ')}
        </strong>
      ) : null}
      {booking.tooFewSeats ? (
        <strong className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900" data-clash>
          Fewer seats ({booking.vehicleSeats}) than passengers ({booking.passengers})
        </strong>
      ) : null}
    </span>
  );
}

function Vehicle({ booking }: { booking: BookingListRow }) {
  return (
    <>
      {booking.vehicleName ?? <span className="text-slate-500">Not assigned</span>}
      <span className="block text-xs text-slate-500">Quoted: {booking.quotedVehicle}</span>
    </>
  );
}

/**
 * What a booking's customer has paid and been refunded, when online payment is on (composed by the
 * route). Both are shown: a cancelled, refunded booking reads "Paid £400.00, Refunded £200.00",
 * never "Paid £0.00".
 */
export type PaidByQuote = Record<string, { paidPence: number; refundedPence: number }>;

function Fare({ booking, paid }: { booking: BookingListRow; paid?: PaidByQuote }) {
  if (!paid) return <>{formatPence(booking.farePence)}</>;
  const { paidPence, refundedPence } = paid[booking.quoteId] ?? { paidPence: 0, refundedPence: 0 };
  const held = paidPence - refundedPence;
  const left = booking.status === 'cancelled' ? 0 : Math.max(0, booking.farePence - held);
  return (
    <>
      {formatPence(booking.farePence)}
      <span className="block text-xs text-slate-600" data-paid="">
        Paid {formatPence(paidPence)}
      </span>
      {refundedPence > 0 ? (
        <span className="block text-xs text-slate-600" data-refunded="">
          Refunded {formatPence(refundedPence)}
        </span>
      ) : null}
      {left > 0 ? (
        <span className="block text-xs text-amber-900">Left {formatPence(left)}</span>
      ) : null}
    </>
  );
}

/**
 * The flights of each booking's airport transfer, as the flights feature last heard of them
 * (composed in by the route): the flight, its status, and whether it moved the pickup.
 */
export type FlightsByQuote = Record<
  string,
  { flight: string; status: string | null; pickupMoved: boolean }[]
>;

function Flights({ booking, flights }: { booking: BookingListRow; flights?: FlightsByQuote }) {
  const lines = flights?.[booking.quoteId];
  if (!lines?.length) return null;
  return (
    <>
      {lines.map((line) => (
        <span key={line.flight} className="block text-xs text-slate-600" data-flight={line.flight}>
          Flight {line.flight}: {line.status ?? 'not asked yet'}
          {line.pickupMoved ? (
            <span className="block font-semibold text-amber-900">Pickup moved to meet it</span>
          ) : null}
        </span>
      ))}
    </>
  );
}

export function BookingsRegister({
  rows,
  fleet,
  drivers,
  paid,
  flights,
}: {
  rows: BookingListRow[];
  fleet: FleetOption[];
  drivers: DriverOption[];
  paid?: PaidByQuote;
  flights?: FlightsByQuote;
}) {
  return (
    <>
      <div
        className={cardVariants({ padding: 'none', className: 'hidden overflow-x-auto sm:block' })}
      >
        <DataTable caption="Bookings" columns={COLUMNS}>
          {rows.map((b) => (
            <tr key={b.id} data-booking={b.id}>
              <Td>{b.id}</Td>
              <Td className="whitespace-nowrap">
                {formatSlot(b.pickupAt)}
                <Flights booking={b} flights={flights} />
              </Td>
              <Td>
                <Link to={`/admin/quotes/${b.quoteId}`} className={textLinkVariants()}>
                  {b.hirerName}
                </Link>
                <span className="block text-xs text-slate-500">{b.hirerPhone}</span>
              </Td>
              <Td>{b.pickupLocation}</Td>
              <Td>{b.destination}</Td>
              <Td>{b.passengers}</Td>
              <Td>
                <Vehicle booking={b} />
              </Td>
              <Td>{b.driverName ?? <span className="text-slate-500">Not assigned</span>}</Td>
              <Td className="whitespace-nowrap">
                <Fare booking={b} paid={paid} />
              </Td>
              <Td>
                <StatusText booking={b} />
              </Td>
              <Td className="space-y-2">
                {b.status === 'confirmed' ? (
                  <AssignForm booking={b} fleet={fleet} drivers={drivers} idPrefix="t" />
                ) : null}
                <CancelForm booking={b} withRefund={paid !== undefined} />
              </Td>
            </tr>
          ))}
        </DataTable>
      </div>
      <ul className="space-y-3 sm:hidden" aria-label="Bookings">
        {rows.map((b) => (
          <li key={b.id} data-booking={b.id} className={cardVariants({ padding: 'sm' })}>
            <p className="text-sm font-bold text-navy-900">{formatSlot(b.pickupAt)}</p>
            <Flights booking={b} flights={flights} />
            <p className="text-sm">
              <Link
                to={`/admin/quotes/${b.quoteId}`}
                className={textLinkVariants({ underline: 'always' })}
              >
                {b.hirerName}
              </Link>{' '}
              ·{' '}
              <a href={`tel:${b.hirerPhone}`} className={textLinkVariants({ underline: 'always' })}>
                {b.hirerPhone}
              </a>
            </p>
            <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">From</dt>
              <dd>{b.pickupLocation}</dd>
              <dt className="text-slate-500">To</dt>
              <dd>{b.destination}</dd>
              <dt className="text-slate-500">Passengers</dt>
              <dd>{b.passengers}</dd>
              <dt className="text-slate-500">Vehicle</dt>
              <dd>
                <Vehicle booking={b} />
              </dd>
              <dt className="text-slate-500">Driver</dt>
              <dd>{b.driverName ?? 'Not assigned'}</dd>
              <dt className="text-slate-500">Fare</dt>
              <dd>
                <Fare booking={b} paid={paid} />
              </dd>
              <dt className="text-slate-500">Status</dt>
              <dd>
                <StatusText booking={b} />
              </dd>
            </dl>
            {b.status === 'confirmed' ? (
              <details className="mt-2 text-sm">
                <summary
                  className={textLinkVariants({ className: 'cursor-pointer font-semibold' })}
                >
                  Assign vehicle and driver
                </summary>
                <div className="mt-2">
                  <AssignForm booking={b} fleet={fleet} drivers={drivers} idPrefix="c" />
                </div>
              </details>
            ) : null}
            <div className="mt-2">
              <CancelForm booking={b} withRefund={paid !== undefined} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
