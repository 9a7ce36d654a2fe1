/**
 * The admin account page's money actions, composed from the accounts and the invoices: "Invoice
 * now" (the monthly run for this account and the month before, server/account-invoicing.server.ts),
 * a bank payment recorded against its open invoices, and a credit note against one invoice.
 */
import {
  ACCOUNT_MONEY_MESSAGES,
  CREDIT_NOTE_INTENT,
  INVOICE_NOW_INTENT,
  RECORD_PAYMENT_INTENT,
} from '#app/features/payments/account-invoices/account-admin.ts';
import { accountMoney } from '#app/features/payments/account-invoices/account-money.server.ts';
import { closeStaleInvoiceCheckouts } from '#app/features/payments/account-invoices/account-card-payment.server.ts';
import { issueCreditNoteForm } from '#app/features/payments/account-invoices/account-credit-note-form.server.ts';
import { recordBankPaymentForm } from '#app/features/payments/account-invoices/account-payment-form.server.ts';
import { monthName } from '#app/features/payments/account-invoices/invoice-month.ts';
import { DOCUMENT_TEXT } from '#app/features/payments/documents/documents-text.ts';
import type { StripeClient } from '#app/features/payments/stripe-client.server.ts';
import type { AdminRequest } from '#app/features/admin/auth/require-admin.server.ts';
import { invoiceAccountNow } from '#server/account-invoicing.server.ts';

export async function accountMoneyAction(
  admin: Pick<AdminRequest, 'db' | 'env' | 'outbox'> & {
    session: { email: string };
    /** Online payment (null: off), to close card payments a bank payment made stale. */
    stripe?: StripeClient | null;
  },
  accountId: number,
  form: FormData,
  now = new Date(),
): Promise<{ ok: boolean; message: string } | null> {
  const intent = String(form.get('intent') ?? '');
  if (intent === RECORD_PAYMENT_INTENT) {
    const money = await accountMoney(admin.db, accountId, now);
    const recorded = await recordBankPaymentForm(
      admin.db,
      {
        accountId,
        openInvoices: money.statement.open.map((open) => open.number),
        by: admin.session.email,
        now,
      },
      form,
    );
    // A card payment started from the account's page must not take what the bank just paid.
    if (recorded.ok)
      await closeStaleInvoiceCheckouts({ db: admin.db, stripe: admin.stripe ?? null }, accountId);
    return recorded;
  }
  if (intent === CREDIT_NOTE_INTENT) {
    return issueCreditNoteForm(admin.db, admin.outbox, { accountId, now }, form);
  }
  if (intent !== INVOICE_NOW_INTENT) return null;
  if (!admin.outbox) return { ok: false, message: ACCOUNT_MONEY_MESSAGES.noOutbox };
  const outcome = await invoiceAccountNow(
    { db: admin.db, boss: admin.outbox, env: admin.env },
    accountId,
    now,
  );
  if (!outcome) return null;
  const month = monthName(outcome.month, 'en');
  if (outcome.number === null) {
    return { ok: true, message: ACCOUNT_MONEY_MESSAGES.nothingToInvoice(month) };
  }
  // Issued under VAT_NUMBER a VAT invoice, without it a receipt (the counter row copies it).
  const kind = admin.env.VAT_NUMBER ? 'vat-invoice' : 'receipt';
  return {
    ok: true,
    message: ACCOUNT_MONEY_MESSAGES.invoiced(DOCUMENT_TEXT.en.title[kind], outcome.number, month),
  };
}
