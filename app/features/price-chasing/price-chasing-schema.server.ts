/**
 * What chasing an unanswered price records: the requests the operator asked not to chase, and each
 * step of a sent price's chase (a reminder that went, the end of the price), one row per price
 * revision and step, so a repeated job finds its step done. Neither holds anything of the customer
 * beyond the request's id. Found by drizzle.config.ts by its file name.
 *
 * Relative imports on purpose: drizzle-kit loads this file without the package's `#server` map.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { quoteRequests } from '../../lib/db/quote-schema.server.ts';
import type { ChaseStep } from './price-chasing-constants.ts';

/** A row here: the operator turned chasing off for this request (deleted when turned back on). */
export const priceChasingOff = pgTable('price_chasing_off', {
  quoteId: text('quote_id')
    .primaryKey()
    .references(() => quoteRequests.id, { onDelete: 'cascade' }),
  /** The admin who turned it off. */
  turnedOffBy: text('turned_off_by').notNull(),
  turnedOffAt: timestamp('turned_off_at', { withTimezone: true }).notNull().defaultNow(),
});

export const priceChaseSteps = pgTable(
  'price_chase_steps',
  {
    quoteId: text('quote_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    /** The price revision chased: a new price starts its own chase. */
    revision: integer('revision').notNull(),
    step: text('step').$type<ChaseStep>().notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.revision, t.step] }),
    check(
      'price_chase_steps_step_check',
      sql`${t.step} in ('after-sent', 'before-expiry', 'expired')`,
    ),
  ],
);
