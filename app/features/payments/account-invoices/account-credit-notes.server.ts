/**
 * A credit note against an account's invoice: how an issued month is corrected (the invoice itself
 * never changes). The operator picks the journeys of the invoice to credit (one that did not run,
 * one priced wrong) and says why; in one transaction the counter row is locked, the number taken,
 * the note's facts kept (those lines as the invoice printed them, so their VAT treatment is the
 * invoice's) and its e-mail queued; the PDF is rendered from those facts after it commits. A
 * journey is credited once: a second note for it is refused.
 */
import { and, eq, ne } from 'drizzle-orm';
import { sendJobOnce } from '#app/lib/jobs/define-job.server.ts';
import { londonToday } from '#app/lib/london-dates.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { Enqueuer, SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import { lockDocumentCounter, takeDocumentNumber } from '../documents/document-numbers.server.ts';
import { accountInvoiceEmailJob } from '../jobs.server.ts';
import type { CreditableJourney } from './account-admin.ts';
import type { AccountInvoiceFacts } from './account-invoice-facts.ts';
import { storeAccountInvoicePdfs } from './account-invoice-issue.server.ts';
import { accountInvoices } from './account-invoices-schema.server.ts';

export interface CreditNoteInput {
  accountId: number;
  invoiceNumber: number;
  /** The journeys (bookings) of the invoice to credit, each as the invoice priced it. */
  bookingIds: readonly number[];
  reason: string;
  now: Date;
}

export type CreditNoteOutcome =
  | { ok: true; number: number; totalPence: number }
  | { ok: false; reason: 'no-invoice' | 'no-journeys' | 'already-credited' };

/** Each of the account's invoices with the journeys still creditable on it. */
export async function creditableLines(
  db: Pick<AppDb, 'select'>,
  accountId: number,
): Promise<Record<number, CreditableJourney[]>> {
  const rows = await db
    .select({
      number: accountInvoices.number,
      kind: accountInvoices.kind,
      corrects: accountInvoices.corrects,
      facts: accountInvoices.facts,
    })
    .from(accountInvoices)
    .where(eq(accountInvoices.accountId, accountId));
  const result: Record<number, CreditableJourney[]> = {};
  for (const row of rows) {
    if (row.kind === 'credit-note') continue;
    const credited = creditedBookings(rows, row.number);
    result[row.number] = row.facts.lines
      .filter((line) => !credited.has(line.bookingId))
      .map(({ bookingId, date, time, from, to, grossPence }) => ({
        bookingId,
        date,
        time,
        from,
        to,
        grossPence,
      }));
  }
  return result;
}

function creditedBookings(
  rows: readonly { kind: string; corrects: number | null; facts: AccountInvoiceFacts }[],
  invoiceNumber: number,
): Set<number> {
  return new Set(
    rows
      .filter((row) => row.kind === 'credit-note' && row.corrects === invoiceNumber)
      .flatMap((row) => row.facts.lines.map((line) => line.bookingId)),
  );
}

export async function issueAccountCreditNote(
  db: AppDb,
  boss: Enqueuer,
  input: CreditNoteInput,
): Promise<CreditNoteOutcome> {
  if (input.bookingIds.length === 0) return { ok: false, reason: 'no-journeys' };
  const outcome = await db.transaction(async (tx): Promise<CreditNoteOutcome> => {
    // The counter row locked first, as every document's numbering locks it: one queue, so two
    // operators crediting the same journey at once find each other's note.
    const counter = await lockDocumentCounter(tx);
    const [invoice] = await tx
      .select()
      .from(accountInvoices)
      .where(
        and(
          eq(accountInvoices.number, input.invoiceNumber),
          eq(accountInvoices.accountId, input.accountId),
          ne(accountInvoices.kind, 'credit-note'),
        ),
      );
    if (!invoice || !counter) return { ok: false, reason: 'no-invoice' };
    const notes = await tx
      .select({
        kind: accountInvoices.kind,
        corrects: accountInvoices.corrects,
        facts: accountInvoices.facts,
      })
      .from(accountInvoices)
      .where(eq(accountInvoices.corrects, invoice.number));
    const credited = creditedBookings(notes, invoice.number);
    const wanted = new Set(input.bookingIds);
    const lines = invoice.facts.lines.filter((line) => wanted.has(line.bookingId));
    if (lines.length !== wanted.size) return { ok: false, reason: 'no-journeys' };
    if (lines.some((line) => credited.has(line.bookingId))) {
      return { ok: false, reason: 'already-credited' };
    }
    const number = await takeDocumentNumber(tx);
    const issuedOn = londonToday(input.now);
    const totalPence = lines.reduce((sum, line) => sum + line.grossPence, 0);
    const facts: AccountInvoiceFacts = {
      ...invoice.facts,
      number,
      kind: 'credit-note',
      issuedAt: input.now.toISOString(),
      issuedOn,
      dueOn: issuedOn,
      month: null,
      lines,
      corrects: { number: invoice.number, issuedOn: invoice.issuedOn },
      reason: input.reason,
    };
    await tx.insert(accountInvoices).values({
      number,
      kind: 'credit-note',
      accountId: input.accountId,
      month: null,
      corrects: invoice.number,
      // The invoice's VAT treatment, whatever the business's registration is today.
      vatNumber: invoice.vatNumber,
      issuedAt: input.now,
      issuedOn,
      dueOn: issuedOn,
      totalPence,
      facts,
      statement: null,
    });
    await sendJobOnce(
      tx as unknown as SqlExecutor,
      boss,
      accountInvoiceEmailJob,
      { quoteId: lines[0]!.quoteId, invoiceNumber: number },
      `account-invoice-${number}`,
    );
    return { ok: true, number, totalPence };
  });
  if (outcome.ok) await storeAccountInvoicePdfs(db, outcome.number);
  return outcome;
}
