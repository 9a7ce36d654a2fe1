/** The admin account page's money: its intents and words. Client-safe. */

export const INVOICE_NOW_INTENT = 'invoice-now';
export const RECORD_PAYMENT_INTENT = 'record-payment';

export const ACCOUNT_MONEY_MESSAGES = {
  invoiced: (title: string, number: number, month: string) =>
    `${title} ${number} for ${month} is issued and on its way to the billing e-mail.`,
  nothingToInvoice: (month: string) =>
    `Nothing to invoice for ${month}: it has its invoice already, or no completed journeys.`,
  noOutbox: 'Invoices cannot be issued here: the outbox is not running.',
} as const;

/** The longest bank reference kept. */
export const BANK_REFERENCE_MAX = 60;

export const PAYMENT_LABELS = {
  receivedOn: 'Received on',
  reference: 'Bank reference',
  towards: (number: number, left: string) => `Towards invoice ${number} (£, ${left} left)`,
  submit: 'Record bank payment',
} as const;

/** The form's amount field for each open invoice. */
export const towardsField = (number: number) => `towards-${number}`;

export const PAYMENT_MESSAGES = {
  recorded: (amount: string) => `Bank payment of ${amount} recorded.`,
  nothing: 'Type the amount received against at least one invoice.',
  amount: (number: number) =>
    `Type the amount towards invoice ${number} in pounds, such as 150.00.`,
  receivedOn: 'Give the date the money arrived.',
  receivedLater: 'The money cannot have arrived after today.',
  notThisAccount: (number: number) => `Invoice ${number} is not this account's.`,
  moreThanLeft: (number: number) =>
    `That is more than is left to pay on invoice ${number}: record only what it still owes.`,
} as const;
