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
import { disputeOutcome, type DisputeOutcome, type StripeMoneyView } from '../stripe-money-view.ts';

export interface LedgerPanelEntry {
  id: number;
  kind: 'payment' | 'refund';
  method: string;
  amountPence: number;
  providerId: string | null;
  note: string | null;
  recordedBy: string | null;
  createdAt: string;
  /** A refund Stripe reported failed: its money is held again, and it is not counted. */
  failed: boolean;
}

export const FAILED_REFUND_LABEL = 'failed at Stripe: not refunded, the money is held again';
const DISPUTE_LABELS: Record<DisputeOutcome, string> = {
  open: 'open: answer it in the Stripe Dashboard',
  won: 'won: the money stays',
  lost: 'lost: the bank took the money back',
  closed: 'closed by the bank, nothing taken',
};

export const disputeLostLine = (amount: number) =>
  `Of what is held, ${formatPence(amount)} was taken back by the card holder's bank (a lost dispute).`;

const METHOD_LABELS: Record<string, string> = {
  stripe: 'Card (Stripe)',
  'bank-transfer': 'Bank transfer',
  cash: 'Cash',
  'card-on-the-day': 'Card on the day',
};

export function LedgerPanel({
  entries,
  documents = {},
  stripeMoney,
}: {
  entries: LedgerPanelEntry[];
  /** Each entry's receipt, VAT invoice or credit note, by the entry's id. */
  documents?: Record<number, DocumentLink>;
  /** Refunds Stripe reported failed and disputes, as Stripe last told them. */
  stripeMoney?: StripeMoneyView;
}) {
  const paid = entries.filter((e) => e.kind === 'payment').reduce((s, e) => s + e.amountPence, 0);
  const refunded = entries
    .filter((e) => e.kind === 'refund' && !e.failed)
    .reduce((s, e) => s + e.amountPence, 0);
  // A lost dispute is money the bank took back through Stripe, not a refund: said beside the sums.
  const takenBack = (stripeMoney?.disputes ?? [])
    .filter((d) => d.status === 'lost')
    .reduce((sum, d) => sum + d.amountPence, 0);
  const inLedger = new Set(entries.map((e) => e.providerId));
  // A failure Stripe reported before the refund's own record: shown, never counted.
  const failedElsewhere = (stripeMoney?.failedRefunds ?? []).filter(
    (f) => !inLedger.has(f.refundId),
  );
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
                  {entry.failed ? (
                    <span className="text-dragon-800"> · {FAILED_REFUND_LABEL}</span>
                  ) : null}
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
            {failedElsewhere.map((f) => (
              <li key={f.refundId} className="border-b border-slate-100 pb-2 last:border-0">
                <p className="font-semibold text-dragon-800">
                  Refund {formatPence(f.amountPence)} · Card (Stripe) · {FAILED_REFUND_LABEL}
                </p>
                <p className="text-xs text-slate-600">
                  <code className="break-all">{f.refundId}</code>
                  {f.reason ? ` · ${f.reason.replaceAll('_', ' ')}` : ''}
                </p>
              </li>
            ))}
            {(stripeMoney?.disputes ?? []).map((d) => (
              <li key={d.id} className="border-b border-slate-100 pb-2 last:border-0">
                <p className="font-semibold text-dragon-800">
                  Dispute {formatPence(d.amountPence)} · {DISPUTE_LABELS[disputeOutcome(d.status)]}
                </p>
                <p className="text-xs text-slate-600">
                  <code className="break-all">{d.id}</code> · {d.status.replaceAll('_', ' ')}
                  {d.reason ? ` · ${d.reason.replaceAll('_', ' ')}` : ''}
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-2 font-semibold text-slate-900">
            Paid {formatPence(paid)}
            {refunded > 0 ? `, refunded ${formatPence(refunded)}` : ''}; held{' '}
            {formatPence(paid - refunded)}.
          </p>
          {takenBack > 0 ? (
            <p className="mt-1 font-semibold text-dragon-800">{disputeLostLine(takenBack)}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
