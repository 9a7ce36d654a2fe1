import { Link } from 'react-router';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { mailtoLink, telLink, whatsappLink } from '../quotes/reply-links.ts';
import type { QuoteListItem } from '../quotes/quote-types.ts';
import { quotePath, receivedFormat, serviceName } from './quote-list-format.ts';
import { InstantBadge, StatusBadge, UrgentBadge } from './status-badge.tsx';

const replyButton = buttonVariants({ variant: 'subtle', size: 'compact' });

/**
 * The requests list on a phone: one card per request with what the operator needs to act on it
 * (name, service, date, status, the reply actions), wrapping instead of scrolling sideways.
 */
export function QuoteCards({ items }: { items: QuoteListItem[] }) {
  return (
    <ul aria-label="Quote requests, newest first" className="divide-y divide-slate-100">
      {items.map((q) => {
        const service = serviceName(q.service);
        const reply = { ...q, service, pickupDate: q.pickupDate };
        return (
          <li key={q.id} data-quote-card="" className="px-3 py-3">
            <div className="flex items-start justify-between gap-2">
              <Link
                to={quotePath(q.id)}
                className={textLinkVariants({ className: 'min-w-0 break-words' })}
              >
                {q.name}
              </Link>
              <StatusBadge status={q.status} bookingCancelled={q.bookingCancelled} />
            </div>
            <p className="mt-1 text-sm text-slate-800">
              {service} · <span className="tabular-nums">{q.pickupDate}</span>{' '}
              {q.urgent ? <UrgentBadge /> : null} {q.instant ? <InstantBadge /> : null}
            </p>
            <p className="mt-0.5 text-xs break-words text-slate-600">
              {q.pickupLocation} → {q.destination} · {q.passengers} pax
            </p>
            <p className="mt-0.5 text-xs text-slate-600">
              Received {receivedFormat.format(new Date(q.receivedAt))} · {q.source ?? 'unknown'}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <a href={telLink(q.phone)} className={replyButton}>
                Call<span className="sr-only"> {q.name}</span>
              </a>
              <a href={mailtoLink(reply)} className={replyButton}>
                E-mail<span className="sr-only"> {q.name}</span>
              </a>
              <a
                href={whatsappLink(reply)}
                className={replyButton}
                target="_blank"
                rel="noreferrer"
              >
                WhatsApp<span className="sr-only"> {q.name} (opens in a new tab)</span>
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
