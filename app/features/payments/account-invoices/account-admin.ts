/** The admin account page's money: its intents and words. Client-safe. */
import { formatPence } from '#app/lib/money.ts';

export const INVOICE_NOW_INTENT = 'invoice-now';
export const RECORD_PAYMENT_INTENT = 'record-payment';

export const ACCOUNT_MONEY_MESSAGES = {
  invoiced: (title: string, number: number, month: string) =>
    `${title} ${number} for ${month} is issued and on its way to the billing e-mail.`,
  nothingToInvoice: (month: string) =>
    `Nothing to invoice for ${month}: it has its invoice already, or no completed journeys.`,
  noOutbox: 'Invoices cannot be issued here: the outbox is not running.',
} as const;

export const overdueFlag = (organisation: string, numbers: number[], overduePence: number) =>
  `${organisation} has ${numbers.length === 1 ? 'an invoice' : 'invoices'} more than 30 days overdue (${numbers.join(', ')}): ${formatPence(overduePence)} owed.`;
