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

/** A credit note against one of the account's invoices: the journeys ticked, and why. */
export const CREDIT_NOTE_INTENT = 'credit-note';
export const CREDIT_NOTE_FIELDS = {
  invoice: 'invoice',
  /** One checkbox per journey of the invoice, its value the journey's booking id. */
  journey: 'journey',
  reason: 'reason',
} as const;
/** The longest reason kept: it is printed on the credit note in one or two lines. */
export const CREDIT_REASON_MAX = 200;

export const CREDIT_NOTE_LABELS = {
  summary: (number: number) => `Issue a credit note against invoice ${number}`,
  journeys: 'Journeys to credit',
  reason: 'Reason, printed on the credit note',
  reasonHint: 'For example: the journey on 12 November did not run.',
  submit: 'Issue credit note',
} as const;

export const CREDIT_NOTE_MESSAGES = {
  issued: (number: number, amount: string) =>
    `Credit note ${number} for ${amount} is issued and on its way to the billing e-mail.`,
  noJourneys: 'Tick at least one journey to credit.',
  reason: 'Say why in a few words: it is printed on the credit note.',
  alreadyCredited:
    'A journey you ticked has a credit note already: the page now shows what is left to credit.',
  noInvoice: 'That invoice is not one of this account’s.',
  noOutbox: 'Credit notes cannot be issued here: the outbox is not running.',
} as const;

/** An invoice's journey not yet credited, as the credit note form offers it. */
export interface CreditableJourney {
  bookingId: number;
  date: string;
  time: string;
  from: string;
  to: string;
  grossPence: number;
}
