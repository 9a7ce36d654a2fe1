import { Link } from 'react-router';
import { DataTable, Td } from '#app/components/ui/table.tsx';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import type { QuoteListItem } from '../quotes/quote-types.ts';
import { InstantBadge, StatusBadge, UrgentBadge } from './status-badge.tsx';
import { QuoteCards } from './quote-cards.tsx';
import { quotePath, receivedFormat, serviceName } from './quote-list-format.ts';

export { quotePath, serviceName } from './quote-list-format.ts';

export function QuoteTable({ items }: { items: QuoteListItem[] }) {
  if (items.length === 0) {
    return <p className="px-3 py-8 text-center text-sm text-slate-600">No requests match.</p>;
  }
  return (
    <>
      {/* A phone gets cards; the table needs about 670 px. */}
      <div className="sm:hidden">
        <QuoteCards items={items} />
      </div>
      <div className="hidden overflow-x-auto sm:block">
        <DataTable
          caption="Quote requests, newest first"
          columns={['Customer', 'Trip', 'Service', 'Source', 'Status', 'Received']}
          bodyClassName="bg-white"
        >
          {items.map((q) => (
            <tr key={q.id} className="hover:bg-slate-50">
              <Td>
                <Link to={quotePath(q.id)} className={textLinkVariants()}>
                  {q.name}
                </Link>
                <div className="text-xs text-slate-600">{q.id}</div>
              </Td>
              <Td>
                <div className="flex flex-wrap items-center gap-1.5">
                  <span className="tabular-nums">{q.pickupDate}</span>
                  {q.urgent ? <UrgentBadge /> : null}
                </div>
                <div className="max-w-64 truncate text-xs text-slate-600">
                  {q.pickupLocation} → {q.destination} · {q.passengers} pax
                </div>
              </Td>
              <Td>{serviceName(q.service)}</Td>
              <Td className="text-xs">{q.source ?? 'unknown'}</Td>
              <Td>
                <div className="flex flex-wrap items-center gap-1.5">
                  <StatusBadge status={q.status} bookingCancelled={q.bookingCancelled} />
                  {q.instant ? <InstantBadge /> : null}
                </div>
              </Td>
              <Td className="text-xs whitespace-nowrap text-slate-600">
                {receivedFormat.format(new Date(q.receivedAt))}
              </Td>
            </tr>
          ))}
        </DataTable>
      </div>
    </>
  );
}
