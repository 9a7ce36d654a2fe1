/**
 * The platform's own tables: nothing here knows a feature. drizzle.config.ts lists this file with
 * the features' schemas, so one set of migrations covers them all.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters (express-rate-limit store). In the database, not in memory, so every app
 * instance behind a load balancer counts against the same limit.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * One row, rewritten by /readyz while the last quote write failed for lack of room (a full
 * disk): the write that says the database can store requests again (write-health.server.ts).
 */
export const writeProbes = pgTable('write_probes', {
  id: integer('id').primaryKey(),
  writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
});
