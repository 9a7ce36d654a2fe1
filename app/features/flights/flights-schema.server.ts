/**
 * The flights of airport transfers: the flight number of each flight leg of a request, what the
 * provider last said of it, when it is next asked, and every status seen. Listed in
 * drizzle.config.ts beside the other features' schemas.
 *
 * Relative imports on purpose: drizzle-kit loads this file without the package's `#server` map.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { quoteRequests } from '../../lib/db/quote-schema.server.ts';
import type { FlightSettings } from './flight-settings.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One flight per leg of a request: `outbound` leaves from the named airport, `return` lands at it,
 * whichever way the trip was entered. The designator is kept as flight-designator.ts writes it.
 */
export const flightLegs = pgTable(
  'flight_legs',
  {
    quoteId: text('quote_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    leg: text('leg').notNull(),
    /** As shown: `BA1234`. */
    designator: text('designator').notNull(),
    /** As the provider is asked: `BAW1234`. */
    ident: text('ident').notNull(),
    /** The journey's airport by its IATA code (LHR), and its name as the journey gives it. */
    airportCode: text('airport_code').notNull(),
    airportName: text('airport_name').notNull(),
    /** The London date of the journey leg the flight meets. */
    flightDate: date('flight_date', { mode: 'string' }).notNull(),
    /** Who typed it: the customer on their page or the operator in the admin. */
    enteredBy: text('entered_by').notNull(),
    /** The provider's id of the flight once it has been found. */
    faFlightId: text('fa_flight_id'),
    scheduledDeparture: at('scheduled_departure'),
    scheduledArrival: at('scheduled_arrival'),
    estimatedArrival: at('estimated_arrival'),
    /** The provider's words for the flight's state ("En Route / Delayed"), as last seen. */
    status: text('status'),
    /** `tracking` until it lands, is cancelled or diverted; `off` without flight data. */
    tracking: text('tracking').notNull().default('off'),
    /** When the next poll is due; null when nothing more is asked. */
    nextPollAt: at('next_poll_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.leg] }),
    check('flight_legs_leg_check', sql`${t.leg} in ('outbound', 'return')`),
    check('flight_legs_entered_by_check', sql`${t.enteredBy} in ('customer', 'operator')`),
    check(
      'flight_legs_tracking_check',
      sql`${t.tracking} in ('off', 'tracking', 'landed', 'cancelled', 'diverted')`,
    ),
    index('flight_legs_next_poll_idx').on(t.nextPollAt),
  ],
);

/** Every status the provider gave a flight leg, and what it did to the pickup. */
export const flightStatusEvents = pgTable(
  'flight_status_events',
  {
    id: serial('id').primaryKey(),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    leg: text('leg').notNull(),
    seenAt: at('seen_at').notNull().defaultNow(),
    status: text('status').notNull(),
    estimatedArrival: at('estimated_arrival'),
    /** The pickup this status moved the booking to, when it moved it. */
    pickupMovedTo: at('pickup_moved_to'),
  },
  (t) => [index('flight_status_events_quote_idx').on(t.quoteId, t.leg, t.seenAt)],
);

/** The provider calls made on each London day, against the operator's daily budget. */
export const flightApiCalls = pgTable('flight_api_calls', {
  day: date('day', { mode: 'string' }).primaryKey(),
  calls: integer('calls').notNull().default(0),
});

/**
 * The operator's flight settings (flight-settings.ts), versioned like the booking rules: a save
 * adds a version, the newest is in force, the first read seeds the defaults.
 */
export const flightSettingsVersions = pgTable('flight_settings_versions', {
  id: serial('id').primaryKey(),
  settings: jsonb('settings').$type<FlightSettings>().notNull(),
  /** An admin's e-mail, or "default" for the settings of a fresh install. */
  savedBy: text('saved_by').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
