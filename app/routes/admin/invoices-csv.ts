/**
 * GET /admin/invoices.csv: every invoice and credit note in Xero's sales-invoice import layout
 * (docs/accounting-import.md). Admin only: 401 without a session, never a redirect. Text cells
 * are written safe to open in a spreadsheet; the amounts are ours and written as numbers, so a
 * credit note's minus sign reaches Xero.
 */
import { requireAdmin } from '#app/features/admin/auth/require-admin.server.ts';
import { csvCell } from '#app/features/admin/quotes/csv.ts';
import {
  XERO_SALES_INVOICE_COLUMNS,
  xeroInvoiceRows,
} from '#app/features/payments/account-invoices/xero-invoices.server.ts';
import type { Route } from './+types/invoices-csv';

const NUMBERS: ReadonlySet<string> = new Set(['*Quantity', '*UnitAmount']);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request, context, 'data');
  const rows = await xeroInvoiceRows(db);
  const line = (cells: string[]) => `${cells.join(',')}\r\n`;
  const body =
    line([...XERO_SALES_INVOICE_COLUMNS]) +
    rows
      .map((row) =>
        line(
          XERO_SALES_INVOICE_COLUMNS.map((column) =>
            NUMBERS.has(column) ? (row[column] ?? '') : csvCell(row[column] ?? ''),
          ),
        ),
      )
      .join('');
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="bus4u-invoices-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
