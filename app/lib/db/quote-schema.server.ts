/**
 * The database schema (Drizzle, PostgreSQL dialect), one definition for PGlite and PostgreSQL.
 * `npx drizzle-kit generate` turns changes here into SQL migrations in drizzle/, which are
 * committed and applied at start (server/platform/db/migrate.server.ts).
 *
 * pg-boss keeps its own tables in its own schema ("pgboss") and migrates them itself. The admin's
 * tables are in admin-schema.server.ts beside this file, each feature's in its own folder, and the
 * platform's own (rate limits, the write probe) in server/platform/db/platform-schema.server.ts.
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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { EstimateLine } from '#app/lib/estimate-lines.ts';
import type { Attribution } from '#app/lib/attribution.ts';

export const QUOTE_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The traffic-attribution record as stored: the browser's record after lenient validation. */
export type StoredAttribution = Attribution;

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const quoteRequests = pgTable(
  'quote_requests',
  {
    /** 'Q-YYMMDD-XXXXXXXX', see app/features/quote/quote-id.server.ts for why. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    pickupLocation: text('pickup_location').notNull(),
    destination: text('destination').notNull(),
    // A calendar date in London, kept as the visitor wrote it: no instant, no time zone.
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    // 'HH:MM' text rather than `time`, which would come back as 'HH:MM:SS'.
    pickupTime: text('pickup_time').notNull(),
    returnDate: date('return_date', { mode: 'string' }),
    returnTime: text('return_time'),
    passengerCount: integer('passenger_count').notNull(),
    journeyType: text('journey_type'),
    journeyDirection: text('journey_direction').notNull(),
    specialRequirements: text('special_requirements'),
    formVersion: text('form_version').notNull(),
    currentPage: text('current_page').notNull(),
    attribution: jsonb('attribution').$type<StoredAttribution>(),
    // Copied out of the attribution record so the admin can filter and count by it.
    trafficSource: text('traffic_source'),
    status: text('status').$type<QuoteStatus>().notNull().default('new'),
    isSpam: boolean('is_spam').notNull().default(false),
    /** The client's Idempotency-Key header; a replay with the same key returns the same quote. */
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the validated body, so the same key with a different body can be refused (422). */
    requestHash: text('request_hash'),
    /** Keyed hash of the client address: enough to spot abuse, not a stored IP address. */
    clientIpHash: text('client_ip_hash'),
    /** The indicative estimate shown in the form, re-worked on the server (pence, VAT included). */
    estimateTotal: integer('estimate_total'),
    /** The tariff version that estimate came from ("v3"). */
    estimateTariffVersion: text('estimate_tariff_version'),
    /**
     * That estimate's lines as codes with their figures, so each e-mail and the admin word them in
     * their reader's language. Null for requests stored before the lines were kept.
     */
    estimateLines: jsonb('estimate_lines').$type<EstimateLine[]>(),
    /**
     * The address the customer gave for their invoices when accepting a price: a full VAT invoice
     * names the customer's address. Null when none was given; cleared by erasure like the name.
     */
    invoiceAddress: text('invoice_address'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('quote_requests_idempotency_key_unique').on(t.idempotencyKey),
    index('quote_requests_created_at_idx').on(t.createdAt),
    index('quote_requests_status_idx').on(t.status),
    check(
      'quote_requests_status_check',
      sql`${t.status} in ('new', 'contacted', 'quoted', 'won', 'lost')`,
    ),
    check(
      'quote_requests_journey_direction_check',
      sql`${t.journeyDirection} in ('one-way', 'return')`,
    ),
    check('quote_requests_passenger_count_check', sql`${t.passengerCount} between 1 and 100`),
  ],
);

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;
export type NewQuoteRequestRow = typeof quoteRequests.$inferInsert;

export const EMAIL_KINDS = ['operator', 'customer'] as const;
/**
 * The booking loop's e-mails add their own kinds; a price and its answer carry the
 * price's revision, so a revised price is a new e-mail and not a retried duplicate of the old one.
 */
export type EmailKind =
  | (typeof EMAIL_KINDS)[number]
  | `price-${number}`
  | `answer-${number}`
  | 'booking-confirmation'
  | 'booking-reminder'
  | 'booking-cancellation'
  | 'balance-request'
  | 'balance-reminder'
  /** A payment document's e-mail, one per document number. */
  | `document-${number}`
  | `payment-alert-${string}`
  /** The customer told why (part of) one payment goes back to their card. */
  | `payment-returned-${number}`
  | `price-reminder-${number}-${'after-sent' | 'before-expiry'}`
  | 'review-request'
  | `alert-${string}`;

/**
 * E-mails kept instead of sent when no SMTP_URL is configured: the admin area shows them. One row
 * per quote and kind, so a job that runs twice stores its e-mail once.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EmailKind>().notNull(),
    toAddress: text('to_address').notNull(),
    toName: text('to_name'),
    fromAddress: text('from_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('outbox_emails_quote_kind_unique').on(t.quoteId, t.kind)],
);

export type OutboxEmailRow = typeof outboxEmails.$inferSelect;
