/**
 * Payment documents: a receipt or VAT invoice for every payment in the ledger, a credit note for
 * every refund. Their numbers come from one counter row, bumped by a trigger on the ledger (see
 * drizzle/0010_payment-documents.sql) inside the transaction that writes the ledger row, whichever
 * code writes it: a rolled-back payment gives its number back, and two instances cannot take the
 * same one, so the sequence is unique and unbroken (a PostgreSQL sequence can leave gaps).
 * Found by drizzle.config.ts by its file name.
 *
 * Relative imports on purpose: drizzle-kit loads this file without the package's `#server` map.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { quoteRequests } from '../../../lib/db/quote-schema.server.ts';
import { payments } from '../payments-schema.server.ts';
import type { DocumentKind } from './document-kinds.ts';
import type { Locale } from '../../../lib/locale.ts';
import type { KeptFacts } from './kept-facts.server.ts';
import type { IssuedLine } from './document-facts-shape.ts';

/** PostgreSQL's bytes; PGlite answers a Uint8Array, node-postgres a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The one counter row (id 1), and the supplier's identity in force, which the server writes at
 * start from its configuration: the VAT number, so the trigger can tell a VAT invoice from a
 * receipt when it issues one, and the name, address and company number each document prints.
 */
export const documentCounter = pgTable(
  'document_counter',
  {
    id: integer('id').primaryKey(),
    lastNumber: integer('last_number').notNull().default(0),
    vatNumber: text('vat_number'),
    supplierName: text('supplier_name'),
    /** One line per line of the address. */
    supplierAddress: text('supplier_address'),
    companyNumber: text('company_number'),
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
    /**
     * The ledger row it is for; null for the VAT invoice of a booking confirmed before it is paid
     * (on account), issued for the whole fare at confirmation.
     */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    /** A receipt's VAT invoice: the payment of a fare already invoiced gets no second invoice. */
    refersTo: integer('refers_to'),
    vatNumber: text('vat_number'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Everything the document prints, kept in the transaction that issued its number (dates as ISO
     * strings): the PDF is rendered from these after that transaction commits, never while it holds
     * the counter (document-issue.server.ts). A database trigger refuses to change them once kept
     * (drizzle/*_document-facts-kept.sql); erasure removes a receipt's, as it removes its PDF.
     */
    facts: jsonb('facts').$type<KeptFacts>(),
    /**
     * The PDF as issued, rendered once from `facts` and never again: every download and e-mail
     * sends these bytes. A database trigger refuses to change them once written.
     */
    pdf: bytea('pdf'),
    /** The SHA-256 of `pdf`, in hex: what an auditor compares a copy against. */
    pdfSha256: text('pdf_sha256'),
    /** The language it was issued in (its file's name follows it). */
    locale: text('locale').$type<Locale>(),
    /** The lines as issued (vehicle, seats, rate, net, VAT, gross): a credit note reverses them. */
    lines: jsonb('lines').$type<IssuedLine[]>(),
    /**
     * When erasure removed a receipt's PDF (a VAT invoice or credit note is kept: the law requires
     * it); the row, its number and amount stay, so the sequence stays unbroken.
     */
    pdfErasedAt: timestamp('pdf_erased_at', { withTimezone: true }),
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

export type { IssuedLine } from './document-facts-shape.ts';

export type PaymentDocumentRow = typeof paymentDocuments.$inferSelect;
