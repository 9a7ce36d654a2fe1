/**
 * The balance, asked for on the day the terms make it due and once more two days later, both at
 * 09:00 London time: pg-boss jobs with `startAfter`, rows in the database rather than timers, so
 * a restart or a second instance loses and doubles nothing. Each sender looks again when it runs,
 * so a balance paid in the meantime, or a booking cancelled, gets no e-mail.
 */
import { addDays, londonInstant } from '#app/lib/london-dates.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { localisePath } from '#app/lib/locale.ts';
import type { EmailTransport } from '#server/platform/email/transport.server.ts';
import { customerLocale } from '#app/lib/emails/email-text.ts';
import { mailboxes } from '#app/lib/mailboxes.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import type { Enqueuer, SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import { handle, type JobEntry } from '#app/lib/jobs/job-handlers.server.ts';
import { sendJob, type PayloadOf } from '#app/lib/jobs/define-job.server.ts';
import { type Deliver } from '#app/lib/jobs/job-handlers.server.ts';
import { renderBalanceEmail } from './emails/balance-emails.server.ts';
import { ledgerTotals } from './ledger.server.ts';
import { isOnAccount } from './on-account.server.ts';
import { operatorAlertSender, scheduleBalanceUnpaidAlert } from './operator-alerts.server.ts';
import { currentPaymentTerms, paymentTermsVersion } from './payment-terms-store.server.ts';
import { balanceReminderJob, balanceRequestJob, paymentAlertJob } from './jobs.server.ts';

/** The hour (London) a balance e-mail goes out on its day. */
export const BALANCE_EMAIL_TIME = '09:00';
/** The reminder follows the request by this many days, if the balance is still unpaid. */
export const BALANCE_REMINDER_AFTER_DAYS = 2;

/** A booking as the balance needs it (the composition reads it from the register). */
export interface BalanceBooking {
  status: 'awaiting-payment' | 'confirmed' | 'cancelled';
  farePence: number;
  paymentTermsVersion: number | null;
  pickupAt: Date;
}

async function termsOf(db: AppDb, version: number | null) {
  return (
    (version ? await paymentTermsVersion(db, version) : null) ?? (await currentPaymentTerms(db))
  ).terms;
}

/** The London date the balance of a booking with this pickup falls due under its terms. */
export async function balanceDueDate(
  db: AppDb,
  pickupDate: string,
  termsVersion: number | null,
): Promise<string> {
  return addDays(pickupDate, -(await termsOf(db, termsVersion)).balanceDueDaysBefore);
}

/**
 * Queues the balance request and its reminder, inside the transaction that confirmed the booking.
 * Nothing is queued when nothing is left to pay; a day already past sends the request at once.
 */
export async function scheduleBalanceRequests(
  tx: SqlExecutor,
  db: AppDb,
  boss: Enqueuer,
  input: {
    quoteId: string;
    farePence: number;
    pickupDate: string;
    pickupAt: Date;
    termsVersion: number | null;
  },
  now = new Date(),
): Promise<void> {
  const { heldPence } = await ledgerTotals(db, input.quoteId);
  if (input.farePence - heldPence <= 0) return;
  const dueDate = await balanceDueDate(db, input.pickupDate, input.termsVersion);
  const requestAt = londonInstant(dueDate, BALANCE_EMAIL_TIME);
  const reminderAt = londonInstant(
    addDays(dueDate, BALANCE_REMINDER_AFTER_DAYS),
    BALANCE_EMAIL_TIME,
  );
  const data = { quoteId: input.quoteId, customerLink: true as const };
  await sendJob(tx, boss, balanceRequestJob, data, {
    startAfter: requestAt > now ? requestAt : now,
  });
  await scheduleBalanceUnpaidAlert(
    tx,
    boss,
    { quoteId: input.quoteId, pickupAt: input.pickupAt },
    now,
  );
  // A reminder after the pickup would be no use to anyone.
  if (reminderAt < input.pickupAt && reminderAt > now) {
    await sendJob(tx, boss, balanceReminderJob, data, {
      startAfter: reminderAt,
    });
  }
}

export interface PaymentSenderDeps {
  db: AppDb;
  env: Pick<Env, 'SITE_URL' | 'MAIL_FROM' | 'QUOTE_NOTIFY_EMAIL'>;
  transport: EmailTransport;
  /** The booking of a request, from the register (composed in; this feature knows no bookings). */
  bookingOf: (db: AppDb, quoteId: string) => Promise<BalanceBooking | null>;
}

export function paymentSenders(deps: PaymentSenderDeps): JobEntry[] {
  const { business, operatorInbox } = mailboxes(deps.env);
  const balanceEmail =
    (which: 'request' | 'reminder'): Deliver<PayloadOf<typeof balanceRequestJob>> =>
    async (quote, data) => {
      const booking = await deps.bookingOf(deps.db, quote.id);
      if (booking?.status !== 'confirmed' || !data.customerToken) return { ok: true };
      const { heldPence } = await ledgerTotals(deps.db, quote.id);
      const left = booking.farePence - heldPence;
      if (left <= 0) return { ok: true, skipped: 'the balance is paid' };
      const link = new URL(
        localisePath(`/your-quote/${data.customerToken}`, customerLocale(quote)),
        deps.env.SITE_URL,
      ).href;
      const email = await renderBalanceEmail(
        quote,
        {
          farePence: booking.farePence,
          paidPence: heldPence,
          leftPence: left,
          dueDate: await balanceDueDate(deps.db, quote.pickupDate, booking.paymentTermsVersion),
        },
        link,
        which,
      );
      return deps.transport.send({
        ...email,
        reference: quote.id,
        kind: which === 'request' ? 'balance-request' : 'balance-reminder',
        from: business,
        to: { name: quote.name, address: quote.email },
        replyTo: operatorInbox,
      });
    };
  return [
    handle(balanceRequestJob, balanceEmail('request')),
    handle(balanceReminderJob, balanceEmail('reminder')),
    handle(
      paymentAlertJob,
      operatorAlertSender({
        ...deps,
        stillApplies: {
          // Refunded in the meantime: nothing is left for the operator to do.
          'late-payment': async (_booking, heldPence) =>
            heldPence > 0 ? null : 'the late payment is refunded',
          // Run late (the outbox was down) or after things moved on: only a live booking with money
          // still owed, not on account, before its pickup, is worth the operator's call.
          'balance-unpaid': async (booking, heldPence, quote) => {
            if (booking.status !== 'confirmed') return 'the booking is not confirmed';
            if (booking.farePence - heldPence <= 0) return 'the balance is paid';
            if (booking.pickupAt <= new Date()) return 'the pickup has passed';
            if (await isOnAccount(deps.db, quote.id)) return 'the booking is on account';
            return null;
          },
        },
      }),
    ),
  ];
}
