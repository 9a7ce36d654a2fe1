/**
 * The monthly invoice's e-mail to the account's billing address: the invoice and its statement as
 * the stored PDFs (stored first from the kept facts if nobody has yet, so a retry attaches the same
 * files), and the link to the account's own page when the composition gives one.
 */
import { formatLongDate } from '#app/lib/dates.ts';
import { renderSimpleEmail } from '#app/lib/emails/simple-email.tsx';
import { handle, type JobEntry } from '#app/lib/jobs/job-handlers.server.ts';
import { mailboxes } from '#app/lib/mailboxes.server.ts';
import { formatPence } from '#app/lib/money.ts';
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { EmailTransport } from '#server/platform/email/transport.server.ts';
import type { Env } from '#server/platform/env.server.ts';
import { DOCUMENT_TEXT } from '../documents/documents-text.ts';
import { accountInvoiceEmailJob, accountInvoiceReminderJob } from '../jobs.server.ts';
import { accountLedger } from './account-ledger.server.ts';
import { leftOnInvoices } from './account-statement.ts';
import { storedAccountInvoice } from './account-invoice-issue.server.ts';
import { accountDocumentFilename } from './account-document-files.server.ts';
import { ACCOUNT_INVOICE_TEXT } from './account-invoices-text.ts';
import { monthName } from './invoice-month.ts';

/** Later than any payment's date. */
const EVER_AFTER = '9999-12-31';

/** A fresh link to the account's own page (its token's hash stored), made as the e-mail goes. */
export type AccountPageLink = (accountId: number) => Promise<string>;

export function accountInvoiceSenders(deps: {
  db: AppDb;
  env: Pick<Env, 'MAIL_FROM' | 'QUOTE_NOTIFY_EMAIL'>;
  transport: EmailTransport;
  accountPageLink?: AccountPageLink;
}): JobEntry[] {
  const { business, operatorInbox } = mailboxes(deps.env);
  return [
    handle(accountInvoiceEmailJob, async (_quote, data) => {
      const row = await storedAccountInvoice(deps.db, data.invoiceNumber);
      if (!row?.pdf) return { ok: true, skipped: 'the invoice no longer exists' };
      const { facts } = row;
      const locale = facts.locale;
      const t = ACCOUNT_INVOICE_TEXT[locale];
      const title = DOCUMENT_TEXT[locale].title[facts.kind];
      const month = monthName(facts.month ?? facts.issuedOn.slice(0, 7), locale);
      // A credit note names the invoice it corrects (its VAT treatment, so its title) instead.
      const corrected = facts.corrects
        ? `${DOCUMENT_TEXT[locale].title[facts.vatNumber ? 'vat-invoice' : 'receipt']} ${facts.corrects.number}`
        : null;
      const subject = corrected
        ? t.creditNote.subject(title, row.number, corrected)
        : t.email.subject(title, row.number, month);
      const link = deps.accountPageLink ? await deps.accountPageLink(row.accountId) : null;
      const email = await renderSimpleEmail(subject, {
        preview: subject,
        heading: t.email.heading(facts.account.organisation),
        paragraphs: [
          corrected && facts.corrects
            ? t.creditNote.body(
                title,
                formatPence(row.totalPence),
                corrected,
                formatLongDate(facts.corrects.issuedOn, locale),
              )
            : t.email.body(
                title,
                month,
                formatPence(row.totalPence),
                formatLongDate(row.dueOn, locale),
              ),
          corrected ? t.creditNote.attached : t.email.attached,
        ],
        ...(link ? { link: { label: t.email.pageLink, href: link } } : {}),
        quote: null,
        locale,
      });
      const attachments = [
        {
          filename: accountDocumentFilename('invoice', row.number, locale, facts.kind),
          content: row.pdf,
          contentType: 'application/pdf',
        },
      ];
      if (row.statementPdf) {
        attachments.push({
          filename: accountDocumentFilename('statement', row.number, locale, facts.kind),
          content: row.statementPdf,
          contentType: 'application/pdf',
        });
      }
      return deps.transport.send({
        ...email,
        reference: data.quoteId,
        kind: `account-invoice-${row.number}`,
        from: business,
        to: { name: facts.account.organisation, address: facts.account.billingEmail },
        replyTo: operatorInbox,
        attachments,
      });
    }),
    handle(accountInvoiceReminderJob, async (_quote, data) => {
      const row = await storedAccountInvoice(deps.db, data.invoiceNumber);
      if (!row?.pdf) return { ok: true, skipped: 'the invoice no longer exists' };
      // Paid since the reminder was queued: nothing to remind (every payment counted, whatever
      // its date).
      const ledger = await accountLedger(deps.db, row.accountId);
      const open = leftOnInvoices(ledger.invoices, ledger.payments, EVER_AFTER).find(
        (invoice) => invoice.number === row.number,
      );
      if (!open) return { ok: true, skipped: 'the invoice is paid' };
      const { facts } = row;
      const locale = facts.locale;
      const t = ACCOUNT_INVOICE_TEXT[locale];
      const title = DOCUMENT_TEXT[locale].title[facts.kind];
      const subject = t.reminder.subject(title, row.number);
      const link = deps.accountPageLink ? await deps.accountPageLink(row.accountId) : null;
      const email = await renderSimpleEmail(subject, {
        preview: subject,
        heading: t.email.heading(facts.account.organisation),
        paragraphs: [
          t.reminder.body(
            title,
            row.number,
            formatPence(open.leftPence),
            formatLongDate(row.dueOn, locale),
            data.daysLate,
          ),
          t.reminder.attached,
        ],
        ...(link ? { link: { label: t.email.pageLink, href: link } } : {}),
        quote: null,
        locale,
      });
      return deps.transport.send({
        ...email,
        reference: data.quoteId,
        kind: `account-invoice-${row.number}-reminder-${data.daysLate}`,
        from: business,
        to: { name: facts.account.organisation, address: facts.account.billingEmail },
        replyTo: operatorInbox,
        attachments: [
          {
            filename: accountDocumentFilename('invoice', row.number, locale, facts.kind),
            content: row.pdf,
            contentType: 'application/pdf',
          },
        ],
      });
    }),
  ];
}
