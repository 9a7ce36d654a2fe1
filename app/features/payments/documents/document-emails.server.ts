/**
 * Each document is e-mailed once, with its PDF attached: its job is queued in the transaction that
 * recorded the payment or refund (and marked queued there, so it is never queued twice), and the
 * PDF is rendered when the job runs, from the stored rows, so a retried job attaches the same file.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { formatPence } from '#app/lib/money.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import { mailboxes } from '#app/lib/mailboxes.server.ts';
import { quoteEmailView } from '#app/lib/emails/quote-email-view.ts';
import { renderSimpleEmail } from '#app/lib/emails/simple-email.tsx';
import type { EmailTransport } from '#server/platform/email/transport.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import type { Enqueuer, SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import { PAYMENT_QUEUES } from '#app/lib/outbox/quote-jobs.server.ts';
import { sendInTransaction } from '#server/platform/outbox/send-in-transaction.server.ts';
import type { Senders } from '#app/lib/outbox/quote-jobs.server.ts';
import { documentFile } from './document-file.server.ts';
import type { VehiclesFor } from './documents-store.server.ts';
import { paymentDocuments } from './documents-schema.server.ts';
import { DOCUMENT_TEXT } from './documents-text.ts';

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/**
 * Queues the e-mail of every document of the request not e-mailed yet, inside the caller's
 * transaction (the one that wrote the ledger row, whose trigger issued the document).
 */
export async function queueDocumentEmails(tx: Tx, boss: Enqueuer, quoteId: string) {
  const waiting = await tx
    .select({ number: paymentDocuments.number })
    .from(paymentDocuments)
    .where(and(eq(paymentDocuments.quoteId, quoteId), isNull(paymentDocuments.emailQueuedAt)))
    .orderBy(asc(paymentDocuments.number))
    .for('update');
  for (const { number } of waiting) {
    await sendInTransaction(tx as SqlExecutor, boss, PAYMENT_QUEUES.document, {
      quoteId,
      documentNumber: number,
    });
    await tx
      .update(paymentDocuments)
      .set({ emailQueuedAt: new Date() })
      .where(eq(paymentDocuments.number, number));
  }
}

export function documentSenders(deps: {
  db: AppDb;
  env: Pick<Env, 'MAIL_FROM' | 'QUOTE_NOTIFY_EMAIL'>;
  transport: EmailTransport;
  vehiclesFor: VehiclesFor;
}): Senders {
  const { business, operatorInbox } = mailboxes(deps.env);
  return {
    [PAYMENT_QUEUES.document]: async (quote, data) => {
      if (data.documentNumber === undefined) return { ok: true, skipped: 'no document named' };
      const file = await documentFile(deps, data.documentNumber, quote.id);
      if (!file) return { ok: true, skipped: 'the document no longer exists' };
      const { document } = file;
      const t = DOCUMENT_TEXT[document.locale];
      const view = quoteEmailView(quote, document.locale);
      const title = t.title[document.kind];
      const amount = formatPence(document.amountPence);
      const subject = t.email.subject(title, document.number, quote.id);
      const email = await renderSimpleEmail(subject, {
        preview: subject,
        heading: t.email.heading(view.name.split(' ')[0] ?? view.name),
        paragraphs: [
          document.kind === 'credit-note' ? t.email.refund(amount) : t.email.payment(amount),
          t.email.attached[document.kind],
        ],
        quote: view,
      });
      return deps.transport.send({
        ...email,
        reference: quote.id,
        kind: `document-${document.number}`,
        from: business,
        to: { name: quote.name, address: quote.email },
        replyTo: operatorInbox,
        attachments: [
          { filename: file.filename, content: file.pdf, contentType: 'application/pdf' },
        ],
      });
    },
  };
}
