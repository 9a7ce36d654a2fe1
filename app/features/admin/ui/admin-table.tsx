import type { ReactNode } from 'react';
import { cn } from '#app/lib/cn.ts';
import { adminTh } from './admin-styles.ts';

/** A column heading; `hidden` headings are read by screen readers only (e.g. "Actions"). */
export type AdminColumn = string | { label: string; hidden: true };

/**
 * The admin's data tables: a screen-reader caption, one header row, and the rows the caller
 * renders. The requests, spam and ranking lists all use it.
 */
export function AdminTable({
  caption,
  columns,
  bodyClassName,
  children,
}: {
  caption: string;
  columns: readonly AdminColumn[];
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <table className="min-w-full divide-y divide-slate-200">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50">
        <tr>
          {columns.map((column) =>
            typeof column === 'string' ? (
              <th key={column} scope="col" className={adminTh}>
                {column}
              </th>
            ) : (
              <th key={column.label} scope="col" className={adminTh}>
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
