/**
 * Bar charts drawn with plain HTML and CSS widths/heights, rendered on the server: the admin needs
 * four small charts, which does not justify a chart library's kilobytes. Each chart is an image
 * to assistive technology (a summary label) and carries its numbers as a table too.
 */
import { cn } from '#app/lib/cn.ts';

export interface Bar {
  label: string;
  count: number;
}

function DataTable({ caption, bars, unit }: { caption: string; bars: Bar[]; unit: string }) {
  return (
    <details className="mt-2 text-xs text-slate-600">
      <summary className="cursor-pointer select-none">Show as a table</summary>
      <table className="mt-1 w-full">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="text-left font-semibold">
              {unit}
            </th>
            <th scope="col" className="text-right font-semibold">
              Requests
            </th>
          </tr>
        </thead>
        <tbody>
          {bars.map((b) => (
            <tr key={b.label}>
              <td>{b.label}</td>
              <td className="text-right tabular-nums">{b.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** Horizontal bars with their labels and counts written out as text: by service, by source. */
export function HorizontalBars({ title, bars }: { title: string; bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.count));
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{title}</figcaption>
      {bars.length === 0 ? (
        <p className="text-sm text-slate-600">No requests yet.</p>
      ) : (
        <ul className="space-y-1.5">
          {bars.map((b) => (
            <li
              key={b.label}
              className="grid grid-cols-[7.5rem_1fr_2rem] items-center gap-2 text-xs"
            >
              <span className="truncate text-slate-700" title={b.label}>
                {b.label}
              </span>
              <span className="h-2.5 rounded-sm bg-slate-100">
                <span
                  className="bg-navy-600 block h-full rounded-sm"
                  style={{ width: `${(b.count / max) * 100}%` }}
                />
              </span>
              <span className="text-right font-semibold text-slate-800 tabular-nums">
                {b.count}
              </span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}

/** Vertical bars for a time series (requests per day), with a table alternative. */
export function ColumnChart({ title, bars }: { title: string; bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.count));
  const total = bars.reduce((sum, b) => sum + b.count, 0);
  const first = bars[0]?.label ?? '';
  const last = bars.at(-1)?.label ?? '';
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{title}</figcaption>
      <div
        role="img"
        aria-label={`${title}: ${total} requests from ${first} to ${last}, at most ${max} in one day.`}
        className="flex h-28 items-end gap-px border-b border-slate-300"
      >
        {bars.map((b) => (
          <span
            key={b.label}
            title={`${b.label}: ${b.count}`}
            className={cn('flex-1 rounded-t-sm', b.count > 0 ? 'bg-dragon-600' : 'bg-transparent')}
            style={{ height: `${(b.count / max) * 100}%` }}
          />
        ))}
      </div>
      <div className="mt-1 flex justify-between text-[0.7rem] text-slate-600">
        <span>{first}</span>
        <span>{last}</span>
      </div>
      <DataTable caption={title} bars={bars} unit="Day" />
    </figure>
  );
}
