import { Link } from 'react-router';
import { SERVICE_TYPE_LABELS } from '#app/features/quote/quote-constants.ts';
import type { ServiceType } from '#app/content/types.ts';
import type { QuoteListItem } from '../quotes/quote-types.ts';
import { adminLink, adminTd } from './admin-styles.ts';
import { StatusBadge, UrgentBadge } from './status-badge.tsx';
import { AdminTable } from './admin-table.tsx';

const received = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

export function serviceName(service: string | null): string {
  return service && service in SERVICE_TYPE_LABELS
    ? SERVICE_TYPE_LABELS[service as ServiceType]
    : 'Not chosen';
}

export function quotePath(id: string): string {
  // Lower case: the server's canonical-path redirect lower-cases admin paths anyway.
  return `/admin/quotes/${id.toLowerCase()}`;
}

export function QuoteTable({ items }: { items: QuoteListItem[] }) {
  if (items.length === 0) {
    return <p className="px-3 py-8 text-center text-sm text-slate-600">No requests match.</p>;
  }
  return (
    <div className="overflow-x-auto">
      <AdminTable
        caption="Quote requests, newest first"
        columns={['Customer', 'Trip', 'Service', 'Source', 'Status', 'Received']}
        bodyClassName="bg-white"
      >
        {items.map((q) => (
          <tr key={q.id} className="hover:bg-slate-50">
            <td className={adminTd}>
              <Link to={quotePath(q.id)} className={adminLink}>
                {q.name}
              </Link>
              <div className="text-xs text-slate-600">{q.id}</div>
            </td>
            <td className={adminTd}>
              <div className="flex flex-wrap items-center gap-1.5">
                <span className="tabular-nums">{q.pickupDate}</span>
                {q.urgent ? <UrgentBadge /> : null}
              </div>
              <div className="max-w-64 truncate text-xs text-slate-600">
                {q.pickupLocation} → {q.destination} · {q.passengers} pax
              </div>
            </td>
            <td className={adminTd}>{serviceName(q.service)}</td>
            <td className={`${adminTd} text-xs`}>{q.source ?? 'unknown'}</td>
            <td className={adminTd}>
              <StatusBadge status={q.status} />
            </td>
            <td className={`${adminTd} text-xs whitespace-nowrap text-slate-600`}>
              {received.format(new Date(q.receivedAt))}
            </td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}
