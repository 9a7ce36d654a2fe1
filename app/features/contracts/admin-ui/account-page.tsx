/**
 * One account's page: its details and flag, the work done on it not yet invoiced, its money (the
 * invoices, payments and statement, composed in by the route: the payments feature's panel), its
 * contracts and its journeys.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cardVariants } from '#app/components/ui/card.ts';
import { DataTable, Td } from '#app/components/ui/table.tsx';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { formatLongDate, formatLondonDateTime } from '#app/lib/dates.ts';
import { formatPence } from '#app/lib/money.ts';
import { ACCOUNT_LABELS } from '../account-form.ts';
import { standingFlags, type AccountStanding } from '../account-standing.ts';

export interface AccountPageData {
  account: {
    id: number;
    organisation: string;
    billingEmail: string;
    billingAddress: string;
    paymentTermsDays: number;
    purchaseOrder: string | null;
    creditLimitPence: number | null;
    vatNumber: string | null;
  };
  standing: AccountStanding;
  contracts: {
    id: number;
    reference: string;
    pickupLocation: string;
    destination: string;
    firstDay: string;
    lastDay: string;
  }[];
  bookings: {
    id: number;
    quoteId: string;
    pickupAt: string;
    pickupLocation: string;
    destination: string;
    farePence: number;
    status: string;
    vehicleName: string | null;
    contractReference: string | null;
  }[];
}

export function AccountPage({
  account,
  standing,
  contracts,
  bookings,
  money,
}: AccountPageData & { money?: ReactNode }) {
  const details: [string, string][] = [
    [ACCOUNT_LABELS.billingEmail, account.billingEmail],
    [ACCOUNT_LABELS.billingAddress, account.billingAddress],
    [ACCOUNT_LABELS.paymentTermsDays, String(account.paymentTermsDays)],
    [ACCOUNT_LABELS.purchaseOrder, account.purchaseOrder ?? 'None'],
    [
      ACCOUNT_LABELS.creditLimit,
      account.creditLimitPence === null ? 'None' : formatPence(account.creditLimitPence),
    ],
    [ACCOUNT_LABELS.vatNumber, account.vatNumber ?? 'None'],
  ];
  return (
    <div className="grid gap-4">
      {standingFlags(account, standing).map((flag) => (
        <p
          key={flag}
          role="status"
          className="text-dragon-700 rounded-lg border border-current bg-white p-3 text-sm font-semibold"
        >
          {flag}
        </p>
      ))}
      <section aria-labelledby="account-details" className={cardVariants()}>
        <h2 id="account-details" className="mb-2 text-base font-bold text-navy-900">
          Details
        </h2>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {details.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-slate-700">{term}</dt>
              <dd className="whitespace-pre-line">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="account-balance" className={cardVariants()}>
        <h2 id="account-balance" className="mb-2 text-base font-bold text-navy-900">
          Balance
        </h2>
        <p className="text-sm">
          {/* Paid beyond what is owed (a credit note after payment): said as credit, not "−£". */}
          {standing.balancePence < 0 ? (
            <>
              In credit: <strong>{formatPence(-standing.balancePence)}</strong>.
            </>
          ) : (
            <>
              Owed: <strong>{formatPence(standing.balancePence)}</strong>, of which completed
              journeys not invoiced yet: {formatPence(standing.uninvoicedPence)}.
            </>
          )}{' '}
          Journeys still to come: {formatPence(standing.upcomingPence)}.
        </p>
      </section>
      {money}
      <section aria-labelledby="account-contracts" className={cardVariants()}>
        <h2 id="account-contracts" className="mb-2 text-base font-bold text-navy-900">
          Contracts
        </h2>
        {contracts.length === 0 ? (
          <p className="text-sm text-slate-600">
            No contracts yet.{' '}
            <Link to="/admin/contracts" className={textLinkVariants({ underline: 'always' })}>
              Set one up
            </Link>
            .
          </p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {contracts.map((contract) => (
              <li key={contract.id}>
                <Link to={`/admin/contracts/${contract.id}`} className={textLinkVariants()}>
                  {contract.reference}
                </Link>
                : {contract.pickupLocation} to {contract.destination},{' '}
                {formatLongDate(contract.firstDay)} to {formatLongDate(contract.lastDay)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="account-bookings"
        className={cardVariants({ className: 'overflow-x-auto' })}
      >
        <h2 id="account-bookings" className="mb-2 text-base font-bold text-navy-900">
          Bookings
        </h2>
        {bookings.length === 0 ? (
          <p className="text-sm text-slate-600">No bookings on this account yet.</p>
        ) : (
          <DataTable
            caption={`Bookings on ${account.organisation}'s account`}
            columns={['Pickup', 'Journey', 'Vehicle', 'Contract', 'Status', 'Price']}
          >
            {bookings.map((booking) => (
              <tr key={booking.id}>
                <Td>
                  <Link to={`/admin/quotes/${booking.quoteId}`} className={textLinkVariants()}>
                    {formatLondonDateTime(booking.pickupAt)}
                  </Link>
                </Td>
                <Td>
                  {booking.pickupLocation} to {booking.destination}
                </Td>
                <Td>{booking.vehicleName ?? 'Not assigned'}</Td>
                <Td>{booking.contractReference ?? 'One-off'}</Td>
                <Td>{booking.status === 'cancelled' ? 'Cancelled' : 'Booked'}</Td>
                <Td>{formatPence(booking.farePence)}</Td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </div>
  );
}
