/**
 * The admin account page's money: the running balance and what is overdue, the invoices and
 * statements as issued (PDF links), and "Invoice now" for the month before.
 */
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { DataTable, Td } from '#app/components/ui/table.tsx';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { formatLongDate } from '#app/lib/dates.ts';
import { formatPence } from '#app/lib/money.ts';
import { DOCUMENT_TEXT } from '../../documents/documents-text.ts';
import type { StatementFacts } from '../account-invoice-facts.ts';
import { INVOICE_NOW_INTENT } from '../account-admin.ts';
import { monthName } from '../invoice-month.ts';

export interface AccountMoneyData {
  accountId: number;
  statement: StatementFacts;
  documents: {
    number: number;
    kind: 'vat-invoice' | 'receipt' | 'credit-note';
    month: string | null;
    issuedOn: string;
    dueOn: string;
    totalPence: number;
    leftPence: number;
    hasStatement: boolean;
  }[];
}

export function AccountMoneyPanel({
  money,
  result,
}: {
  money: AccountMoneyData;
  result?: { ok: boolean; message: string };
}) {
  const { statement, documents } = money;
  const base = `/admin/accounts/${money.accountId}/documents`;
  return (
    <section aria-labelledby="account-money" className={cardVariants({ className: 'grid gap-3' })}>
      <h2 id="account-money" className="text-base font-bold text-navy-900">
        Invoices, payments and statement
      </h2>
      <p className="text-sm">
        Invoiced and not yet paid: <strong>{formatPence(statement.closingPence)}</strong>, of which
        overdue: <strong>{formatPence(statement.overduePence)}</strong>.
      </p>
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={result.ok ? 'text-sm text-green-800' : 'text-dragon-700 text-sm font-semibold'}
        >
          {result.message}
        </p>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value={INVOICE_NOW_INTENT} />
        <Button type="submit" variant="subtle" size="compact">
          Invoice now
        </Button>
      </Form>
      {documents.length === 0 ? (
        <p className="text-sm text-slate-600">No invoices yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <DataTable
            caption="Invoices and credit notes, newest first"
            columns={['Document', 'Month', 'Issued', 'Due', 'Total', 'Left to pay', 'Statement']}
          >
            {documents.map((document) => (
              <tr key={document.number}>
                <Td>
                  <a href={`${base}/invoice-${document.number}.pdf`} className={textLinkVariants()}>
                    {DOCUMENT_TEXT.en.title[document.kind]} {document.number} (PDF)
                  </a>
                </Td>
                <Td>{document.month ? monthName(document.month, 'en') : ''}</Td>
                <Td>{formatLongDate(document.issuedOn)}</Td>
                <Td>{document.kind === 'credit-note' ? '' : formatLongDate(document.dueOn)}</Td>
                <Td>{formatPence(document.totalPence)}</Td>
                <Td>{document.kind === 'credit-note' ? '' : formatPence(document.leftPence)}</Td>
                <Td>
                  {document.hasStatement ? (
                    <a
                      href={`${base}/statement-${document.number}.pdf`}
                      className={textLinkVariants()}
                    >
                      Statement with {document.number} (PDF)
                    </a>
                  ) : null}
                </Td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
    </section>
  );
}
