/**
 * The monthly run, composed from the accounts (contracts), their completed journeys (the register)
 * and the invoices (payments): each account with journeys completed in the month gets one invoice
 * and statement. It runs at INVOICE_RUN_TIME (London) on the first of each month, at every start
 * (so a server that was down then catches up), and for one account when the operator presses
 * "Invoice now". Safe to repeat and to run on two instances at once: the invoice's numbering
 * transaction and the database's unique (account, month) make one invoice however often it runs.
 *
 * A plain timer rather than a pg-boss schedule, as the daily reconciliation does (pg-boss's cron
 * machinery stays off, boss.server.ts).
 */
import { completedAccountJourneys } from '#app/features/bookings/account-bookings.server.ts';
import { accountById, listAccounts } from '#app/features/contracts/accounts.server.ts';
import type { AccountRow } from '#app/features/contracts/contracts-schema.server.ts';
import { issueAccountInvoice } from '#app/features/payments/account-invoices/account-invoice-issue.server.ts';
import { sendInvoiceReminders } from '#app/features/payments/account-invoices/account-invoice-reminders.server.ts';
import {
  dueInvoiceMonth,
  monthBounds,
  nextRunAt,
  previousMonth,
} from '#app/features/payments/account-invoices/invoice-month.ts';
import { invoicedAtConfirmation } from '#app/features/payments/documents/invoiced-at-confirmation.server.ts';
import { vehiclesSold } from '#app/features/payments/documents/vehicles-sold.ts';
import type { AppDb } from './platform/db/app-db.server.ts';
import type { Env } from './platform/env.server.ts';
import type { Enqueuer } from './platform/outbox/send-in-transaction.server.ts';

/** How often an instance looks whether the month's run is done (and at its start). */
export const INVOICING_LOOK_MS = 60 * 60_000;
/** The first look after start: the server settles first. */
export const INVOICING_FIRST_LOOK_MS = 30_000;

export interface InvoicingDeps {
  db: AppDb;
  boss: Enqueuer;
  env: Pick<Env, 'BANK_TRANSFER_DETAILS'>;
}

/** Invoices one account's `month`: the new invoice's number, or null (none due, or done). */
export async function invoiceAccountMonth(
  deps: InvoicingDeps,
  account: AccountRow,
  month: string,
  now: Date,
): Promise<number | null> {
  const completed = await completedAccountJourneys(deps.db, account.id, monthBounds(month), now);
  // A journey invoiced in full when it was confirmed (marked on account before it was an account
  // customer's) already has its VAT invoice: never a second one for the same supply.
  const invoiced = await invoicedAtConfirmation(
    deps.db,
    completed.map((row) => row.quoteId),
  );
  const rows = completed.filter((row) => !invoiced.has(row.quoteId));
  const journeys = rows.map((row) => ({
    bookingId: row.bookingId,
    quoteId: row.quoteId,
    pickupAt: row.pickupAt,
    returnAt: row.returnAt,
    from: row.from,
    to: row.to,
    // The vehicle that ran it decides the rate; unassigned, the vehicle the price named.
    vehicle: row.fleetName ?? row.quotedVehicle,
    seats: row.fleetSeats ?? vehiclesSold(row.quotedVehicle)[0]?.seats ?? null,
    farePence: row.farePence,
    contract: row.contract,
  }));
  return issueAccountInvoice(deps.db, deps.boss, {
    account: {
      id: account.id,
      organisation: account.organisation,
      billingEmail: account.billingEmail,
      billingAddress: account.billingAddress,
      paymentTermsDays: account.paymentTermsDays,
      purchaseOrder: account.purchaseOrder,
      vatNumber: account.vatNumber,
    },
    month,
    journeys,
    bankDetails: deps.env.BANK_TRANSFER_DETAILS ?? null,
    now,
  });
}

/** The scheduled run: every account's invoice for the month due by `now`. Answers the new ones. */
export async function runMonthlyInvoicing(deps: InvoicingDeps, now: Date): Promise<number[]> {
  const month = dueInvoiceMonth(now);
  const issued: number[] = [];
  for (const account of await listAccounts(deps.db)) {
    const number = await invoiceAccountMonth(deps, account, month, now);
    if (number !== null) issued.push(number);
  }
  return issued;
}

/** "Invoice now" on an account's page: its invoice for the calendar month before today. */
export async function invoiceAccountNow(
  deps: InvoicingDeps,
  accountId: number,
  now: Date,
): Promise<{ month: string; number: number | null } | null> {
  const account = await accountById(deps.db, accountId);
  if (!account) return null;
  const month = previousMonth(now);
  return { month, number: await invoiceAccountMonth(deps, account, month, now) };
}

export function startMonthlyInvoicing(
  deps: InvoicingDeps,
  now: () => Date = () => new Date(),
): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const look = async () => {
    try {
      await runMonthlyInvoicing(deps, now());
      // Credit control on the same look: reminders 7 and 14 days after an invoice was due.
      await sendInvoiceReminders(deps.db, deps.boss, now());
    } catch (error) {
      console.error('monthly invoicing:', error instanceof Error ? error.message : error);
    }
    if (stopped) return;
    // Hourly, and right at the next run's moment when that comes sooner.
    const untilRun = nextRunAt(now()).getTime() - now().getTime() + 1_000;
    timer = setTimeout(() => void look(), Math.min(INVOICING_LOOK_MS, Math.max(untilRun, 1_000)));
    timer.unref();
  };
  timer = setTimeout(() => void look(), INVOICING_FIRST_LOOK_MS);
  timer.unref();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
