/**
 * Alerts to the operator about a booking's money, e-mailed to QUOTE_NOTIFY_EMAIL through the
 * outbox: queued in the transaction of what causes them, delivered by a worker that reads the
 * ledger when it runs, so the figures are those of the moment it is sent.
 */
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { mailboxes } from '#app/lib/mailboxes.server.ts';
import type { EmailTransport } from '#server/platform/email/transport.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import type { Enqueuer, SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import { transactionDb } from '#server/platform/outbox/send-in-transaction.server.ts';
import type { QuoteRequestRow } from '#app/lib/db/quote-schema.server.ts';
import type { SendResult } from '#server/platform/email/transport.server.ts';
import { sendJob } from '#app/lib/jobs/define-job.server.ts';
import { renderOperatorAlert } from './emails/operator-alert-emails.server.ts';
import { ledgerTotals } from './ledger.server.ts';
import { stripeAlertLines } from './stripe-money-view.server.ts';
import { operatorAlertsSent } from './payments-schema.server.ts';
import { refundsOnTheirWay } from './refund-ledger.server.ts';
import { isPaymentAlert, type PaymentAlert } from './operator-alerts.ts';
import { paymentAlertJob } from './jobs.server.ts';

/**
 * Queues an alert inside the caller's transaction, once per request, alert and `about` (what it is
 * about: `payment-12`, `refund-re_…`, `dispute-dp_…`): the claim is a unique row written in the
 * same transaction (operator_alerts_sent), so a repeat of what caused it (an event Stripe sends
 * again, a job that runs twice, two instances at once) queues nothing more. True when queued now.
 */
export async function queuePaymentAlert(
  tx: SqlExecutor & Pick<AppDb, 'insert'>,
  boss: Enqueuer,
  quoteId: string,
  alert: PaymentAlert,
  about: string,
): Promise<boolean> {
  const claimed = await tx
    .insert(operatorAlertsSent)
    .values({ quoteId, alert, about })
    .onConflictDoNothing()
    .returning({ id: operatorAlertsSent.id });
  if (claimed.length === 0) return false;
  await sendJob(tx, boss, paymentAlertJob, { quoteId, paymentAlert: alert });
  return true;
}

/** The operator hears of a balance still unpaid this long before the pickup. */
export const BALANCE_ALERT_HOURS_BEFORE_PICKUP = 48;
/**
 * The window pg-boss keeps one job per singleton key in (its `singletonSeconds`): a year, longer
 * than any booking is made ahead, so the alert of one booking's pickup is queued once however
 * often its scheduling runs.
 */
export const BALANCE_ALERT_SINGLETON_SECONDS = 366 * 24 * 3600;

/**
 * Queues the "balance still unpaid" alert for 48 hours before the pickup, once per booking and
 * pickup (a singleton key); its sender looks again when it runs. Nothing when that time is past.
 */
export async function scheduleBalanceUnpaidAlert(
  tx: SqlExecutor,
  boss: Enqueuer,
  input: { quoteId: string; pickupAt: Date },
  now = new Date(),
): Promise<void> {
  const at = new Date(input.pickupAt.getTime() - BALANCE_ALERT_HOURS_BEFORE_PICKUP * 3_600_000);
  if (at <= now) return;
  // Sent directly rather than through sendJob: pg-boss answers null for a job its singleton key
  // already holds, which here means "already queued", not a failure.
  await boss.send(
    paymentAlertJob.name,
    paymentAlertJob.schema.parse({ quoteId: input.quoteId, paymentAlert: 'balance-unpaid' }),
    {
      startAfter: at,
      singletonKey: `balance-unpaid-${input.quoteId}-${input.pickupAt.toISOString()}`,
      singletonSeconds: BALANCE_ALERT_SINGLETON_SECONDS,
      db: transactionDb(tx),
    },
  );
}

/** A booking as an alert needs it (composed in from the register). */
export interface AlertBooking {
  status: 'awaiting-payment' | 'confirmed' | 'cancelled';
  farePence: number;
  pickupAt: Date;
}

export interface AlertSenderDeps {
  db: AppDb;
  env: Pick<Env, 'SITE_URL' | 'MAIL_FROM' | 'QUOTE_NOTIFY_EMAIL'>;
  transport: EmailTransport;
  bookingOf: (db: AppDb, quoteId: string) => Promise<AlertBooking | null>;
  /**
   * Whether an alert still applies when it is delivered, with the figures it would say (the
   * balance's alert, say, is not sent once the balance is paid). Absent: it always applies.
   */
  stillApplies?: Partial<
    Record<
      PaymentAlert,
      (booking: AlertBooking, heldPence: number, quote: QuoteRequestRow) => Promise<string | null>
    >
  >;
}

/** Delivers payment.operator-alert jobs. */
export function operatorAlertSender(deps: AlertSenderDeps) {
  const { business, operatorInbox } = mailboxes(deps.env);
  return async (quote: QuoteRequestRow, data: { paymentAlert?: string }): Promise<SendResult> => {
    if (!isPaymentAlert(data.paymentAlert)) {
      return {
        ok: false,
        error: `unknown operator alert ${String(data.paymentAlert)}`,
        retryable: false,
      };
    }
    const booking = await deps.bookingOf(deps.db, quote.id);
    if (!booking) return { ok: true, skipped: 'the request has no booking' };
    const totals = await ledgerTotals(deps.db, quote.id);
    const refusal = await deps.stillApplies?.[data.paymentAlert]?.(
      booking,
      totals.heldPence,
      quote,
    );
    if (refusal) return { ok: true, skipped: refusal };
    const link = new URL(`/admin/quotes/${quote.id.toLowerCase()}`, deps.env.SITE_URL).href;
    const email = await renderOperatorAlert(
      quote,
      data.paymentAlert,
      {
        farePence: booking.farePence,
        heldPence: totals.heldPence,
        refundedPence: totals.refundedPence,
        details: await stripeAlertLines(deps.db, quote.id, data.paymentAlert),
        onItsWayPence: await refundsOnTheirWay(deps.db, quote.id),
      },
      link,
    );
    return deps.transport.send({
      ...email,
      reference: quote.id,
      kind: `payment-alert-${data.paymentAlert}`,
      from: business,
      to: operatorInbox,
    });
  };
}
