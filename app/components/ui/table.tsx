import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#app/lib/cn.ts';

/** A column heading; `hidden` headings are read by screen readers only (e.g. "Actions"). */
export type DataColumn = string | { label: string; hidden: true };

const headCell =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';

/**
 * A compact data table: a screen-reader caption, one header row, and the rows the caller renders
 * with `Td`. The admin's requests, spam, ranking and bookings lists all use it.
 */
export function DataTable({
  caption,
  columns,
  bodyClassName,
  children,
}: {
  caption: string;
  columns: readonly DataColumn[];
  bodyClassName?: string;
  children: ReactNode;
}) {
  // relative: the visually hidden caption and headings are positioned, and must scroll with the
  // table inside an overflow container instead of widening the page on a phone.
  return (
    <table className="relative min-w-full divide-y divide-slate-200">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50">
        <tr>
          {columns.map((column) =>
            typeof column === 'string' ? (
              <th key={column} scope="col" className={headCell}>
                {column}
              </th>
            ) : (
              <th key={column.label} scope="col" className={headCell}>
                <span className="sr-only">{column.label}</span>
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody className={cn('divide-y divide-slate-100', bodyClassName)}>{children}</tbody>
    </table>
  );
}

/** A body cell of a DataTable. */
export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2 align-top text-sm text-slate-800', className)} {...props} />;
}
