/**
 * An account's invoices, credit notes and payments as the statement reads them
 * (account-statement.ts), and its documents as its pages list them.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import {
  accountInvoices,
  accountPaymentAllocations,
  accountPayments,
} from './account-invoices-schema.server.ts';
import type { LedgerInvoice, LedgerPayment } from './account-statement.ts';

export interface AccountLedger {
  invoices: LedgerInvoice[];
  payments: LedgerPayment[];
}

export async function accountLedger(
  db: Pick<AppDb, 'select'>,
  accountId: number,
): Promise<AccountLedger> {
  const invoices = await db
    .select({
      number: accountInvoices.number,
      kind: accountInvoices.kind,
      issuedOn: accountInvoices.issuedOn,
      dueOn: accountInvoices.dueOn,
      totalPence: accountInvoices.totalPence,
      corrects: accountInvoices.corrects,
    })
    .from(accountInvoices)
    .where(eq(accountInvoices.accountId, accountId))
    .orderBy(asc(accountInvoices.number));
  const payments = await db
    .select({
      id: accountPayments.id,
      receivedOn: accountPayments.receivedOn,
      amountPence: accountPayments.amountPence,
      reference: accountPayments.reference,
    })
    .from(accountPayments)
    .where(eq(accountPayments.accountId, accountId))
    .orderBy(asc(accountPayments.receivedOn), asc(accountPayments.id));
  const allocations =
    payments.length === 0
      ? []
      : await db
          .select()
          .from(accountPaymentAllocations)
          .where(
            inArray(
              accountPaymentAllocations.paymentId,
              payments.map((p) => p.id),
            ),
          );
  return {
    invoices,
    payments: payments.map((payment) => ({
      ...payment,
      allocations: allocations
        .filter((a) => a.paymentId === payment.id)
        .map(({ invoiceNumber, amountPence }) => ({ invoiceNumber, amountPence })),
    })),
  };
}

/** An account's documents for its pages, newest first, without their bytes. */
export async function accountDocuments(db: Pick<AppDb, 'select'>, accountId: number) {
  const rows = await db
    .select({
      number: accountInvoices.number,
      kind: accountInvoices.kind,
      month: accountInvoices.month,
      issuedOn: accountInvoices.issuedOn,
      dueOn: accountInvoices.dueOn,
      totalPence: accountInvoices.totalPence,
      hasStatement: accountInvoices.statement,
    })
    .from(accountInvoices)
    .where(eq(accountInvoices.accountId, accountId))
    .orderBy(asc(accountInvoices.number));
  return rows
    .map(({ hasStatement, ...row }) => ({ ...row, hasStatement: hasStatement !== null }))
    .reverse();
}

/** The bookings each account's invoices have billed: their journeys are owed as invoices now. */
export async function invoicedBookingIds(
  db: Pick<AppDb, 'select'>,
  accountIds: number[],
): Promise<Set<number>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db
    .select({ lines: accountInvoices.facts })
    .from(accountInvoices)
    .where(inArray(accountInvoices.accountId, accountIds));
  return new Set(rows.flatMap((row) => row.lines.lines.map((line) => line.bookingId)));
}
