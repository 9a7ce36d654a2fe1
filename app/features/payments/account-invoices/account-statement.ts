/**
 * An account's statement and what it owes, worked out from its invoices, credit notes and
 * payments: the opening balance at the start of the period, every movement in it, the closing
 * balance, and each invoice still owed aged by how long past its due date. Dates are London
 * YYYY-MM-DD, both ends of the period included. Client-safe: the admin's account page, the
 * customer's page and the statement PDF all read this one working.
 */
import type { AgedDebt, StatementEntry, StatementFacts } from './account-invoice-facts.ts';

/** Past its due date by more than this many days, an account is flagged whenever it is used. */
export const FLAG_OVERDUE_AFTER_DAYS = 30;

export interface LedgerInvoice {
  number: number;
  kind: 'vat-invoice' | 'receipt' | 'credit-note';
  issuedOn: string;
  dueOn: string;
  totalPence: number;
  /** A credit note's invoice. */
  corrects: number | null;
}

export interface LedgerPayment {
  id: number;
  receivedOn: string;
  amountPence: number;
  reference: string | null;
  allocations: { invoiceNumber: number; amountPence: number }[];
}

const dayNumber = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** Whole days from `a` to `b`. */
export const daysBetween = (a: string, b: string) => dayNumber(b) - dayNumber(a);

/** What is left of each invoice at `on` (payments and credit notes up to that day). */
export function leftOnInvoices(
  invoices: readonly LedgerInvoice[],
  payments: readonly LedgerPayment[],
  on: string,
): { number: number; issuedOn: string; dueOn: string; leftPence: number }[] {
  return invoices
    .filter((invoice) => invoice.kind !== 'credit-note' && invoice.issuedOn <= on)
    .map((invoice) => {
      const credited = invoices
        .filter(
          (c) => c.kind === 'credit-note' && c.corrects === invoice.number && c.issuedOn <= on,
        )
        .reduce((sum, c) => sum + c.totalPence, 0);
      const paid = payments
        .filter((p) => p.receivedOn <= on)
        .flatMap((p) => p.allocations)
        .filter((a) => a.invoiceNumber === invoice.number)
        .reduce((sum, a) => sum + a.amountPence, 0);
      return {
        number: invoice.number,
        issuedOn: invoice.issuedOn,
        dueOn: invoice.dueOn,
        leftPence: Math.max(0, invoice.totalPence - credited - paid),
      };
    })
    .filter((invoice) => invoice.leftPence > 0)
    .sort((a, b) => a.number - b.number);
}

function aged(open: ReturnType<typeof leftOnInvoices>, on: string): AgedDebt {
  const debt: AgedDebt = {
    notYetDuePence: 0,
    days1to30Pence: 0,
    days31to60Pence: 0,
    days61to90Pence: 0,
    over90Pence: 0,
  };
  for (const invoice of open) {
    const late = daysBetween(invoice.dueOn, on);
    if (late <= 0) debt.notYetDuePence += invoice.leftPence;
    else if (late <= 30) debt.days1to30Pence += invoice.leftPence;
    else if (late <= 60) debt.days31to60Pence += invoice.leftPence;
    else if (late <= 90) debt.days61to90Pence += invoice.leftPence;
    else debt.over90Pence += invoice.leftPence;
  }
  return debt;
}

/** The balance movement of each document and payment, with its date. */
function movements(invoices: readonly LedgerInvoice[], payments: readonly LedgerPayment[]) {
  const entries: StatementEntry[] = [
    ...invoices.map((invoice) => ({
      date: invoice.issuedOn,
      kind: invoice.kind === 'credit-note' ? ('credit-note' as const) : ('invoice' as const),
      reference: String(invoice.number),
      amountPence: invoice.kind === 'credit-note' ? -invoice.totalPence : invoice.totalPence,
    })),
    ...payments.map((payment) => ({
      date: payment.receivedOn,
      kind: 'payment' as const,
      reference: payment.reference ?? '',
      amountPence: -payment.amountPence,
    })),
  ];
  return entries.sort((a, b) => a.date.localeCompare(b.date));
}

export function accountStatement(
  invoices: readonly LedgerInvoice[],
  payments: readonly LedgerPayment[],
  period: { from: string; to: string },
): StatementFacts {
  const all = movements(invoices, payments);
  const openingPence = all
    .filter((entry) => entry.date < period.from)
    .reduce((sum, entry) => sum + entry.amountPence, 0);
  const entries = all.filter((entry) => entry.date >= period.from && entry.date <= period.to);
  const closingPence = entries.reduce((sum, entry) => sum + entry.amountPence, openingPence);
  const open = leftOnInvoices(invoices, payments, period.to);
  const debt = aged(open, period.to);
  return {
    from: period.from,
    to: period.to,
    openingPence,
    entries,
    closingPence,
    aged: debt,
    overduePence: closingOverdue(debt),
    open,
  };
}

const closingOverdue = (debt: AgedDebt) =>
  debt.days1to30Pence + debt.days31to60Pence + debt.days61to90Pence + debt.over90Pence;

/** Any invoice more than FLAG_OVERDUE_AFTER_DAYS past due on `today`: the account is flagged. */
export function longOverdue(
  invoices: readonly LedgerInvoice[],
  payments: readonly LedgerPayment[],
  today: string,
): { number: number; dueOn: string; leftPence: number }[] {
  return leftOnInvoices(invoices, payments, today).filter(
    (invoice) => daysBetween(invoice.dueOn, today) > FLAG_OVERDUE_AFTER_DAYS,
  );
}
