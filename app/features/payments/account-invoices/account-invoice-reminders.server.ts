/**
 * Credit control: an account's invoice still unpaid REMINDER_DAYS_AFTER_DUE days after it was due
 * is reminded to the billing e-mail, and the operator alerted, once for each: the reminder is
 * claimed on the invoice's row (first_reminder_at, second_reminder_at) in the transaction that
 * queues its e-mail and alert, so two instances or a rerun never send it twice. An invoice already
 * 14 days late when first looked at gets the second reminder only.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import { formatLongDate } from '#app/lib/dates.ts';
import { sendJob } from '#app/lib/jobs/define-job.server.ts';
import { londonToday } from '#app/lib/london-dates.ts';
import { formatPence } from '#app/lib/money.ts';
import { queueOperatorAlert } from '#app/lib/outbox/operator-alerts.server.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { Enqueuer, SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import { accountInvoiceReminderJob } from '../jobs.server.ts';
import { accountInvoices } from './account-invoices-schema.server.ts';
import { accountLedger } from './account-ledger.server.ts';
import { daysBetween, leftOnInvoices } from './account-statement.ts';

/** The days after its due date an unpaid invoice is reminded. */
export const REMINDER_DAYS_AFTER_DUE = [7, 14] as const;

/** Sends the reminders due at `now`; answers how many it claimed. */
export async function sendInvoiceReminders(db: AppDb, boss: Enqueuer, now: Date): Promise<number> {
  const today = londonToday(now);
  const [first, second] = REMINDER_DAYS_AFTER_DUE;
  const waiting = await db
    .selectDistinct({ accountId: accountInvoices.accountId })
    .from(accountInvoices)
    .where(and(ne(accountInvoices.kind, 'credit-note'), isNull(accountInvoices.secondReminderAt)));
  let sent = 0;
  for (const { accountId } of waiting) {
    const ledger = await accountLedger(db, accountId);
    for (const open of leftOnInvoices(ledger.invoices, ledger.payments, today)) {
      const late = daysBetween(open.dueOn, today);
      if (late < first) continue;
      const which = late >= second ? 'second' : 'first';
      const claimed = await db.transaction(async (tx) => {
        const column =
          which === 'second' ? accountInvoices.secondReminderAt : accountInvoices.firstReminderAt;
        const [row] = await tx
          .update(accountInvoices)
          .set(
            which === 'second'
              ? { secondReminderAt: now, firstReminderAt: now }
              : { firstReminderAt: now },
          )
          .where(and(eq(accountInvoices.number, open.number), isNull(column)))
          .returning({ facts: accountInvoices.facts });
        if (!row) return false;
        const quoteId = row.facts.lines[0]?.quoteId;
        if (!quoteId) return false;
        const days = which === 'second' ? second : first;
        await sendJob(tx as unknown as SqlExecutor, boss, accountInvoiceReminderJob, {
          quoteId,
          invoiceNumber: open.number,
          daysLate: days,
        });
        await queueOperatorAlert(tx as unknown as Parameters<typeof queueOperatorAlert>[0], boss, {
          event: 'invoice-overdue',
          quoteId,
          lapse: {
            title: `Invoice ${open.number} is ${days} days overdue: ${row.facts.account.organisation}`,
            body: `${formatPence(open.leftPence)} still to pay, due on ${formatLongDate(open.dueOn)}; reminded by e-mail.`,
            key: `account-invoice-${open.number}-${days}`,
          },
        });
        return true;
      });
      if (claimed) sent += 1;
    }
  }
  return sent;
}
