import type { ReactNode } from 'react';
import { cardVariants } from '#app/components/ui/card.ts';

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
