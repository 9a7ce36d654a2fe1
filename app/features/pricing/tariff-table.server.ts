/**
 * The tariff's table: every saved version of the tariff, never updated in place, so an estimate
 * stored with a quote can always be traced to the rates that made it. The newest row is the
 * tariff in force. Named in drizzle.config.ts (it predates the *-schema naming).
 */
import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Tariff } from './tariff.ts';

export const tariffVersions = pgTable('tariff_versions', {
  id: serial('id').primaryKey(),
  tariff: jsonb('tariff').$type<Tariff>().notNull(),
  /** Who saved it: an admin's e-mail, or "default" for the seeded tariff. */
  savedBy: text('saved_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
