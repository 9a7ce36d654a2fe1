/**
 * The booking register: every accepted job, and the small fleet list the operator
 * assigns vehicles from. Found by drizzle.config.ts by its file name.
 *
 * Relative imports on purpose: drizzle-kit loads this file without the package's `#server` map.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DayDriving } from '../../lib/fitness-rules.ts';
import { quoteRequests } from '../../lib/db/quote-schema.server.ts';
// A foreign key is the database's link, not shared code: a booking names a driver of the list.
// eslint-disable-next-line import-x/no-restricted-paths
import { drivers } from '../drivers/drivers-schema.server.ts';
// The same: a booking may be on an account, and be one journey of a contract.
// eslint-disable-next-line import-x/no-restricted-paths
import { accounts, contracts } from '../contracts/contracts-schema.server.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The operator's own vehicles; retired ones stay so old bookings keep their vehicle's name.
 * Each document date is the last day it is valid (London), null while nobody has recorded it:
 * the fitness rules treat a null date as unknown, never as valid.
 */
export const fleetVehicles = pgTable(
  'fleet_vehicles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    seats: integer('seats').notNull(),
    active: boolean('active').notNull().default(true),
    /** As DVLA writes it: capitals, no spaces ("AB12CDE"). */
    registration: text('registration'),
    motDue: date('mot_due', { mode: 'string' }),
    insuranceUntil: date('insurance_until', { mode: 'string' }),
    nextInspection: date('next_inspection', { mode: 'string' }),
    /** A PSV's safety inspections are this many weeks apart: the next follows a recorded one. */
    inspectionWeeks: integer('inspection_weeks'),
    roadTaxDue: date('road_tax_due', { mode: 'string' }),
    /** The council's private hire plate, or the PSV operator disc, where the vehicle has one. */
    plateUntil: date('plate_until', { mode: 'string' }),
    /** Set while DVLA still has to be asked (it was down or busy when the vehicle was added). */
    dvlaLookupDue: boolean('dvla_lookup_due').notNull().default(false),
    createdAt,
  },
  (t) => [
    uniqueIndex('fleet_vehicles_name_unique').on(t.name),
    uniqueIndex('fleet_vehicles_registration_unique').on(t.registration),
    check(
      'fleet_vehicles_inspection_weeks_check',
      sql`${t.inspectionWeeks} is null or ${t.inspectionWeeks} between 1 and 52`,
    ),
  ],
);

/**
 * `awaiting-payment`: accepted with online payment on, held for the customer until the first
 * payment lands (then `confirmed`) or the hold ends (then `cancelled`, the vehicle released).
 */
export const BOOKING_STATUSES = ['awaiting-payment', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Why a booking was cancelled, kept as a value rather than read from the history's wording:
 * `hold-expired` (its acceptance was never paid), or cancelled by the customer or the operator.
 */
export const CANCEL_REASONS = ['hold-expired', 'customer', 'operator'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * One booking per accepted request. The journey and fare are copied at acceptance: the licensing
 * record must say what was agreed even if the request is edited or anonymised later.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    hirerName: text('hirer_name').notNull(),
    hirerEmail: text('hirer_email').notNull(),
    hirerPhone: text('hirer_phone').notNull(),
    pickupLocation: text('pickup_location').notNull(),
    destination: text('destination').notNull(),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    /** When the vehicle is free again (see booking-times.ts); used to flag overlapping jobs. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    returnAt: timestamp('return_at', { withTimezone: true }),
    passengers: integer('passengers').notNull(),
    farePence: integer('fare_pence').notNull(),
    /** The vehicle as quoted to the customer ("16-Seat Minibus"). */
    quotedVehicle: text('quoted_vehicle').notNull(),
    /**
     * The vehicle given the job. The database refuses one vehicle on two live jobs whose times
     * overlap (bookings_vehicle_no_overlap, by hand in drizzle/0034; docs/decisions/020).
     */
    vehicleId: integer('vehicle_id').references(() => fleetVehicles.id, { onDelete: 'set null' }),
    /**
     * The driver given the job, from the drivers' list. The database refuses one driver on two
     * live jobs whose times overlap (bookings_driver_no_overlap, written by hand in the migration
     * because Drizzle cannot declare an exclusion constraint).
     */
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    /**
     * The driver's name as it was when the job was given to them, copied like the hirer and the
     * journey: the licensing record says who drove even if the driver's record is edited later.
     * Older bookings have only this, typed by hand.
     */
    driverName: text('driver_name'),
    /**
     * The job's driving per London day in minutes (app/lib/job-span.ts), measured when a driver is
     * given the job (or by the instant offer that sold it): what the driver's hours count it as.
     * Null while not measured, or when its places could not be measured.
     */
    driving: jsonb('driving').$type<DayDriving[]>(),
    status: text('status').$type<BookingStatus>().notNull().default('confirmed'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason').$type<CancelReason>(),
    /** Until when an acceptance awaiting its first payment holds the booking. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /** The payment terms' version in force at acceptance: the ones applied to it later. */
    paymentTermsVersion: integer('payment_terms_version'),
    /**
     * Booked from an instant offer, with nobody at Bus4U involved: marked in the register and
     * its CSV so the operator checks the job the site sold on its own.
     */
    instant: boolean('instant').notNull().default(false),
    /** On an account: confirmed without payment, and invoiced with the account's month. */
    accountId: integer('account_id').references(() => accounts.id),
    /** One journey of a contract's recurring work (null for a one-off booking). */
    contractId: integer('contract_id').references(() => contracts.id),
    /**
     * The contract's reference ("C-0007"), copied like the hirer: the register and its CSV show
     * contract journeys apart from one-off ones without reading another feature's table.
     */
    contractReference: text('contract_reference'),
    createdAt,
  },
  (t) => [
    uniqueIndex('bookings_quote_unique').on(t.quoteId),
    index('bookings_contract_idx').on(t.contractId),
    index('bookings_account_idx').on(t.accountId),
    index('bookings_pickup_idx').on(t.pickupAt),
    check(
      'bookings_status_check',
      sql`${t.status} in ('awaiting-payment', 'confirmed', 'cancelled')`,
    ),
    check('bookings_fare_check', sql`${t.farePence} > 0`),
    check(
      'bookings_cancel_reason_check',
      sql`${t.cancelReason} is null or ${t.cancelReason} in ('hold-expired', 'customer', 'operator')`,
    ),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
