/**
 * The admin account page's money: the running balance and what is overdue, the invoices and
 * statements as issued (PDF links), and "Invoice now" for the month before.
 */
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { DataTable, Td } from '#app/components/ui/table.tsx';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { formatLongDate } from '#app/lib/dates.ts';
import { formatPence } from '#app/lib/money.ts';
import { DOCUMENT_TEXT } from '../../documents/documents-text.ts';
import type { StatementFacts } from '../account-invoice-facts.ts';
import {
  BANK_REFERENCE_MAX,
  INVOICE_NOW_INTENT,
  PAYMENT_LABELS,
  RECORD_PAYMENT_INTENT,
  towardsField,
  type CreditableJourney,
} from '../account-admin.ts';
import { monthName } from '../invoice-month.ts';
import { CreditNoteForms } from './credit-note-forms.tsx';

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
  payments: {
    id: number;
    receivedOn: string;
    amountPence: number;
    reference: string | null;
    allocations: { invoiceNumber: number; amountPence: number }[];
  }[];
  /** London's date, the payment form's default. */
  today: string;
  /** Each invoice's journeys not yet credited (the admin page's credit note forms). */
  creditable?: Record<number, CreditableJourney[]>;
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
      {statement.closingPence < 0 ? (
        <p className="text-sm">
          In credit: <strong>{formatPence(-statement.closingPence)}</strong>, paid beyond what the
          invoices ask: refund it in Stripe or by bank when the customer asks.
        </p>
      ) : (
        <p className="text-sm">
          Invoiced and not yet paid: <strong>{formatPence(statement.closingPence)}</strong>, of
          which overdue: <strong>{formatPence(statement.overduePence)}</strong>.
        </p>
      )}
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
      {money.creditable ? <CreditNoteForms creditable={money.creditable} /> : null}
      <h3 className="text-sm font-bold text-navy-900">Payments</h3>
      {money.payments.length === 0 ? (
        <p className="text-sm text-slate-600">No payments yet.</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {money.payments.map((payment) => (
            <li key={payment.id}>
              {formatLongDate(payment.receivedOn)}: {formatPence(payment.amountPence)}
              {payment.reference ? ` (${payment.reference})` : ''}
              {payment.allocations.length > 0
                ? `, towards ${payment.allocations
                    .map((a) => `invoice ${a.invoiceNumber} (${formatPence(a.amountPence)})`)
                    .join(', ')}`
                : ''}
              {creditOf(payment) > 0
                ? `, ${formatPence(creditOf(payment))} kept as credit on the account`
                : ''}
            </li>
          ))}
        </ul>
      )}
      {statement.open.length > 0 ? (
        <Form method="post" className="grid gap-3 rounded-lg border border-slate-200 p-3">
          <h3 className="text-sm font-bold text-navy-900">{PAYMENT_LABELS.submit}</h3>
          <input type="hidden" name="intent" value={RECORD_PAYMENT_INTENT} />
          <div className="flex flex-wrap items-end gap-3">
            {statement.open.map((open) => (
              <Field
                key={open.number}
                id={towardsField(open.number)}
                label={PAYMENT_LABELS.towards(open.number, formatPence(open.leftPence))}
                size="compact"
              >
                {(control) => (
                  <Input
                    {...control}
                    name={towardsField(open.number)}
                    inputMode="decimal"
                    size="compact"
                  />
                )}
              </Field>
            ))}
            <Field
              id="payment-received-on"
              label={PAYMENT_LABELS.receivedOn}
              size="compact"
              required
            >
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  name="receivedOn"
                  defaultValue={money.today}
                  max={money.today}
                  required
                  size="compact"
                />
              )}
            </Field>
            <Field id="payment-reference" label={PAYMENT_LABELS.reference} size="compact" optional>
              {(control) => (
                <Input
                  {...control}
                  name="reference"
                  maxLength={BANK_REFERENCE_MAX}
                  size="compact"
                />
              )}
            </Field>
            <Button type="submit" variant="subtle" size="compact">
              {PAYMENT_LABELS.submit}
            </Button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}

/** What of a payment no invoice took (a card payment for an invoice the bank had paid meanwhile). */
function creditOf(payment: AccountMoneyData['payments'][number]): number {
  return payment.amountPence - payment.allocations.reduce((sum, a) => sum + a.amountPence, 0);
}
