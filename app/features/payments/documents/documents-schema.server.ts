/**
 * Payment documents: a receipt or VAT invoice for every payment in the ledger, a credit note for
 * every refund. Their numbers come from one counter row, bumped by a trigger on the ledger (see
 * drizzle/0010_payment-documents.sql) inside the transaction that writes the ledger row, whichever
 * code writes it: a rolled-back payment gives its number back, and two instances cannot take the
 * same one, so the sequence is unique and unbroken (a PostgreSQL sequence can leave gaps).
 * Listed in drizzle.config.ts beside the core schema.
 *
 * Relative imports on purpose: drizzle-kit loads this file without the package's `#server` map.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { quoteRequests } from '../../../lib/db/quote-schema.server.ts';
import { payments } from '../payments-schema.server.ts';
import type { DocumentKind } from './document-kinds.ts';

/**
 * The one counter row (id 1), and the VAT number in force, which the server writes at start from
 * VAT_NUMBER so the trigger can tell a VAT invoice from a receipt when it issues one.
 */
export const documentCounter = pgTable(
  'document_counter',
  {
    id: integer('id').primaryKey(),
    lastNumber: integer('last_number').notNull().default(0),
    vatNumber: text('vat_number'),
  },
  (t) => [check('document_counter_one_row', sql`${t.id} = 1`)],
);

/** One document per ledger row, with the VAT number it was issued under (null: a receipt). */
export const paymentDocuments = pgTable(
  'payment_documents',
  {
    number: integer('number').primaryKey(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    vatNumber: text('vat_number'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its e-mail was put in the outbox: each document is e-mailed once. */
    emailQueuedAt: timestamp('email_queued_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_documents_payment_unique').on(t.paymentId),
    index('payment_documents_quote_idx').on(t.quoteId),
    check(
      'payment_documents_kind_check',
      sql`${t.kind} in ('receipt', 'vat-invoice', 'credit-note')`,
    ),
  ],
);

export type PaymentDocumentRow = typeof paymentDocuments.$inferSelect;
