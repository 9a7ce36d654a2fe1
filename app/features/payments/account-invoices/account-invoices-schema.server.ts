/**
 * An account customer's monthly documents and money: one invoice per account and month (a VAT
 * invoice, or a receipt without VAT_NUMBER), numbered from the same counter as every payment
 * document (docs/decisions/011) and kept as issued (its facts, then its PDF bytes and those of the
 * statement sent with it, never changed: drizzle/*_account-invoices-*.sql); credit notes that
 * correct one; and bank or card payments recorded against one or several invoices. Found by
 * drizzle.config.ts by its file name.
 *
 * Relative imports on purpose: drizzle-kit loads this file without the package's `#server` map.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// A foreign key is the database's link, not shared code: an invoice is an account's.
// eslint-disable-next-line import-x/no-restricted-paths
import { accounts } from '../../contracts/contracts-schema.server.ts';
import type { AccountInvoiceFacts, StatementFacts } from './account-invoice-facts.ts';

/** PostgreSQL's bytes; PGlite answers a Uint8Array, node-postgres a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const ACCOUNT_DOCUMENT_KINDS = ['vat-invoice', 'receipt', 'credit-note'] as const;
export type AccountDocumentKind = (typeof ACCOUNT_DOCUMENT_KINDS)[number];

export const accountInvoices = pgTable(
  'account_invoices',
  {
    /** From document_counter, in the one sequence of every payment document. */
    number: integer('number').primaryKey(),
    kind: text('kind').$type<AccountDocumentKind>().notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The month invoiced, YYYY-MM (London); null for a credit note. */
    month: text('month'),
    /** A credit note: the invoice it corrects. */
    corrects: integer('corrects'),
    /** The VAT number it was issued under; null: issued without VAT_NUMBER. */
    vatNumber: text('vat_number'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The invoice's London date, and the date it is due (its date and the account's terms). */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** VAT included: what the lines add up to (a credit note's, positive). */
    totalPence: integer('total_pence').notNull(),
    /** Everything the invoice prints, kept in the transaction that numbered it. */
    facts: jsonb('facts').$type<AccountInvoiceFacts>().notNull(),
    /** The statement sent with it, as worked out in that same transaction. */
    statement: jsonb('statement').$type<StatementFacts>(),
    pdf: bytea('pdf'),
    pdfSha256: text('pdf_sha256'),
    statementPdf: bytea('statement_pdf'),
    statementSha256: text('statement_sha256'),
    /** When its reminders went (7 and 14 days after it was due): each once. */
    firstReminderAt: timestamp('first_reminder_at', { withTimezone: true }),
    secondReminderAt: timestamp('second_reminder_at', { withTimezone: true }),
  },
  (t) => [
    // One invoice per account and month, however often and wherever the run happens.
    uniqueIndex('account_invoices_month_unique')
      .on(t.accountId, t.month)
      .where(sql`${t.month} is not null`),
    index('account_invoices_account_idx').on(t.accountId),
    check(
      'account_invoices_kind_check',
      sql`${t.kind} in ('vat-invoice', 'receipt', 'credit-note')`,
    ),
    check(
      'account_invoices_month_check',
      sql`(${t.kind} = 'credit-note') = (${t.month} is null) and (${t.kind} = 'credit-note') = (${t.corrects} is not null)`,
    ),
    check('account_invoices_total_check', sql`${t.totalPence} >= 0`),
  ],
);

export type AccountInvoiceRow = typeof accountInvoices.$inferSelect;

export const ACCOUNT_PAYMENT_METHODS = ['bank-transfer', 'card'] as const;
export type AccountPaymentMethod = (typeof ACCOUNT_PAYMENT_METHODS)[number];

/** Money an account paid: recorded by the operator (a bank payment) or by Stripe (a card). */
export const accountPayments = pgTable(
  'account_payments',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    method: text('method').$type<AccountPaymentMethod>().notNull(),
    amountPence: integer('amount_pence').notNull(),
    /** The London date the money arrived. */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    /** The bank's reference, or Stripe's PaymentIntent. */
    reference: text('reference'),
    /** The Checkout Session of a card payment: one payment per session, however often told. */
    checkoutSessionId: text('checkout_session_id'),
    /** The admin who recorded it; null when the customer paid by card. */
    recordedBy: text('recorded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_payments_account_idx').on(t.accountId),
    uniqueIndex('account_payments_session_unique').on(t.checkoutSessionId),
    check('account_payments_amount_check', sql`${t.amountPence} > 0`),
    check('account_payments_method_check', sql`${t.method} in ('bank-transfer', 'card')`),
  ],
);

/** Which invoices a payment settles, and how much of each. */
export const accountPaymentAllocations = pgTable(
  'account_payment_allocations',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => accountPayments.id),
    invoiceNumber: integer('invoice_number')
      .notNull()
      .references(() => accountInvoices.number),
    amountPence: integer('amount_pence').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.invoiceNumber] }),
    index('account_payment_allocations_invoice_idx').on(t.invoiceNumber),
    check('account_payment_allocations_amount_check', sql`${t.amountPence} > 0`),
  ],
);

/**
 * The keys of accounts' own pages (`/account/<token>`, as `/your-quote/<token>`): 128 random bits
 * or more, of which only the SHA-256 is kept, so a copy of the database opens no page. Each invoice
 * e-mail carries a fresh one.
 */
export const accountPageTokens = pgTable(
  'account_page_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_page_tokens_account_idx').on(t.accountId)],
);

export const INVOICE_CHECKOUT_STATES = [
  'creating',
  'open',
  'complete',
  'expired',
  'failed',
] as const;
export type InvoiceCheckoutState = (typeof INVOICE_CHECKOUT_STATES)[number];

/**
 * An account's attempt to pay one invoice by card (Stripe Checkout), as `payment_checkouts` is a
 * booking's: written before Stripe is asked, its idempotency key sent with every call for it, so a
 * double click ends on the one session Stripe made; the amount is what was left of the invoice
 * when it was made, worked out on the server.
 */
export const accountInvoiceCheckouts = pgTable(
  'account_invoice_checkouts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    invoiceNumber: integer('invoice_number')
      .notNull()
      .references(() => accountInvoices.number),
    amountPence: integer('amount_pence').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    sessionId: text('session_id'),
    url: text('url'),
    state: text('state').$type<InvoiceCheckoutState>().notNull().default('creating'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_invoice_checkouts_invoice_idx').on(t.invoiceNumber),
    uniqueIndex('account_invoice_checkouts_key_unique').on(t.idempotencyKey),
    uniqueIndex('account_invoice_checkouts_session_unique').on(t.sessionId),
    check('account_invoice_checkouts_amount_check', sql`${t.amountPence} > 0`),
    check(
      'account_invoice_checkouts_state_check',
      sql`${t.state} in ('creating', 'open', 'complete', 'expired', 'failed')`,
    ),
  ],
);
