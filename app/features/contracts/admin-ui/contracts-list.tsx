/** The contracts, newest first, each linking to its page with its journeys. */
import { Link } from 'react-router';
import { cardVariants } from '#app/components/ui/card.ts';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { formatLongDate } from '#app/lib/dates.ts';
import { formatPence } from '#app/lib/money.ts';
import { WEEKDAYS } from '../journey-dates.ts';

export interface ContractSummary {
  id: number;
  reference: string;
  organisation: string;
  pickupLocation: string;
  destination: string;
  pickupTime: string;
  returnTime: string | null;
  weekdays: number[];
  firstDay: string;
  lastDay: string;
  calendarName: string | null;
  pricePence: number;
}

export function daysText(weekdays: readonly number[]): string {
  return WEEKDAYS.filter((w) => weekdays.includes(w.day))
    .map((w) => w.label)
    .join(', ');
}

export function ContractsList({ contracts }: { contracts: ContractSummary[] }) {
  if (contracts.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
        No contracts yet. Set one up below: its journeys go into the register at once.
      </p>
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Contracts">
      {contracts.map((c) => (
        <li key={c.id} className={cardVariants()}>
          <h2 className="text-base font-bold text-navy-900">
            <Link to={`/admin/contracts/${c.id}`} className={textLinkVariants()}>
              {c.reference}: {c.organisation}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {c.pickupLocation} to {c.destination} at {c.pickupTime}
            {c.returnTime ? `, back at ${c.returnTime}` : ''}; {daysText(c.weekdays)};{' '}
            {formatLongDate(c.firstDay)} to {formatLongDate(c.lastDay)}
            {c.calendarName ? ` in term (${c.calendarName})` : ''}; {formatPence(c.pricePence)} a
            journey
          </p>
        </li>
      ))}
    </ul>
  );
}
