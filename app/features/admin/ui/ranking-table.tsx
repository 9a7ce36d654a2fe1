import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { DataTable, Td } from '#app/components/ui/table.tsx';
import { Sparkline } from './sparkline.tsx';

export interface KeywordRow {
  id: number;
  keyword: string;
  targetPage: string | null;
  points: { date: string; position: number; clicks: number | null; source: string }[];
}

const round = (n: number) => Math.round(n * 10) / 10;

function Change({ points }: { points: KeywordRow['points'] }) {
  if (points.length < 2) return <span className="text-slate-500">—</span>;
  // A lower position is better, so a fall in the number is a rise in the ranking.
  const delta = round(points.at(-2)!.position - points.at(-1)!.position);
  if (delta === 0) return <span className="text-slate-600">no change</span>;
  return delta > 0 ? (
    <span className="font-semibold text-emerald-800">▲ {delta} up</span>
  ) : (
    <span className="text-dragon-700 font-semibold">▼ {-delta} down</span>
  );
}

export function RankingTable({ keywords }: { keywords: KeywordRow[] }) {
  if (keywords.length === 0) {
    return (
      <p
        className={cardVariants({
          padding: 'none',
          className: 'px-3 py-8 text-center text-sm text-slate-600',
        })}
      >
        No keywords tracked yet.
      </p>
    );
  }
  return (
    <div className={cardVariants({ padding: 'none', className: 'overflow-x-auto' })}>
      <DataTable
        caption="Tracked keywords with their latest position"
        columns={['Keyword', 'Latest', 'Change', 'Trend', { label: 'Actions', hidden: true }]}
      >
        {keywords.map((k) => {
          const latest = k.points.at(-1);
          return (
            <tr key={k.id} data-keyword={k.keyword}>
              <Td>
                <div className="font-semibold">{k.keyword}</div>
                <div className="text-xs text-slate-600">{k.targetPage ?? 'no target page'}</div>
              </Td>
              <Td className="tabular-nums">
                {latest ? (
                  <>
                    <span className="text-base font-bold">{round(latest.position)}</span>
                    <div className="text-xs text-slate-600">
                      {latest.date} · {latest.source}
                    </div>
                  </>
                ) : (
                  '—'
                )}
              </Td>
              <Td className="text-xs">
                <Change points={k.points} />
              </Td>
              <Td>
                <Sparkline label={`Positions for ${k.keyword}`} points={k.points} />
                {k.points.length > 0 ? (
                  <details className="mt-1 text-xs">
                    <summary className="cursor-pointer text-slate-600">Show as a table</summary>
                    <table className="mt-1">
                      <caption className="sr-only">Positions for {k.keyword}</caption>
                      <thead>
                        <tr>
                          <th scope="col" className="pr-3 text-left">
                            Date
                          </th>
                          <th scope="col" className="pr-3 text-right">
                            Position
                          </th>
                          <th scope="col" className="text-right">
                            Clicks
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {k.points.map((p) => (
                          <tr key={p.date}>
                            <td className="pr-3">{p.date}</td>
                            <td className="pr-3 text-right tabular-nums">{round(p.position)}</td>
                            <td className="text-right tabular-nums">{p.clicks ?? '—'}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </details>
                ) : null}
              </Td>
              <Td>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete-keyword" />
                  <input type="hidden" name="keywordId" value={k.id} />
                  <Button
                    type="submit"
                    variant="subtle"
                    size="compact"
                    aria-label={`Stop tracking ${k.keyword}`}
                  >
                    Remove
                  </Button>
                </Form>
              </Td>
            </tr>
          );
        })}
      </DataTable>
    </div>
  );
}
