/**
 * An account's money as its pages show it: the statement from its first document to today (the
 * running balance, what is overdue and by how long) and its documents, each with what is left.
 */
import { londonToday } from '#app/lib/london-dates.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { accountDocuments, accountLedger } from './account-ledger.server.ts';
import { accountStatement, longOverdue } from './account-statement.ts';

/** Before any account's first document: a statement from here covers its whole life. */
const EVER = '2000-01-01';

export async function accountMoney(db: Pick<AppDb, 'select'>, accountId: number, now: Date) {
  const today = londonToday(now);
  const [ledger, documents] = await Promise.all([
    accountLedger(db, accountId),
    accountDocuments(db, accountId),
  ]);
  // Never ending before its newest document (a run whose clock is ahead of this instance's).
  const newest = ledger.invoices.reduce(
    (last, i) => (i.issuedOn > last ? i.issuedOn : last),
    today,
  );
  const statement = accountStatement(ledger.invoices, ledger.payments, { from: EVER, to: newest });
  const left = new Map(statement.open.map((open) => [open.number, open.leftPence]));
  return {
    accountId,
    statement,
    documents: documents.map((document) => ({
      ...document,
      leftPence: left.get(document.number) ?? 0,
    })),
    payments: ledger.payments.toReversed(),
    today,
    longOverdue: longOverdue(ledger.invoices, ledger.payments, today),
  };
}
