/**
 * The customer's side of a request: the links that open their /your-quote page, and the
 * price the operator sent them with its answer. Found by drizzle.config.ts by its file name.
 *
 * Relative imports on purpose: drizzle-kit loads this file without the package's `#server` map.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { quoteRequests } from '../../lib/db/quote-schema.server.ts';
import type { PriceState } from './customer-quote-constants.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One row per link handed out. Only the SHA-256 of the token is kept, so a copy of this table
 * opens no page. A request can have several links (the acknowledgement's, then one per price
 * e-mail), because the plain token cannot be read back to put it in a later e-mail; every link of a
 * request shows the same, current state.
 */
export const quoteTokens = pgTable(
  'quote_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    createdAt,
  },
  (t) => [index('quote_tokens_quote_idx').on(t.quoteId)],
);

/** The price currently offered for a request: a revision replaces the row, so old links show it. */
export const quotePrices = pgTable(
  'quote_prices',
  {
    quoteId: text('quote_id')
      .primaryKey()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    /** 1 for the first price, +1 for each revision; an answer names the revision it saw. */
    revision: integer('revision').notNull(),
    /** Integer pence, VAT and every mandatory charge included. */
    totalPence: integer('total_pence').notNull(),
    vehicle: text('vehicle').notNull(),
    included: text('included').notNull(),
    /** The last London calendar day on which the price can be accepted. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /**
     * The instant the price ends, when that is before the end of its last day: an instant offer
     * stands for 24 hours, not to midnight. Null: the whole of `validUntil`.
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    note: text('note'),
    state: text('state').$type<PriceState>().notNull().default('sent'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sentBy: text('sent_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
  },
  (t) => [
    check('quote_prices_total_check', sql`${t.totalPence} > 0`),
    check(
      'quote_prices_state_check',
      sql`${t.state} in ('sent', 'accepted', 'declined', 'withdrawn')`,
    ),
  ],
);

export type QuotePriceRow = typeof quotePrices.$inferSelect;

/**
 * The standard "what is included" text the price form starts from, in English and Welsh, edited
 * once in /admin/settings. Versioned like the payment terms: a save adds a row and the newest is
 * in force; with no row yet, the defaults in included-text.ts apply.
 */
export const priceIncludedTexts = pgTable('price_included_texts', {
  id: serial('id').primaryKey(),
  en: text('en').notNull(),
  cy: text('cy').notNull(),
  /** The admin's e-mail. */
  savedBy: text('saved_by').notNull(),
  createdAt,
});
