/**
 * One row per booking asked for a review: the opt-out link's token, when the e-mail went, and when
 * the customer used the link. An opt-out holds for every request made with the same e-mail address
 * (looked up through the request, so nothing here holds the address itself). Found by
 * drizzle.config.ts by its file name.
 *
 * The token is kept as it is, not hashed like the customer's page links: it can do nothing but
 * stop review e-mails, and keeping it lets a retried job print the same link as the first try.
 *
 * Relative imports on purpose: drizzle-kit loads this file without the package's `#server` map.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { quoteRequests } from '../../lib/db/quote-schema.server.ts';

export const reviewRequests = pgTable('review_requests', {
  quoteId: text('quote_id')
    .primaryKey()
    .references(() => quoteRequests.id, { onDelete: 'cascade' }),
  optOutToken: text('opt_out_token').notNull().unique(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
