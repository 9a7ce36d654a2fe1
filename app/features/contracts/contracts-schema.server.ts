/**
 * Account customers (schools, companies, councils billed monthly), the term calendars contract
 * work runs on, and the contracts themselves. A contract's journeys are bookings in the register
 * (bookings-schema.server.ts names the contract and the account on each), so a contract keeps
 * only what its form said. Listed in drizzle.config.ts beside the core schema.
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
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** An organisation billed on account: its journeys are confirmed without payment. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    organisation: text('organisation').notNull(),
    billingEmail: text('billing_email').notNull(),
    billingAddress: text('billing_address').notNull(),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    purchaseOrder: text('purchase_order'),
    /** Null: no limit agreed. */
    creditLimitPence: integer('credit_limit_pence'),
    /** The customer's own VAT number, printed on its invoices when it has one. */
    vatNumber: text('vat_number'),
    createdAt,
  },
  (t) => [
    uniqueIndex('accounts_organisation_unique').on(sql`lower(${t.organisation})`),
    check('accounts_terms_check', sql`${t.paymentTermsDays} between 0 and 365`),
    check(
      'accounts_credit_limit_check',
      sql`${t.creditLimitPence} is null or ${t.creditLimitPence} >= 0`,
    ),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;

/** A named term calendar ("Cardiff schools 2026–27"). */
export const termCalendars = pgTable(
  'term_calendars',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt,
  },
  (t) => [uniqueIndex('term_calendars_name_unique').on(sql`lower(${t.name})`)],
);

export const TERM_RANGE_KINDS = ['term', 'holiday'] as const;
export type TermRangeKind = (typeof TERM_RANGE_KINDS)[number];

/**
 * One range of a calendar, both days included (an imported all-day event's exclusive end is
 * turned into its last day on import). A calendar of terms runs on its term days; one of holidays
 * alone runs on every day outside them.
 */
export const termRanges = pgTable(
  'term_ranges',
  {
    id: serial('id').primaryKey(),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => termCalendars.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TermRangeKind>().notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    /** The event's summary when imported, or what the operator typed. */
    label: text('label'),
  },
  (t) => [
    index('term_ranges_calendar_idx').on(t.calendarId),
    check('term_ranges_kind_check', sql`${t.kind} in ('term', 'holiday')`),
    check('term_ranges_order_check', sql`${t.lastDay} >= ${t.firstDay}`),
  ],
);

/**
 * An account's recurring work as its form gave it. `reference` ("C-0007") is what the register's
 * CSV names each journey by. `weekdays` are ISO numbers, 1 Monday to 7 Sunday.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    reference: text('reference')
      .notNull()
      .generatedAlwaysAs(sql`'C-' || lpad(id::text, 4, '0')`),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    pickupLocation: text('pickup_location').notNull(),
    destination: text('destination').notNull(),
    pickupTime: text('pickup_time').notNull(),
    returnTime: text('return_time'),
    weekdays: integer('weekdays').array().notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    calendarId: integer('calendar_id').references(() => termCalendars.id, {
      onDelete: 'set null',
    }),
    passengers: integer('passengers').notNull(),
    pricePence: integer('price_pence').notNull(),
    runsOnBankHolidays: boolean('runs_on_bank_holidays').notNull().default(false),
    /** A school run: its driver needs a current DBS check, as any school job's does. */
    school: boolean('school').notNull().default(false),
    /** The dates the form skipped: kept so the contract says why a weekday has no journey. */
    skippedDays: date('skipped_days', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    createdAt,
  },
  (t) => [
    uniqueIndex('contracts_reference_unique').on(t.reference),
    index('contracts_account_idx').on(t.accountId),
    check('contracts_price_check', sql`${t.pricePence} > 0`),
    check('contracts_order_check', sql`${t.lastDay} >= ${t.firstDay}`),
    check('contracts_passengers_check', sql`${t.passengers} between 1 and 100`),
    check('contracts_weekdays_check', sql`${t.weekdays} <@ array[1, 2, 3, 4, 5, 6, 7]`),
  ],
);

export type ContractRow = typeof contracts.$inferSelect;
