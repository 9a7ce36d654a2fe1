/**
 * Each document is e-mailed once, with its PDF attached: its facts are kept and its job queued in
 * the transaction that recorded the payment or refund (and marked queued there, so it is never
 * queued twice); the job stores the PDF from those facts if nobody has yet, and attaches the
 * stored bytes, so a retried job attaches the same file.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { formatLongDate } from '#app/lib/dates.ts';
import { formatPence } from '#app/lib/money.ts';
import type { AppDb, Tx } from '#server/platform/db/app-db.server.ts';
import { mailboxes } from '#app/lib/mailboxes.server.ts';
import { quoteEmailView } from '#app/lib/emails/quote-email-view.ts';
import { renderSimpleEmail } from '#app/lib/emails/simple-email.tsx';
import type { EmailTransport } from '#server/platform/email/transport.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import type { Enqueuer, SqlExecutor } from '#server/platform/outbox/send-in-transaction.server.ts';
import { handle, type JobEntry } from '#app/lib/jobs/job-handlers.server.ts';
import { sendJob } from '#app/lib/jobs/define-job.server.ts';
import { FINAL_MONEY_TEXT, finalMoneySentences } from '../final-money-text.ts';
import { documentFacts, type DocumentFacts } from './document-facts.server.ts';
import { documentFile } from './document-file.server.ts';
import { keepDocumentFacts } from './document-issue.server.ts';
import { factsKept } from './kept-facts.server.ts';
import { paymentDocuments } from './documents-schema.server.ts';
import { DOCUMENT_TEXT } from './documents-text.ts';
import { documentEmailJob } from '../jobs.server.ts';

/**
 * Keeps the facts of every new document of the request and queues its e-mail, inside the caller's
 * transaction (the one that wrote the ledger row, whose trigger numbered the document). The PDF is
 * rendered after it commits (document-issue.server.ts), never while it holds the counter.
 */
export async function queueDocumentEmails(tx: Tx, boss: Enqueuer, quoteId: string) {
  await keepDocumentFacts(tx, quoteId);
  const waiting = await tx
    .select({ number: paymentDocuments.number })
    .from(paymentDocuments)
    .where(and(eq(paymentDocuments.quoteId, quoteId), isNull(paymentDocuments.emailQueuedAt)))
    .orderBy(asc(paymentDocuments.number))
    .for('update');
  for (const { number } of waiting) {
    await sendJob(tx as SqlExecutor, boss, documentEmailJob, {
      quoteId,
      documentNumber: number,
    });
    await tx
      .update(paymentDocuments)
      .set({ emailQueuedAt: new Date() })
      .where(eq(paymentDocuments.number, number));
  }
}

/**
 * The e-mail's sentences: what the money was for, and what is left; or, for a refund, where it
 * goes and how long it takes, that it comes as several refunds when it reached several payments,
 * and after a cancellation the charge kept and what the booking finally cost.
 */
function paragraphs(facts: DocumentFacts): string[] {
  const t = DOCUMENT_TEXT[facts.locale].email;
  const amount = formatPence(facts.amountPence);
  if (facts.purpose === 'refund') {
    const said = [t.refund(amount), t.refundWhere[facts.method ?? 'other'] ?? t.refundWhere.other!];
    if (facts.refundParts > 1) said.push(t.eachRefund(facts.refundParts));
    if (facts.final) {
      said.push(
        ...finalMoneySentences(FINAL_MONEY_TEXT[facts.locale], {
          paid: formatPence(facts.final.paidPence),
          kept: formatPence(facts.final.keptPence),
          paidPence: facts.final.paidPence,
          keptPence: facts.final.keptPence,
        }),
      );
    }
    return said;
  }
  const dueBy = facts.leftToPayBy ? formatLongDate(facts.leftToPayBy, facts.locale) : null;
  if (facts.toPay) return [t.invoice(formatPence(facts.leftToPayPence), dueBy)];
  const said = [t.payment[facts.purpose](amount)];
  if (facts.farePence !== null) {
    said.push(
      facts.leftToPayPence > 0
        ? t.leftToPay(
            formatPence(facts.leftToPayPence),
            facts.leftToPayBy ? formatLongDate(facts.leftToPayBy, facts.locale) : null,
          )
        : t.paidInFull,
    );
  }
  return said;
}

export function documentSenders(deps: {
  db: AppDb;
  env: Pick<Env, 'MAIL_FROM' | 'QUOTE_NOTIFY_EMAIL'>;
  transport: EmailTransport;
}): JobEntry[] {
  const { business, operatorInbox } = mailboxes(deps.env);
  return [
    handle(documentEmailJob, async (quote, data) => {
      if (data.documentNumber === undefined) return { ok: true, skipped: 'no document named' };
      const file = await documentFile(deps, data.documentNumber, quote.id);
      // The e-mail says what its document says: the facts kept at issue (read afresh only for a
      // document issued before facts were kept).
      const facts = !file
        ? null
        : file.document.facts
          ? factsKept(file.document.facts)
          : await documentFacts(deps.db, data.documentNumber);
      if (!file || !facts) return { ok: true, skipped: 'the document no longer exists' };
      const { document } = file;
      const locale = document.locale ?? facts.locale;
      const t = DOCUMENT_TEXT[locale];
      const view = quoteEmailView(quote, locale);
      const title = t.title[document.kind];
      const subject = t.email.subject(title, document.number, quote.id);
      const email = await renderSimpleEmail(subject, {
        preview: subject,
        heading: t.email.heading(view.name.split(' ')[0] ?? view.name),
        paragraphs: [...paragraphs({ ...facts, locale }), t.email.attached[document.kind]],
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
    }),
  ];
}
