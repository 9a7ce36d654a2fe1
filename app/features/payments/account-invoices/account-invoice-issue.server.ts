/**
 * Issuing an account's invoice for a month, as the payment documents are issued
 * (docs/decisions/011): in one transaction the counter row is locked, the number taken from it,
 * everything the invoice and its statement print is kept on the invoice's row, and its e-mail is
 * queued; the PDFs are rendered from those facts after it commits, never while the counter is held.
 *
 * One invoice per account and month, however often and on however many instances the run
 * happens: the counter's lock queues two runs, the second finds the first's invoice; and the
 * database's unique index (account, month) refuses a second row whatever the code does.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { sendJobOnce } from '#app/lib/jobs/define-job.server.ts';
import { addDays, londonDateAndTime, londonToday } from '#app/lib/london-dates.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { Enqueuer, SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import { sha256Hex } from '../documents/document-issue.server.ts';
import { lockDocumentCounter, takeDocumentNumber } from '../documents/document-numbers.server.ts';
import { vatLines } from '../documents/vat-lines.ts';
import { accountInvoiceEmailJob } from '../jobs.server.ts';
import type {
  AccountInvoiceFacts,
  AccountInvoiceLine,
  InvoicedAccount,
} from './account-invoice-facts.ts';
import { accountInvoices } from './account-invoices-schema.server.ts';
import { accountLedger } from './account-ledger.server.ts';
import { renderAccountInvoicePdf, renderStatementPdf } from './account-pdf.server.ts';
import { accountStatement } from './account-statement.ts';
import { monthBounds } from './invoice-month.ts';

/** A journey completed in the month, as the register (composed in) reads it. */
export interface JourneyToInvoice {
  bookingId: number;
  quoteId: string;
  pickupAt: Date;
  returnAt: Date | null;
  from: string;
  to: string;
  /** The vehicle that ran it (the fleet's name), else the one quoted. */
  vehicle: string;
  /** Its passenger seats, the VAT rate's test; null when not known (then standard-rated). */
  seats: number | null;
  farePence: number;
  contract: string | null;
}

/** Rolls back a transaction that lost the race for its (account, month). */
class AlreadyInvoiced extends Error {}

function linesOf(journeys: readonly JourneyToInvoice[]): AccountInvoiceLine[] {
  return [...journeys]
    .sort((a, b) => a.pickupAt.getTime() - b.pickupAt.getTime() || a.bookingId - b.bookingId)
    .map((journey) => {
      const { date, time } = londonDateAndTime(journey.pickupAt);
      const [line] = vatLines(journey.farePence, [
        { vehicle: journey.vehicle, seats: journey.seats },
      ]);
      return {
        ...line!,
        bookingId: journey.bookingId,
        quoteId: journey.quoteId,
        date,
        time,
        from: journey.from,
        to: journey.to,
        returnTime: journey.returnAt ? londonDateAndTime(journey.returnAt).time : null,
        seats: journey.seats,
        contract: journey.contract,
      };
    });
}

/**
 * Issues `account`'s invoice for `month` for `journeys` (none: nothing to issue). Answers the new
 * invoice's number, or null when the month had its invoice already (or had no journeys).
 */
export async function issueAccountInvoice(
  db: AppDb,
  boss: Enqueuer,
  input: {
    account: InvoicedAccount;
    month: string;
    journeys: readonly JourneyToInvoice[];
    bankDetails: string | null;
    now: Date;
  },
): Promise<number | null> {
  if (input.journeys.length === 0) return null;
  const { account, month, now } = input;
  let number: number | null;
  try {
    number = await db.transaction(async (tx) => {
      // The counter row locked first, as every document's numbering locks it: one queue.
      const counter = await lockDocumentCounter(tx);
      const [already] = await tx
        .select({ number: accountInvoices.number })
        .from(accountInvoices)
        .where(and(eq(accountInvoices.accountId, account.id), eq(accountInvoices.month, month)));
      if (already || !counter) return null;
      const issued = await takeDocumentNumber(tx);
      const issuedOn = londonToday(now);
      const dueOn = addDays(issuedOn, account.paymentTermsDays);
      const lines = linesOf(input.journeys);
      const totalPence = lines.reduce((sum, line) => sum + line.grossPence, 0);
      const facts: AccountInvoiceFacts = {
        number: issued,
        kind: counter.vatNumber ? 'vat-invoice' : 'receipt',
        locale: 'en',
        vatNumber: counter.vatNumber,
        issuedAt: now.toISOString(),
        issuedOn,
        dueOn,
        month,
        supplier: {
          name: counter.supplierName ?? '',
          addressLines: counter.supplierAddress ? counter.supplierAddress.split('\n') : [],
          companyNumber: counter.companyNumber,
        },
        account,
        lines,
        corrects: null,
        reason: null,
        bankDetails: input.bankDetails,
      };
      // The statement sent with it: from the first of the month invoiced to the invoice's date,
      // this invoice included.
      const ledger = await accountLedger(tx, account.id);
      const statement = accountStatement(
        [
          ...ledger.invoices,
          { number: issued, kind: facts.kind, issuedOn, dueOn, totalPence, corrects: null },
        ],
        ledger.payments,
        { from: monthBounds(month).firstDay, to: issuedOn },
      );
      const inserted = await tx
        .insert(accountInvoices)
        .values({
          number: issued,
          kind: facts.kind,
          accountId: account.id,
          month,
          vatNumber: counter.vatNumber,
          issuedAt: now,
          issuedOn,
          dueOn,
          totalPence,
          facts,
          statement,
        })
        .onConflictDoNothing()
        .returning({ number: accountInvoices.number });
      // Another instance's invoice for the month committed first: give the number back.
      if (inserted.length === 0) throw new AlreadyInvoiced();
      await sendJobOnce(
        tx as unknown as SqlExecutor,
        boss,
        accountInvoiceEmailJob,
        { quoteId: lines[0]!.quoteId, invoiceNumber: issued },
        `account-invoice-${issued}`,
      );
      return issued;
    });
  } catch (error) {
    if (error instanceof AlreadyInvoiced) return null;
    throw error;
  }
  if (number !== null) await storeAccountInvoicePdfs(db, number);
  return number;
}

/**
 * Renders and stores invoice `number`'s PDF and its statement's, each only when it has none yet,
 * from the facts kept at issue; never inside a transaction. Two renderers may race: one statement
 * fills each empty column, and both serve the stored bytes.
 */
export async function storeAccountInvoicePdfs(db: AppDb, number: number): Promise<void> {
  const [row] = await db.select().from(accountInvoices).where(eq(accountInvoices.number, number));
  if (!row) return;
  if (!row.pdf) {
    const pdf = await renderAccountInvoicePdf(row.facts);
    await db
      .update(accountInvoices)
      .set({ pdf, pdfSha256: sha256Hex(pdf) })
      .where(and(eq(accountInvoices.number, number), isNull(accountInvoices.pdf)));
  }
  if (!row.statementPdf && row.statement) {
    const pdf = await renderStatementPdf(row.facts, row.statement);
    await db
      .update(accountInvoices)
      .set({ statementPdf: pdf, statementSha256: sha256Hex(pdf) })
      .where(and(eq(accountInvoices.number, number), isNull(accountInvoices.statementPdf)));
  }
}

/** The stored invoice with its bytes (stored first when nobody has yet). */
export async function storedAccountInvoice(db: AppDb, number: number) {
  await storeAccountInvoicePdfs(db, number);
  const [row] = await db.select().from(accountInvoices).where(eq(accountInvoices.number, number));
  return row ?? null;
}
