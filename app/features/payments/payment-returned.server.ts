/**
 * The customer is told, in plain words and their language, why a payment (or part of it) goes
 * back to their card: queued in the transaction that decided the refund, delivered by the outbox.
 */
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { EmailTransport } from '#server/platform/email/transport.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import type { Enqueuer, SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import { customerLocale } from '#app/lib/emails/email-text.ts';
import { localisePath } from '#app/lib/locale.ts';
import { mailboxes } from '#app/lib/mailboxes.server.ts';
import { handle, type JobEntry } from '#app/lib/jobs/job-handlers.server.ts';
import { sendJob } from '#app/lib/jobs/define-job.server.ts';
import { renderPaymentReturned } from './emails/payment-returned-emails.server.ts';
import { NOT_TAKEN_REASONS, type NotTakenReason } from './emails/payment-returned-text.ts';
import { paymentReturnedJob } from './jobs.server.ts';

export async function queuePaymentReturned(
  tx: SqlExecutor,
  boss: Enqueuer,
  input: {
    quoteId: string;
    paymentId: number;
    reason: NotTakenReason;
    amountPence: number;
  },
): Promise<void> {
  const { quoteId, ...notTaken } = input;
  await sendJob(tx, boss, paymentReturnedJob, {
    quoteId,
    customerLink: true,
    notTaken,
  });
}

const isReason = (value: unknown): value is NotTakenReason =>
  (NOT_TAKEN_REASONS as readonly unknown[]).includes(value);

export function paymentReturnedSenders(deps: {
  db: AppDb;
  env: Pick<Env, 'SITE_URL' | 'MAIL_FROM' | 'QUOTE_NOTIFY_EMAIL'>;
  transport: EmailTransport;
}): JobEntry[] {
  const { business, operatorInbox } = mailboxes(deps.env);
  return [
    handle(paymentReturnedJob, async (quote, data) => {
      const notTaken = data.notTaken;
      if (!notTaken || !isReason(notTaken.reason) || !data.customerToken) {
        return { ok: false, error: 'a payment-returned job without its reason', retryable: false };
      }
      const link = new URL(
        localisePath(`/your-quote/${data.customerToken}`, customerLocale(quote)),
        deps.env.SITE_URL,
      ).href;
      const email = await renderPaymentReturned(
        quote,
        { reason: notTaken.reason, amountPence: notTaken.amountPence },
        link,
      );
      return deps.transport.send({
        ...email,
        reference: quote.id,
        kind: `payment-returned-${notTaken.paymentId}`,
        from: business,
        to: { name: quote.name, address: quote.email },
        replyTo: operatorInbox,
      });
    }),
  ];
}
