/**
 * Instant booking's tables: the booking rules' versions (like the payment terms'), and the vehicle
 * holds of instant offers. A hold keeps its vehicle for the whole job while the offer is open; the
 * database itself refuses two live holds overlapping on one vehicle (an exclusion constraint over
 * each vehicle's time range, with btree_gist, written by hand in drizzle/0013_instant-booking.sql
 * because Drizzle cannot declare one), so it holds across instances. Found by drizzle.config.ts by its file name.
 *
 * Relative imports on purpose: drizzle-kit loads this file without the package's `#server` map.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { DayDriving } from '../../lib/fitness-rules.ts';
import { quoteRequests } from '../../lib/db/quote-schema.server.ts';
// A foreign key is the database's link, not shared code: the hold names a vehicle of the fleet.
// eslint-disable-next-line import-x/no-restricted-paths
import { fleetVehicles } from '../bookings/bookings-schema.server.ts';
// eslint-disable-next-line import-x/no-restricted-paths
import { drivers } from '../drivers/drivers-schema.server.ts';
import type { BookingRules } from './booking-rules.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Every saved version of the rules, never updated in place; the newest is in force. */
export const bookingRulesVersions = pgTable('booking_rules_versions', {
  id: serial('id').primaryKey(),
  rules: jsonb('rules').$type<BookingRules>().notNull(),
  /** An admin's e-mail, or "default" for the rules of a fresh install. */
  savedBy: text('saved_by').notNull(),
  createdAt,
});

/**
 * One row per instant offer: the vehicle it holds, from leaving the depot to being back, until the
 * offer's end. `active` goes false once the offer has ended (set before a new hold is taken on the
 * vehicle), which takes the row out of the exclusion constraint.
 */
export const instantHolds = pgTable(
  'instant_holds',
  {
    id: serial('id').primaryKey(),
    quoteId: text('quote_id')
      .notNull()
      .unique('instant_holds_quote_unique')
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => fleetVehicles.id),
    /**
     * The named driver the offer holds, over the same span (instant_holds_driver_no_overlap, by
     * hand in the migration). Null only on holds made before offers named a driver.
     */
    driverId: integer('driver_id').references(() => drivers.id),
    /** The job's driving per London day, for that driver's hours and the booking it becomes. */
    driving: jsonb('driving').$type<DayDriving[]>(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The pickup's London day (once the key of a head-count of drivers per day; kept as a record). */
    driverDay: text('driver_day').notNull(),
    /** The offer as the API answered it, so a replay answers the same. */
    totalPence: integer('total_pence').notNull(),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt,
  },
  (t) => [index('instant_holds_day_idx').on(t.driverDay)],
);
