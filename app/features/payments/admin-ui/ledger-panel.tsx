/**
 * The operator's view of a request's money: every payment and refund with how it was made and
 * Stripe's id (to find it in the Stripe Dashboard), and the sums.
 */
import { cardVariants } from '#app/components/ui/card.ts';
import { formatLondonDateTime } from '#app/lib/dates.ts';
import { formatPence } from '#app/lib/money.ts';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { DOCUMENT_TEXT } from '../documents/documents-text.ts';
import type { DocumentLink } from '../documents/ui/document-list.tsx';

export interface LedgerPanelEntry {
  id: number;
  kind: 'payment' | 'refund';
  method: string;
  amountPence: number;
  providerId: string | null;
  note: string | null;
  recordedBy: string | null;
  createdAt: string;
}

const METHOD_LABELS: Record<string, string> = {
  stripe: 'Card (Stripe)',
  'bank-transfer': 'Bank transfer',
  cash: 'Cash',
  'card-on-the-day': 'Card on the day',
};

export function LedgerPanel({
  entries,
  documents = {},
}: {
  entries: LedgerPanelEntry[];
  /** Each entry's receipt, VAT invoice or credit note, by the entry's id. */
  documents?: Record<number, DocumentLink>;
}) {
  const paid = entries.filter((e) => e.kind === 'payment').reduce((s, e) => s + e.amountPence, 0);
  const refunded = entries
    .filter((e) => e.kind === 'refund')
    .reduce((s, e) => s + e.amountPence, 0);
  return (
    <section aria-labelledby="ledger-heading" className={cardVariants({ className: 'text-sm' })}>
      <h2 id="ledger-heading" className="font-bold text-navy-900">
        Payments
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-slate-600">Nothing paid yet.</p>
      ) : (
        <>
          <ul className="mt-2 space-y-2">
            {entries.map((entry) => (
              <li key={entry.id} className="border-b border-slate-100 pb-2 last:border-0">
                <p className="font-semibold text-slate-900">
                  {entry.kind === 'refund' ? 'Refund' : 'Payment'} {formatPence(entry.amountPence)}{' '}
                  · {METHOD_LABELS[entry.method] ?? entry.method}
                </p>
                <p className="text-xs text-slate-600">
                  {formatLondonDateTime(entry.createdAt)}
                  {entry.recordedBy ? ` · recorded by ${entry.recordedBy}` : ''}
                  {entry.providerId ? (
                    <>
                      {' · '}
                      <code className="break-all">{entry.providerId}</code>
                    </>
                  ) : null}
                </p>
                {entry.note ? <p className="text-xs text-slate-700">{entry.note}</p> : null}
                {documents[entry.id] ? (
                  <a
                    href={documents[entry.id]!.href}
                    className={textLinkVariants({ className: 'text-xs' })}
                  >
                    {DOCUMENT_TEXT.en.listItem(
                      DOCUMENT_TEXT.en.title[documents[entry.id]!.kind],
                      documents[entry.id]!.number,
                    )}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="mt-2 font-semibold text-slate-900">
            Paid {formatPence(paid)}
            {refunded > 0 ? `, refunded ${formatPence(refunded)}` : ''}; held{' '}
            {formatPence(paid - refunded)}.
          </p>
        </>
      )}
    </section>
  );
}
