/**
 * The operator's drivers, with the documents that make each one fit to drive a job, and the record
 * of which "lapses soon" alerts have gone out. Found by drizzle.config.ts by its file name.
 *
 * Relative imports on purpose: drizzle-kit loads this file without the package's `#server` map.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One driver. Retired rather than deleted, so the jobs they drove keep their driver. Each date is
 * the last day the document is valid (London); null while not recorded, which the fitness rules
 * read as unknown.
 */
export const drivers = pgTable(
  'drivers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    /** The licence's categories that matter here: B, D1, D (fitness-rules.ts). */
    licenceCategories: text('licence_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    licenceValidUntil: date('licence_valid_until', { mode: 'string' }),
    cpcUntil: date('cpc_until', { mode: 'string' }),
    /** The enhanced DBS check's end, or the next update-service check the operator must make. */
    dbsValidUntil: date('dbs_valid_until', { mode: 'string' }),
    /** The council's private hire driver badge: its number goes in the booking register's CSV. */
    badgeNumber: text('badge_number'),
    badgeUntil: date('badge_until', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    createdAt,
  },
  (t) => [
    check('drivers_categories_check', sql`${t.licenceCategories} <@ array['B', 'D1', 'D']::text[]`),
  ],
);

export type DriverRow = typeof drivers.$inferSelect;

/**
 * One row per alert sent about a date lapsing: the unique key makes the daily pass send each
 * (document, date, threshold) once, however many instances run it and however often they restart.
 */
export const lapseAlertsSent = pgTable(
  'lapse_alerts_sent',
  {
    id: serial('id').primaryKey(),
    /** `vehicle:<id>` or `driver:<id>`. */
    holder: text('holder').notNull(),
    /** Which document: a field name of fleet_vehicles or drivers ("motDue", "dbsValidUntil"). */
    document: text('document').notNull(),
    lapsesOn: date('lapses_on', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    createdAt,
  },
  (t) => [
    uniqueIndex('lapse_alerts_sent_unique').on(t.holder, t.document, t.lapsesOn, t.daysBefore),
  ],
);
