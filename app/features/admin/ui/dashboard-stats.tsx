import { cardVariants } from '#app/components/ui/card.ts';

export interface DashboardCounts {
  today: number;
  week: number;
  month: number;
  all: number;
  won: number;
}

/** Today, this week, this month and the conversion rate, as four compact cards. */
export function DashboardStats({ counts }: { counts: DashboardCounts }) {
  const conversion = counts.all === 0 ? 0 : Math.round((counts.won / counts.all) * 1000) / 10;
  const cards = [
    { label: 'Today', value: String(counts.today) },
    { label: 'This week', value: String(counts.week) },
    { label: 'This month', value: String(counts.month) },
    {
      label: 'Conversion (won ÷ all)',
      value: `${conversion}%`,
      hint: `${counts.won} won of ${counts.all}`,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className={cardVariants({ padding: 'sm' })}>
          <dt className="text-xs font-semibold text-slate-600">{card.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-navy-900 tabular-nums">
            {card.value}
            {card.hint ? (
              <span className="ml-2 text-xs font-normal text-slate-600">{card.hint}</span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
