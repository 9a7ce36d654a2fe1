import type { ReactNode } from 'react';
import { cardVariants } from '#app/components/ui/card.ts';
import type { Attribution, AttributionField } from '#app/lib/attribution.ts';

/** A card of label/value pairs; values are React text, so anything a visitor typed stays text. */
export function DetailList({
  title,
  rows,
}: {
  title: string;
  rows: [label: string, value: ReactNode][];
}) {
  return (
    <section aria-label={title} className={cardVariants()}>
      <h2 className="mb-3 text-sm font-bold text-navy-900">{title}</h2>
      <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="break-words whitespace-pre-wrap text-slate-900">
              {value === null || value === undefined || value === '' ? '—' : value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The attribution record's fields as the request page lists them, each with its label: the
 * campaign fields under their own names (what an operator searches the ad tools for).
 */
const ATTRIBUTION_LABELS = {
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
  utm_term: 'utm_term',
  utm_content: 'utm_content',
  gclid: 'gclid',
  fbclid: 'fbclid',
  landing_page: 'Landing page',
  current_page: 'Current page',
  referrer: 'Referrer',
  initial_referrer: 'First referrer',
} satisfies Record<Exclude<AttributionField, 'traffic_source'>, string>;

/** The rows for DetailList: the label and the stored value of each field, in the order above. */
export function attributionRows(record: Attribution | null): [label: string, value: ReactNode][] {
  return Object.entries(ATTRIBUTION_LABELS).map(([field, label]) => [
    label,
    record?.[field as keyof typeof ATTRIBUTION_LABELS],
  ]);
}
